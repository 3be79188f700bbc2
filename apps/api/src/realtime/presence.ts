/**
 * Whether a member is looking: the channels the member's open sockets listen on. Notifications skip a
 * member who has the conversation open (a socket on `private-conversation.{id}`) and, for a call, a
 * member with the app open anywhere (a socket on `private-user.{id}`, where the incoming call rings).
 *
 * The embedded server knows its own sockets. Sockets held by another API process (REDIS_URL) or by an
 * external Pusher server are not seen: such a member counts as away and may get a push while looking,
 * never the reverse.
 */
import { channels } from './broadcaster';
import type { RealtimeHub } from './hub';

export interface Presence {
  channelsOf(userId: number): ReadonlySet<string>;
}

/** Nobody is known to be looking (no realtime server in this process). */
export const nobodyPresent: Presence = { channelsOf: () => new Set() };

export function hubPresence(hub: RealtimeHub): Presence {
  return { channelsOf: (userId) => hub.channelsOfUser(userId) };
}

export function isWatchingConversation(
  presence: Presence,
  userId: number,
  conversationId: number,
): boolean {
  return presence.channelsOf(userId).has(channels.conversation(conversationId));
}

export function hasAppOpen(presence: Presence, userId: number): boolean {
  return presence.channelsOf(userId).has(channels.user(userId));
}
