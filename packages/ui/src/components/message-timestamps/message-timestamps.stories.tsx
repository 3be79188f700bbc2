import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { conversation, message, storyNow } from '../chat-bubble/fixtures';
import { ConversationSkeleton, MessageTimestamp } from './message-timestamp.tsx';
import { MessageList } from './message-timestamps.tsx';

function itemsOf(canvasElement: HTMLElement): HTMLElement[] {
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="message-list-item"]'));
}

function timestampsOf(canvasElement: HTMLElement): string[] {
  return Array.from(canvasElement.querySelectorAll('[data-slot="message-timestamp"]')).map(
    (node) => node.textContent,
  );
}

const at = (hours: number, minutes: number, seconds = 0) =>
  new Date(2025, 5, 15, hours, minutes, seconds);

const meta = {
  title: 'Messaging/MessageList',
  component: MessageList,
  args: { messages: conversation, now: storyNow, otherName: 'Camille', onRetry: fn() },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto flex h-[36rem] w-[40rem] max-w-full flex-col">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A conversation over ten days: the first message carries its date (yyyy-MM-dd), the first one three days ago
 * its weekday, today's its time; messages less than an hour apart share the timestamp above them.
 */
export const Conversation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const log = canvas.getByRole('log', { name: 'Messages avec Camille' });
    await expect(log).toHaveAttribute('data-count', '9');
    await expect(timestampsOf(canvasElement)).toEqual([
      '2025-06-05 à 20:15',
      'jeudi à 09:30',
      '14:05',
    ]);
    const formats = Array.from(
      canvasElement.querySelectorAll('[data-slot="message-timestamp"]'),
    ).map((node) => node.getAttribute('data-format'));
    await expect(formats).toEqual(['date', 'weekday', 'time']);
    const items = itemsOf(canvasElement);
    await expect(items.map((item) => item.hasAttribute('data-timestamp'))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(9);
    // The newest message is in view, and stays there once the picture above it has its size.
    await Promise.all(
      Array.from(log.querySelectorAll('img'), (image) => image.decode().catch(() => undefined)),
    );
    await waitFor(() =>
      expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThan(2),
    );
    await expect(canvas.getByText('On s’appelle ce soir ?')).toBeVisible();
  },
};

/** The same sender within 90 s sits closer; a new sender, or 90 s and more, gets the normal space. */
export const Spacing: Story = {
  play: async ({ canvasElement }) => {
    const spacing = itemsOf(canvasElement).map((item) => item.getAttribute('data-spacing'));
    // 9:31:40 follows Camille's 9:31 picture (40 s); 14:05:50 follows my 14:05 message (50 s).
    await expect(spacing).toEqual([
      'normal',
      'normal',
      'normal',
      'normal',
      'normal',
      'tight',
      'normal',
      'tight',
      'normal',
    ]);
  },
};

/** The hour boundary: 59 min 59 s after shares the timestamp, 60 min after gets its own. 89 s vs 90 s. */
export const Boundaries: Story = {
  args: {
    messages: [
      message({ is_me: true, content: 'Premier message', created_at: at(10, 0, 0) }),
      message({ is_me: true, content: 'À 59 min 59 s', created_at: at(10, 59, 59) }),
      message({ is_me: true, content: 'À 60 min', created_at: at(11, 59, 59) }),
      message({ is_me: true, content: '89 s plus tard', created_at: at(12, 1, 28) }),
      message({ is_me: true, content: '90 s plus tard', created_at: at(12, 2, 58) }),
    ],
  },
  play: async ({ canvasElement }) => {
    const items = itemsOf(canvasElement);
    await expect(items.map((item) => item.hasAttribute('data-timestamp'))).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    await expect(items.map((item) => item.getAttribute('data-spacing'))).toEqual([
      'normal',
      'normal',
      'normal',
      'tight',
      'normal',
    ]);
    await expect(timestampsOf(canvasElement)).toEqual(['10:00', '11:59']);
  },
};

