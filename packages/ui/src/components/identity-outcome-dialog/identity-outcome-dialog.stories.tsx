import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { IdentityOutcomeDialog } from './identity-outcome-dialog.tsx';
import { identityOutcome } from './identity-outcome-dialog.ts';

/** A sample number for the stories; the app passes the product's contact number. */
const SUPPORT_PHONE = '1 888 555-0199';

type Props = ComponentProps<typeof IdentityOutcomeDialog>;

/** The identity step's submit button opens the outcome, as the app does after `POST /onboarding/authenticate`. */
function IdentityStep(args: Props) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Vérifier mon identité
      </Button>
      <IdentityOutcomeDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Onboarding/IdentityOutcomeDialog',
  component: IdentityOutcomeDialog,
  args: {
    outcome: 'success',
    open: false,
    onOpenChange: fn(),
    onContinue: fn(),
    onRetry: fn(),
    onManualVerification: fn(),
    onLogout: fn(),
  },
  argTypes: {
    outcome: {
      control: 'select',
      options: ['success', 'warning', 'error', 'same-user', 'blocked', 'form'],
    },
  },
  render: IdentityStep,
} satisfies Meta<typeof IdentityOutcomeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openOutcome(canvas: { getByRole: typeof screen.getByRole }) {
  const opener = canvas.getByRole('button', { name: 'Vérifier mon identité' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog') };
}

/** Success: 'Identité confirmée'; 'Continuer' calls back and closes, then Next is allowed. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    const { opener, dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAccessibleName('Identité confirmée');
    await expect(dialog).toHaveAccessibleDescription(
      'Merci ! Votre identité est confirmée. Vous pouvez poursuivre votre inscription.',
    );
    await expect(dialog).toHaveAttribute('data-outcome', 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

/**
 * Warning (803, 805) after the first attempt: the server's message, 'Il vous reste 2 tentatives.' (3 minus
 * the attempts used), 'Réessayer' and 'Vérification manuelle'.
 */
export const WarningTwoTriesLeft: Story = {
  args: {
    outcome: 'warning',
    tries: 1,
    message:
      'Nous n’avons pas pu confirmer votre identité. Vérifiez vos renseignements et réessayez.',
  },
  play: async ({ args, canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAccessibleName('Nous n’avons pas pu confirmer votre identité');
    await expect(dialog).toHaveAccessibleDescription(
      'Nous n’avons pas pu confirmer votre identité. Vérifiez vos renseignements et réessayez.',
    );
    await expect(dialog).toHaveAttribute('data-tries-left', '2');
    await expect(within(dialog).getByText('Il vous reste 2 tentatives.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onManualVerification).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The last attempt: 'tentative' in the singular (ICU plural); the manual verification calls back. */
export const WarningLastTry: Story = {
  args: { outcome: 'warning', tries: 2 },
  play: async ({ args, canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(within(dialog).getByText('Il vous reste 1 tentative.')).toBeInTheDocument();
    await expect(dialog).toHaveAccessibleDescription(
      'Vérifiez vos renseignements, puis réessayez.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vérification manuelle' }));
    await expect(args.onManualVerification).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** No attempt left: no retry, only the manual verification. */
export const WarningNoTryLeft: Story = {
  args: { outcome: 'warning', tries: 3 },
  play: async ({ canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAttribute('data-tries-left', '0');
    await expect(
      within(dialog).getByText('Il ne vous reste plus de tentative.'),
    ).toBeInTheDocument();
    await expect(
      within(dialog).queryByRole('button', { name: 'Réessayer' }),
    ).not.toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: 'Vérification manuelle' }),
    ).toHaveAttribute('data-variant', 'primary');
  },
};

/** Error (800, 802, 804): the server's message and 'Fermer'. */
export const ErrorWithServerMessage: Story = {
  args: {
    outcome: identityOutcome({ success: false, error: { code: 802, message: 'x' } }),
    message: 'Les renseignements fournis ne correspondent à aucun dossier.',
  },
  play: async ({ args, canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAttribute('data-outcome', 'error');
    await expect(dialog).toHaveAccessibleName('Vérification impossible');
    await expect(dialog).toHaveAccessibleDescription(
      'Les renseignements fournis ne correspondent à aucun dossier.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** An error without a message from the server: 'Problème lors de la validation de votre identité'. */
export const ErrorDefaultMessage: Story = {
  args: { outcome: 'error' },
  play: async ({ canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'Problème lors de la validation de votre identité',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A failure that is no identity answer (network): 'Erreur inconnue lors de la validation de votre profil'. */
export const UnknownError: Story = {
  args: { outcome: 'error', unknownError: true },
  play: async ({ canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'Erreur inconnue lors de la validation de votre profil',
    );
  },
};

/**
 * Same user (806): another account has the same name and birth date. 'Se déconnecter' calls back; the support
 * phone is a `tel:` link.
 */
export const SameUser: Story = {
  args: { outcome: 'same-user', supportPhone: SUPPORT_PHONE },
  play: async ({ args, canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAccessibleName('Vous avez déjà un compte');
    await expect(dialog).toHaveAccessibleDescription(
      'Un utilisateur avec le même nom et la même date de naissance existe déjà. Déconnectez-vous, puis connectez-vous à ce compte.',
    );
    const phone = within(dialog).getByRole('link', { name: SUPPORT_PHONE });
    await expect(phone).toHaveAttribute('href', 'tel:+18885550199');
    await expect(phone.closest('p')).toHaveTextContent(
      `Besoin d’aide ? Appelez-nous au ${SUPPORT_PHONE}.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Blocked (600, 801 or `blocked` true) is a redirect to /blocked: no modal. */
export const BlockedIsARedirect: Story = {
  args: {
    outcome: identityOutcome({ success: false, blocked: true, error: { code: 801 } }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vérifier mon identité' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'warning', tries: 2 },
  play: async ({ canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAccessibleName('We could not confirm your identity');
    await expect(within(dialog).getByText('You have 1 attempt left.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('button', { name: 'Manual verification' }),
    ).toBeInTheDocument();
  },
};

/** English, two attempts left (plural) and the same-user texts. */
export const InEnglishSameUser: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'same-user', supportPhone: SUPPORT_PHONE },
  play: async ({ canvas }) => {
    const { dialog } = await openOutcome(canvas);
    await expect(dialog).toHaveAccessibleName('You already have an account');
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('link', { name: SUPPORT_PHONE }).closest('p'),
    ).toHaveTextContent(`Need help? Call us at ${SUPPORT_PHONE}.`);
  },
};

/** Opened on load, as the screenshot shows it: focus starts on the first action. */
export const OpenWarning: Story = {
  args: { outcome: 'warning', tries: 1, open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Vérification manuelle' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toBeVisible(),
    );
  },
};
