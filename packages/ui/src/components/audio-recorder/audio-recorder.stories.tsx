import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { wavBlob, wavDataUri } from '../audio-player/fixtures';
import { AudioRecorder, type AudioRecorderProps } from './audio-recorder.tsx';
import {
  AUDIO_INTRODUCTION_MAX_SECONDS,
  AUDIO_MAX_BYTES,
  type RecorderFactory,
} from './audio-recorder.ts';

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

interface FakeMicrophoneOptions {
  /** What the recording gives (a 1-second WAV). */
  blob?: () => Blob;
  /** The member refuses the microphone. */
  deny?: boolean;
}

/** A microphone for stories: no device, no permission prompt; `stop` is a spy. */
function fakeMicrophone({
  blob = () => wavBlob({ seconds: 1 }),
  deny = false,
}: FakeMicrophoneOptions = {}) {
  const stop = fn(() => Promise.resolve(blob()));
  const cancel = fn();
  const factory: RecorderFactory = () => ({
    start: () =>
      deny
        ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
        : Promise.resolve({ stop, cancel }),
  });
  return { factory, stop, cancel };
}

/** Keeps the recording's URL as the app would: set after the upload, cleared by the delete. */
function Demo(props: AudioRecorderProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <AudioRecorder
      {...props}
      value={value}
      onDelete={async () => {
        await props.onDelete?.();
        setValue(null);
      }}
    />
  );
}

const microphone = fakeMicrophone();
const limitMicrophone = fakeMicrophone();

const meta = {
  title: 'Media/AudioRecorder',
  component: AudioRecorder,
  args: {
    maxSeconds: AUDIO_INTRODUCTION_MAX_SECONDS,
    recorderFactory: microphone.factory,
    onUpload: fn(async () => {
      await wait(50);
      return { key: 'tmp/audio.wav' };
    }),
    onUploaded: fn(),
    onFail: fn(),
    onDelete: fn(),
  },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div className="w-[32rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AudioRecorder>;

export default meta;
type Story = StoryObj<typeof meta>;

function recorderOf(root: HTMLElement): HTMLElement {
  const node = root.querySelector<HTMLElement>('[data-slot="audio-recorder"]');
  if (!node) throw new Error('no recorder');
  return node;
}

/** Nothing recorded yet: the introduction's 15-second limit and a record button. */
export const None: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Présentation audio' })).toBeVisible();
    await expect(canvas.getByText('15 secondes au maximum.')).toBeVisible();
    await expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'none');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
  },
};

/**
 * Recording the introduction: the elapsed time against 0:15 and a countdown; Stop uploads the clip,
 * then the player shows it.
 */
export const RecordAndUpload: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'recording'),
    );
    await expect(canvas.getByText('Enregistrement en cours')).toBeVisible();
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('0:00 sur 0:15');
    await expect(canvas.getByText('Encore 15 secondes')).toBeVisible();
    await waitFor(() => expect(timer).toHaveTextContent('0:01 sur 0:15'), { timeout: 2500 });
    await expect(canvas.getByText('Encore 14 secondes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Arrêter l’enregistrement' }));
    await waitFor(() => expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'present'));
    const file = (args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(file.type).toBe('audio/wav');
    await expect(file.name).toBe('enregistrement.wav');
    await expect(args.onUploaded).toHaveBeenCalledWith({ key: 'tmp/audio.wav' }, file);
    await expect(canvas.getByRole('group', { name: 'Votre enregistrement' })).toBeVisible();
    await expect(canvas.getByText('Enregistrement envoyé.')).toHaveAttribute('role', 'status');
  },
};

/** Without `maxSeconds` the limit is the default 30 seconds (audio messages). */
export const DefaultLimit: Story = {
  args: { maxSeconds: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('30 secondes au maximum.')).toBeVisible();
    await expect(recorderOf(canvasElement)).toHaveAttribute('data-max-seconds', '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByRole('timer')).toHaveTextContent('0:00 sur 0:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Arrêter l’enregistrement' }));
    await waitFor(() => expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'present'));
  },
};

/** The recording stops by itself at the limit (1 second here, to keep the test short). */
export const StopsAtLimit: Story = {
  args: { maxSeconds: 1, recorderFactory: limitMicrophone.factory },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'recording'),
    );
    await waitFor(
      () => expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'present'),
      {
        timeout: 3000,
      },
    );
    await expect(limitMicrophone.stop).toHaveBeenCalledTimes(1);
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
  },
};

