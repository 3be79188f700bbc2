import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AudioPlayer } from './audio-player.tsx';
import { wavDataUri } from './fixtures';

const twoSeconds = wavDataUri({ seconds: 2 });

const meta = {
  title: 'Media/AudioPlayer',
  component: AudioPlayer,
  args: {
    src: twoSeconds,
    label: 'Présentation audio de Camille',
    onError: fn(),
    onPlay: fn(),
    onEnded: fn(),
  },
  argTypes: { size: { control: 'select', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

function plain(text: string | null | undefined) {
  return text?.replace(/\s/g, ' ');
}

/** A labelled group: play button, a seek slider read as 'm:ss sur m:ss', and the duration. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const player = canvas.getByRole('group', { name: 'Présentation audio de Camille' });
    await expect(player).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('button', { name: 'Lire' })).toBeEnabled();
    const slider = canvas.getByRole('slider', { name: 'Position de lecture' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '0:00 sur 0:02'));
    await expect(slider).toHaveAttribute('max', '2');
    const time = canvasElement.querySelector('[data-slot="audio-player-time"]');
    await expect(plain(time?.textContent)).toBe('0:00 / 0:02');
  },
};

/**
 * Stands in for the speaker: headless Chromium refuses `play()` without a real user gesture (a
 * simulated click is none), so the test makes the element report its media events itself.
 */
function fakeSpeaker(root: HTMLElement): HTMLAudioElement {
  const audio = root.querySelector('audio');
  if (!audio) throw new Error('no audio element');
  audio.play = () => {
    audio.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  audio.pause = () => {
    audio.dispatchEvent(new Event('pause'));
  };
  return audio;
}

/** Play, pause, and play to the end: the button's name, the time and `data-state` follow. */
export const PlayPauseAndEnd: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const audio = fakeSpeaker(canvasElement);
    const player = canvas.getByRole('group', { name: 'Présentation audio de Camille' });
    const slider = canvas.getByRole('slider', { name: 'Position de lecture' });
    await waitFor(() => expect(slider).toHaveAttribute('max', '2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Lire' }));
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
    audio.currentTime = 1;
    audio.dispatchEvent(new Event('timeupdate'));
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '0:01 sur 0:02'));
    const time = canvasElement.querySelector('[data-slot="audio-player-time"]');
    await expect(plain(time?.textContent)).toBe('0:01 / 0:02');
    const pause = canvas.getByRole('button', { name: 'Mettre en pause' });
    await expect(pause).toHaveAttribute('data-playing', 'true');
    await userEvent.click(pause);
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'paused'));
    await userEvent.click(canvas.getByRole('button', { name: 'Lire' }));
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'playing'));
    audio.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'ended'));
    await expect(args.onEnded).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Lire' })).toBeVisible();
  },
};

/** When the browser refuses to play (no user gesture yet), the player stays ready, not broken. */
export const PlayRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const audio = canvasElement.querySelector('audio');
    if (!audio) throw new Error('no audio element');
    audio.play = () => Promise.reject(new DOMException('No user gesture', 'NotAllowedError'));
    const player = canvas.getByRole('group', { name: 'Présentation audio de Camille' });
    await userEvent.click(canvas.getByRole('button', { name: 'Lire' }));
    await waitFor(() => expect(player).toHaveAttribute('data-state', 'paused'));
    await expect(canvas.getByRole('button', { name: 'Lire' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The slider seeks with the keyboard: End goes to the end, Home back to the start. */
export const SeekWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Position de lecture' });
    await waitFor(() => expect(slider).toHaveAttribute('max', '2'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lire' })).toHaveFocus();
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0:02 sur 0:02');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', '0:00 sur 0:02');
  },
};

/** A recording whose file reports no length (a fresh MediaRecorder file) uses the `duration` hint. */
export const DurationHint: Story = {
  args: { src: twoSeconds, duration: 15 },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Position de lecture' });
    // The file knows its own length (2 s): it wins over the hint.
    await waitFor(() => expect(slider).toHaveAttribute('max', '2'));
  },
};

/** An unreadable file: an error message and `onError`. */
export const ErrorState: Story = {
  args: { src: 'data:audio/wav;base64,AAAA' },
  play: async ({ args, canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Impossible de lire cet enregistrement audio.');
    await expect(
      canvas.getByRole('group', { name: 'Présentation audio de Camille' }),
    ).toHaveAttribute('data-state', 'error');
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** A type this browser cannot play: the spec's message instead of a player. */
export const Unsupported: Story = {
  args: { type: 'audio/x-format-inconnu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Votre navigateur ne prend pas en charge l’élément audio.',
    );
    await expect(canvas.queryByRole('button', { name: 'Lire' })).toBeNull();
  },
};

/** English texts, including the spec's unsupported message. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Audio player' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Playback position' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 0:02'));
  },
};

/** English unsupported message. */
export const EnglishUnsupported: Story = {
  globals: { locale: 'en' },
  args: { type: 'audio/x-unknown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your browser does not support the audio element.',
    );
  },
};

/** Small, in a narrow chat bubble. */
export const SmallNarrow: Story = {
  args: { size: 'sm', label: 'Message audio de Marie-Christine Beauregard-Laflamme' },
  decorators: [
    (Story) => (
      <div className="w-56">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const player = canvas.getByRole('group', { name: /^Message audio de/ });
    await expect(player).toHaveAttribute('data-size', 'sm');
    await expect(player.scrollWidth).toBeLessThanOrEqual(player.clientWidth + 1);
  },
};
