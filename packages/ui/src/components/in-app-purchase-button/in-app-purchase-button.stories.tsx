import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  InAppPurchaseButton,
  type InAppPurchaseButtonProps,
  type InAppPurchaseStatus,
} from './in-app-purchase-button';

const meta = {
  title: 'Commerce/InAppPurchaseButton',
  component: InAppPurchaseButton,
  args: { onPurchase: fn(), status: 'idle' },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InAppPurchaseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

function wrapperOf(canvasElement: HTMLElement): HTMLElement {
  const wrapper = canvasElement.querySelector<HTMLElement>('[data-slot="in-app-purchase"]');
  if (!wrapper) throw new Error('no wrapper');
  return wrapper;
}

/** Idle: the button starts the store purchase. */
export const Idle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(wrapperOf(canvasElement)).toHaveAttribute('data-status', 'idle');
    await userEvent.click(canvas.getByRole('button', { name: 'S’abonner' }));
    await expect(args.onPurchase).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const onFormSubmit = fn();

/** Inside a form (the onboarding payment step): buying calls back and submits nothing. */
export const InsideAForm: Story = {
  render: (args) => (
    <form
      aria-label="Étape paiement"
      onSubmit={(event) => {
        event.preventDefault();
        onFormSubmit();
      }}
    >
      <InAppPurchaseButton {...args} />
    </form>
  ),
  play: async ({ args, canvas }) => {
    onFormSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'S’abonner' }));
    await expect(args.onPurchase).toHaveBeenCalledTimes(1);
    await expect(onFormSubmit).not.toHaveBeenCalled();
  },
};

/** Purchasing: a spinner, 'Achat en cours…' announced, and the button locked. */
export const Purchasing: Story = {
  args: { status: 'purchasing' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(wrapperOf(canvasElement)).toHaveAttribute('data-status', 'purchasing');
    const button = canvas.getByRole('button', { name: /S’abonner/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Achat en cours…');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPurchase).not.toHaveBeenCalled();
  },
};

/** Cancelled by the member in the store sheet: the spinner stops and a note shows. */
export const Cancelled: Story = {
  args: { status: 'cancelled' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'S’abonner' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('status')).toHaveTextContent('Achat annulé.');
  },
};

/** The store failed: the spinner stops and its message shows as an alert. */
export const StoreError: Story = {
  args: { status: 'error', errorMessage: 'Le paiement a été refusé par l’App Store.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'S’abonner' })).toBeEnabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Le paiement a été refusé par l’App Store.',
    );
  },
};

/** A failure without a message gives the generic one. */
export const GenericError: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oups! Une erreur est survenue.');
  },
};

/** The store has no such product: 'Produit introuvable!'. */
export const ProductNotFound: Story = {
  args: { status: 'not-found' },
  play: async ({ canvas, canvasElement }) => {
    await expect(wrapperOf(canvasElement)).toHaveAttribute('data-status', 'not-found');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Produit introuvable!');
  },
};

/** The whole flow as the app drives it: purchasing, then cancelled; the member can try again. */
function Flow(args: InAppPurchaseButtonProps) {
  const [status, setStatus] = useState<InAppPurchaseStatus>('idle');
  return (
    <InAppPurchaseButton
      {...args}
      status={status}
      onPurchase={() => {
        args.onPurchase();
        setStatus('purchasing');
        setTimeout(() => {
          setStatus('cancelled');
        }, 150);
      }}
    />
  );
}

export const PurchaseThenCancel: Story = {
  render: (args) => <Flow {...args} />,
  args: { label: 'Acheter le forfait 6 mois' },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Acheter le forfait 6 mois' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPurchase).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(wrapperOf(canvasElement)).toHaveAttribute('data-status', 'purchasing'),
    );
    await waitFor(() =>
      expect(wrapperOf(canvasElement)).toHaveAttribute('data-status', 'cancelled'),
    );
    await expect(button).toBeEnabled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { status: 'not-found' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Product not found!');
  },
};

export const LongFrenchText: Story = {
  args: {
    status: 'error',
    label: 'S’abonner au forfait de six mois avec le cours en prime',
    errorMessage:
      'La transaction n’a pas pu être complétée par le magasin d’applications. Vérifiez votre mode de paiement dans les réglages de votre appareil, puis réessayez.',
  },
  play: async ({ canvasElement }) => {
    const wrapper = wrapperOf(canvasElement);
    await expect(wrapper.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth + 1);
  },
};
