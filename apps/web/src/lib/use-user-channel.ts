import type { UserChannelEvents } from '@app/client/realtime';
import { useEffect, useEffectEvent } from 'react';
import { whenFirstContentShown } from './first-content';

/**
 * The user channel for the layouts and pages that only listen: the connection code (laravel-echo and
 * pusher-js, about 21 KiB gzip) is loaded once a signed-in page's own content has painted
 * (lib/first-content.ts), so it is not in any route's first load nor in the way of its largest paint.
 * The conversation pages, which send on the socket, import `./realtime` directly.
 */
export type UserEventHandlers = {
  [E in keyof UserChannelEvents]?: (payload: UserChannelEvents[E]) => void;
};

/**
 * Listens on `private-user.{id}` while mounted; handlers may change between renders. `onSubscribed`
 * runs each time the server confirms the subscription (after the page's first fetches, and after a
 * reconnection): what arrived before then was not heard, so it refetches what the events would have.
 */
export function useUserChannel(
  userId: number | undefined,
  handlers: UserEventHandlers,
  onSubscribed?: () => void,
): void {
  const subscribed = useEffectEvent(() => {
    onSubscribed?.();
  });
  const dispatch = useEffectEvent(
    <E extends keyof UserChannelEvents>(event: E, payload: UserChannelEvents[E]) => {
      const handler: ((payload: UserChannelEvents[E]) => void) | undefined = handlers[event];
      handler?.(payload);
    },
  );
  const events = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (userId === undefined) return;
    let stops: Array<() => void> = [];
    let unmounted = false;
    void whenFirstContentShown()
      .then(() => import('./realtime'))
      .then(({ realtimeFor }) => {
        if (unmounted) return;
        const channel = realtimeFor(userId).user(userId);
        stops = (events ? events.split(',') : []).map((event) =>
          channel.on(event as keyof UserChannelEvents, (payload) => {
            dispatch(event as keyof UserChannelEvents, payload as never);
          }),
        );
        stops.push(channel.onSubscribed(subscribed));
      });
    return () => {
      unmounted = true;
      for (const stop of stops) stop();
    };
  }, [userId, events]);
}
