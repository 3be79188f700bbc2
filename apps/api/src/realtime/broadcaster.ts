/**
 * The seam between the API's modules and realtime delivery. A module publishes an event on a channel
 * (`private-user.12`, `presence-conversation.4.video-chat`); the broadcaster delivers it to the sockets
 * subscribed there: the embedded Pusher-protocol server, other API processes through Redis, or an
 * external Pusher-compatible server through the official SDK.
 */
export interface BroadcastEvent {
  /** The full channel name, with its `private-` or `presence-` prefix. */
  channel: string;
  /** The event name as Echo listens for it with a leading dot: `conversations.messages.created`. */
  event: string;
  data: unknown;
  /** The `X-Socket-ID` of the request that caused the event: that socket does not receive it. */
  exceptSocketId?: string;
}

export interface Broadcaster {
  publish(event: BroadcastEvent): Promise<void>;
}

/** Keeps what was published, for tests and for a server started without realtime. */
export function createRecordingBroadcaster(): Broadcaster & { events: BroadcastEvent[] } {
  const events: BroadcastEvent[] = [];
  return {
    events,
    publish(event) {
      events.push(event);
      return Promise.resolve();
    },
  };
}

/** Channel names of the spec, in one place. */
export const channels = {
  user: (userId: number) => `private-user.${userId}`,
  conversation: (conversationId: number) => `private-conversation.${conversationId}`,
  videoChat: (conversationId: number) => `presence-conversation.${conversationId}.video-chat`,
};

/** Event names of the spec, as published (laravel-echo listens for them with a leading dot). */
export const events = {
  /** On `private-user.{id}`. */
  messageCreated: 'conversations.messages.created',
  videoChatAuthorized: 'conversations.video-chat.authorized',
  videoChatCall: 'conversations.video-chat.call',
  emailVerified: 'user.email-verified',
  suspended: 'user.suspended',
  unsuspended: 'user.unsuspended',
  blocked: 'user.blocked',
  unblocked: 'user.unblocked',
  /** On `presence-conversation.{id}.video-chat`. */
  call: 'call',
  accept: 'accept',
  decline: 'decline',
} as const;
