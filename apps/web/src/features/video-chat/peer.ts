/**
 * The one-to-one WebRTC peer of a video call, behind the small interface simple-peer offers (a
 * `signal` in, `signal`, `stream`, `connect`, `close` and `error` out; no trickle: one offer and one
 * answer carry every candidate).
 *
 * Why not simple-peer itself: 9.11.1 (the registry's latest) pulls Node's `global`, `process.nextTick`
 * and `events` through randombytes and readable-stream, which Vite does not polyfill
 * ("ReferenceError: global is not defined", feross/simple-peer#883, open). The browser's
 * RTCPeerConnection does the same job here in a few lines, with no polyfill.
 */
export interface CallPeer {
  /** A signal of the other peer (an offer for the callee, the answer for the caller). */
  signal(data: unknown): void;
  /** Closes the connection without reporting `onClose`. */
  destroy(): void;
}

export interface CallPeerOptions {
  /** The caller creates the offer. */
  initiator: boolean;
  /** My camera and microphone (null: receive only). */
  stream: MediaStream | null;
  iceServers?: RTCIceServer[] | undefined;
  /** A description to relay to the other peer. */
  onSignal: (signal: unknown) => void;
  onStream: (stream: MediaStream) => void;
  /** The peers are connected (their data channel is open). */
  onConnect: () => void;
  /** The other side closed, or the connection failed. */
  onClose: () => void;
  onError: (error: unknown) => void;
}

export type PeerFactory = (options: CallPeerOptions) => CallPeer;

function isDescription(data: unknown): data is RTCSessionDescriptionInit {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    'sdp' in data &&
    typeof data.sdp === 'string'
  );
}

/** The browser's RTCPeerConnection, non-trickle: the description is sent once ICE gathering is done. */
export const createBrowserPeer: PeerFactory = (options) => {
  const { initiator, stream } = options;
  const connection = new RTCPeerConnection({ iceServers: options.iceServers ?? [] });
  let done = false;
  let channel: RTCDataChannel | undefined;

  const finish = (report: boolean) => {
    if (done) return;
    done = true;
    channel?.close();
    connection.close();
    if (report) options.onClose();
  };
  const fail = (error: unknown) => {
    if (done) return;
    options.onError(error);
  };

  if (stream) for (const track of stream.getTracks()) connection.addTrack(track, stream);
  else {
    connection.addTransceiver('audio', { direction: 'recvonly' });
    connection.addTransceiver('video', { direction: 'recvonly' });
  }

  const bind = (next: RTCDataChannel) => {
    channel = next;
    next.onopen = () => {
      if (!done) options.onConnect();
    };
    next.onclose = () => {
      finish(true);
    };
  };
  if (initiator) bind(connection.createDataChannel('call'));
  else
    connection.ondatachannel = (event) => {
      bind(event.channel);
    };

  connection.ontrack = (event) => {
    if (!done) options.onStream(event.streams[0] ?? new MediaStream([event.track]));
  };
  connection.onconnectionstatechange = () => {
    if (connection.connectionState === 'failed') finish(true);
  };

  const gathered = () =>
    new Promise<void>((resolve) => {
      if (connection.iceGatheringState === 'complete') {
        resolve();
        return;
      }
      const onChange = () => {
        if (connection.iceGatheringState !== 'complete') return;
        connection.removeEventListener('icegatheringstatechange', onChange);
        resolve();
      };
      connection.addEventListener('icegatheringstatechange', onChange);
    });

  const sendDescription = async () => {
    await gathered();
    const description = connection.localDescription;
    if (!done && description) options.onSignal({ type: description.type, sdp: description.sdp });
  };

  if (initiator)
    void (async () => {
      await connection.setLocalDescription(await connection.createOffer());
      await sendDescription();
    })().catch(fail);

  return {
    signal(data) {
      if (done || !isDescription(data)) return;
      void (async () => {
        if (data.type === 'offer' && !initiator && connection.remoteDescription === null) {
          await connection.setRemoteDescription(data);
          await connection.setLocalDescription(await connection.createAnswer());
          await sendDescription();
        } else if (data.type === 'answer' && connection.signalingState === 'have-local-offer') {
          await connection.setRemoteDescription(data);
        }
      })().catch(fail);
    },
    destroy() {
      finish(false);
    },
  };
};
