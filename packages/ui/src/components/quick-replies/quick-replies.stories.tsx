import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickReplies } from './quick-replies.tsx';

const interested = 'Merci pour votre message ! J’aimerais beaucoup faire connaissance.';
const notInterested =
  'Merci pour votre message, mais je ne souhaite pas donner suite. Je vous souhaite de belles rencontres !';

const meta = {
  title: 'Messaging/QuickReplies',
  component: QuickReplies,
  args: {
    otherIsAdmin: false,
    iHaveResponded: false,
    iAmStarter: false,
    lastMessageIsMine: false,
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[32rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickReplies>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * All four conditions hold (another member wrote first and I have not answered): two canned responses, reachable
 * with the keyboard; choosing one hands its text to the app.
 */
export const Shown: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Réponses rapides' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toHaveAccessibleName(interested);
    await expect(buttons[1]).toHaveAccessibleName(notInterested);
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await expect(getComputedStyle(buttons[0] as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(interested, 'interested');
    await userEvent.click(canvas.getByRole('button', { name: notInterested }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(notInterested, 'not-interested');
  },
};

/** The other user is the support: no quick replies. */
export const HiddenForAdmin: Story = {
  args: { otherIsAdmin: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="quick-replies"]')).toBeNull();
  },
};

/** I have already responded: no quick replies. */
export const HiddenOnceResponded: Story = {
  args: { iHaveResponded: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** I started the conversation: no quick replies. */
export const HiddenForStarter: Story = {
  args: { iAmStarter: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** The last message is mine: no quick replies. */
export const HiddenWhenLastMessageIsMine: Story = {
  args: { lastMessageIsMine: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** While a send is in flight the replies wait. */
export const WhileSending: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('button', { name: interested });
    await expect(first).toBeDisabled();
    await userEvent.click(first, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** English replies, handed to the app in English. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Quick replies' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Thank you for your message! I would love to get to know you.',
      }),
    );
    await expect(args.onSelect).toHaveBeenCalledWith(
      'Thank you for your message! I would love to get to know you.',
      'interested',
    );
  },
};

/** The long French reply wraps inside a narrow column instead of overflowing. */
export const LongFrenchNarrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: notInterested });
    const column = canvasElement.querySelector<HTMLElement>('[data-slot="quick-replies"]');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      (column?.getBoundingClientRect().right ?? 0) + 0.5,
    );
  },
};
