import { describe, expect, expectTypeOf, it } from 'vitest';
import type { UserEvents, VideoChatEvents } from '@app/openapi/realtime';
import type { components } from '@app/openapi/schema';
import { channels, createRecordingBroadcaster, events } from '../src/realtime/broadcaster';

/**
 * The broadcaster publishes only what the contract's realtime map (`@app/openapi/realtime`) allows:
 * an event of that channel, with that event's payload. Each `@ts-expect-error` below is a drift that
 * `tsc -p apps/api` refuses (the directive itself fails the build if the line ever compiles).
 */
describe('the broadcaster publishes through the contract’s realtime map', () => {
  const broadcaster = createRecordingBroadcaster();
  const message = {
    id: 1,
    content: 'Bonjour',
    content_text: 'Bonjour',
    is_me: false,
    flower: false,
    flower_match: false,
    audio: null,
    image_path: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('accepts an event of the channel with its payload', async () => {
    await broadcaster.publish({
      channel: channels.user(1),
      event: events.messageCreated,
      data: { conversation_id: 2, user_id: 3, message },
    });
    await broadcaster.publish({
      channel: channels.videoChat(2),
      event: events.decline,
      data: { user_id: 3, first_name: null },
      exceptSocketId: '1.2',
    });
    expect(broadcaster.events.map(({ channel, event }) => `${channel} ${event}`)).toEqual([
      'private-user.1 conversations.messages.created',
      'presence-conversation.2.video-chat decline',
    ]);
  });

  it('refuses a payload that drifts from the map', () => {
    const drifts = () =>
      Promise.all([
        broadcaster.publish({
          channel: channels.user(1),
          event: events.messageCreated,
          // @ts-expect-error the message is missing
          data: { conversation_id: 2, user_id: 3 },
        }),
        broadcaster.publish({
          channel: channels.user(1),
          event: events.videoChatAuthorized,
          // @ts-expect-error authorized is a boolean
          data: { conversation_id: 2, user_id: 3, authorized: 'yes' },
        }),
        broadcaster.publish({
          channel: channels.videoChat(2),
          event: events.decline,
          // @ts-expect-error first_name is required (null when unknown)
          data: { user_id: 3 },
        }),
      ]);
    expectTypeOf(drifts).toBeFunction();
  });

  it('refuses an event the channel does not carry, or no event of the contract at all', () => {
    const declineOnUser = {
      channel: channels.user(1),
      event: events.decline,
      data: { user_id: 3, first_name: null },
    } as const;
    const suspendedOnConversation = {
      channel: channels.conversation(2),
      event: events.suspended,
      data: {},
    } as const;
    const unknown = { channel: channels.user(1), event: 'user.renamed', data: {} } as const;
    const strays = () =>
      Promise.all([
        // @ts-expect-error `decline` is a video-chat event, not a user event
        broadcaster.publish(declineOnUser),
        // @ts-expect-error the conversation channel carries whispers only, no events
        broadcaster.publish(suspendedOnConversation),
        // @ts-expect-error not an event of the contract
        broadcaster.publish(unknown),
      ]);
    expectTypeOf(strays).toBeFunction();
  });

  it('names payloads from the contract’s schemas', () => {
    expectTypeOf<UserEvents['conversations.messages.created']['message']>().toEqualTypeOf<
      components['schemas']['ConversationMessage']
    >();
    expectTypeOf<VideoChatEvents['call']['signal']>().toEqualTypeOf<
      components['schemas']['VideoChatSignalRequest']['signal']
    >();
  });
});
