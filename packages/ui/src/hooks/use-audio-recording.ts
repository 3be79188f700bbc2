/**
 * Recording a voice clip from the microphone, shared by the audio introduction's recorder and the chat
 * composer's voice messages: asks for the microphone, counts the elapsed time, stops by itself at the
 * limit (spec: 15 s for the introduction, 30 s for a voice message), refuses a file over 10 MB, and hands
 * over the finished recording as a `File`. The microphone sits behind a `RecorderFactory`, so stories and
 * tests can fake it.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  AUDIO_DEFAULT_MAX_SECONDS,
  AUDIO_MAX_BYTES,
  isAudioSizeAllowed,
  pickAudioType,
  reachedLimit,
  remainingSeconds,
  type Recorder,
  type RecorderFactory,
  type RecordingSession,
} from '../components/audio-recorder/audio-recorder.ts';

/**
 * The browser's microphone: getUserMedia and MediaRecorder. Returns `null` where either is missing
 * (old browsers, some in-app web views).
 */
export const browserRecorderFactory: RecorderFactory = () => {
  if (
    typeof navigator === 'undefined' ||
    !('mediaDevices' in navigator) ||
    typeof window === 'undefined' ||
    !('MediaRecorder' in window)
  ) {
    return null;
  }
  const recorder: Recorder = {
    start: async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = pickAudioType((type) => MediaRecorder.isTypeSupported(type));
      const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      const release = () => {
        for (const track of stream.getTracks()) track.stop();
      };
      const result = () => new Blob(chunks, { type: media.mimeType || mimeType || 'audio/webm' });
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.start();
      const session: RecordingSession = {
        stop: () =>
          new Promise<Blob>((resolve, reject) => {
            if (media.state === 'inactive') {
              release();
              resolve(result());
              return;
            }
            media.onstop = () => {
              release();
              resolve(result());
            };
            media.onerror = () => {
              release();
              reject(new Error('The recording failed'));
            };
            media.stop();
          }),
        cancel: () => {
          media.onstop = null;
          if (media.state !== 'inactive') media.stop();
          release();
        },
      };
      return session;
    },
  };
  return recorder;
};

/** A file name for the recording, from its type. */
export function recordingName(type: string): string {
  const extension = type.includes('mp4')
    ? 'm4a'
    : type.includes('ogg')
      ? 'ogg'
      : type.includes('wav')
        ? 'wav'
        : 'webm';
  return `enregistrement.${extension}`;
}

/** `idle`, asking for the microphone (`starting`), `recording`, or finishing the file (`stopping`). */
export type AudioRecordingPhase = 'idle' | 'starting' | 'recording' | 'stopping';

/**
 * Why there is no recording: the browser cannot record, the member refused the microphone, the file is
 * over the size limit, or the recorder failed.
 */
export type AudioRecordingError = 'unsupported' | 'denied' | 'too-large' | 'failed';

/** A finished recording. */
export interface AudioRecordingResult {
  file: File;
  /** Its length, as measured while recording (a fresh MediaRecorder file does not know it). */
  seconds: number;
}

export interface AudioRecordingOptions {
  /** The limit in seconds (30 by default): the recording stops by itself there. */
  maxSeconds?: number | undefined;
  /** The largest file accepted (10 MB). */
  maxBytes?: number | undefined;
  /** The microphone; the default uses getUserMedia and MediaRecorder. */
  recorderFactory?: RecorderFactory | undefined;
  /** A recording ended (stopped, or at the limit) within the size limit. */
  onRecorded: (result: AudioRecordingResult) => void;
  /** A recording could not start or end. */
  onError?: ((error: AudioRecordingError, cause?: unknown) => void) | undefined;
}

export interface AudioRecording {
  /** The browser can record (a recorder exists). */
  supported: boolean;
  phase: AudioRecordingPhase;
  /** Starting, recording or stopping. */
  active: boolean;
  /** Milliseconds recorded so far, capped at the limit (updated every 100 ms). */
  elapsedMs: number;
  /** Whole seconds left before the limit. */
  remainingSeconds: number;
  maxSeconds: number;
  /** What went wrong last; cleared by the next start. */
  error: AudioRecordingError | null;
  /** Asks for the microphone and records. */
  start: () => Promise<void>;
  /** Ends the recording and hands it over (`onRecorded`). */
  stop: () => Promise<void>;
  /** Ends the recording and throws it away. */
  cancel: () => void;
  /** Forgets the last error. */
  clearError: () => void;
}