/** Optimistic and failed messages take their place in the list; a failed one can be retried. */
export const PendingAndFailed: Story = {
  args: {
    messages: [
      message({ is_me: false, content: 'Vous êtes bien arrivé ?', created_at: at(17, 40) }),
      message({ is_me: true, content: 'Oui, merci !', created_at: at(17, 41), status: 'failed' }),
      message({
        is_me: true,
        content: 'Je vous raconte…',
        created_at: at(17, 42),
        status: 'pending',
      }),
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Envoi en cours…')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le message n’a pas pu être envoyé.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Oui, merci !', status: 'failed' }),
    );
  },
};

const longConversation = Array.from({ length: 30 }, (_, index) =>
  message({
    is_me: index % 3 === 0,
    content:
      index % 4 === 0
        ? 'J’ai adoré notre discussion d’hier soir : on a parlé de tout, des voyages, de nos familles, de ce que l’on cherche vraiment dans une relation durable.'
        : `Message numéro ${index + 1}`,
    created_at: new Date(2025, 5, 15, 8 + Math.floor(index / 4), (index * 7) % 60),
  }),
);

/**
 * A long French conversation: the log scrolls and starts at the newest message; it is reachable with the
 * keyboard (to scroll it) and shows its focus.
 */
export const LongFrench: Story = {
  args: { messages: longConversation },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await waitFor(() =>
      expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2),
    );
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await userEvent.tab();
    await expect(log).toHaveFocus();
    await expect(getComputedStyle(log).outlineStyle).toBe('solid');
  },
};

/** English: the weekday and date formats follow the reader's language. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('log', { name: 'Messages with Camille' })).toBeVisible();
    await expect(timestampsOf(canvasElement)).toEqual([
      '2025-06-05 at 8:15 PM',
      'Thursday at 9:30 AM',
      '2:05 PM',
    ]);
  },
};

/** The three formats side by side: today, yesterday, 6 days ago, 8 days ago. */
export const TimestampFormats: Story = {
  render: () => (
    <ul className="flex flex-col gap-2">
      <li>
        <MessageTimestamp date={at(9, 5)} now={storyNow} />
      </li>
      <li>
        <MessageTimestamp date={new Date(2025, 5, 14, 23, 59)} now={storyNow} />
      </li>
      <li>
        <MessageTimestamp date={new Date(2025, 5, 9, 8, 0)} now={storyNow} />
      </li>
      <li>
        <MessageTimestamp date={new Date(2025, 5, 7, 8, 0)} now={storyNow} />
      </li>
      <li>
        <MessageTimestamp short date={new Date(2025, 5, 14, 23, 59)} now={storyNow} />
      </li>
      <li>
        <MessageTimestamp short date={new Date(2025, 5, 7, 8, 0)} now={storyNow} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(timestampsOf(canvasElement)).toEqual([
      '09:05',
      'samedi à 23:59',
      'lundi à 08:00',
      '2025-06-07 à 08:00',
      'sam.',
      '2025-06-07',
    ]);
    const times = canvasElement.querySelectorAll('time');
    await expect(times[0]).toHaveAttribute('datetime', at(9, 5).toISOString());
  },
};

/** While the conversation loads: 20 silent rows and a polite 'loading' status. */
export const Skeleton: Story = {
  render: () => <ConversationSkeleton />,
  play: async ({ canvas, canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="conversation-skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton).toHaveAttribute('data-rows', '20');
    await expect(
      canvasElement.querySelectorAll('[data-slot="conversation-skeleton-row"]'),
    ).toHaveLength(20);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de la conversation…');
  },
};

/** The inbox's placeholder: 20 rows of avatar and two lines. */
export const SkeletonList: Story = {
  globals: { locale: 'en' },
  render: () => <ConversationSkeleton variant="list" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="conversation-skeleton"]'),
    ).toHaveAttribute('data-variant', 'list');
    await expect(
      canvasElement.querySelectorAll('[data-slot="conversation-skeleton-row"]'),
    ).toHaveLength(20);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the conversation…');
  },
};
