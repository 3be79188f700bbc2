import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { sixMonths, threeMonths } from '../product-card/fixtures';
import { PaymentModal, type Estimate, type PaymentModalProps } from './payment-modal.tsx';

const estimate: Estimate = {
  order: { total: 179.94, taxes: 23.44 },
  end_date: '2025-12-15T17:00:00.000Z',
  promo_code: null,
};

const never = () => new Promise<never>(() => undefined);
const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** A stand-in for the card form slot (built elsewhere). */
function FakeCardForm() {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      Numéro de carte
      <input className="rounded-md border border-border-strong px-3 py-2" inputMode="numeric" />
    </label>
  );
}

/** A stand-in for the promo code slot (built elsewhere). */
function FakePromoField() {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      Code promo
      <input className="rounded-md border border-border-strong px-3 py-2" />
    </label>
  );
}

/** Opens the modal from a button, as the app does, and keeps `open` in state. */
function Harness(args: PaymentModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Choisir le forfait
      </Button>
      <PaymentModal
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
  title: 'Commerce/PaymentModal',
  component: PaymentModal,
  args: {
    open: false,
    onOpenChange: fn(),
    product: sixMonths,
    subscriptionStatus: 'inactive',
    estimate,
    paymentSource: { id: 7, description: 'Visa ending 4242' },
    onPay: fn(() => wait(50)),
    onStale: fn(),
    onSuccess: fn(),
    renderSearchLink: ({ children, ...props }) => (
      <a href="/member/search" {...props}>
        {children}
      </a>
    ),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof PaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accessible names keep the narrow no-break space of French amounts ('179,94 $'). */
const payName = (amount: string) =>
  new RegExp(`^Payer ${amount.replace(' ', '\\s').replace('$', '\\$')}$`);

/** The dialog, once its opening transition is over. */
async function findDialog() {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

async function openModal(canvas: { getByRole: typeof screen.getByRole }) {
  await userEvent.click(canvas.getByRole('button', { name: 'Choisir le forfait' }));
  return findDialog();
}

/** While the estimate loads: placeholders, 'Calcul du montant…' announced, nothing to pay yet. */
export const EstimateLoading: Story = {
  args: { estimate: null },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(dialog).toHaveAttribute('data-payment-state', 'loading');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Calcul du montant…');
    await expect(dialog.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    await expect(within(dialog).getByRole('button', { name: 'Payer' })).toBeDisabled();
  },
};

/**
 * First purchase (inactive or trial): the total, the taxes it includes, the end date, the saved card
 * and the pay button.
 */
export const ReadyFirstPurchase: Story = {
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(dialog).toHaveAccessibleName('Activer votre abonnement');
    await expect(dialog).toHaveAttribute('data-payment-state', 'ready');
    await expect(dialog).toHaveAttribute('data-first-purchase', 'true');
    await expect(
      within(dialog).getByText('Votre abonnement commence dès le paiement.'),
    ).toBeVisible();
    const total = within(dialog).getByText('Total');
    await expect(total.nextElementSibling).toHaveTextContent('179,94 $');
    const taxes = within(dialog).getByText('Taxes incluses');
    await expect(taxes.nextElementSibling).toHaveTextContent('23,44 $');
    const end = within(dialog).getByText('Actif jusqu’au');
    await expect(end.nextElementSibling).toHaveTextContent('15 décembre 2025');
    await expect(within(dialog).getByText('Visa se terminant par 4242')).toBeInTheDocument();
    await expect(within(dialog).getByText('•••• 4242')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: payName('179,94 $') })).toBeEnabled();
  },
};

/** On trial the purchase is still a first purchase. */
export const ReadyFromTrial: Story = {
  args: { subscriptionStatus: 'trial' },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(dialog).toHaveAccessibleName('Activer votre abonnement');
    await expect(dialog).toHaveAttribute('data-first-purchase', 'true');
  },
};

