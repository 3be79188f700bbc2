import type { UserEvents, VideoChatEvents as Published } from '@app/openapi/realtime';
import { describe, expectTypeOf, it } from 'vitest';
import type { Realtime, UserChannelEvents, VideoChatEvents } from '../src/realtime';

/**
 * The client listens through the contract's realtime map (`@app/openapi/realtime`), the one the API
 * publishes through: the same payloads, the names with laravel-echo's leading dot. Each
 * `@ts-expect-error` is a listener that drifted from the map, refused by `tsc -p packages/client`.
 */
describe('the realtime client listens through the contract’s map', () => {
  it('has the payloads the API publishes, under the dotted names', () => {
    expectTypeOf<UserChannelEvents['.conversations.messages.created']>().toEqualTypeOf<
      UserEvents['conversations.messages.created']
    >();
    expectTypeOf<UserChannelEvents['.user.suspended']>().toEqualTypeOf<
      UserEvents['user.suspended']
    >();
    expectTypeOf<VideoChatEvents['.decline']>().toEqualTypeOf<Published['decline']>();
    expectTypeOf<keyof UserChannelEvents>().toEqualTypeOf<`.${keyof UserEvents}`>();
  });

  it('refuses a listener that expects another payload or another event', () => {
    const listeners = (realtime: Realtime) => {
      const user = realtime.user(1);
      user.on('.conversations.messages.created', ({ message }) => message.id);
      // @ts-expect-error conversation_id is a number
      user.on('.conversations.messages.created', (payload: { conversation_id: string }) => payload);
      // @ts-expect-error not an event of the user channel
      user.on('.decline', () => undefined);
      // @ts-expect-error the event name carries laravel-echo's leading dot
      user.on('user.blocked', () => undefined);
      const call = realtime.videoChat(2);
      // @ts-expect-error the decline names who did not answer, or null
      call.on('.decline', (payload: { first_name: string }) => payload);
    };
    expectTypeOf(listeners).toBeFunction();
  });
});
