import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VideoAuthorizationDisclosureSkeleton } from './video-authorization-disclosure-skeleton.tsx';
import { VideoAuthorizationDisclosure } from './video-authorization-disclosure.tsx';

/** Phones (390 px, the journeys' mobile width) beside the preview's desktop presets. */
const viewports = {
  mobile: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Messaging/VideoAuthorizationDisclosureSkeleton',
  component: VideoAuthorizationDisclosureSkeleton,
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoAuthorizationDisclosureSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

function part(canvasElement: HTMLElement, slot: string): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  if (!element) throw new Error(`no ${slot}`);
  return element;
}

/** The folded video-call section while its code loads: its frame and line, nothing to press. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const skeleton = part(canvasElement, 'video-authorization-disclosure-skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryAllByRole('button', { hidden: true })).toHaveLength(0);
    await expect(canvas.queryByRole('switch', { hidden: true })).toBeNull();
  },
};

/** The folded disclosure, then its skeleton, each as wide as the page. */
function Pair() {
  return (
    <div className="flex flex-col gap-4">
      <VideoAuthorizationDisclosure
        open={false}
        onOpenChange={fn()}
        authorized={false}
        otherAuthorized={false}
        otherName="Camille"
        onChange={fn()}
        onCall={fn()}
      />
      <VideoAuthorizationDisclosureSkeleton />
    </div>
  );
}

/** A part's size, and its place from its frame's top left corner. */
function boxOf(frame: HTMLElement, slot?: string) {
  const outer = frame.getBoundingClientRect();
  const inner = slot ? frame.querySelector(slot)?.getBoundingClientRect() : outer;
  if (!inner) throw new Error(`no ${slot ?? 'frame'}`);
  return { x: inner.x - outer.x, y: inner.y - outer.y, width: inner.width, height: inner.height };
}

async function expectSameRoom(canvasElement: HTMLElement, width: number) {
  await expect(window.innerWidth).toBe(width);
  const disclosure = part(canvasElement, 'video-authorization-disclosure');
  const skeleton = part(canvasElement, 'video-authorization-disclosure-skeleton');
  // As wide as the page less its padding; the skeleton as wide and as high.
  await expect(disclosure.getBoundingClientRect().width).toBe(width - 32);
  await expect(boxOf(skeleton)).toEqual(boxOf(disclosure));
  // The line inside, and its title, in the same place.
  await expect(
    boxOf(skeleton, '[data-slot="video-authorization-disclosure-skeleton-row"]'),
  ).toEqual(boxOf(disclosure, 'summary'));
  await expect(
    boxOf(skeleton, '[data-slot="video-authorization-disclosure-skeleton-title"]'),
  ).toEqual(boxOf(disclosure, '[data-slot="video-authorization-disclosure-title"]'));
}

/**
 * Nothing moves when the section replaces its skeleton: both take the same room, on a phone (390 px)…
 */
export const SameRoomOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => <Pair />,
  play: async ({ canvasElement }) => {
    await expectSameRoom(canvasElement, 390);
  },
};

/** … on a desktop (1280 px)… */
export const SameRoomOnADesktop: Story = {
  globals: { viewport: { value: 'xl' } },
  render: () => <Pair />,
  play: async ({ canvasElement }) => {
    await expectSameRoom(canvasElement, 1280);
  },
};

/** … and in English, whose title is shorter. */
export const SameRoomInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile' } },
  render: () => <Pair />,
  play: async ({ canvasElement }) => {
    await expectSameRoom(canvasElement, 390);
  },
};
