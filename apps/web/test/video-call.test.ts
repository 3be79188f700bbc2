// @vitest-environment happy-dom
import type {
  PresenceMember,
  VideoChatChannel,
  VideoChatEvents,
  VideoChatWhispers,
} from '@app/client/realtime';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallPeer, CallPeerOptions } from '../src/features/video-chat/peer';
import {
  useVideoCall,
  type CallEnd,
  type CallRole,
  type UseVideoCallOptions,
} from '../src/features/video-chat/use-video-call';

const ME = 1;
const OTHER = 2;

/** The presence channel, driven by the test. */
function fakeChannel() {
  const listeners = new Map<string, Set<(payload: never) => void>>();
  const add = (name: string, listener: (payload: never) => void) => {
    const set = listeners.get(name) ?? new Set();
    set.add(listener);
    listeners.set(name, set);
    return () => {
      set.delete(listener);
    };
  };
  const whispered: { whisper: string; payload: unknown }[] = [];
  let here: ((members: PresenceMember[]) => void) | undefined;
  let leaving: ((member: PresenceMember) => void) | undefined;
  const channel: VideoChatChannel = {
    on: (event, listener) => add(event, listener),
    onWhisper: (whisper, listener) => add(`whisper:${whisper}`, listener),
    whisper: (whisper, payload) => {
      whispered.push({ whisper, payload });
    },
    here: (listener) => {
      here = listener;
    },
    joining: () => undefined,
    leaving: (listener) => {
      leaving = listener;
    },
    leave: () => undefined,
  };
  const fire = (name: string, payload: unknown) => {
    act(() => {
      for (const listener of listeners.get(name) ?? []) listener(payload as never);
    });
  };
  return {
    channel,
    whispered,
    emit: <E extends keyof VideoChatEvents>(event: E, payload: VideoChatEvents[E]) => {
      fire(event, payload);
    },
    whisperFrom: <W extends keyof VideoChatWhispers>(whisper: W, payload: VideoChatWhispers[W]) => {
      fire(`whisper:${whisper}`, payload);
    },
    joined: () => {
      act(() => {
        here?.([{ id: ME }]);
      });
    },
    left: (id: number) => {
      act(() => {
        leaving?.({ id });
      });
    },
  };
}

/** Peers that signal, connect and close when the test says. */
function fakePeers() {
  const peers: { options: CallPeerOptions; signals: unknown[]; destroyed: boolean }[] = [];
  const create = (options: CallPeerOptions): CallPeer => {
    const peer = { options, signals: [] as unknown[], destroyed: false };
    peers.push(peer);
    return {
      signal: (data) => {
        peer.signals.push(data);
      },
      destroy: () => {
        peer.destroyed = true;
      },
    };
  };
  return { peers, create };
}

function fakeStream() {
  const tracks = [
    { kind: 'audio', enabled: true },
    { kind: 'video', enabled: true },
  ];
  return { tracks, stream: { getTracks: () => tracks } as unknown as MediaStream };
}

