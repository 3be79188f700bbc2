import { Flower2, ImagePlus, Mic, SendHorizontal, Trash2 } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type SubmitEvent,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useAudioRecording, type AudioRecordingError } from '../../hooks/use-audio-recording.ts';
import { useDialogOnDemand } from '../../hooks/use-dialog-on-demand.ts';
import { cn } from '../../lib/cn';
import { formatDuration } from '../audio-player/audio-player.ts';
import { AUDIO_MAX_BYTES, type RecorderFactory } from '../audio-recorder/audio-recorder.ts';
import { Button } from '../button';
import { LazyConfirmDialog as ConfirmDialog } from '../confirm-dialog/lazy-confirm-dialog.ts';
import { StatusBanner } from '../status-banner';
import { Textarea } from '../textarea';
import { TooltipOnDemand } from '../tooltip';
import { composerMessages } from './chat-composer-messages.ts';
import {
  AUDIO_MAX_SECONDS,
  IMAGE_ACCEPT,
  canSend,
  composerFlowerState,
  isSendKey,
} from './chat-composer.ts';

const messages = defineMessages<{
  label: { name: string };
  textarea: NoMessageValues;
  keys: NoMessageValues;
  send: NoMessageValues;
  sending: NoMessageValues;
  image: NoMessageValues;
  audio: NoMessageValues;
  audioLimit: { seconds: number };
  audioGroup: NoMessageValues;
  audioStarting: NoMessageValues;
  audioRecording: NoMessageValues;
  audioElapsed: { elapsed: string; limit: string };
  audioRemaining: { seconds: number };
  audioCancel: NoMessageValues;
  audioSend: NoMessageValues;
  audioDenied: NoMessageValues;
  audioUnsupported: NoMessageValues;
  audioTooLarge: { size: string };
  audioFailed: NoMessageValues;
  flower: NoMessageValues;
  flowerConfirmTitle: { name: string };
  flowerConfirmMessage: { name: string };
  flowerConfirm: NoMessageValues;
}>({
  label: { id: 'ui.chat-composer.label', defaultMessage: 'Écrire à {name}' },
  textarea: { id: 'ui.chat-composer.textarea', defaultMessage: 'Votre message' },
  keys: {
    id: 'ui.chat-composer.keys',
    defaultMessage: 'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.',
  },
  send: { id: 'ui.chat-composer.send', defaultMessage: 'Envoyer' },
  sending: { id: 'ui.chat-composer.sending', defaultMessage: 'Envoi en cours…' },
  image: { id: 'ui.chat-composer.image', defaultMessage: 'Envoyer une photo' },
  audio: { id: 'ui.chat-composer.audio', defaultMessage: 'Enregistrer un message vocal' },
  audioLimit: {
    id: 'ui.chat-composer.audio_limit',
    defaultMessage: '{seconds, plural, one {# seconde maximum} other {# secondes maximum}}',
  },
  audioGroup: { id: 'ui.chat-composer.audio_group', defaultMessage: 'Message vocal' },
  audioStarting: { id: 'ui.chat-composer.audio_starting', defaultMessage: 'Ouverture du micro…' },
  audioRecording: {
    id: 'ui.chat-composer.audio_recording',
    defaultMessage: 'Enregistrement en cours',
  },
  audioElapsed: { id: 'ui.chat-composer.audio_elapsed', defaultMessage: '{elapsed} sur {limit}' },
  audioRemaining: {
    id: 'ui.chat-composer.audio_remaining',
    defaultMessage:
      '{seconds, plural, =0 {Temps écoulé} one {Encore # seconde} other {Encore # secondes}}',
  },
  audioCancel: { id: 'ui.chat-composer.audio_cancel', defaultMessage: 'Annuler le message vocal' },
  audioSend: { id: 'ui.chat-composer.audio_send', defaultMessage: 'Envoyer le message vocal' },
  audioDenied: {
    id: 'ui.chat-composer.audio_denied',
    defaultMessage:
      'Le micro n’est pas accessible. Autorisez-le dans votre navigateur pour enregistrer.',
  },
  audioUnsupported: {
    id: 'ui.chat-composer.audio_unsupported',
    defaultMessage: 'Votre navigateur ne permet pas d’enregistrer de l’audio.',
  },
  audioTooLarge: {
    id: 'ui.chat-composer.audio_too_large',
    defaultMessage: 'La taille du fichier ne doit pas dépasser {size}',
  },
  audioFailed: {
    id: 'ui.chat-composer.audio_failed',
    defaultMessage: 'L’enregistrement a échoué. Veuillez réessayer.',
  },
  flower: { id: 'ui.chat-composer.flower', defaultMessage: 'Offrir une fleur' },
  flowerConfirmTitle: {
    id: 'ui.chat-composer.flower_confirm_title',
    defaultMessage: 'Offrir une fleur à {name} ?',
  },
  flowerConfirmMessage: {
    id: 'ui.chat-composer.flower_confirm_message',
    defaultMessage:
      'Vous pouvez offrir une fleur par jour. {name} la verra dans votre conversation.',
  },
  flowerConfirm: { id: 'ui.chat-composer.flower_confirm', defaultMessage: 'Offrir la fleur' },
});

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof value.then === 'function'
  );
}

