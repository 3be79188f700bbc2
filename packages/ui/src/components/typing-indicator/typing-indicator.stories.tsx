import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { TypingIndicator } from './typing-indicator.tsx';
import { TYPING_VISIBLE_MS } from './typing-indicator.ts';

const whisper = new Date('2025-06-15T16:00:00.000Z');
const after = (ms: number) => new Date(whisper.getTime() + ms);

function indicatorOf(canvasElement: HTMLElement): HTMLElement {
  const indicator = canvasElement.querySelector<HTMLElement>('[data-slot="typing-indicator"]');
  if (!indicator) throw new Error('no indicator');
  return indicator;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

const meta = {
  title: 'Messaging/TypingIndicator',
  component: TypingIndicator,
  args: { name: 'Camille', lastWhisperAt: whisper, now: after(300) },
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whisper came 300 ms ago: '{name} est en train d’écrire…', in a polite status. */
export const Typing: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Camille est en train d’écrire…');
    await expect(indicatorOf(canvasElement)).toHaveAttribute('data-state', 'typing');
  },
};

/** 999 ms after the whisper it still shows. */
export const JustBeforeTheSecond: Story = {
  args: { now: after(TYPING_VISIBLE_MS - 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Camille est en train d’écrire…');
  },
};

/** 1000 ms after the last whisper it is gone; the empty live region stays for the next time. */
export const Idle: Story = {
  args: { now: after(TYPING_VISIBLE_MS) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(indicatorOf(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** No whisper yet. */
export const NoWhisper: Story = {
  args: { lastWhisperAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

function LiveWhispers() {
  const [lastWhisperAt, setLastWhisperAt] = useState<number | null>(null);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="outline"
        onClick={() => {
          setLastWhisperAt(Date.now());
        }}
      >
        Camille tape une lettre
      </Button>
      <TypingIndicator name="Camille" lastWhisperAt={lastWhisperAt} />
    </div>
  );
}

/**
 * On the clock: each whisper (throttled at 900 ms by the app) keeps the indicator on, and it goes 1000 ms after
 * the last one.
 */
export const LiveClock: Story = {
  render: () => <LiveWhispers />,
  play: async ({ canvas, canvasElement }) => {
    const whisperButton = canvas.getByRole('button', { name: 'Camille tape une lettre' });
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(whisperButton);
    await expect(status).toHaveTextContent('Camille est en train d’écrire…');
    await wait(700);
    await userEvent.click(whisperButton);
    const lastWhisper = Date.now();
    await wait(700);
    // 1400 ms after the first whisper, 700 ms after the second: still typing.
    await expect(indicatorOf(canvasElement)).toHaveAttribute('data-state', 'typing');
    await waitFor(() => expect(indicatorOf(canvasElement)).toHaveAttribute('data-state', 'idle'), {
      timeout: 2000,
    });
    await expect(Date.now() - lastWhisper).toBeGreaterThanOrEqual(TYPING_VISIBLE_MS);
    await expect(status).toBeEmptyDOMElement();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Camille is typing…');
  },
};

/** A long French first name in a narrow column. */
export const LongFrench: Story = {
  args: { name: 'Marie-Christine-Éléonore' },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Marie-Christine-Éléonore est en train d’écrire…',
    );
  },
};
