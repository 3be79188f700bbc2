import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pictureFixture } from '../avatar/fixtures';
import { webmObjectUrl } from './fixtures';
import { VideoEmbed } from './video-embed.tsx';

const poster = pictureFixture('', { from: '#f6e6ec', to: '#6d2e46', width: 640, height: 360 });

const meta = {
  title: 'Media/VideoEmbed',
  component: VideoEmbed,
  args: {
    // A local page: the stories never load a remote player.
    src: 'about:blank',
    title: 'Bienvenue dans l’aventure',
    poster,
    onPlay: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

function embedOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="video-embed"]');
  if (!node) throw new Error('no video embed');
  return node;
}

/**
 * Nothing loads before the member asks: a poster and a named play button. The click swaps in the
 * player, named by the title, which takes the focus.
 */
export const ClickToLoad: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const embed = embedOf(canvasElement);
    await expect(embed).toHaveAttribute('data-state', 'idle');
    await expect(embed).toHaveAttribute('data-kind', 'iframe');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('figure', { name: 'Bienvenue dans l’aventure' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Lire la vidéo : Bienvenue dans l’aventure' }),
    );
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    await expect(embed).toHaveAttribute('data-state', 'loaded');
    const player = canvasElement.querySelector('iframe');
    await expect(player).toHaveAttribute('title', 'Bienvenue dans l’aventure');
    await expect(player).toHaveAttribute('src', 'about:blank');
    await waitFor(() => expect(player).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /^Lire la vidéo/ })).toBeNull();
  },
};

/** The play button is reached with Tab and pressed with Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Lire la vidéo : Bienvenue dans l’aventure' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(embedOf(canvasElement)).toHaveAttribute('data-state', 'loaded');
  },
};

/** 16:9 at any width. */
export const Responsive: Story = {
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('[data-slot="video-embed-frame"]');
    if (!frame) throw new Error('no frame');
    const { width, height } = frame.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
  },
};

/** A direct file (here a WebM recorded from a canvas) plays in a `<video>` with its controls. */
export const DirectFile: Story = {
  args: { title: 'Témoignage de Julie et Marc' },
  // The clip is recorded in the browser at load time, so its first frame differs from run to run.
  parameters: { visual: { disable: true } },
  loaders: [async () => ({ video: await webmObjectUrl() })],
  render: (args, { loaded }) => <VideoEmbed {...args} src={String(loaded.video)} />,
  play: async ({ canvas, canvasElement }) => {
    const embed = embedOf(canvasElement);
    await expect(embed).toHaveAttribute('data-kind', 'file');
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Lire la vidéo : Témoignage de Julie et Marc' }),
    );
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Témoignage de Julie et Marc');
  },
};

/** Without a poster, a gradient stands in; the title can be left out of the page. */
export const NoPosterNoCaption: Story = {
  args: { poster: undefined, showTitle: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Lire la vidéo : Bienvenue dans l’aventure' }),
    ).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Welcome to the adventure' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Play the video: Welcome to the adventure' }),
    ).toBeVisible();
  },
};

/** A long French title wraps under the video. */
export const LongFrenchTitle: Story = {
  args: {
    title:
      'Comment préparer votre premier rendez-vous : conseils de notre coach en développement personnel',
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const embed = embedOf(canvasElement);
    await expect(embed.scrollWidth).toBeLessThanOrEqual(embed.clientWidth + 1);
  },
};
