import { cva, type VariantProps } from 'class-variance-authority';
import { Mic, MicOff, Square, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { AudioPlayer, formatDuration } from '../audio-player';
import { Button } from '../button';
import { LazyConfirmDialog as ConfirmDialog } from '../confirm-dialog/lazy-confirm-dialog.ts';
import { formatFileSize } from '../image-uploader';
import { ProgressBar } from '../progress-bar';
import { StatusBanner } from '../status-banner';
import { browserRecorderFactory, useAudioRecording } from '../../hooks/use-audio-recording.ts';
import {
  AUDIO_DEFAULT_MAX_SECONDS,
  AUDIO_MAX_BYTES,
  type RecorderFactory,
} from './audio-recorder.ts';

export { browserRecorderFactory };

const messages = defineMessages<{
  label: NoMessageValues;
  limit: { seconds: number };
  record: NoMessageValues;
  recordAgain: NoMessageValues;
  starting: NoMessageValues;
  recording: NoMessageValues;
  elapsed: { elapsed: string; limit: string };
  remaining: { seconds: number };
  stop: NoMessageValues;
  uploading: NoMessageValues;
  uploaded: NoMessageValues;
  failed: NoMessageValues;
  retry: NoMessageValues;
  tooLarge: { size: string };
  denied: NoMessageValues;
  unsupported: NoMessageValues;
  player: NoMessageValues;
  delete: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteMessage: NoMessageValues;
  deleteConfirm: NoMessageValues;
}>({
  label: { id: 'ui.audio-recorder.label', defaultMessage: 'Présentation audio' },
  limit: {
    id: 'ui.audio-recorder.limit',
    defaultMessage: '{seconds, plural, one {# seconde} other {# secondes}} au maximum.',
  },
  record: { id: 'ui.audio-recorder.record', defaultMessage: 'Enregistrer' },
  recordAgain: { id: 'ui.audio-recorder.record-again', defaultMessage: 'Enregistrer de nouveau' },
  starting: { id: 'ui.audio-recorder.starting', defaultMessage: 'Ouverture du micro…' },
  recording: { id: 'ui.audio-recorder.recording', defaultMessage: 'Enregistrement en cours' },
  elapsed: { id: 'ui.audio-recorder.elapsed', defaultMessage: '{elapsed} sur {limit}' },
  remaining: {
    id: 'ui.audio-recorder.remaining',
    defaultMessage:
      '{seconds, plural, =0 {Temps écoulé} one {Encore # seconde} other {Encore # secondes}}',
  },
  stop: { id: 'ui.audio-recorder.stop', defaultMessage: 'Arrêter l’enregistrement' },
  uploading: { id: 'ui.audio-recorder.uploading', defaultMessage: 'Envoi de l’enregistrement' },
  uploaded: { id: 'ui.audio-recorder.uploaded', defaultMessage: 'Enregistrement envoyé.' },
  failed: {
    id: 'ui.audio-recorder.failed',
    defaultMessage: 'L’envoi de l’enregistrement a échoué. Veuillez réessayer.',
  },
  retry: { id: 'ui.audio-recorder.retry', defaultMessage: 'Réessayer l’envoi' },
  tooLarge: {
    id: 'ui.audio-recorder.too-large',
    defaultMessage: 'La taille du fichier ne doit pas dépasser {size}',
  },
  denied: {
    id: 'ui.audio-recorder.denied',
    defaultMessage:
      'Le micro n’est pas accessible. Autorisez-le dans votre navigateur pour enregistrer.',
  },
  unsupported: {
    id: 'ui.audio-recorder.unsupported',
    defaultMessage: 'Votre navigateur ne permet pas d’enregistrer de l’audio.',
  },
  player: { id: 'ui.audio-recorder.player', defaultMessage: 'Votre enregistrement' },
  delete: { id: 'ui.audio-recorder.delete', defaultMessage: 'Supprimer l’enregistrement' },
  deleteTitle: {
    id: 'ui.audio-recorder.delete-title',
    defaultMessage: 'Supprimer votre enregistrement ?',
  },
  deleteMessage: {
    id: 'ui.audio-recorder.delete-message',
    defaultMessage: 'Il sera retiré de votre profil. Vous pourrez en enregistrer un autre.',
  },
  deleteConfirm: { id: 'ui.audio-recorder.delete-confirm', defaultMessage: 'Supprimer' },
});

export type AudioRecorderState =
  'unsupported' | 'none' | 'starting' | 'recording' | 'uploading' | 'present';

type Notice = 'denied' | 'too-large' | 'failed' | null;

export const audioRecorderVariants = cva(
  'flex w-full flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4 text-text',
  {
    variants: {
      bordered: { true: '', false: 'border-0 bg-transparent p-0' },
    },
    defaultVariants: { bordered: true },
  },
);

export type AudioRecorderProps = Omit<ComponentProps<'section'>, 'children'> &
  VariantProps<typeof audioRecorderVariants> & {
    /** The recording on file (its URL): the recorder shows it with a player and a delete button. */
    value?: string | null;
    /** The limit in seconds: 15 for the audio introduction, 30 by default. */
    maxSeconds?: number;
    /** The largest recording accepted (10 MB). */
    maxBytes?: number;
    /** Uploads the recording; report progress as a fraction; resolve when done, reject on failure. */
    onUpload: (file: File, options: { onProgress: (fraction: number) => void }) => Promise<unknown>;
    /** Called with what `onUpload` resolved to. */
    onUploaded?: (result: unknown, file: File) => void;
    /** Called when `onUpload` rejects (the spec's fail event). */
    onFail?: (error: unknown) => void;
    /** Deletes the recording on file, after a confirmation; return a promise to keep the dialog busy. */
    onDelete?: () => unknown;
    /** The microphone; the default uses getUserMedia and MediaRecorder. Stories pass a fake one. */
    recorderFactory?: RecorderFactory;
    /** The title ('Présentation audio'). */
    label?: ReactNode;
    /** A line under the title; the limit is said by default. */
    description?: ReactNode;
    /** The title's heading level (3). */
    headingLevel?: 2 | 3 | 4;
  };

/**
 * Records a voice clip: none → recording (elapsed time and a countdown; it stops by itself at the
 * limit) → uploading (progress) → present (a player, and delete after a confirmation). Refuses a
 * file over 10 MB, and says so when the browser cannot record.
 */
export function AudioRecorder({
  value,
  maxSeconds = AUDIO_DEFAULT_MAX_SECONDS,
  maxBytes = AUDIO_MAX_BYTES,
  onUpload,
  onUploaded,
  onFail,
  onDelete,
  recorderFactory = browserRecorderFactory,
  label,
  description,
  headingLevel = 3,
  bordered,
  className,
  ...props
}: AudioRecorderProps) {
  const intl = useIntl();
  const titleId = useId();
  const [phase, setPhase] = useState<'idle' | 'uploading'>('idle');
  const [progress, setProgress] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [local, setLocal] = useState<{ url: string; seconds: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [justUploaded, setJustUploaded] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const upload = async (file: File, seconds: number) => {
    setNotice(null);
    setPendingFile(file);
    setProgress(0);
    setPhase('uploading');
    try {
      const result = await onUpload(file, {
        onProgress: (fraction) => {
          setProgress(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)));
        },
      });
      setLocal({ url: URL.createObjectURL(file), seconds });
      setJustUploaded(true);
      setPendingFile(null);
      setPhase('idle');
      onUploaded?.(result, file);
    } catch (error) {
      setNotice('failed');
      setPhase('idle');
      onFail?.(error);
    }
  };

  const recording = useAudioRecording({
    maxSeconds,
    maxBytes,
    recorderFactory,
    onRecorded: ({ file, seconds }) => {
      void upload(file, seconds);
    },
    onError: (error, cause) => {
      if (error === 'unsupported') return;
      setNotice(error === 'too-large' ? 'too-large' : error === 'denied' ? 'denied' : 'failed');
      if (error === 'failed') onFail?.(cause);
    },
  });
  const elapsed = recording.elapsedMs;

  const source = value ?? local?.url ?? null;
  const state: AudioRecorderState =
    recording.phase === 'starting'
      ? 'starting'
      : recording.phase === 'recording' || recording.phase === 'stopping'
        ? 'recording'
        : phase === 'uploading'
          ? 'uploading'
          : source
            ? 'present'
            : recording.supported
              ? 'none'
              : 'unsupported';

  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local.url);
    },
    [local],
  );

  const stop = () => recording.stop();

  const start = async () => {
    if (!recording.supported || recording.active || phase !== 'idle') return;
    setJustUploaded(false);
    setNotice(null);
    setPendingFile(null);
    await recording.start();
  };

  const deleteRecording = async () => {
    await onDelete?.();
    setLocal(null);
    setJustUploaded(false);
    // The recording is gone with its delete button: focus goes to the title.
    returnFocusRef.current = titleRef.current;
  };

  const remaining = recording.remainingSeconds;
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const duration = local && source === local.url ? local.seconds : undefined;

  return (
    <section
      aria-labelledby={titleId}
      data-slot="audio-recorder"
      data-state={state}
      data-notice={notice ?? undefined}
      data-max-seconds={maxSeconds}
      className={cn(audioRecorderVariants({ bordered }), className)}
      {...props}
    >
      <div className="flex flex-col gap-0.5">
        <Heading
          ref={titleRef}
          id={titleId}
          tabIndex={-1}
          data-slot="audio-recorder-title"
          className="font-display text-lg font-semibold"
        >
          {label ?? intl.formatMessage(messages.label)}
        </Heading>
        <p data-slot="audio-recorder-description" className="text-sm text-text-muted">
          {description ?? intl.formatMessage(messages.limit, { seconds: maxSeconds })}
        </p>
      </div>

      {state === 'unsupported' ? (
        <StatusBanner variant="warning" className="rounded-md">
          <span className="inline-flex items-center gap-2">
            <MicOff aria-hidden="true" className="size-4 shrink-0" />
            {intl.formatMessage(messages.unsupported)}
          </span>
        </StatusBanner>
      ) : null}

      {state === 'recording' ? (
        <div
          data-slot="audio-recorder-recording"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-danger-soft px-4 py-3"
        >
          <span className="flex items-center gap-2 font-semibold text-danger">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-danger" />
            <span role="status">{intl.formatMessage(messages.recording)}</span>
          </span>
          <span
            role="timer"
            data-slot="audio-recorder-elapsed"
            data-elapsed={Math.floor(elapsed / 1000)}
            className="text-sm tabular-nums"
          >
            {intl.formatMessage(messages.elapsed, {
              elapsed: formatDuration(elapsed / 1000),
              limit: formatDuration(maxSeconds),
            })}
          </span>
          <span
            data-slot="audio-recorder-remaining"
            data-remaining={remaining}
            className="text-sm text-text-muted tabular-nums"
          >
            {intl.formatMessage(messages.remaining, { seconds: remaining })}
          </span>
          <Button
            type="button"
            variant="danger"
            size="sm"
            className="ml-auto"
            data-slot="audio-recorder-stop"
            onClick={() => void stop()}
          >
            <Square aria-hidden="true" className="fill-current" />
            {intl.formatMessage(messages.stop)}
          </Button>
        </div>
      ) : null}

      {state === 'uploading' ? (
        <ProgressBar
          value={progress}
          max={1}
          label={intl.formatMessage(messages.uploading)}
          showValue
        />
      ) : null}

      {state === 'present' && source ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <AudioPlayer
            src={source}
            label={intl.formatMessage(messages.player)}
            {...(duration === undefined ? {} : { duration })}
            className="sm:flex-1"
          />
          {onDelete ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              data-slot="audio-recorder-delete"
              className="text-danger"
              onClick={(event) => {
                returnFocusRef.current = event.currentTarget;
                setConfirming(true);
              }}
            >
              <Trash2 aria-hidden="true" />
              {intl.formatMessage(messages.delete)}
            </Button>
          ) : null}
        </div>
      ) : null}

      {notice ? (
        <StatusBanner
          variant="danger"
          data-notice={notice}
          className="rounded-md"
          action={
            notice === 'failed' && pendingFile ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void upload(pendingFile, elapsed / 1000)}
              >
                {intl.formatMessage(messages.retry)}
              </Button>
            ) : null
          }
        >
          {notice === 'too-large'
            ? intl.formatMessage(messages.tooLarge, { size: formatFileSize(intl, maxBytes) })
            : intl.formatMessage(notice === 'denied' ? messages.denied : messages.failed)}
        </StatusBanner>
      ) : null}

      {state === 'none' || state === 'starting' ? (
        <div>
          <Button
            type="button"
            data-slot="audio-recorder-record"
            loading={state === 'starting'}
            loadingLabel={intl.formatMessage(messages.starting)}
            onClick={() => void start()}
          >
            <Mic aria-hidden="true" />
            {intl.formatMessage(
              notice === 'too-large' || pendingFile ? messages.recordAgain : messages.record,
            )}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="danger"
        title={intl.formatMessage(messages.deleteTitle)}
        message={intl.formatMessage(messages.deleteMessage)}
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        returnFocusRef={returnFocusRef}
        onConfirm={deleteRecording}
      />
      <p role="status" className="sr-only">
        {justUploaded && state === 'present' ? intl.formatMessage(messages.uploaded) : null}
      </p>
    </section>
  );
}