/** Active: the purchase adds months, and the end date is the new one. */
export const ReadyAddingMonths: Story = {
  args: { subscriptionStatus: 'active', product: threeMonths },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(dialog).toHaveAccessibleName('Ajouter des mois à votre abonnement');
    await expect(dialog).toHaveAttribute('data-first-purchase', 'false');
    await expect(
      within(dialog).getByText('Les mois s’ajoutent à votre abonnement en cours.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Forfait 3 mois')).toBeVisible();
    await expect(within(dialog).getByText('Nouvelle date de fin')).toBeVisible();
  },
};

/** The applied promo code: its rebate and the months it adds; the field itself is a slot. */
export const WithPromoCode: Story = {
  args: {
    promoCodeField: <FakePromoField />,
    estimate: {
      order: { total: 143.95, taxes: 18.75 },
      end_date: '2026-01-15T17:00:00.000Z',
      promo_code: {
        code: 'BIENVENUE20',
        rebate_type: 'percentage',
        rebate_value: 20,
        additional_months: 1,
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(within(dialog).getByRole('textbox', { name: 'Code promo' })).toBeVisible();
    const promo = dialog.querySelector('[data-slot="payment-modal-promo"]');
    await expect(promo).toHaveTextContent('BIENVENUE20 (−20 %)');
    await expect(promo).toHaveTextContent('+ 1 mois offert');
    await expect(within(dialog).getByRole('button', { name: payName('143,95 $') })).toBeEnabled();
  },
};

/** An amount rebate shows in dollars. */
export const WithAmountPromoCode: Story = {
  args: {
    estimate: {
      ...estimate,
      order: { total: 169.94, taxes: 22.14 },
      promo_code: {
        code: 'AMOUR10',
        rebate_type: 'amount',
        rebate_value: 10,
        additional_months: 0,
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(dialog.querySelector('[data-slot="payment-modal-promo"]')).toHaveTextContent(
      'AMOUR10 (−10,00 $)',
    );
  },
};

/** No saved card: the card form slot shows; the app keeps Pay disabled while it is incomplete. */
export const CardFormSlot: Story = {
  args: { paymentSource: null, cardForm: <FakeCardForm />, canPay: false },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(within(dialog).getByRole('textbox', { name: 'Numéro de carte' })).toBeVisible();
    await expect(within(dialog).queryByText('•••• 4242')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: payName('179,94 $') })).toBeDisabled();
  },
};

/**
 * Paying: locked until failure. The pay button is busy, Cancel disabled, the close button gone, the
 * fields disabled, and neither Escape nor a click outside closes the dialog.
 */
export const PayingLocked: Story = {
  args: { onPay: fn(never), promoCodeField: <FakePromoField /> },
  play: async ({ args, canvas }) => {
    const dialog = await openModal(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: payName('179,94 $') }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).toHaveAttribute('data-payment-state', 'paying'));
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    const pay = within(dialog).getByRole('button', { name: /Payer 179,94\s\$/ });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(within(pay).getByRole('status')).toHaveTextContent('Paiement en cours…');
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Fermer' })).toBeNull();
    await expect(within(dialog).getByRole('textbox', { name: 'Code promo' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    if (overlay) await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** A failure: the server's message in an alert, the dialog unlocked, and 'Réessayer' pays again. */
export const PaymentError: Story = {
  args: {
    onPay: fn(async () => {
      await wait(50);
      throw Object.assign(new Error('Votre carte a été refusée.'), { status: 402 });
    }),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openModal(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: payName('179,94 $') }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Votre carte a été refusée.');
    await expect(dialog).toHaveAttribute('data-payment-state', 'error');
    const retry = within(dialog).getByRole('button', { name: 'Réessayer' });
    await waitFor(() => expect(retry).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
    await userEvent.click(retry);
    await expect(args.onPay).toHaveBeenCalledTimes(2);
  },
};

/** A failure without a message gives the generic one. */
export const GenericError: Story = {
  args: {
    onPay: fn(() => Promise.reject(new Error(''))),
  },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: payName('179,94 $') }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Oups! Une erreur est survenue.');
  },
};

/**
 * A 400 (a stale price or product, a refused card): the modal closes, and the app reloads the user
 * and the products and shows the server's message.
 */
export const StaleClosesModal: Story = {
  args: {
    onPay: fn(() =>
      Promise.reject(Object.assign(new Error('La carte a été refusée.'), { status: 400 })),
    ),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openModal(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: payName('179,94 $') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onStale).toHaveBeenCalledTimes(1);
    await expect(args.onStale).toHaveBeenCalledWith('La carte a été refusée.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** Success: the end date and a button to /member/search; focus moves to the message. */
export const Success: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openModal(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: payName('179,94 $') }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-payment-state', 'success'));
    await expect(dialog).toHaveAccessibleName('Paiement réussi!');
    await expect(dialog).toHaveAccessibleDescription(
      'Votre abonnement est actif jusqu’au 15 décembre 2025.',
    );
    const link = within(dialog).getByRole('link', { name: 'Commencer ma recherche' });
    await expect(link).toHaveAttribute('href', '/member/search');
    await expect(args.onSuccess).toHaveBeenCalledTimes(1);
    const success = dialog.querySelector('[data-slot="payment-modal-success"]');
    await waitFor(() => expect(success).toHaveFocus());
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Success after adding months: the subscription is extended. */
export const SuccessAddingMonths: Story = {
  args: { subscriptionStatus: 'active' },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: payName('179,94 $') }));
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        'Votre abonnement est prolongé jusqu’au 15 décembre 2025.',
      ),
    );
  },
};

