/**
 * Video-call signalling. Each participant authorises video calls in the conversation; a call is
 * possible only when both have (never with the support admin) and the other can be reached, as for a
 * message (not paused, suspended, unsubscribed...: they see the state screens). The server relays
 * the WebRTC signals between the two participants over realtime:
 * - `conversations.video-chat.authorized` on the other's `private-user.{id}` when both have authorised,
 *   and again (`authorized: false`) when one withdraws;
 * - `conversations.video-chat.call` on the other's `private-user.{id}` (the incoming-call modal), sent
 *   by `notify` (repeated by the caller every 2000 ms) and by `call`;
 * - `call` (the offer), `accept` (the answer) and `decline` on `presence-conversation.{id}.video-chat`.
 */
import { eq } from 'drizzle-orm';
import { conversationUsers } from '../../db/schema';
import type { Services } from '../../http/context';
import { DomainError } from '../../http/errors';
import { message, type Locale } from '../../i18n/messages';
import { channels, events } from '../../realtime/broadcaster';
import { notifyInBackground } from '../notifications/notify';
import {
  canReach,
  isAdmin,
  loadPerson,
  requireMessagingUser,
  type MessagingCaller,
  type Person,
} from './access';
import { bothConsentToVideo, isVideoChatAuthorized } from './presenter';
import { participation, unavailable, type Participation } from './service';

interface Caller extends MessagingCaller {
  locale: Locale;
  socketId: string | undefined;
}

/** The two participants, each read once a request (`me` when the caller's rows are already read). */
async function peopleOf(
  services: Services,
  found: Participation,
  me?: Person,
): Promise<Map<number, Person>> {
  const [self, other] = await Promise.all([
    me ?? loadPerson(services.db, found.me.userId),
    loadPerson(services.db, found.other.userId),
  ]);
  const people = new Map<number, Person>();
  if (self) people.set(found.me.userId, self);
  if (other) people.set(found.other.userId, other);
  return people;
}

/**
 * `PATCH authorize-video-chat`: sets the user's consent; tells the other when it unlocks the call
 * (both consent) or locks it again (withdrawn), so that their call button comes and goes live.
 */
export async function setVideoAuthorization(
  services: Services,
  caller: Caller & { conversationId: number; authorize: boolean },
): Promise<void> {
  const found = await participation(services, caller.conversationId, caller.userId);
  const people = await peopleOf(services, found);
  const wasAuthorized = bothConsentToVideo([found.me, found.other], people);
  await services.db
    .update(conversationUsers)
    .set({ authorizeVideoChat: caller.authorize, updatedAt: services.now() })
    .where(eq(conversationUsers.id, found.me.id));
  const nowAuthorized = bothConsentToVideo(
    [{ ...found.me, authorizeVideoChat: caller.authorize }, found.other],
    people,
  );
  if (nowAuthorized !== wasAuthorized)
    await services.broadcaster.publish({
      channel: channels.user(found.other.userId),
      event: events.videoChatAuthorized,
      data: {
        conversation_id: caller.conversationId,
        user_id: caller.userId,
        authorized: nowAuthorized,
      },
      ...(caller.socketId ? { exceptSocketId: caller.socketId } : {}),
    });
}

/** `GET video-chat/authorized`: both consent and the other can be reached (the call button shows). */
export async function videoAuthorization(
  services: Services,
  caller: Omit<Caller, 'socketId'> & { conversationId: number },
): Promise<boolean> {
  const found = await participation(services, caller.conversationId, caller.userId);
  const people = await peopleOf(services, found);
  return isVideoChatAuthorized([found.me, found.other], people, caller.userId, services.now());
}

/**
 * A participant allowed to use the messages, who can reach the other (else `MEMBER_UNAVAILABLE`, as a
 * message would be refused), in a conversation where both authorised video calls.
 */
async function requireCall(
  services: Services,
  caller: Caller & { conversationId: number },
): Promise<{ found: Participation; person: Person }> {
  const person = await requireMessagingUser(services, caller);
  const found = await participation(services, caller.conversationId, caller.userId);
  const people = await peopleOf(services, found, person);
  const other = people.get(found.other.userId);
  if (!other || !canReach(person, other, services.now())) throw unavailable();
  if (!bothConsentToVideo([found.me, found.other], people))
    throw new DomainError(
      403,
      'VIDEO_CHAT_NOT_AUTHORIZED',
      message('conversations.video_not_authorized'),
    );
  return { found, person };
}

const except = (socketId: string | undefined) => (socketId ? { exceptSocketId: socketId } : {});

/** The incoming-call event for the other participant's private channel. */
async function ring(services: Services, caller: Caller, found: Participation, person: Person) {
  await services.broadcaster.publish({
    channel: channels.user(found.other.userId),
    event: events.videoChatCall,
    data: {
      conversation_id: found.conversation.id,
      caller: { id: person.user.id, first_name: person.user.firstName },
    },
    ...except(caller.socketId),
  });
  // Away from the app, the callee hears of the call by push (the caller rings every 2 s: the
  // notifications' interval keeps it to one).
  notifyInBackground(services, {
    conversationId: found.conversation.id,
    sender: { id: person.user.id, firstName: person.user.firstName, isAdmin: isAdmin(person) },
    recipientUserId: found.other.userId,
    kind: 'call',
    text: null,
  });
}

/** `POST video-chat/notify`: rings the other participant (the caller repeats it every 2000 ms). */
export async function notifyCall(services: Services, caller: Caller & { conversationId: number }) {
  const { found, person } = await requireCall(services, caller);
  await ring(services, caller, found, person);
}

/** `POST video-chat/call`: rings the other participant and relays the offer on the presence channel. */
export async function callWithSignal(
  services: Services,
  caller: Caller & { conversationId: number; signal: Record<string, unknown> },
) {
  const { found, person } = await requireCall(services, caller);
  await ring(services, caller, found, person);
  await services.broadcaster.publish({
    channel: channels.videoChat(found.conversation.id),
    event: events.call,
    data: { user_id: caller.userId, signal: caller.signal },
    ...except(caller.socketId),
  });
}

/** `POST video-chat/accept`: relays the callee's answer on the presence channel. */
export async function acceptCall(
  services: Services,
  caller: Caller & { conversationId: number; signal: Record<string, unknown> },
) {
  const { found } = await requireCall(services, caller);
  await services.broadcaster.publish({
    channel: channels.videoChat(found.conversation.id),
    event: events.accept,
    data: { user_id: caller.userId, signal: caller.signal },
    ...except(caller.socketId),
  });
}

/** `POST video-chat/decline`: tells the caller the call was not answered. */
export async function declineCall(services: Services, caller: Caller & { conversationId: number }) {
  const found = await participation(services, caller.conversationId, caller.userId);
  const person = await loadPerson(services.db, caller.userId);
  await services.broadcaster.publish({
    channel: channels.videoChat(found.conversation.id),
    event: events.decline,
    data: { user_id: caller.userId, first_name: person?.user.firstName ?? null },
    ...except(caller.socketId),
  });
}
