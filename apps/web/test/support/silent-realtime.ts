import type { Realtime } from '@app/client/realtime';

/** A realtime connection that never delivers anything: for pages whose test is not about realtime. */
export function silentRealtime(): Realtime {
  const none = () => () => {};
  return {
    socketId: () => undefined,
    user: () => ({ on: none, onSubscribed: none, leave: () => {} }),
    conversation: () => ({ typing: () => {}, onTyping: none, leave: () => {} }),
    videoChat: () => {
      throw new Error('no call here');
    },
    connected: () => Promise.resolve(),
    disconnect: () => {},
    echo: undefined as never,
  };
}
