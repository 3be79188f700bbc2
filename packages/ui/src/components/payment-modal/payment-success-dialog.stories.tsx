import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { PaymentSuccessDialog, type PaymentSuccessDialogProps } from './payment-modal.tsx';

/** Opens the dialog from a button, as the app does once the store's purchase is paid. */
function Harness(args: PaymentSuccessDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Acheter le forfait
      </Button>
      <PaymentSuccessDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Commerce/PaymentSuccessDialog',
  component: PaymentSuccessDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    subscriptionStatus: 'inactive',
    endDate: '2025-12-15T17:00:00.000Z',
    renderSearchLink: ({ children, ...props }) => (
      <a href="/member/search" {...props}>
        {children}
      </a>
    ),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof PaymentSuccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole('button', { name: 'Acheter le forfait' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

/**
 * A first purchase in the native app: the card payment's success, the end date and a button to the
 * search; the focus is on the message, the next Tab on the button.
 */
export const FirstPurchase: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Paiement réussi!');
    await expect(dialog).toHaveAccessibleDescription(
      'Votre abonnement est actif jusqu’au 15 décembre 2025.',
    );
    const success = dialog.querySelector('[data-slot="payment-modal-success"]');
    await waitFor(() => expect(success).toHaveFocus());
    await userEvent.tab();
    const link = within(dialog).getByRole('link', { name: 'Commencer ma recherche' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/member/search');
  },
};

/** Months added to an active subscription: it is extended. Escape closes the dialog. */
export const AddingMonths: Story = {
  args: { subscriptionStatus: 'active' },
  play: async ({ args, canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'Votre abonnement est prolongé jusqu’au 15 décembre 2025.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** In English. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Payment successful!');
    await expect(dialog).toHaveAccessibleDescription(
      'Your subscription is active until December 15, 2025.',
    );
    await expect(within(dialog).getByRole('link', { name: 'Start searching' })).toBeVisible();
  },
};
