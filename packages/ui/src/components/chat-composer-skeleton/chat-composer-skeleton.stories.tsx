import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { ChatComposer } from '../chat-composer/chat-composer.tsx';
import { QuickReplies } from '../quick-replies';
import { ChatComposerSkeleton } from './chat-composer-skeleton.tsx';

const meta = {
  title: 'Messaging/ChatComposerSkeleton',
  component: ChatComposerSkeleton,
  args: { image: true, audio: true, flower: true },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="mx-auto w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposerSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

function skeletonOf(canvasElement: HTMLElement): HTMLElement {
  const skeleton = canvasElement.querySelector<HTMLElement>('[data-slot="chat-composer-skeleton"]');
  if (!skeleton) throw new Error('no skeleton');
  return skeleton;
}

/** A conversation's composer while its code loads: busy, with nothing to press or type in. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const skeleton = skeletonOf(canvasElement);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(skeleton).toHaveAttribute('data-tools', '3');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The flower's place follows the composer's rules: none with the support… */
export const FlowerHiddenForAdmin: Story = {
  args: { otherIsAdmin: true },
  play: async ({ canvasElement }) => {
    await expect(skeletonOf(canvasElement)).toHaveAttribute('data-tools', '2');
  },
};

/** … and a dimmed flower (a reason why none can be sent) still takes its button's room. */
export const FlowerBlocked: Story = {
  args: { cantSendFlowerMessage: 'Vous avez déjà envoyé une fleur aujourd’hui.' },
  play: async ({ canvasElement }) => {
    await expect(skeletonOf(canvasElement)).toHaveAttribute('data-tools', '3');
  },
};

/** For a composer without pictures, voice or flowers: the text box and the send button. */
export const TextOnly: Story = {
  args: { image: false, audio: false, flower: false },
  play: async ({ canvasElement }) => {
    await expect(skeletonOf(canvasElement)).toHaveAttribute('data-tools', '0');
  },
};

interface Case {
  name: string;
  width: string;
  buttons: boolean;
  footer?: boolean;
  cantSendFlowerMessage?: string;
}

const cases: Case[] = [
  // A phone's width: the placeholder text wraps in the text box.
  { name: 'Alix', width: 'w-[20rem]', buttons: true },
  { name: 'Basile', width: 'w-[20rem]', buttons: true, footer: true },
  { name: 'Camille', width: 'w-[40rem]', buttons: true, footer: true },
  {
    name: 'Dominique',
    width: 'w-[24rem]',
    buttons: true,
    cantSendFlowerMessage: 'Vous avez déjà envoyé une fleur aujourd’hui.',
  },
  { name: 'Eden', width: 'w-[20rem]', buttons: false },
];

function quickReplies(): ReactNode {
  return (
    <QuickReplies
      otherIsAdmin={false}
      iHaveResponded={false}
      iAmStarter={false}
      lastMessageIsMine={false}
      onSelect={fn()}
    />
  );
}

/** Each case's composer, then its skeleton with the same props, in boxes of the same width. */
function Pairs() {
  return (
    <div className="flex flex-col gap-6">
      {cases.map(({ name, width, buttons, footer, cantSendFlowerMessage }) => (
        <div key={name} data-case={name} className={`flex flex-col gap-2 ${width}`}>
          <ChatComposer
            otherName={name}
            onSend={fn()}
            onImageSelect={buttons ? fn() : undefined}
            onSendAudio={buttons ? fn() : undefined}
            onSendFlower={buttons ? fn() : undefined}
            cantSendFlowerMessage={cantSendFlowerMessage}
            footer={footer ? quickReplies() : undefined}
          />
          <ChatComposerSkeleton
            image={buttons}
            audio={buttons}
            flower={buttons}
            cantSendFlowerMessage={cantSendFlowerMessage}
            footer={footer ? quickReplies() : undefined}
          />
        </div>
      ))}
    </div>
  );
}

/** The height of `frame` in `pair`, and the place and size of its `part` from its top left corner. */
function boxOf(pair: HTMLElement, frame: string, part: string) {
  const outer = pair.querySelector(frame)?.getBoundingClientRect();
  const inner = pair.querySelector(`${frame} ${part}`)?.getBoundingClientRect();
  if (!outer || !inner) throw new Error(`${frame} or ${part} missing`);
  return {
    height: outer.height,
    box: { x: inner.x - outer.x, y: inner.y - outer.y, w: inner.width, h: inner.height },
  };
}

async function expectSameRoom(canvasElement: HTMLElement) {
  const pairs = [...canvasElement.querySelectorAll<HTMLElement>('[data-case]')];
  await expect(pairs).toHaveLength(cases.length);
  for (const pair of pairs) {
    const composer = boxOf(pair, '[data-slot="chat-composer"]', 'textarea');
    const skeleton = boxOf(
      pair,
      '[data-slot="chat-composer-skeleton"]',
      '[data-slot="chat-composer-skeleton-textarea"]',
    );
    await expect({ case: pair.dataset.case, ...skeleton }).toEqual({
      case: pair.dataset.case,
      ...composer,
    });
  }
  // At a phone's width the placeholder text takes more than one line: the skeleton follows it.
  const wrapped = boxOf(pairs[0] as HTMLElement, '[data-slot="chat-composer"]', 'textarea');
  await expect(wrapped.box.h).toBeGreaterThan(50);
}

/**
 * Nothing moves when the composer replaces its skeleton: for the same props, both take the same room
 * and the text box the same place, with every button, a dimmed flower or none, the quick replies as
 * the footer, and the French placeholder wrapped at a phone's width.
 */
export const SameRoomAsTheComposer: Story = {
  render: () => <Pairs />,
  play: async ({ canvasElement }) => {
    await expectSameRoom(canvasElement);
  },
};

/** The same in English, whose placeholder is shorter. */
export const SameRoomInEnglish: Story = {
  ...SameRoomAsTheComposer,
  globals: { locale: 'en' },
};
