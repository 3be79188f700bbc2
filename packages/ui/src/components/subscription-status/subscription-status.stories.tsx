import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { SubscriptionStatus } from './subscription-status.tsx';

const now = new Date('2025-06-15T12:00:00Z');
const renewing = { product: { name: 'Forfait 6 mois', number_of_months: 6, price: 179.94 } };

const meta = {
  title: 'Commerce/SubscriptionStatus',
  component: SubscriptionStatus,
  args: { status: 'active', now, endDate: '2025-07-15T12:00:00Z' },
  decorators: [
    (Story) => (
      <div className="w-[32rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubscriptionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

function sectionOf(canvasElement: HTMLElement): HTMLElement {
  const section = canvasElement.querySelector<HTMLElement>('[data-slot="subscription-status"]');
  if (!section) throw new Error('no section');
  return section;
}

/**
 * Active with an auto-renewing subscription: the product and its price, the next date, and a cancel
 * button that asks for confirmation first.
 */
export const ActiveRenewing: Story = {
  args: { activeSubscription: renewing, onCancelAutoRenew: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-kind', 'renewing');
    await expect(canvas.getByRole('region', { name: 'Vous êtes abonné(e)' })).toBeVisible();
    await expect(canvas.getByText('Forfait 6 mois · 179,94 $')).toBeVisible();
    await expect(
      canvas.getByText('Prochain renouvellement automatique le 15 juillet 2025'),
    ).toBeVisible();
    await expect(canvas.queryByText(/jours restants/)).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Annuler le renouvellement automatique' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Annuler le renouvellement automatique?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Votre abonnement restera actif jusqu’au 15 juillet 2025, puis ne sera pas renouvelé.',
    );
    await expect(args.onCancelAutoRenew).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Annuler le renouvellement' }),
    );
    await expect(args.onCancelAutoRenew).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Keeping the renewal closes the dialog without calling anything. */
export const ActiveRenewingKeep: Story = {
  args: { activeSubscription: renewing, onCancelAutoRenew: fn() },
  play: async ({ args, canvas }) => {
    const cancel = canvas.getByRole('button', { name: 'Annuler le renouvellement automatique' });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await expect(getComputedStyle(cancel).outlineStyle).toBe('solid');
    await expect(cancel).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(cancel).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    // An alert dialog: the focus starts on the safe choice.
    const keep = within(dialog).getByRole('button', { name: 'Garder le renouvellement' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancelAutoRenew).not.toHaveBeenCalled();
    await expect(cancel).toHaveFocus();
    await expect(cancel).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Active without auto-renewal: the end date and the days remaining (30 days away: 31 days). */
export const ActiveNotRenewing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-kind', 'active');
    await expect(canvas.getByRole('heading', { name: 'Vous êtes abonné(e)' })).toBeVisible();
    await expect(canvas.getByText('Votre abonnement se termine le 15 juillet 2025')).toBeVisible();
    const days = canvas.getByText('31 jours restants');
    await expect(days).toHaveAttribute('data-days', '31');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Days remaining never go below 0. */
export const ActiveEndDatePassed: Story = {
  args: { endDate: '2025-06-01T12:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun jour restant')).toHaveAttribute('data-days', '0');
  },
};

/** Trial: the trial end date plus one day, and the trial days remaining. */
export const Trial: Story = {
  args: { status: 'trial', endDate: null, trialEndDate: '2025-06-18T12:00:00Z' },
  play: async ({ canvas, canvasElement }) => {
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-kind', 'trial');
    await expect(
      canvas.getByRole('heading', { name: 'Vous profitez de l’essai gratuit' }),
    ).toBeVisible();
    await expect(canvas.getByText('Votre essai gratuit se termine le 19 juin 2025')).toBeVisible();
    await expect(canvas.getByText('4 jours d’essai restants')).toHaveAttribute('data-days', '4');
  },
};

/** Inactive: 'you are unsubscribed', with the app's action to choose a package. */
export const Inactive: Story = {
  args: {
    status: 'inactive',
    endDate: null,
    action: <Button>Voir les forfaits</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-kind', 'inactive');
    await expect(canvas.getByRole('heading', { name: 'Vous n’êtes pas abonné(e)' })).toBeVisible();
    await expect(canvas.queryByText(/restant/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Voir les forfaits' })).toBeVisible();
  },
};

/** Native app with saved cards: no management here, a note sends the member to the website. */
export const NativeWithPaymentSources: Story = {
  args: {
    activeSubscription: renewing,
    onCancelAutoRenew: fn(),
    platform: 'native',
    hasPaymentSources: true,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Rendez-vous sur le site Web pour gérer votre abonnement.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Forfait 6 mois · 179,94 $')).toBeVisible();
  },
};

/**
 * Unsubscribed in the native app with saved cards: the app shows no package then (spec 02, section 6),
 * so the note to the website is what there is to act on.
 */
export const InactiveNativeWithPaymentSources: Story = {
  args: { status: 'inactive', endDate: null, platform: 'native', hasPaymentSources: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(sectionOf(canvasElement)).toHaveAttribute('data-kind', 'inactive');
    await expect(canvas.getByRole('heading', { name: 'Vous n’êtes pas abonné(e)' })).toBeVisible();
    await expect(
      canvas.getByText('Rendez-vous sur le site Web pour gérer votre abonnement.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Native app without saved cards (in-app purchase): the cancel button stays. */
export const NativeWithoutPaymentSources: Story = {
  args: {
    activeSubscription: renewing,
    onCancelAutoRenew: fn(),
    platform: 'native',
    hasPaymentSources: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/site Web/)).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Annuler le renouvellement automatique' }),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    activeSubscription: { product: { ...renewing.product, name: '6-month package' } },
    onCancelAutoRenew: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    await expect(canvas.getByText('6-month package · $179.94')).toBeVisible();
    await expect(canvas.getByText('Next automatic renewal on July 15, 2025')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel automatic renewal' })).toBeVisible();
  },
};

export const TrialInEnglish: Story = {
  globals: { locale: 'en' },
  args: { status: 'trial', endDate: null, trialEndDate: '2025-06-15T18:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your free trial ends on June 16, 2025')).toBeVisible();
    await expect(canvas.getByText('1 trial day left')).toBeVisible();
  },
};

/** French runs longer: a long product name wraps. */
export const LongFrenchText: Story = {
  args: {
    activeSubscription: {
      product: {
        name: 'Forfait découverte prolongée de six mois avec accompagnement personnalisé',
        price: 179.94,
      },
    },
    onCancelAutoRenew: fn(),
    platform: 'native',
    hasPaymentSources: true,
  },
  play: async ({ canvasElement }) => {
    const section = sectionOf(canvasElement);
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
  },
};
