import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { dismissTooltip } from '../../stories/tooltip';
import { wavBlob } from '../audio-player/fixtures';
import { flowerErrorMessages } from './chat-composer-messages.ts';
import { ChatComposer } from './chat-composer.tsx';
import { flowerErrorKey } from './chat-composer.ts';

/** The fake microphone's track: its `stop` says the microphone was released. */
const track = { stop: fn(), kind: 'audio' };

/**
 * The browser's microphone, faked where the composer looks for it: `getUserMedia` answers a stream with
 * one track, and `MediaRecorder` records a one-second WAV. Returns what puts the real ones back.
 */
function installFakeMicrophone({ deny = false, unsupported = false } = {}) {
  class FakeMediaRecorder {
    static isTypeSupported() {
      return false;
    }
    state: 'inactive' | 'recording' = 'inactive';
    readonly mimeType = 'audio/wav';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      setTimeout(() => {
        this.ondataavailable?.({ data: wavBlob({ seconds: 1 }) });
        this.onstop?.();
      }, 0);
    }
  }
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  track.stop.mockClear();
  const getUserMedia = spyOn(navigator.mediaDevices, 'getUserMedia').mockImplementation(() =>
    deny
      ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
      : Promise.resolve(stream),
  );
  const original = Object.getOwnPropertyDescriptor(window, 'MediaRecorder');
  if (unsupported) Reflect.deleteProperty(window, 'MediaRecorder');
  else
    Object.defineProperty(window, 'MediaRecorder', {
      value: FakeMediaRecorder,
      configurable: true,
      writable: true,
    });
  return () => {
    Date.now = realNow;
    getUserMedia.mockRestore();
    if (original) Object.defineProperty(window, 'MediaRecorder', original);
  };
}

const realNow = Date.now.bind(Date);

/** Holds the clock still at `seconds` after now (the recording's time stops moving); undone after the story. */
function freezeClockAfter(seconds: number) {
  const at = realNow() + seconds * 1000;
  Date.now = () => at;
}

function recordingOf(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector<HTMLElement>('[data-slot="chat-composer-recording"]');
}

function composerOf(canvasElement: HTMLElement): HTMLElement {
  const composer = canvasElement.querySelector<HTMLElement>('[data-slot="chat-composer"]');
  if (!composer) throw new Error('no composer');
  return composer;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

const meta = {
  title: 'Messaging/ChatComposer',
  component: ChatComposer,
  args: {
    otherName: 'Camille',
    onSend: fn(),
    onImageSelect: fn(),
    onSendAudio: fn(),
    onSendFlower: fn(),
  },
  parameters: { layout: 'padded' },
  // Every story gets the fake microphone; the real one would ask for a permission nobody answers.
  beforeEach: () => installFakeMicrophone(),
  decorators: [
    (Story) => (
      <div className="mx-auto w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends the trimmed text; the box empties and keeps the focus for the next message. */
export const EnterSends: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Écrire à Camille' })).toBeVisible();
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' });
    await expect(textarea).toHaveAccessibleDescription(
      'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.',
    );
    await userEvent.click(textarea);
    await userEvent.keyboard('  Bonjour Camille !  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Bonjour Camille !');
    await expect(textarea).toHaveValue('');
    await expect(textarea).toHaveFocus();
  },
};

/** Shift+Enter adds a line; the send button sends both lines. */
export const ShiftEnterAddsALine: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' });
    await userEvent.click(textarea);
    await userEvent.keyboard('Première ligne{Shift>}{Enter}{/Shift}Deuxième ligne');
    await expect(textarea).toHaveValue('Première ligne\nDeuxième ligne');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Première ligne\nDeuxième ligne');
  },
};

/** Empty or blank text cannot be sent: the button stays disabled and Enter does nothing. */
export const BlankCannotBeSent: Story = {
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: 'Envoyer' });
    await expect(send).toBeDisabled();
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' });
    await userEvent.click(textarea);
    await userEvent.keyboard('   ');
    await expect(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(send, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(textarea).toHaveValue('   ');
  },
};

