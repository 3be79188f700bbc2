import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PriorityBanners } from './priority-banners.tsx';
import type { ConversationPriority } from './priority-banners.ts';

function bannersOf(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('[data-slot="priority-banners"]');
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

const meta = {
  title: 'Messaging/PriorityBanners',
  component: PriorityBanners,
  args: {
    name: 'Camille',
    myPriority: 'secondary',
    otherPriority: 'priority',
    otherHasResponded: true,
    onMoveToPriority: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriorityBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The conversation sits in my secondary inbox: a banner offers to move it to priority. */
export const MoveToPriority: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(bannersOf(canvasElement)).toHaveAttribute('data-move-to-priority', 'true');
    await expect(bannersOf(canvasElement)).not.toHaveAttribute('data-in-other-secondary');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Cette conversation se trouve dans votre boîte secondaire.',
    );
    await userEvent.tab();
    const move = canvas.getByRole('button', { name: 'Déplacer vers la boîte prioritaire' });
    await expect(move).toHaveFocus();
    await expect(getComputedStyle(move).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMoveToPriority).toHaveBeenCalledTimes(1);
  },
};

function MovingDemo(args: Parameters<typeof PriorityBanners>[0]) {
  const [myPriority, setMyPriority] = useState<ConversationPriority>('secondary');
  return (
    <PriorityBanners
      {...args}
      myPriority={myPriority}
      onMoveToPriority={async () => {
        args.onMoveToPriority();
        await wait(300);
        setMyPriority('priority');
      }}
    />
  );
}

/** While the move is saved the button is busy; once moved, the banner goes. */
export const MovingThenMoved: Story = {
  render: (args) => <MovingDemo {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const move = canvas.getByRole('button', { name: 'Déplacer vers la boîte prioritaire' });
    await userEvent.click(move);
    await expect(args.onMoveToPriority).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(move).toHaveAttribute('aria-busy', 'true'));
    await expect(move).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(bannersOf(canvasElement)).toBeNull());
  },
};

/** The conversation waits in the other member's secondary inbox, as they have not responded. */
export const InOtherSecondary: Story = {
  args: { myPriority: 'priority', otherPriority: 'secondary', otherHasResponded: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(bannersOf(canvasElement)).toHaveAttribute('data-in-other-secondary', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Camille n’a pas encore répondu : votre conversation se trouve dans sa boîte secondaire.',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Both banners at once. */
export const Both: Story = {
  args: { myPriority: 'secondary', otherPriority: 'secondary', otherHasResponded: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

/** Once the other member responded, or with both in priority, nothing shows. */
export const None: Story = {
  args: { myPriority: 'priority', otherPriority: 'secondary', otherHasResponded: true },
  play: async ({ canvasElement }) => {
    await expect(bannersOf(canvasElement)).toBeNull();
  },
};

/** No banner with the support. */
export const Admin: Story = {
  args: { otherIsAdmin: true, otherPriority: 'secondary', otherHasResponded: false },
  play: async ({ canvasElement }) => {
    await expect(bannersOf(canvasElement)).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { myPriority: 'secondary', otherPriority: 'secondary', otherHasResponded: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This conversation is in your secondary inbox.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move to priority inbox' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Camille has not replied yet: your conversation is in their secondary inbox.',
      ),
    ).toBeVisible();
  },
};

/** Long French texts on a phone-width column: the action wraps under the text. */
export const LongFrenchNarrow: Story = {
  args: {
    name: 'Marie-Christine-Éléonore',
    myPriority: 'secondary',
    otherPriority: 'secondary',
    otherHasResponded: false,
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const move = canvas.getByRole('button', { name: 'Déplacer vers la boîte prioritaire' });
    const banners = bannersOf(canvasElement);
    await expect(move.getBoundingClientRect().right).toBeLessThanOrEqual(
      (banners?.getBoundingClientRect().right ?? 0) + 0.5,
    );
  },
};
