import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ReportDialog } from './report-dialog.tsx';

type Props = ComponentProps<typeof ReportDialog>;

function ReportPage(args: Props) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        {args.firstName === 'Sam' ? 'Report' : 'Signaler'}
      </Button>
      <ReportDialog
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
  title: 'Members/ReportDialog',
  component: ReportDialog,
  args: { open: false, onOpenChange: fn(), firstName: 'Camille', onSubmit: fn() },
  render: ReportPage,
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: { getByRole: typeof screen.getByRole }, name = 'Signaler') {
  const opener = canvas.getByRole('button', { name });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog') };
}

/**
 * The seven reasons in order; send is disabled until one is chosen; the note is optional (trimmed,
 * left out when empty); a plain callback closes the dialog and focus returns to the opener.
 */
export const ChooseAReason: Story = {
  play: async ({ args, canvas }) => {
    const { opener, dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Signaler Camille');
    const group = within(dialog).getByRole('radiogroup', { name: 'Motif du signalement' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(7);
    const labels = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    await expect(labels).toEqual([
      'Photo choquante',
      'Fausse identité',
      'Demande d’argent',
      'Tentative de fraude',
      'Harcèlement',
      'Propos déplacés',
      'Autre',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Envoyer le signalement' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(group).getByRole('radio', { name: 'Harcèlement' }));
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason_code: 'harassment' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

/** The note: up to 1000 characters with a counter, trimmed before it is sent. */
export const WithANote: Story = {
  play: async ({ args, canvas }) => {
    const { dialog } = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Demande d’argent' }));
    const note = within(dialog).getByRole('textbox', { name: 'Précisions (facultatif)' });
    await expect(note).toHaveAttribute('maxlength', '1000');
    await userEvent.type(note, '  M’a demandé un virement.  ');
    await expect(within(dialog).getByText(/\/ ?1[  ]?000/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason_code: 'monetary_solicitation',
      note: 'M’a demandé un virement.',
    });
  },
};

/** Keyboard only: arrows choose a reason, Tab reaches the note and send, focus stays in the dialog. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const { dialog } = await openDialog(canvas);
    // Focus starts on the first reason; Space chooses it, the arrows move the choice.
    const first = within(dialog).getByRole('radio', { name: 'Photo choquante' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    // Radix checks the option focused while an arrow key is held: release it after the move.
    const second = within(dialog).getByRole('radio', { name: 'Fausse identité' });
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(second).toBeChecked();
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox')).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.tab();
    const submit = within(dialog).getByRole('button', { name: 'Envoyer le signalement' });
    await expect(submit).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason_code: 'false_identity' });
  },
};

/** A promise keeps the dialog busy; a rejection keeps it open and the app shows the error. */
export const FailedThenError: Story = {
  render: function Failing(args) {
    const [open, setOpen] = useState(false);
    const [error, setError] = useState<string | undefined>(undefined);
    return (
      <>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(true);
          }}
        >
          Signaler
        </Button>
        <ReportDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          error={error}
          onSubmit={async () => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            setError('Le signalement n’a pas pu être envoyé. Réessayez.');
            throw new Error('failed');
          }}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Autre' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le signalement' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Le signalement n’a pas pu être envoyé. Réessayez.',
    );
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(within(dialog).getByRole('radio', { name: 'Autre' })).toBeChecked();
  },
};

/** While sending (`pending`): the send button is busy and nothing can close the dialog. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(dialog).getByRole('button', { name: /Envoyer le signalement/ }),
    ).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** Each opening starts with no reason chosen. */
export const ResetOnReopen: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Autre' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openDialog(canvas);
    await expect(within(again.dialog).getByRole('radio', { name: 'Autre' })).not.toBeChecked();
    await expect(
      within(again.dialog).getByRole('button', { name: 'Envoyer le signalement' }),
    ).toBeDisabled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { firstName: 'Sam' },
  play: async ({ args, canvas }) => {
    const { dialog } = await openDialog(canvas, 'Report');
    await expect(dialog).toHaveAccessibleName('Report Sam');
    const group = within(dialog).getByRole('radiogroup', { name: 'Reason for the report' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Inappropriate comments' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Details (optional)' }),
      'Rude',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason_code: 'inappropriate_comments',
      note: 'Rude',
    });
  },
};
