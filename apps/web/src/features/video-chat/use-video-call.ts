import type { VideoChatChannel } from '@app/client/realtime';
import { CALL_NOTIFY_INTERVAL_MS, CALL_OFFER_RETRY_MS } from '@app/ui/video-call-view';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { CallPeer, PeerFactory } from './peer';

/** Who started the call: the caller offers and rings, the callee answers the offer. */
export type CallRole = 'caller' | 'callee';

/** Why a call ended; the page leaves in every case. */
export type CallEnd =
  | { reason: 'hang-up' }
  /** The other side hung up, or the connection dropped. */
  | { reason: 'remote-hang-up' }
  /** The callee declined: '{name} did not answer the call'. */
  | { reason: 'declined'; name: string | null }
  /** Ringing or offering failed (logged). */
  | { reason: 'call-failed'; error: unknown }
  /** Sending the answer failed. */
  | { reason: 'accept-failed'; error: unknown };

/** The requests of the signalling (the API relays them on the presence channel). */
export interface CallSignalling {
  notify: () => Promise<void>;
  call: (signal: unknown) => Promise<void>;
  accept: (signal: unknown) => Promise<void>;
}

export interface UseVideoCallOptions {
  role: CallRole;
  userId: number;
  /** `presence-conversation.{id}.video-chat`, joined by the page (undefined until then). */
  channel: VideoChatChannel | undefined;
  /** My media: undefined while the browser asks for it, null if none could be had. */
  localStream: MediaStream | null | undefined;
  /** The camera at the start (`no_video=1` starts with it off). */
  initialCamera: boolean;
  signalling: CallSignalling;
  createPeer: PeerFactory;
  iceServers?: RTCIceServer[] | undefined;
  onEnd: (end: CallEnd) => void;
  offerRetryMs?: number;
  notifyIntervalMs?: number;
}

export interface VideoCall {
  status: 'connecting' | 'connected';
  remoteStream: MediaStream | null;
  microphoneOn: boolean;
  cameraOn: boolean;
  /** The other's toggles, as whispered. */
  remoteMicrophoneOn: boolean;
  remoteCameraOn: boolean;
  setMicrophone: (on: boolean) => void;
  setCamera: (on: boolean) => void;
  hangUp: () => void;
}

function enable(stream: MediaStream | null | undefined, kind: 'audio' | 'video', on: boolean) {
  for (const track of stream?.getTracks() ?? []) if (track.kind === kind) track.enabled = on;
}

/**
 * A video call's state (spec 02, section 4 "Video call"): the caller offers every 2500 ms and rings
 * every 2000 ms until connected; the callee answers the first offer (and again to a repeated one, in
 * case its answer was missed); two callers at once settle who answers; connected sets in-call; a
 * decline, the other side leaving or a failure ends it. Microphone and camera toggles are whispered
 * to the peer (and again once connected).
 */