/** The app says a send is in flight: nothing is sent, the button is busy and says so. */
export const Sending: Story = {
  args: { sending: true, defaultValue: 'Je pars dans cinq minutes' },
  play: async ({ args, canvas, canvasElement }) => {
    const send = canvas.getByRole('button', { name: 'Envoyer' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(within(send).getByRole('status')).toHaveTextContent('Envoi en cours…');
    await expect(composerOf(canvasElement)).toHaveAttribute('data-sending', 'true');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Votre message' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Sends that stay in flight until the play function lets them through (no race with the clock). */
const releases: (() => void)[] = [];
const gatedSend = fn(
  () =>
    new Promise<void>((resolve) => {
      releases.push(resolve);
    }),
);
const releaseSends = () => {
  for (const release of releases.splice(0)) release();
};

/** `onSend` returns a promise: until it settles a second message waits, then it can go. */
export const OneSendInFlight: Story = {
  args: { onSend: gatedSend },
  play: async ({ args, canvas }) => {
    gatedSend.mockClear();
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' });
    const send = canvas.getByRole('button', { name: 'Envoyer' });
    await userEvent.click(textarea);
    await userEvent.keyboard('Premier{Enter}');
    await userEvent.keyboard('Second{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(textarea).toHaveValue('Second');
    releaseSends();
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await expect(args.onSend).toHaveBeenLastCalledWith('Second');
    // It ends still for its screenshot: the second send goes through too.
    await expect(send).toHaveAttribute('aria-busy', 'true');
    releaseSends();
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'));
    await expect(textarea).toHaveValue('');
  },
};

/** A failed send gives the text back, so nothing is lost. */
export const FailedSendKeepsTheText: Story = {
  args: {
    onSend: fn(async () => {
      await wait(100);
      throw new Error('Réseau indisponible');
    }),
  },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' });
    await userEvent.click(textarea);
    await userEvent.keyboard('À tout à l’heure{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(textarea).toHaveValue('À tout à l’heure'));
  },
};

/** The picture button opens the file picker; the chosen picture goes to the app. */
export const PictureButton: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif');
    const click = spyOn(input, 'click').mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer une photo' }));
    await expect(click).toHaveBeenCalledTimes(1);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'sommet.png', { type: 'image/png' });
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(args.onImageSelect).toHaveBeenCalledTimes(1);
    await expect(args.onImageSelect).toHaveBeenCalledWith(file);
    click.mockRestore();
  },
};

/** The voice button says the 30-second limit, in its description and its tooltip. */
export const VoiceButton: Story = {
  play: async ({ args, canvas }) => {
    // Found again each time: the keyboard's focus hands the button over to its tooltip (its code loads then).
    const audio = () => canvas.getByRole('button', { name: 'Enregistrer un message vocal' });
    await expect(audio()).toHaveAccessibleDescription('30 secondes maximum');
    await userEvent.tab();
    await userEvent.tab();
    await expect(audio()).toHaveFocus();
    await expect(getComputedStyle(audio()).outlineStyle).toBe('solid');
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('30 secondes maximum');
    await waitFor(() => expect(audio()).toHaveFocus());
    await expect(args.onSendAudio).not.toHaveBeenCalled();
    await dismissTooltip();
    await expect(audio()).toHaveFocus();
  },
};

/**
 * Recording a voice message: the time against the 0:30 limit and a countdown; sending hands the file and
 * its length to the app, releases the microphone and gives the text box back, focus on the microphone.
 */
export const VoiceRecordAndSend: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Votre message' }), 'Un brouillon');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer un message vocal' }));
    const group = await canvas.findByRole('group', { name: 'Message vocal' });
    await waitFor(() => expect(group).toHaveAttribute('data-phase', 'recording'));
    await expect(within(group).getByRole('status')).toHaveTextContent('Enregistrement en cours');
    const timer = within(group).getByRole('timer');
    await expect(timer).toHaveTextContent('0:00 sur 0:30');
    await expect(within(group).getByText('Encore 30 secondes')).toBeVisible();
    const send = within(group).getByRole('button', { name: 'Envoyer le message vocal' });
    await expect(send).toHaveFocus();
    await waitFor(() => expect(timer).toHaveTextContent('0:01 sur 0:30'), { timeout: 5000 });
    await userEvent.click(send);
    await waitFor(() => expect(args.onSendAudio).toHaveBeenCalledTimes(1));
    const [file, recording] = (args.onSendAudio as ReturnType<typeof fn>).mock.calls[0] as [
      File,
      { seconds: number },
    ];
    await expect(file).toBeInstanceOf(File);
    await expect(file.type).toBe('audio/wav');
    await expect(file.name).toBe('enregistrement.wav');
    await expect(recording.seconds).toBeGreaterThanOrEqual(1);
    await expect(recording.seconds).toBeLessThanOrEqual(30);
    await expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(recordingOf(canvasElement)).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveValue(
      'Un brouillon',
    );
    await expect(
      canvas.getByRole('button', { name: 'Enregistrer un message vocal' }),
    ).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The recording bar, held still at 0:12: the time, what is left, cancel and send. */