/** The estimate could not be loaded: the message and a try-again button; nothing to pay. */
export const EstimateError: Story = {
  args: {
    estimate: null,
    estimateError: 'Impossible de calculer le montant pour le moment.',
    onRetryEstimate: fn(),
  },
  play: async ({ args, canvas }) => {
    const dialog = await openModal(canvas);
    await expect(dialog).toHaveAttribute('data-payment-state', 'estimate-error');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Impossible de calculer le montant pour le moment.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetryEstimate).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Payer' })).toBeDisabled();
  },
};

/** Keyboard: open, Tab to the pay button (visible focus), Enter pays; Escape closes when ready. */
export const Keyboard: Story = {
  args: { onPay: fn(never) },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Choisir le forfait' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog();
    const pay = within(dialog).getByRole('button', { name: payName('179,94 $') });
    for (let step = 0; step < 6 && document.activeElement !== pay; step += 1) {
      await userEvent.tab();
    }
    await expect(pay).toHaveFocus();
    await expect(getComputedStyle(pay).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { product: { name: '6-month package' } },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(dialog).toHaveAccessibleName('Activate your subscription');
    await expect(within(dialog).getByText('Taxes included').nextElementSibling).toHaveTextContent(
      '$23.44',
    );
    await expect(within(dialog).getByText('Active until').nextElementSibling).toHaveTextContent(
      'December 15, 2025',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $179.94' }));
    await waitFor(() => expect(dialog).toHaveAccessibleName('Payment successful!'));
    await expect(within(dialog).getByRole('link', { name: 'Start searching' })).toBeVisible();
  },
};

/** French runs longer: a long product name and promo code wrap inside the dialog. */
export const LongFrenchText: Story = {
  args: {
    subscriptionStatus: 'active',
    product: {
      name: 'Forfait découverte prolongée de six mois avec accompagnement personnalisé et cours en prime',
    },
    estimate: {
      ...estimate,
      promo_code: {
        code: 'RENTREEAUTOMNALEDESCELIBATAIRES',
        rebate_type: 'percentage',
        rebate_value: 15,
        additional_months: 2,
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openModal(canvas);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
    await expect(dialog.querySelector('[data-slot="payment-modal-promo"]')).toHaveTextContent(
      '+ 2 mois offerts',
    );
  },
};