export function useVideoCall(options: UseVideoCallOptions): VideoCall {
  const {
    role,
    userId,
    channel,
    localStream,
    initialCamera,
    offerRetryMs = CALL_OFFER_RETRY_MS,
    notifyIntervalMs = CALL_NOTIFY_INTERVAL_MS,
  } = options;
  const [status, setStatus] = useState<'connecting' | 'connected'>('connecting');
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [microphoneOn, setMicrophoneOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(initialCamera);
  const [remoteMicrophoneOn, setRemoteMicrophoneOn] = useState(true);
  const [remoteCameraOn, setRemoteCameraOn] = useState(true);
  const call = useRef<{
    ended: boolean;
    connected: boolean;
    /** Whether I answer the other's offer; a caller may come to (`onCall`). */
    answering: boolean;
    /** Stops my offers and rings, while I call. */
    stopCalling: (() => void) | undefined;
    peer: CallPeer | undefined;
    answer: unknown;
    microphoneOn: boolean;
    cameraOn: boolean;
  }>({
    ended: false,
    connected: false,
    answering: role === 'callee',
    stopCalling: undefined,
    peer: undefined,
    answer: undefined,
    microphoneOn: true,
    cameraOn: initialCamera,
  });
  const onEnd = useRef(options.onEnd);
  useEffect(() => {
    onEnd.current = options.onEnd;
  });

  const whisper = (kind: 'toggle-audio' | 'toggle-video', value: boolean) => {
    channel?.whisper(kind, { user_id: userId, value });
  };

  // Every end goes through here once (a plain function: hang up calls it from a click).
  const end = (reason: CallEnd) => {
    const state = call.current;
    if (state.ended) return;
    state.ended = true;
    state.peer?.destroy();
    state.peer = undefined;
    onEnd.current(reason);
  };

  const connected = useEffectEvent(() => {
    const state = call.current;
    if (state.ended || state.connected) return;
    state.connected = true;
    setStatus('connected');
    whisper('toggle-audio', state.microphoneOn);
    whisper('toggle-video', state.cameraOn);
  });

  const peerOf = useEffectEvent((initiator: boolean, onSignal: (signal: unknown) => void) =>
    options.createPeer({
      initiator,
      stream: localStream ?? null,
      iceServers: options.iceServers,
      onSignal,
      onStream: setRemoteStream,
      onConnect: connected,
      onClose: () => {
        end({ reason: 'remote-hang-up' });
      },
      onError: (error) => {
        console.error('video call', error);
        end({ reason: 'remote-hang-up' });
      },
    }),
  );

  const onCall = useEffectEvent((signal: unknown, from: number) => {
    const state = call.current;
    if (state.ended || state.connected) return;
    if (!state.answering) {
      // Both pressed Call at once: each offers and rings, and neither would answer. One of the two
      // answers instead, the same one on both sides: the member with the smaller user id. The other
      // keeps offering, and takes my answer.
      if (userId > from) return;
      state.stopCalling?.();
      state.stopCalling = undefined;
      state.peer?.destroy();
      state.peer = undefined;
      state.answering = true;
    }
    if (state.peer) {
      // A repeated offer: my answer may have been missed.
      if (state.answer !== undefined)
        options.signalling.accept(state.answer).catch((error: unknown) => {
          end({ reason: 'accept-failed', error });
        });
      return;
    }
    state.peer = peerOf(false, (answer) => {
      state.answer = answer;
      options.signalling.accept(answer).catch((error: unknown) => {
        end({ reason: 'accept-failed', error });
      });
    });
    state.peer.signal(signal);
  });

  const onAccept = useEffectEvent((signal: unknown) => {
    if (!call.current.answering) call.current.peer?.signal(signal);
  });

  const startCalling = useEffectEvent(() => {
    const state = call.current;
    let offer: unknown;
    const failed = (error: unknown) => {
      console.error('video call', error);
      end({ reason: 'call-failed', error });
    };
    const sendOffer = () => {
      if (offer !== undefined && !state.connected && !state.ended)
        options.signalling.call(offer).catch(failed);
    };
    const ring = () => {
      if (!state.connected && !state.ended) options.signalling.notify().catch(failed);
    };
    state.peer = peerOf(true, (signal) => {
      offer = signal;
      sendOffer();
    });
    ring();
    const ringing = window.setInterval(ring, notifyIntervalMs);
    const offering = window.setInterval(sendOffer, offerRetryMs);
    return () => {
      window.clearInterval(ringing);
      window.clearInterval(offering);
    };
  });

  const ready = channel !== undefined && localStream !== undefined;
  useEffect(() => {
    if (!ready) return;
    const isOther = (payload: { user_id: number }) => payload.user_id !== userId;
    const stops = [
      channel.on('.call', (payload) => {
        if (isOther(payload)) onCall(payload.signal, payload.user_id);
      }),
      channel.on('.accept', (payload) => {
        if (isOther(payload)) onAccept(payload.signal);
      }),
      channel.on('.decline', (payload) => {
        if (isOther(payload)) end({ reason: 'declined', name: payload.first_name });
      }),
      channel.onWhisper('toggle-audio', (payload) => {
        if (isOther(payload)) setRemoteMicrophoneOn(payload.value);
      }),
      channel.onWhisper('toggle-video', (payload) => {
        if (isOther(payload)) setRemoteCameraOn(payload.value);
      }),
    ];
    const state = call.current;
    let active = true;
    // Offers go out once I am in the channel, so that the answer reaches me.
    channel.here(() => {
      if (active && !state.answering && !state.stopCalling && !state.ended)
        state.stopCalling = startCalling();
    });
    channel.leaving((member) => {
      if (active && member.id !== userId && call.current.peer) end({ reason: 'remote-hang-up' });
    });
    return () => {
      active = false;
      state.stopCalling?.();
      state.stopCalling = undefined;
      for (const stop of stops) stop();
    };
  }, [ready, channel, role, userId]);

  // Leaving the page ends the call.
  useEffect(
    () => () => {
      const state = call.current;
      state.ended = true;
      state.peer?.destroy();
      state.peer = undefined;
    },
    [],
  );

  return {
    status,
    remoteStream,
    microphoneOn,
    cameraOn,
    remoteMicrophoneOn,
    remoteCameraOn,
    setMicrophone: (on) => {
      call.current.microphoneOn = on;
      enable(localStream, 'audio', on);
      setMicrophoneOn(on);
      whisper('toggle-audio', on);
    },
    setCamera: (on) => {
      call.current.cameraOn = on;
      enable(localStream, 'video', on);
      setCameraOn(on);
      whisper('toggle-video', on);
    },
    hangUp: () => {
      end({ reason: 'hang-up' });
    },
  };
}
