import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, Pause, Play } from 'lucide-react';
import { useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { clampTime, formatDuration, knownDuration, seekByKey } from './audio-player.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  play: NoMessageValues;
  pause: NoMessageValues;
  position: NoMessageValues;
  positionText: { current: string; duration: string };
  time: { current: string; duration: string };
  unsupported: NoMessageValues;
  error: NoMessageValues;
}>({
  label: { id: 'ui.audio-player.label', defaultMessage: 'Lecteur audio' },
  play: { id: 'ui.audio-player.play', defaultMessage: 'Lire' },
  pause: { id: 'ui.audio-player.pause', defaultMessage: 'Mettre en pause' },
  position: { id: 'ui.audio-player.position', defaultMessage: 'Position de lecture' },
  positionText: {
    id: 'ui.audio-player.position-text',
    defaultMessage: '{current} sur {duration}',
  },
  time: { id: 'ui.audio-player.time', defaultMessage: '{current} / {duration}' },
  unsupported: {
    id: 'ui.audio-player.unsupported',
    defaultMessage: 'Votre navigateur ne prend pas en charge l’élément audio.',
  },
  error: {
    id: 'ui.audio-player.error',
    defaultMessage: 'Impossible de lire cet enregistrement audio.',
  },
});

/**
 * The seek bar: the platform's range input (touch and screen readers as the platform does them; the
 * keys move as a player's, `seekByKey`), drawn as the design system's slider: an 8 px track filled up to the position, a 16 px thumb.
 * Radix Slider (about 8 KiB gzip) is not needed for one value.
 */
const seekBarClass =
  'block h-5 w-full cursor-pointer appearance-none rounded-full bg-transparent disabled:cursor-not-allowed disabled:opacity-55 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  '[--track:linear-gradient(to_right,var(--color-primary)_var(--progress),var(--color-surface-sunken)_var(--progress))] ' +
  '[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-(image:--track) [&::-webkit-slider-runnable-track]:shadow-[inset_0_0_0_1px_var(--color-border-strong)] ' +
  '[&::-webkit-slider-thumb]:-mt-1 [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-surface-raised [&::-webkit-slider-thumb]:shadow-md ' +
  '[&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-(image:--track) ' +
  '[&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-surface-raised [&::-moz-range-thumb]:shadow-md';

export type AudioPlayerState = 'idle' | 'playing' | 'paused' | 'ended' | 'error' | 'unsupported';

/** Whether this browser has an audio element that can play `type` (any type when not given). */
export function canPlayAudio(type?: string): boolean {
  if (typeof document === 'undefined' || typeof HTMLAudioElement === 'undefined') return false;
  if (!type) return true;
  return document.createElement('audio').canPlayType(type) !== '';
}