export const VoiceRecording: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer un message vocal' }));
    const group = await canvas.findByRole('group', { name: 'Message vocal' });
    await waitFor(() => expect(group).toHaveAttribute('data-phase', 'recording'));
    freezeClockAfter(12);
    await waitFor(() =>
      expect(within(group).getByRole('timer')).toHaveTextContent('0:12 sur 0:30'),
    );
    await expect(within(group).getByText('Encore 18 secondes')).toBeVisible();
    await expect(
      within(group).getByRole('button', { name: 'Annuler le message vocal' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('textarea')).not.toBeVisible();
  },
};

/** Cancelling throws the recording away: nothing is sent and the microphone is released. */
export const VoiceRecordingCancelled: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer un message vocal' }));
    const group = await canvas.findByRole('group', { name: 'Message vocal' });
    await waitFor(() => expect(group).toHaveAttribute('data-phase', 'recording'));
    await userEvent.click(within(group).getByRole('button', { name: 'Annuler le message vocal' }));
    await waitFor(() => expect(recordingOf(canvasElement)).toBeNull());
    await expect(track.stop).toHaveBeenCalled();
    await expect(args.onSendAudio).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: 'Enregistrer un message vocal' }),
    ).toHaveFocus();
  },
};

/** At 0:30 the recording stops and is sent by itself (spec: 30 seconds at most). */
export const VoiceLimitSendsByItself: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer un message vocal' }));
    const group = await canvas.findByRole('group', { name: 'Message vocal' });
    await waitFor(() => expect(group).toHaveAttribute('data-phase', 'recording'));
    freezeClockAfter(31);
    await waitFor(() => expect(args.onSendAudio).toHaveBeenCalledTimes(1));
    Date.now = realNow;
    const [, recording] = (args.onSendAudio as ReturnType<typeof fn>).mock.calls[0] as [
      File,
      { seconds: number },
    ];
    await expect(recording.seconds).toBe(30);
    await waitFor(() => expect(recordingOf(canvasElement)).toBeNull());
  },
};

/** The member refuses the microphone: the composer says how to allow it, and nothing is sent. */
export const VoiceMicrophoneDenied: Story = {
  beforeEach: () => installFakeMicrophone({ deny: true }),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer un message vocal' }));
    await expect(
      await canvas.findByText(
        'Le micro n’est pas accessible. Autorisez-le dans votre navigateur pour enregistrer.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Message vocal' })).toBeNull();
    await expect(args.onSendAudio).not.toHaveBeenCalled();
  },
};

/** A browser that cannot record says so when the member tries. */
export const VoiceUnsupported: Story = {
  beforeEach: () => installFakeMicrophone({ unsupported: true }),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer un message vocal' }));
    await expect(
      await canvas.findByText('Votre navigateur ne permet pas d’enregistrer de l’audio.'),
    ).toBeVisible();
    await expect(args.onSendAudio).not.toHaveBeenCalled();
  },
};

/** The recording bar in English. */
export const VoiceRecordingInEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record a voice message' }));
    const group = await canvas.findByRole('group', { name: 'Voice message' });
    await waitFor(() => expect(group).toHaveAttribute('data-phase', 'recording'));
    freezeClockAfter(5);
    await waitFor(() => expect(within(group).getByRole('timer')).toHaveTextContent('0:05 of 0:30'));
    await expect(within(group).getByText('25 seconds left')).toBeVisible();
    await expect(
      within(group).getByRole('button', { name: 'Send the voice message' }),
    ).toBeVisible();
    await expect(
      within(group).getByRole('button', { name: 'Cancel the voice message' }),
    ).toBeVisible();
  },
};

/** A flower asks for confirmation first; confirming sends it. */
export const FlowerConfirmed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(composerOf(canvasElement)).toHaveAttribute('data-flower', 'available');
    const flower = canvas.getByRole('button', { name: 'Offrir une fleur' });
    await userEvent.click(flower);
    const dialog = await screen.findByRole('alertdialog', { name: 'Offrir une fleur à Camille ?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Vous pouvez offrir une fleur par jour. Camille la verra dans votre conversation.',
    );
    await expect(args.onSendFlower).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offrir la fleur' }));
    await expect(args.onSendFlower).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(flower).toHaveFocus();
  },
};

/** Cancelling the confirmation sends nothing. */
export const FlowerCancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Offrir une fleur' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onSendFlower).not.toHaveBeenCalled();
  },
};

/** No flower for the support. */
export const FlowerHiddenForAdmin: Story = {
  args: { otherIsAdmin: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Offrir une fleur' })).toBeNull();
    await expect(composerOf(canvasElement)).toHaveAttribute('data-flower', 'hidden');
  },
};

