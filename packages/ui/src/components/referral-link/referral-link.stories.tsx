import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { ReferralLink } from './referral-link.tsx';

const URL = 'https://example.com/fr/inscription?reference=CAMILLE22';

const meta = {
  title: 'Account/ReferralLink',
  component: ReferralLink,
  args: {
    url: URL,
    copy: fn(async () => {
      await Promise.resolve();
    }),
    onCopy: fn(),
    onCopyError: fn(),
  },
  argTypes: { layout: { control: 'select', options: ['inline', 'stacked'] } },
  decorators: [
    (Story) => (
      <div className="w-[min(34rem,calc(100vw-2rem))]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReferralLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The copy button says 'Lien copié !' after a copy (announced to screen readers), then goes back to
 * 'Copier le lien' after 2 seconds.
 */
export const CopyThenBack: Story = {
  play: async ({ args, canvas }) => {
    const root = canvas.getByRole('textbox').closest('[data-slot="referral-link"]');
    const button = canvas.getByRole('button', { name: 'Copier le lien' });
    await userEvent.click(button);
    await expect(args.copy).toHaveBeenCalledWith(URL);
    await waitFor(() => expect(button).toHaveAccessibleName('Lien copié !'));
    const copiedAt = performance.now();
    await expect(button).toHaveAttribute('data-state', 'copied');
    await expect(root).toHaveAttribute('data-state', 'copied');
    await expect(args.onCopy).toHaveBeenCalledWith(URL);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Le lien a été copié dans le presse-papiers.',
    );
    await waitFor(() => expect(button).toHaveAccessibleName('Copier le lien'), { timeout: 4000 });
    await expect(performance.now() - copiedAt).toBeGreaterThanOrEqual(1800);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The link is in a labelled, read-only field; focusing it selects the whole link for a manual copy. */
export const SelectableField: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Votre lien de parrainage' });
    await expect(field).toHaveValue(URL);
    await expect(field).toHaveAttribute('readonly');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    await expect(input.selectionStart).toBe(0);
    await expect(input.selectionEnd).toBe(URL.length);
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue(URL);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copier le lien' })).toHaveFocus();
  },
};

/** Without `copy`, the browser's clipboard is used. */
export const BrowserClipboard: Story = {
  // It ends on 'Lien copié !': kept ten minutes so the screenshot never catches it going back.
  args: { copy: undefined, copiedDuration: 600_000 },
  play: async ({ args, canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL));
      await expect(args.onCopy).toHaveBeenCalledWith(URL);
      await canvas.findByRole('button', { name: 'Lien copié !' });
    } finally {
      writeText.mockRestore();
    }
  },
};

/** A copy that fails: a message asks to copy by hand, and the link is selected. */
export const CopyFails: Story = {
  args: {
    copy: fn(async () => {
      await Promise.reject(new Error('Refused'));
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copier le lien' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Impossible de copier le lien. Sélectionnez-le et copiez-le vous-même.',
    );
    const field = canvas.getByRole('textbox', { name: 'Votre lien de parrainage' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(
      'Impossible de copier le lien. Sélectionnez-le et copiez-le vous-même.',
    );
    await expect((field as HTMLInputElement).selectionEnd).toBe(URL.length);
    await expect(args.onCopyError).toHaveBeenCalledTimes(1);
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Copier le lien' })).toHaveAttribute(
      'data-state',
      'error',
    );
  },
};

/** With a description (the onboarding success page) and the button under the link. */
export const WithDescription: Story = {
  args: {
    layout: 'stacked',
    description:
      'Partagez ce lien : votre ami profite d’un mois gratuit de plus, et vous recevez 10 $ pour chaque abonnement de 3 mois ou plus.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Votre lien de parrainage' });
    await expect(field).toHaveAccessibleDescription(/un mois gratuit de plus/);
    const button = canvas.getByRole('button', { name: 'Copier le lien' });
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      field.getBoundingClientRect().bottom,
    );
  },
};

/** In a narrow place (a phone, a card) the long link stays in its field and the button goes under it. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  args: { url: 'https://example.com/fr/inscription?reference=AMBASSADRICE-MARIE-EVE-2022' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox');
    const button = canvas.getByRole('button', { name: 'Copier le lien' });
    await expect(field.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(
      field.closest('[data-slot="referral-link"]')?.getBoundingClientRect().right ?? 0,
    );
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      field.getBoundingClientRect().bottom,
    );
  },
};

/** It ends on the 'copied' label, kept for ten minutes here so the screenshot never catches it going back. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { url: 'https://example.com/en/register?reference=CAMILLE22', copiedDuration: 600_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your referral link' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await canvas.findByRole('button', { name: 'Link copied!' });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The link was copied to the clipboard.',
    );
  },
};