export type ChatComposerProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** The other member's first name (the form's name, the flower confirmation). */
  otherName: string;
  /**
   * Sends the text (trimmed). The draft empties at once; return a promise to keep the send in flight until it
   * settles: a rejected send puts the text back.
   */
  onSend: (text: string) => unknown;
  /** A send is in flight (e.g. the app's optimistic post): nothing else is sent. */
  sending?: boolean | undefined;
  /** Controlled draft (e.g. kept per conversation by the app). */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** A picture was picked; the app resizes it (see `fitWithin`) and uploads it. No image button without it. */
  onImageSelect?: ((file: File) => void) | undefined;
  /** Accepted picture types (PNG, JPEG, GIF). */
  imageAccept?: string | undefined;
  /**
   * Sends a voice message: the microphone button records up to `audioMaxSeconds` (the member sees the
   * time and the limit, cancels or sends; at the limit it is sent by itself) and hands the file over.
   * Return a promise to keep the send in flight until it settles. No microphone button without it.
   */
  onSendAudio?: ((file: File, recording: { seconds: number }) => unknown) | undefined;
  /** The recording limit (30 s). */
  audioMaxSeconds?: number | undefined;
  /** The microphone; by default getUserMedia and MediaRecorder. */
  recorderFactory?: RecorderFactory | undefined;
  /** Sends a flower once confirmed; return a promise to keep the dialog busy until it settles. */
  onSendFlower?: (() => unknown) | undefined;
  /** The other user is the support: no flower. */
  otherIsAdmin?: boolean | undefined;
  /** I already sent a flower here: no flower button. */
  iSentFlower?: boolean | undefined;
  /** `cant_send_flower_message`: the flower button is dimmed, with this reason as a tooltip. */
  cantSendFlowerMessage?: string | null | undefined;
  /** The whole composer is unavailable (e.g. a blocked member). */
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  /** Overrides the text area's name ('Votre message'). */
  textareaLabel?: string | undefined;
  /** Under the text area: quick replies. */
  footer?: ReactNode;
};

/**
 * The message box: a text area (Enter sends, Shift+Enter adds a line), a send button that refuses blank text
 * and waits while a send is in flight, and the picture, voice and flower buttons.
 */
