import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UpdatePrompt } from './update-prompt';

const meta = {
  title: 'Feedback/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-[16rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version was found: the member reloads when ready, never the app by itself. */
export const Available: Story = {
  play: async ({ args, canvas }) => {
    const prompt = canvas.getByRole('region', {
      name: 'Une nouvelle version de l’application est disponible',
    });
    await expect(prompt).toHaveAccessibleDescription(
      'Rechargez quand vous êtes prêt : la page ne se recharge jamais d’elle-même.',
    );
    await expect(canvas.getByRole('status')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Recharger' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Later: the prompt asks to be hidden; the new version loads at the next visit. */
export const Later: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Plus tard' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** While the new version takes over, the reload button waits and cannot be pressed twice. */
export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ args, canvas }) => {
    const reload = canvas.getByRole('button', { name: 'Recharger' });
    await expect(reload).toBeDisabled();
    await expect(reload).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reload, { pointerEventsCheck: 0 });
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** Keyboard: both buttons are reachable, in reading order, with a visible focus. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Plus tard' })).toHaveFocus();
    await userEvent.tab();
    const reload = canvas.getByRole('button', { name: 'Recharger' });
    await expect(reload).toHaveFocus();
    await expect(getComputedStyle(reload).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'A new version of the app is available' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Later' })).toBeVisible();
  },
};

/** On a phone it spans the width above the bottom tab bar, and the French text wraps. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      // A transform makes this box the containing block of the fixed prompt: a 360 px phone.
      <div className="h-64 w-[360px] transform-gpu border border-dashed border-border">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const prompt = canvasElement.querySelector<HTMLElement>('[data-slot="update-prompt"]');
    await expect(prompt?.scrollWidth).toBeLessThanOrEqual((prompt?.clientWidth ?? 0) + 1);
  },
};