/** No flower once I sent one here. */
export const FlowerHiddenOnceSent: Story = {
  args: {
    iSentFlower: true,
    cantSendFlowerMessage: 'Vous avez déjà envoyé une fleur dans cette conversation.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Offrir une fleur' })).toBeNull();
    await expect(composerOf(canvasElement)).toHaveAttribute('data-flower', 'hidden');
  },
};

/**
 * A flower cannot be sent (`cant_send_flower_message`): the button is dimmed but focusable, explains why in a
 * tooltip, and opens nothing.
 */
export const FlowerBlocked: Story = {
  args: {
    cantSendFlowerMessage: 'Vous avez déjà envoyé une fleur aujourd’hui.',
  },
  play: async ({ args, canvas, canvasElement }) => {
    const flower = canvas.getByRole('button', { name: 'Offrir une fleur' });
    await expect(flower).toHaveAttribute('aria-disabled', 'true');
    await expect(flower).toHaveAttribute('data-state', 'blocked');
    await expect(composerOf(canvasElement)).toHaveAttribute('data-flower', 'blocked');
    await expect(flower).toHaveAccessibleDescription(
      'Vous avez déjà envoyé une fleur aujourd’hui.',
    );
    flower.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Vous avez déjà envoyé une fleur aujourd’hui.',
    );
    // The same button, its tooltip's now, with the focus.
    const withTooltip = canvas.getByRole('button', { name: 'Offrir une fleur' });
    await waitFor(() => expect(withTooltip).toHaveFocus());
    await userEvent.click(withTooltip);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSendFlower).not.toHaveBeenCalled();
    // Escape puts the tooltip away, the focus stays: the state the screenshot compares. Left as it
    // was, the tooltip could open again as the pointer rested on the button, or not, by timing.
    await dismissTooltip();
    await expect(withTooltip).toHaveFocus();
  },
};

function FlowerErrors({ codes }: { codes: string[] }) {
  const intl = useIntl();
  return (
    <ul className="flex flex-col gap-1">
      {codes.map((code) => (
        <li key={code}>{intl.formatMessage(flowerErrorMessages[flowerErrorKey(code)])}</li>
      ))}
    </ul>
  );
}

/** The flower refusals the app shows for each API code (spec texts), in French. */
export const FlowerErrorTexts: Story = {
  render: () => (
    <FlowerErrors
      codes={['ALREADY_SENT_FLOWER_TODAY', 'ALREADY_SENT_FLOWER_IN_CONVERSATION', 'OTHER']}
    />
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(
      'Vous avez déjà offert une fleur aujourd’hui, attendez qu’elle repousse !',
    );
    await expect(items[1]).toHaveTextContent('Vous avez déjà offert une fleur à cette personne');
    await expect(items[2]).toHaveTextContent('Vous ne pouvez pas offrir de fleur');
  },
};

/** … and in English, word for word as the spec. */
export const FlowerErrorTextsInEnglish: Story = {
  ...FlowerErrorTexts,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(
      'You already sent a flower today, wait for it to grow back!',
    );
    await expect(items[1]).toHaveTextContent('You already offered a flower to this person');
    await expect(items[2]).toHaveTextContent("You can't offer a flower");
  },
};

/** Without the optional callbacks, only the text box and send remain. */
export const TextOnly: Story = {
  args: { onImageSelect: undefined, onSendAudio: undefined, onSendFlower: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  },
};

/** The composer is unavailable (e.g. a blocked member). */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Bonjour' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Envoyer une photo' })).toBeDisabled();
    await expect(composerOf(canvasElement)).toHaveAttribute('data-disabled', 'true');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Write to Camille' })).toBeVisible();
    const textarea = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(textarea).toHaveAttribute('placeholder', 'Write your message…');
    await expect(
      canvas.getByRole('button', { name: 'Record a voice message' }),
    ).toHaveAccessibleDescription('30 seconds maximum');
    await userEvent.click(canvas.getByRole('button', { name: 'Offer a flower' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Offer a flower to Camille?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Offer the flower' }));
    await expect(args.onSendFlower).toHaveBeenCalledTimes(1);
  },
};

/** A long French draft: the box grows with the text up to its maximum, then scrolls. */
export const LongFrenchDraft: Story = {
  args: {
    defaultValue:
      'Bonjour Camille,\n\nJ’ai lu votre profil avec beaucoup d’attention et je me suis reconnu dans votre façon de parler des voyages, de la famille et de la lecture.\n\nJe serais ravi de poursuivre cette conversation autour d’un café, si cela vous dit.\n\nBelle soirée à vous,\nJulien',
  },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Votre message' });
    await expect(textarea.clientHeight).toBeGreaterThan(60);
    await expect(textarea.getBoundingClientRect().height).toBeLessThanOrEqual(161);
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.stringContaining('Belle soirée à vous,\nJulien'),
    );
  },
};