export function ChatComposer({
  className,
  otherName,
  onSend,
  sending = false,
  value,
  defaultValue,
  onValueChange,
  onImageSelect,
  imageAccept = IMAGE_ACCEPT,
  onSendAudio,
  audioMaxSeconds = AUDIO_MAX_SECONDS,
  recorderFactory,
  onSendFlower,
  otherIsAdmin = false,
  iSentFlower = false,
  cantSendFlowerMessage,
  disabled = false,
  placeholder,
  textareaLabel,
  footer,
  ...props
}: ChatComposerProps) {
  const intl = useIntl();
  const keysId = useId();
  const audioLimitId = useId();
  const flowerReasonId = useId();
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const micRef = useRef<HTMLButtonElement | null>(null);
  const voiceSendRef = useRef<HTMLButtonElement | null>(null);
  const flowerRef = useRef<HTMLButtonElement | null>(null);
  const flowerDialog = useDialogOnDemand(ConfirmDialog.preload);
  const [innerDraft, setInnerDraft] = useState(defaultValue ?? '');
  const [inFlight, setInFlight] = useState(false);
  const draft = value ?? innerDraft;
  const busy = sending || inFlight;
  const sendable = !disabled && canSend(draft, busy);
  const flower = onSendFlower
    ? composerFlowerState({ otherIsAdmin, iSentFlower, cantSendFlowerMessage })
    : 'hidden';

  const keepInFlight = async (result: unknown) => {
    if (!isPromiseLike(result)) return;
    setInFlight(true);
    try {
      await result;
    } finally {
      setInFlight(false);
    }
  };

  const recording = useAudioRecording({
    maxSeconds: audioMaxSeconds,
    maxBytes: AUDIO_MAX_BYTES,
    recorderFactory,
    onRecorded: ({ file, seconds }) => {
      if (!onSendAudio) return;
      // A failed voice message is the app's to say (its placeholder goes away with a toast).
      keepInFlight(onSendAudio(file, { seconds })).catch(() => undefined);
    },
  });
  const recordingPhase = recording.phase;

  // Recording moves the focus to its send button; leaving it gives the focus back to the microphone.
  const wasRecordingRef = useRef(false);
  useEffect(() => {
    if (recordingPhase === 'recording') {
      wasRecordingRef.current = true;
      voiceSendRef.current?.focus();
    } else if (recordingPhase === 'idle' && wasRecordingRef.current) {
      wasRecordingRef.current = false;
      micRef.current?.focus();
    }
  }, [recordingPhase]);

  const audioErrorText = (error: AudioRecordingError): string => {
    if (error === 'denied') return intl.formatMessage(messages.audioDenied);
    if (error === 'unsupported') return intl.formatMessage(messages.audioUnsupported);
    if (error === 'too-large')
      return intl.formatMessage(messages.audioTooLarge, {
        size: intl.formatNumber(AUDIO_MAX_BYTES / (1024 * 1024), {
          style: 'unit',
          unit: 'megabyte',
          unitDisplay: 'short',
        }),
      });
    return intl.formatMessage(messages.audioFailed);
  };

  const setDraft = (next: string) => {
    if (value === undefined) setInnerDraft(next);
    onValueChange?.(next);
  };

  const submit = async () => {
    if (!sendable) return;
    const text = draft.trim();
    recording.clearError();
    setDraft('');
    textareaRef.current?.focus();
    const result = onSend(text);
    if (!isPromiseLike(result)) return;
    setInFlight(true);
    try {
      await result;
    } catch {
      // The send failed: give the text back unless the member already wrote something else.
      if ((textareaRef.current?.value ?? '') === '') setDraft(text);
    } finally {
      setInFlight(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (
      !isSendKey({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      })
    ) {
      return;
    }
    // Enter never adds a line; it sends when it can.
    event.preventDefault();
    void submit();
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same picture again must fire again.
    event.target.value = '';
    if (file) onImageSelect?.(file);
  };

  const flowerLabel = intl.formatMessage(messages.flower);
  const iconButton = 'size-10 shrink-0 text-text-muted hover:text-primary';

  return (
    <form
      aria-label={intl.formatMessage(messages.label, { name: otherName })}
      data-slot="chat-composer"
      data-sending={busy || undefined}
      data-disabled={disabled || undefined}
      data-flower={flower}
      onSubmit={handleSubmit}
      className={cn('flex flex-col gap-2 border-t border-border bg-surface-raised p-3', className)}
      {...props}
    >
      {footer}
      {recording.error && !recording.active ? (
        <StatusBanner
          variant="danger"
          data-slot="chat-composer-audio-error"
          data-error={recording.error}
          className="rounded-md"
        >
          {audioErrorText(recording.error)}
        </StatusBanner>
      ) : null}
      {recording.active ? (
        <div
          role="group"
          aria-label={intl.formatMessage(messages.audioGroup)}
          data-slot="chat-composer-recording"
          data-phase={recordingPhase}
          className="flex items-center gap-1.5"
        >
          <Button
            data-slot="chat-composer-audio-cancel"
            type="button"
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label={intl.formatMessage(messages.audioCancel)}
            onClick={() => {
              recording.cancel();
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
          <div className="flex min-h-11 min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl bg-danger-soft px-4 py-2">
            <span className="flex items-center gap-2 font-semibold text-danger">
              <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-danger" />
              <span role="status">
                {intl.formatMessage(
                  recordingPhase === 'starting' ? messages.audioStarting : messages.audioRecording,
                )}
              </span>
            </span>
            {recordingPhase === 'starting' ? null : (
              <>
                <span
                  role="timer"
                  data-slot="chat-composer-audio-elapsed"
                  data-elapsed={Math.floor(recording.elapsedMs / 1000)}
                  className="text-sm tabular-nums"
                >
                  {intl.formatMessage(messages.audioElapsed, {
                    elapsed: formatDuration(recording.elapsedMs / 1000),
                    limit: formatDuration(audioMaxSeconds),
                  })}
                </span>
                <span
                  data-slot="chat-composer-audio-remaining"
                  data-remaining={recording.remainingSeconds}
                  className="text-sm text-text-muted tabular-nums"
                >
                  {intl.formatMessage(messages.audioRemaining, {
                    seconds: recording.remainingSeconds,
                  })}
                </span>
              </>
            )}
          </div>
          <Button
            ref={voiceSendRef}
            data-slot="chat-composer-audio-send"
            type="button"
            size="icon"
            className="size-11"
            disabled={recordingPhase !== 'recording'}
            aria-label={intl.formatMessage(messages.audioSend)}
            onClick={() => void recording.stop()}
          >
            <SendHorizontal aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      <div className={cn('flex items-end gap-1.5', recording.active && 'hidden')}>
        <div data-slot="chat-composer-tools" className="flex shrink-0 items-center">
          {onImageSelect ? (
            <>
              <Button
                data-slot="chat-composer-image"
                type="button"
                variant="ghost"
                size="icon"
                className={iconButton}
                disabled={disabled}
                aria-label={intl.formatMessage(messages.image)}
                onClick={() => fileRef.current?.click()}
              >
                <ImagePlus aria-hidden="true" />
              </Button>
              <input
                ref={fileRef}
                data-slot="chat-composer-file"
                type="file"
                accept={imageAccept}
                hidden
                disabled={disabled}
                onChange={handleFile}
              />
            </>
          ) : null}
          {onSendAudio ? (
            <TooltipOnDemand
              contentSlot="chat-composer-audio-limit"
              content={intl.formatMessage(messages.audioLimit, { seconds: audioMaxSeconds })}
            >
              <Button
                ref={micRef}
                data-slot="chat-composer-audio"
                type="button"
                variant="ghost"
                size="icon"
                className={iconButton}
                disabled={disabled}
                aria-label={intl.formatMessage(messages.audio)}
                aria-describedby={audioLimitId}
                onClick={() => void recording.start()}
              >
                <Mic aria-hidden="true" />
              </Button>
            </TooltipOnDemand>
          ) : null}
          {onSendAudio ? (
            <span id={audioLimitId} className="sr-only">
              {intl.formatMessage(messages.audioLimit, { seconds: audioMaxSeconds })}
            </span>
          ) : null}
          {flower === 'available' ? (
            <>
              <Button
                ref={flowerRef}
                data-slot="chat-composer-flower"
                data-state="available"
                type="button"
                variant="ghost"
                size="icon"
                className={cn(iconButton, 'text-accent hover:text-accent-hover')}
                disabled={disabled}
                aria-label={flowerLabel}
                {...flowerDialog.trigger}
              >
                <Flower2 aria-hidden="true" />
              </Button>
              <ConfirmDialog
                open={flowerDialog.open}
                onOpenChange={flowerDialog.setOpen}
                title={intl.formatMessage(messages.flowerConfirmTitle, { name: otherName })}
                message={intl.formatMessage(messages.flowerConfirmMessage, { name: otherName })}
                confirmLabel={intl.formatMessage(messages.flowerConfirm)}
                onConfirm={onSendFlower}
                returnFocusRef={flowerRef}
              />
            </>
          ) : null}
          {flower === 'blocked' ? (
            <>
              <TooltipOnDemand
                contentSlot="chat-composer-flower-reason"
                content={cantSendFlowerMessage}
              >
                <Button
                  data-slot="chat-composer-flower"
                  data-state="blocked"
                  type="button"
                  variant="ghost"
                  size="icon"
                  // Dimmed but focusable, so keyboard users reach the reason.
                  aria-disabled="true"
                  aria-label={flowerLabel}
                  aria-describedby={flowerReasonId}
                  disabled={disabled}
                  className={cn(iconButton, 'cursor-not-allowed text-accent opacity-55')}
                  onClick={(event) => {
                    event.preventDefault();
                  }}
                >
                  <Flower2 aria-hidden="true" />
                </Button>
              </TooltipOnDemand>
              <span id={flowerReasonId} className="sr-only">
                {cantSendFlowerMessage}
              </span>
            </>
          ) : null}
        </div>
        <Textarea
          ref={textareaRef}
          data-slot="chat-composer-textarea"
          rows={1}
          autoHeight
          value={draft}
          onValueChange={setDraft}
          onKeyDown={handleKeyDown}
          disabled={disabled}
          aria-label={textareaLabel ?? intl.formatMessage(messages.textarea)}
          aria-describedby={keysId}
          placeholder={placeholder ?? intl.formatMessage(composerMessages.placeholder)}
          className="max-h-40 min-w-0 flex-1 rounded-2xl"
        />
        <span id={keysId} className="sr-only">
          {intl.formatMessage(messages.keys)}
        </span>
        <Button
          data-slot="chat-composer-send"
          type="submit"
          size="icon"
          className="size-11"
          disabled={!sendable}
          loading={busy}
          loadingLabel={intl.formatMessage(messages.sending)}
          aria-label={intl.formatMessage(messages.send)}
        >
          {busy ? null : <SendHorizontal aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
