import type { Realtime, UserChannelEvents } from '@app/client/realtime';
import { silentRealtime } from './silent-realtime';

type Listener = (payload: unknown) => void;

/**
 * A realtime connection whose user channel the test speaks on: `say` delivers an event to what the
 * page listens with, `listens(event)` tells whether it listens for it yet.
 */
export function speakingRealtime() {
  const listeners = new Map<string, Listener[]>();
  const realtime: Realtime = {
    ...silentRealtime(),
    user: () => ({
      on: (event, listener) => {
        listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener]);
        return () => {};
      },
      onSubscribed: () => () => {},
      leave: () => {},
    }),
  };
  const say = <E extends keyof UserChannelEvents>(event: E, payload: UserChannelEvents[E]) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  const listens = (event: keyof UserChannelEvents) => listeners.has(event);
  return { realtime, say, listens };
}