export const audioPlayerVariants = cva(
  'flex w-full min-w-0 items-center gap-3 rounded-full border border-border bg-surface-raised text-text',
  {
    variants: {
      size: {
        sm: 'py-1 pr-4 pl-1 text-xs',
        md: 'py-1.5 pr-5 pl-1.5 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AudioPlayerProps = Omit<ComponentProps<'div'>, 'children' | 'onError' | 'onPlay'> &
  VariantProps<typeof audioPlayerVariants> & {
    /** The recording's URL (an audio introduction, an audio message, an object URL). */
    src: string;
    /** Its MIME type, when known: a type the browser cannot play shows the unsupported message. */
    type?: string;
    /** The player's name ('Lecteur audio'), e.g. 'Présentation audio de Camille'. */
    label?: string;
    /** The length in seconds when the file does not say (a fresh recording reports Infinity). */
    duration?: number;
    /** Called when the recording cannot be read. */
    onError?: (error: MediaError | null) => void;
    onPlay?: () => void;
    onEnded?: () => void;
  };

/**
 * Plays a recording: a play/pause button, a seek slider announcing 'm:ss sur m:ss', the elapsed time
 * and the duration. Shows a message when the browser cannot play audio or the file cannot be read.
 */
export function AudioPlayer({
  src,
  type,
  label,
  duration: durationHint,
  onError,
  onPlay,
  onEnded,
  size,
  className,
  ...props
}: AudioPlayerProps) {
  const intl = useIntl();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<AudioPlayerState>(() =>
    canPlayAudio(type) ? 'idle' : 'unsupported',
  );
  const [current, setCurrent] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(Number.NaN);
  const [shown, setShown] = useState({ src, type });

  // Another recording starts from the beginning.
  if (shown.src !== src || shown.type !== type) {
    setShown({ src, type });
    setState(canPlayAudio(type) ? 'idle' : 'unsupported');
    setCurrent(0);
    setMediaDuration(Number.NaN);
  }

  const duration = knownDuration(mediaDuration, durationHint);
  const playing = state === 'playing';
  const name = label ?? intl.formatMessage(messages.label);
  const positionText = (value: number) =>
    intl.formatMessage(messages.positionText, {
      current: formatDuration(value),
      duration: formatDuration(duration),
    });

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      return;
    }
    if (state === 'ended') audio.currentTime = 0;
    audio.play().catch(() => {
      // Refused (autoplay policy) or unreadable: the error event reports the latter.
      setState((previous) => (previous === 'error' ? previous : 'paused'));
    });
  };

  const position = clampTime(current, duration);
  const end = duration > 0 ? duration : 1;

  const seek = (value: number) => {
    const audio = audioRef.current;
    const time = clampTime(value, duration);
    setCurrent(time);
    if (audio) audio.currentTime = time;
    if (state === 'ended') setState('paused');
  };

  if (state === 'unsupported' || state === 'error') {
    return (
      <div
        role="group"
        aria-label={name}
        data-slot="audio-player"
        data-state={state}
        className={cn(
          audioPlayerVariants({ size }),
          'rounded-lg border-danger-soft bg-danger-soft px-4 py-2 text-danger',
          className,
        )}
        {...props}
      >
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        <p role="alert" data-slot="audio-player-message" className="font-semibold">
          {intl.formatMessage(state === 'error' ? messages.error : messages.unsupported)}
        </p>
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-label={name}
      data-slot="audio-player"
      data-state={state}
      data-size={size ?? 'md'}
      className={cn(audioPlayerVariants({ size }), className)}
      {...props}
    >
      {/* A member's voice recording has no captions to offer. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        data-slot="audio-player-audio"
        onLoadedMetadata={(event) => {
          setMediaDuration(event.currentTarget.duration);
        }}
        onDurationChange={(event) => {
          setMediaDuration(event.currentTarget.duration);
        }}
        onTimeUpdate={(event) => {
          setCurrent(event.currentTarget.currentTime);
        }}
        onPlay={() => {
          setState('playing');
          onPlay?.();
        }}
        onPause={(event) => {
          if (!event.currentTarget.ended) setState('paused');
        }}
        onEnded={() => {
          setState('ended');
          onEnded?.();
        }}
        onError={(event) => {
          setState('error');
          onError?.(event.currentTarget.error);
        }}
      >
        {intl.formatMessage(messages.unsupported)}
      </audio>
      <Button
        type="button"
        size="icon"
        variant="primary"
        data-slot="audio-player-toggle"
        data-playing={playing || undefined}
        className={size === 'sm' ? 'size-8' : 'size-10'}
        aria-label={intl.formatMessage(playing ? messages.pause : messages.play)}
        onClick={toggle}
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <div className="min-w-0 flex-1">
        <input
          type="range"
          data-slot="audio-player-seek"
          aria-label={intl.formatMessage(messages.position)}
          aria-valuetext={positionText(position)}
          min={0}
          max={end}
          step={0.1}
          value={position}
          disabled={duration <= 0}
          onChange={(event) => {
            seek(Number(event.currentTarget.value));
          }}
          onKeyDown={(event) => {
            // The platform's steps would be a tenth of a second: the keys move as a player's do.
            const next = seekByKey(event.key, position, duration);
            if (next === null || duration <= 0) return;
            event.preventDefault();
            seek(next);
          }}
          style={{ '--progress': `${String((position / end) * 100)}%` } as CSSProperties}
          className={seekBarClass}
        />
      </div>
      <span
        data-slot="audio-player-time"
        aria-hidden="true"
        className="shrink-0 text-text-muted tabular-nums"
      >
        {intl.formatMessage(messages.time, {
          current: formatDuration(current),
          duration: formatDuration(duration),
        })}
      </span>
    </div>
  );
}