/** Records from the microphone up to a limit; see the module's comment. */
export function useAudioRecording({
  maxSeconds = AUDIO_DEFAULT_MAX_SECONDS,
  maxBytes = AUDIO_MAX_BYTES,
  recorderFactory = browserRecorderFactory,
  onRecorded,
  onError,
}: AudioRecordingOptions): AudioRecording {
  const [recorder] = useState(() => recorderFactory());
  const sessionRef = useRef<RecordingSession | null>(null);
  const startedAtRef = useRef(0);
  const stoppingRef = useRef(false);
  const startingRef = useRef(false);
  const mountedRef = useRef(true);
  const [phase, setPhase] = useState<AudioRecordingPhase>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<AudioRecordingError | null>(null);

  // The latest callbacks, for a recording that ends after a re-render (or by itself at the limit).
  const callbacksRef = useRef({ onRecorded, onError });
  useEffect(() => {
    callbacksRef.current = { onRecorded, onError };
  });

  const fail = (kind: AudioRecordingError, cause?: unknown) => {
    setError(kind);
    setPhase('idle');
    callbacksRef.current.onError?.(kind, cause);
  };
  const recorded = (result: AudioRecordingResult) => {
    callbacksRef.current.onRecorded(result);
  };

  // Leaving the page mid-recording releases the microphone.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      sessionRef.current?.cancel();
      sessionRef.current = null;
    };
  }, []);

  const stop = async () => {
    const session = sessionRef.current;
    if (!session || stoppingRef.current) return;
    stoppingRef.current = true;
    const seconds = Math.min(maxSeconds, (Date.now() - startedAtRef.current) / 1000);
    setPhase('stopping');
    try {
      const blob = await session.stop();
      sessionRef.current = null;
      if (!isAudioSizeAllowed(blob.size, maxBytes)) {
        fail('too-large');
        return;
      }
      const type = blob.type || 'audio/webm';
      setPhase('idle');
      recorded({ file: new File([blob], recordingName(type), { type }), seconds });
    } catch (cause) {
      sessionRef.current = null;
      fail('failed', cause);
    } finally {
      stoppingRef.current = false;
    }
  };

  const start = async () => {
    // A second press before the first one's render is not a second recording.
    if (phase !== 'idle' || startingRef.current || sessionRef.current) return;
    setError(null);
    if (!recorder) {
      fail('unsupported');
      return;
    }
    startingRef.current = true;
    setPhase('starting');
    let session: RecordingSession;
    try {
      session = await recorder.start();
    } catch (cause) {
      fail('denied', cause);
      return;
    } finally {
      startingRef.current = false;
    }
    // Gone while the microphone was opening: it closes at once.
    if (!mountedRef.current) {
      session.cancel();
      return;
    }
    sessionRef.current = session;
    startedAtRef.current = Date.now();
    setElapsedMs(0);
    setPhase('recording');
  };

  const cancel = () => {
    sessionRef.current?.cancel();
    sessionRef.current = null;
    setElapsedMs(0);
    setPhase('idle');
  };

  const tick = useEffectEvent(() => {
    const ms = Date.now() - startedAtRef.current;
    setElapsedMs(Math.min(ms, maxSeconds * 1000));
    if (reachedLimit(ms, maxSeconds)) void stop();
  });

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = window.setInterval(tick, 100);
    return () => {
      window.clearInterval(timer);
    };
  }, [phase]);

  return {
    supported: recorder !== null,
    phase,
    active: phase !== 'idle',
    elapsedMs,
    remainingSeconds: remainingSeconds(elapsedMs, maxSeconds),
    maxSeconds,
    error,
    start,
    stop,
    cancel,
    clearError: () => {
      setError(null);
    },
  };
}
