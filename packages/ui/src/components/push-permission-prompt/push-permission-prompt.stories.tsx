import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PushPermissionPrompt } from './push-permission-prompt';

const meta = {
  title: 'Feedback/PushPermissionPrompt',
  component: PushPermissionPrompt,
  args: { onEnable: fn(), onDismiss: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-[18rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PushPermissionPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a first conversation: the member chooses; the browser asks only after “Activer”. */
export const Offer: Story = {
  play: async ({ args, canvas }) => {
    const prompt = canvas.getByRole('region', { name: 'Être prévenu des nouveaux messages ?' });
    await expect(prompt).toHaveAccessibleDescription(
      'Recevez une notification quand on vous écrit, même lorsque l’application est fermée. Vous pourrez changer d’avis dans les paramètres.',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Activer' }));
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Not now: the prompt asks to be hidden for good. */
export const NotNow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pas maintenant' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/** While the browser asks and the device subscribes, enable cannot be pressed twice. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvas }) => {
    const enable = canvas.getByRole('button', { name: 'Activer' });
    await expect(enable).toBeDisabled();
    await expect(enable).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(enable, { pointerEventsCheck: 0 });
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/** No push service answered: the prompt says so and stays, both choices still there. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Les notifications n’ont pas pu être activées sur ce navigateur.',
    );
    await expect(canvas.getByRole('button', { name: 'Activer' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Pas maintenant' })).toBeEnabled();
  },
};

/** Keyboard: both buttons are reachable, in reading order, with a visible focus. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pas maintenant' })).toHaveFocus();
    await userEvent.tab();
    const enable = canvas.getByRole('button', { name: 'Activer' });
    await expect(enable).toHaveFocus();
    await expect(getComputedStyle(enable).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Get notified of new messages?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn on' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not now' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Notifications could not be turned on in this browser.',
    );
  },
};

/** On a phone it spans the width just above the tab bar, and the French text wraps. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className="h-72 w-[360px] transform-gpu border border-dashed border-border">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const prompt = canvasElement.querySelector<HTMLElement>('[data-slot="push-permission-prompt"]');
    await expect(prompt?.scrollWidth).toBeLessThanOrEqual((prompt?.clientWidth ?? 0) + 1);
  },
};