/** While `onUpload` runs, a named progress bar shows its progress. */
export const Uploading: Story = {
  args: {
    onUpload: fn(async (_file: File, { onProgress }: { onProgress: (n: number) => void }) => {
      onProgress(0.4);
      await wait(600);
      return { key: 'tmp/audio.wav' };
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Arrêter l’enregistrement' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Envoi de l’enregistrement' });
    await expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'uploading');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    await waitFor(() => expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'present'));
  },
};

/** A recording over 10 MB is refused with a danger notice and never uploaded. */
export const TooLarge: Story = {
  args: {
    recorderFactory: fakeMicrophone({
      blob: () => new Blob([new Uint8Array(AUDIO_MAX_BYTES + 1)], { type: 'audio/webm' }),
    }).factory,
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Arrêter l’enregistrement' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('La taille du fichier ne doit pas dépasser 10 Mo');
    await expect(alert).toHaveAttribute('data-variant', 'danger');
    await expect(recorderOf(canvasElement)).toHaveAttribute('data-notice', 'too-large');
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Enregistrer de nouveau' })).toBeEnabled();
  },
};

/** The upload fails: a danger notice, the fail event, and a retry that sends the same clip. */
export const UploadFailure: Story = {
  args: {
    onUpload: fn(async () => {
      await wait(20);
      throw new Error('Réseau indisponible');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Arrêter l’enregistrement' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'L’envoi de l’enregistrement a échoué. Veuillez réessayer.',
    );
    await expect(args.onFail).toHaveBeenCalledWith(new Error('Réseau indisponible'));
    await expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'none');
    (args.onUpload as ReturnType<typeof fn>).mockImplementation(() =>
      Promise.resolve({ key: 'tmp/audio.wav' }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer l’envoi' }));
    await waitFor(() => expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'present'));
    await expect(args.onUpload).toHaveBeenCalledTimes(2);
  },
};

/** The member refuses the microphone: a notice explains how to allow it. */
export const MicrophoneDenied: Story = {
  args: { recorderFactory: fakeMicrophone({ deny: true }).factory },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Le micro n’est pas accessible. Autorisez-le dans votre navigateur pour enregistrer.',
    );
    await expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'none');
  },
};

/**
 * A recording is on file: the player, and a delete that asks a danger confirmation first; focus then
 * goes to the title.
 */
export const Present: Story = {
  args: { value: wavDataUri({ seconds: 2 }) },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'present');
    await expect(canvas.getByRole('group', { name: 'Votre enregistrement' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    const remove = canvas.getByRole('button', { name: 'Supprimer l’enregistrement' });
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Supprimer votre enregistrement ?',
    });
    await expect(dialog).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'none'));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: 'Présentation audio' })).toHaveFocus();
  },
};

/** No MediaRecorder or getUserMedia: the browser cannot record, and says so. */
export const Unsupported: Story = {
  args: { recorderFactory: () => null },
  play: async ({ canvas, canvasElement }) => {
    await expect(recorderOf(canvasElement)).toHaveAttribute('data-state', 'unsupported');
    const banner = canvas
      .getByText('Votre navigateur ne permet pas d’enregistrer de l’audio.')
      .closest('[data-slot="status-banner"]');
    await expect(banner).toHaveAttribute('role', 'status');
    await expect(banner).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  },
};

/** English texts. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Audio introduction' })).toBeVisible();
    await expect(canvas.getByText('15 seconds maximum.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record' }));
    await expect(await canvas.findByRole('timer')).toHaveTextContent('0:00 of 0:15');
    await expect(canvas.getByText('15 seconds left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop recording' }));
    await expect(await canvas.findByRole('group', { name: 'Your recording' })).toBeVisible();
  },
};

/** A long French title on a narrow screen. */
export const LongFrench: Story = {
  args: {
    label:
      'Présentez-vous de vive voix : qui vous êtes, ce qui vous fait sourire, ce que vous cherchez',
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await canvas.findByRole('timer');
    const root = recorderOf(canvasElement);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Arrêter l’enregistrement' }));
  },
};