function setup(role: CallRole, overrides: Partial<UseVideoCallOptions> = {}) {
  const channel = fakeChannel();
  const peers = fakePeers();
  const media = fakeStream();
  const ends: CallEnd[] = [];
  const signalling = {
    notify: vi.fn(() => Promise.resolve()),
    call: vi.fn((_signal: unknown) => Promise.resolve()),
    accept: vi.fn((_signal: unknown) => Promise.resolve()),
  };
  const hook = renderHook(() =>
    useVideoCall({
      role,
      userId: ME,
      channel: channel.channel,
      localStream: media.stream,
      initialCamera: true,
      signalling,
      createPeer: peers.create,
      onEnd: (end) => {
        ends.push(end);
      },
      ...overrides,
    }),
  );
  return { ...channel, ...peers, ...media, ends, signalling, hook };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the caller', () => {
  it('offers and rings once in the channel, repeats both until connected, then takes the answer', async () => {
    const call = setup('caller');
    expect(call.peers).toHaveLength(0);
    call.joined();
    expect(call.peers).toHaveLength(1);
    expect(call.peers[0]?.options.initiator).toBe(true);
    expect(call.peers[0]?.options.stream).toBe(call.stream);
    expect(call.signalling.notify).toHaveBeenCalledTimes(1);

    act(() => {
      call.peers[0]?.options.onSignal({ type: 'offer', sdp: 'o' });
    });
    expect(call.signalling.call).toHaveBeenCalledWith({ type: 'offer', sdp: 'o' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(call.signalling.notify).toHaveBeenCalledTimes(2);
    expect(call.signalling.call).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(call.signalling.call).toHaveBeenCalledTimes(2);

    // My own echo is not an answer; the other's is.
    call.emit('.accept', { user_id: ME, signal: { type: 'answer', sdp: 'mine' } });
    call.emit('.accept', { user_id: OTHER, signal: { type: 'answer', sdp: 'a' } });
    expect(call.peers[0]?.signals).toEqual([{ type: 'answer', sdp: 'a' }]);

    expect(call.hook.result.current.status).toBe('connecting');
    act(() => {
      call.peers[0]?.options.onConnect();
    });
    expect(call.hook.result.current.status).toBe('connected');
    // Connected: my toggles are told, and the ringing stops.
    expect(call.whispered).toEqual([
      { whisper: 'toggle-audio', payload: { user_id: ME, value: true } },
      { whisper: 'toggle-video', payload: { user_id: ME, value: true } },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(call.signalling.notify).toHaveBeenCalledTimes(2);
    expect(call.signalling.call).toHaveBeenCalledTimes(2);
    expect(call.ends).toEqual([]);
  });

  it('leaves when the callee declines, saying who did not answer', () => {
    const call = setup('caller');
    call.joined();
    call.emit('.decline', { user_id: OTHER, first_name: 'Camille' });
    expect(call.ends).toEqual([{ reason: 'declined', name: 'Camille' }]);
    expect(call.peers[0]?.destroyed).toBe(true);
  });

  it('leaves when ringing fails', async () => {
    const error = new Error('403');
    const call = setup('caller');
    call.signalling.notify.mockImplementation(() => Promise.reject(error));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    call.joined();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(call.ends).toEqual([{ reason: 'call-failed', error }]);
  });

  it('waits for its media and the channel before calling', () => {
    const call = setup('caller', { localStream: undefined });
    call.joined();
    expect(call.peers).toHaveLength(0);
    expect(call.signalling.notify).not.toHaveBeenCalled();
  });
});

describe('two callers at once (both pressed Call)', () => {
  it('the smaller user id stops offering and ringing, and answers the other’s offer', async () => {
    const call = setup('caller');
    call.joined();
    act(() => {
      call.peers[0]?.options.onSignal({ type: 'offer', sdp: 'mine' });
    });
    expect(call.signalling.call).toHaveBeenCalledTimes(1);
    expect(call.signalling.notify).toHaveBeenCalledTimes(1);

    call.emit('.call', { user_id: OTHER, signal: { type: 'offer', sdp: 'theirs' } });
    expect(call.peers[0]?.destroyed).toBe(true);
    expect(call.peers).toHaveLength(2);
    expect(call.peers[1]?.options.initiator).toBe(false);
    expect(call.peers[1]?.signals).toEqual([{ type: 'offer', sdp: 'theirs' }]);
    act(() => {
      call.peers[1]?.options.onSignal({ type: 'answer', sdp: 'a' });
    });
    expect(call.signalling.accept).toHaveBeenCalledWith({ type: 'answer', sdp: 'a' });

    // No more offers or rings from me; the other's repeated offer gets the same answer.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(call.signalling.call).toHaveBeenCalledTimes(1);
    expect(call.signalling.notify).toHaveBeenCalledTimes(1);
    call.emit('.call', { user_id: OTHER, signal: { type: 'offer', sdp: 'theirs' } });
    expect(call.peers).toHaveLength(2);
    expect(call.signalling.accept).toHaveBeenCalledTimes(2);
    act(() => {
      call.peers[1]?.options.onConnect();
    });
    expect(call.hook.result.current.status).toBe('connected');
    expect(call.ends).toEqual([]);
  });

  it('the greater user id keeps offering, and takes the other’s answer', async () => {
    const call = setup('caller', { userId: 3 });
    call.joined();
    act(() => {
      call.peers[0]?.options.onSignal({ type: 'offer', sdp: 'mine' });
    });
    call.emit('.call', { user_id: OTHER, signal: { type: 'offer', sdp: 'theirs' } });
    expect(call.peers).toHaveLength(1);
    expect(call.peers[0]?.destroyed).toBe(false);
    expect(call.signalling.accept).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(call.signalling.call).toHaveBeenCalledTimes(2);
    call.emit('.accept', { user_id: OTHER, signal: { type: 'answer', sdp: 'a' } });
    expect(call.peers[0]?.signals).toEqual([{ type: 'answer', sdp: 'a' }]);
  });
});

describe('the callee', () => {
  it('answers the first offer, and again (same answer, same peer) to a repeated one', async () => {
    const call = setup('callee');
    call.joined();
    expect(call.peers).toHaveLength(0);
    expect(call.signalling.notify).not.toHaveBeenCalled();

    call.emit('.call', { user_id: OTHER, signal: { type: 'offer', sdp: 'o' } });
    expect(call.peers).toHaveLength(1);
    expect(call.peers[0]?.options.initiator).toBe(false);
    expect(call.peers[0]?.signals).toEqual([{ type: 'offer', sdp: 'o' }]);
    act(() => {
      call.peers[0]?.options.onSignal({ type: 'answer', sdp: 'a' });
    });
    expect(call.signalling.accept).toHaveBeenCalledWith({ type: 'answer', sdp: 'a' });

    call.emit('.call', { user_id: OTHER, signal: { type: 'offer', sdp: 'o' } });
    expect(call.peers).toHaveLength(1);
    expect(call.signalling.accept).toHaveBeenCalledTimes(2);

    act(() => {
      call.peers[0]?.options.onConnect();
    });
    call.emit('.call', { user_id: OTHER, signal: { type: 'offer', sdp: 'o' } });
    expect(call.signalling.accept).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(call.signalling.notify).not.toHaveBeenCalled();
  });

  it('goes back when the answer cannot be sent', async () => {
    const error = new Error('500');
    const call = setup('callee');
    call.signalling.accept.mockImplementation(() => Promise.reject(error));
    call.joined();
    call.emit('.call', { user_id: OTHER, signal: { type: 'offer', sdp: 'o' } });
    act(() => {
      call.peers[0]?.options.onSignal({ type: 'answer', sdp: 'a' });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(call.ends).toEqual([{ reason: 'accept-failed', error }]);
  });
});

describe('in call', () => {
  function connected(options: Partial<UseVideoCallOptions> = {}) {
    const call = setup('callee', options);
    call.joined();
    call.emit('.call', { user_id: OTHER, signal: { type: 'offer', sdp: 'o' } });
    act(() => {
      call.peers[0]?.options.onConnect();
    });
    call.whispered.length = 0;
    return call;
  }

  it('starts with the camera off for no_video=1, and says so once connected', () => {
    const call = setup('caller', { initialCamera: false });
    call.joined();
    expect(call.hook.result.current.cameraOn).toBe(false);
    act(() => {
      call.peers[0]?.options.onConnect();
    });
    expect(call.whispered).toContainEqual({
      whisper: 'toggle-video',
      payload: { user_id: ME, value: false },
    });
  });

  it('turns my camera and microphone off and on, and whispers each change', () => {
    const call = connected();
    act(() => {
      call.hook.result.current.setCamera(false);
    });
    expect(call.hook.result.current.cameraOn).toBe(false);
    expect(call.tracks.find((track) => track.kind === 'video')?.enabled).toBe(false);
    expect(call.tracks.find((track) => track.kind === 'audio')?.enabled).toBe(true);
    act(() => {
      call.hook.result.current.setMicrophone(false);
    });
    expect(call.tracks.find((track) => track.kind === 'audio')?.enabled).toBe(false);
    expect(call.whispered).toEqual([
      { whisper: 'toggle-video', payload: { user_id: ME, value: false } },
      { whisper: 'toggle-audio', payload: { user_id: ME, value: false } },
    ]);
  });

  it('shows the other’s whispered toggles, not my own', () => {
    const call = connected();
    call.whisperFrom('toggle-video', { user_id: ME, value: false });
    expect(call.hook.result.current.remoteCameraOn).toBe(true);
    call.whisperFrom('toggle-video', { user_id: OTHER, value: false });
    call.whisperFrom('toggle-audio', { user_id: OTHER, value: false });
    expect(call.hook.result.current.remoteCameraOn).toBe(false);
    expect(call.hook.result.current.remoteMicrophoneOn).toBe(false);
  });

  it('shows the remote stream', () => {
    const call = connected();
    const remote = {} as MediaStream;
    act(() => {
      call.peers[0]?.options.onStream(remote);
    });
    expect(call.hook.result.current.remoteStream).toBe(remote);
  });

  it('hangs up once: the peer is closed and the page told', () => {
    const call = connected();
    act(() => {
      call.hook.result.current.hangUp();
      call.hook.result.current.hangUp();
    });
    expect(call.ends).toEqual([{ reason: 'hang-up' }]);
    expect(call.peers[0]?.destroyed).toBe(true);
  });

  it('ends when the other leaves the channel, or the connection closes', () => {
    const left = connected();
    left.left(OTHER);
    expect(left.ends).toEqual([{ reason: 'remote-hang-up' }]);
    cleanup();

    const closed = connected();
    act(() => {
      closed.peers[0]?.options.onClose();
    });
    expect(closed.ends).toEqual([{ reason: 'remote-hang-up' }]);
  });

  it('closes the peer when the page goes', () => {
    const call = connected();
    call.hook.unmount();
    expect(call.peers[0]?.destroyed).toBe(true);
    expect(call.ends).toEqual([]);
  });
});
