/**
 * The realtime side of the contract: the channels the API publishes on, the events of each channel and
 * their payloads (built from the contract's schemas), and the whispers clients send each other. The
 * API's broadcaster publishes only through these types and `@app/client/realtime` listens through
 * them, so a payload that drifts on one side fails `tsc` on the other. Pure: types and name builders.
 *
 * Event names are written as the API publishes them; laravel-echo listens for them with a leading dot
 * (`.conversations.messages.created`), which `Dotted` adds.
 */
import type { components } from '../generated/schema';

type Schemas = components['schemas'];

/** Events on `private-user.{id}`: the user's own channel, open wherever the app is. */
export interface UserEvents {
  'conversations.messages.created': {
    conversation_id: number;
    /** The sender. */
    user_id: number;
    message: Schemas['ConversationMessage'];
  };
  'conversations.video-chat.authorized': {
    conversation_id: number;
    /** Who just authorised, or withdrew: the other participant. */
    user_id: number;
    /** True when the call unlocks (both consent), false when the other withdrew. */
    authorized: boolean;
  };
  'conversations.video-chat.call': {
    conversation_id: number;
    caller: { id: number; first_name: string };
  };
  /** The account changed: the open app refetches the user (`GET /account`). */
  'user.email-verified': Record<string, never>;
  'user.suspended': Record<string, never>;
  'user.unsuspended': Record<string, never>;
  'user.blocked': Record<string, never>;
  'user.unblocked': Record<string, never>;
}

/** Events on `presence-conversation.{id}.video-chat`: the call's signalling, relayed by the API. */
export interface VideoChatEvents {
  call: { user_id: number; signal: Schemas['VideoChatSignalRequest']['signal'] };
  accept: { user_id: number; signal: Schemas['VideoChatSignalRequest']['signal'] };
  /** `first_name` names who did not answer ('{x} did not answer the call'). */
  decline: { user_id: number; first_name: string | null };
}

/** Whispers (client to client, through the socket server) on `private-conversation.{id}`. */
export interface ConversationWhispers {
  typing: { user_id: number };
}

/** Whispers on `presence-conversation.{id}.video-chat`. */
export interface VideoChatWhispers {
  'toggle-audio': { user_id: number; value: boolean };
  'toggle-video': { user_id: number; value: boolean };
}

/** A member of a presence channel, as `POST /broadcasting/auth` describes them. */
export interface PresenceMember {
  id: number;
  first_name?: string;
}

/** The typing whisper is throttled at 900 ms (spec, section 9). */
export const TYPING_THROTTLE_MS = 900;

/** A channel's full name, as the API publishes on it and `POST /broadcasting/auth` authorises it. */
export type UserChannel = `private-user.${number}`;
export type ConversationChannel = `private-conversation.${number}`;
export type VideoChatChannel = `presence-conversation.${number}.video-chat`;
/** The channels the API publishes on: `private-conversation.{id}` carries whispers only. */
export type EventChannel = UserChannel | VideoChatChannel;

/** The events published on a channel. */
export type EventsOn<C extends EventChannel> = C extends UserChannel ? UserEvents : VideoChatEvents;

/** Every event the API publishes, by name (the names of the channels do not collide). */
export type RealtimeEvents = UserEvents & VideoChatEvents;

/** Channel names as laravel-echo subscribes to them (it adds the `private-`/`presence-` prefix). */
export const channelNames = {
  user: (userId: number) => `user.${userId}` as const,
  conversation: (conversationId: number) => `conversation.${conversationId}` as const,
  videoChat: (conversationId: number) => `conversation.${conversationId}.video-chat` as const,
};

/** Full channel names, with their prefix: what the API publishes on. */
export const channels = {
  user: (userId: number): UserChannel => `private-${channelNames.user(userId)}`,
  conversation: (conversationId: number): ConversationChannel =>
    `private-${channelNames.conversation(conversationId)}`,
  videoChat: (conversationId: number): VideoChatChannel =>
    `presence-${channelNames.videoChat(conversationId)}`,
};

/** Event names, as published. */
export const events = {
  messageCreated: 'conversations.messages.created',
  videoChatAuthorized: 'conversations.video-chat.authorized',
  videoChatCall: 'conversations.video-chat.call',
  emailVerified: 'user.email-verified',
  suspended: 'user.suspended',
  unsuspended: 'user.unsuspended',
  blocked: 'user.blocked',
  unblocked: 'user.unblocked',
  call: 'call',
  accept: 'accept',
  decline: 'decline',
} as const satisfies Record<string, keyof RealtimeEvents>;

/** One event to publish: its channel, its name among that channel's events, and their payload. */
export interface RealtimeMessage<C extends EventChannel, E extends keyof EventsOn<C> & string> {
  channel: C;
  event: E;
  data: EventsOn<C>[E];
  /** The `X-Socket-ID` of the request that caused the event: that socket does not receive it. */
  exceptSocketId?: string;
}

/** A map of events as laravel-echo listens for them: each name with a leading dot. */
export type Dotted<Events> = { [E in keyof Events & string as `.${E}`]: Events[E] };
