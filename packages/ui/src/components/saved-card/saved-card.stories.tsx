import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SavedCard } from './saved-card.tsx';

const meta = {
  title: 'Commerce/SavedCard',
  component: SavedCard,
  args: { paymentSource: { id: 7, description: 'Visa ending 4242' } },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardOf(canvasElement: HTMLElement): HTMLElement {
  const card = canvasElement.querySelector<HTMLElement>('[data-slot="saved-card"]');
  if (!card) throw new Error('no card');
  return card;
}

/** Visa: the brand's mark and name, and '•••• 4242' read from the end of the description. */
export const Visa: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = cardOf(canvasElement);
    await expect(card).toHaveAttribute('data-brand', 'visa');
    await expect(card).toHaveAttribute('data-last-four', '4242');
    await expect(canvas.getByText('Visa')).toBeVisible();
    await expect(canvas.getByText('•••• 4242')).toBeVisible();
    await expect(canvas.getByText('Visa se terminant par 4242')).toBeInTheDocument();
    const mark = card.querySelector('[data-slot="saved-card-brand-mark"]');
    await expect(mark).toHaveAttribute('data-brand', 'visa');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mastercard: Story = {
  args: { paymentSource: { id: 8, description: 'MasterCard se terminant par 5454' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardOf(canvasElement)).toHaveAttribute('data-brand', 'mastercard');
    await expect(canvas.getByText('Mastercard')).toBeVisible();
    await expect(canvas.getByText('•••• 5454')).toBeVisible();
  },
};

export const Amex: Story = {
  args: { paymentSource: { id: 9, description: 'amex ending 0005' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardOf(canvasElement)).toHaveAttribute('data-brand', 'amex');
    await expect(canvas.getByText('American Express')).toBeVisible();
    await expect(canvas.getByText('•••• 0005')).toBeVisible();
  },
};

/** An unknown brand: a generic card mark and 'Carte'. */
export const UnknownBrand: Story = {
  args: { paymentSource: { id: 10, description: 'Discover ending 1117' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardOf(canvasElement)).toHaveAttribute('data-brand', 'other');
    await expect(canvas.getByText('Carte')).toBeVisible();
    await expect(canvas.getByText('•••• 1117')).toBeVisible();
  },
};

/** Remove asks for confirmation first; confirming calls `onRemove` with the card. */
export const RemoveWithConfirmation: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Retirer la carte' });
    await expect(remove).toHaveAccessibleDescription('Visa se terminant par 4242');
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer cette carte?' });
    await expect(dialog).toHaveAccessibleDescription(
      'La carte Visa se terminant par 4242 ne sera plus enregistrée pour vos paiements.',
    );
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ id: 7, description: 'Visa ending 4242' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancelling the confirmation keeps the card; focus returns to the remove button. */
export const RemoveCancelled: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Retirer la carte' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await expect(getComputedStyle(remove).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(remove).toHaveFocus();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { onRemove: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Visa ending in 4242')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
