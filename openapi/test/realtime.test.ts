import { describe, expect, it } from 'vitest';
import { channelNames, channels, events } from '../lib/realtime';

describe('the realtime channels', () => {
  it('are named as laravel-echo subscribes and as the API publishes (with the prefix)', () => {
    expect([channelNames.user(12), channels.user(12)]).toEqual(['user.12', 'private-user.12']);
    expect([channelNames.conversation(4), channels.conversation(4)]).toEqual([
      'conversation.4',
      'private-conversation.4',
    ]);
    expect([channelNames.videoChat(4), channels.videoChat(4)]).toEqual([
      'conversation.4.video-chat',
      'presence-conversation.4.video-chat',
    ]);
  });

  it('carry distinct event names', () => {
    const names = Object.values(events);
    expect(new Set(names).size).toBe(names.length);
  });
});
