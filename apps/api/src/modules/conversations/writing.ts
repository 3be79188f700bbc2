import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { conversationUsers, conversations, messages, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message, type Locale } from '../../i18n/messages';
import { channels, events } from '../../realtime/broadcaster';
import { storedJpeg } from '../media/images';
import { extensionFor, markAttached, storageOf, usableUpload } from '../media/uploads';
import type { NotificationKind } from '../notifications/decide';
import { notifyInBackground, type ReadRecipient } from '../notifications/notify';
import { decidePriority } from '../secondary-rules/rules';
import {
  canReach,
  isAdmin,
  loadPerson,
  requireMessagingUser,
  type MessagingCaller,
  type Person,
} from './access';
import { isBlockedBetween } from '../members/blocks';
import { flowerError, flowerRefusal, sentFlowerToday } from './flowers';
import {
  presentConversations,
  presentMessage,
  type ConversationRow,
  type MessageRow,
} from './presenter';
import { htmlToText, sanitizeAdminHtml } from './rich-text';

import { MAX_CONTENT_LENGTH, notFound, participation, unavailable } from './service';

/** Writing: starting a conversation and sending messages (text, flower, image, audio). */

export type MessageInput =
  | { type: 'content'; content: string }
  | { type: 'flower' }
  | { type: 'image'; key: string }
  | { type: 'audio'; key: string };

/** A message ready to insert: text checked, files stored under their final key. */
interface Draft {
  type: MessageInput['type'];
  content: string | null;
  imageKey: string | null;
  audioKey: string | null;
  /** The upload to mark attached in the same transaction (image and audio). */
  upload: { id: number; key: string } | null;
}

function contentDraft(sender: Person, raw: string, field: string): Draft {
  const trimmed = raw.trim();
  if (trimmed === '')
    throw new ValidationError({ [field]: [message('conversations.content_required')] });
  if (Array.from(trimmed).length > MAX_CONTENT_LENGTH)
    throw new ValidationError({
      [field]: [message('conversations.content_too_long', { max: MAX_CONTENT_LENGTH })],
    });
  // Only the support admin writes markup; a member's text is kept as typed and served as text.
  const content = isAdmin(sender) ? sanitizeAdminHtml(trimmed) : trimmed;
  if (content === '')
    throw new ValidationError({ [field]: [message('conversations.content_required')] });
  return { type: 'content', content, imageKey: null, audioKey: null, upload: null };
}

/** Checks the sender's upload and stores it under the conversation (images re-encoded, no metadata). */
async function fileDraft(
  services: Services,
  options: {
    sender: Person;
    conversationId: number;
    type: 'image' | 'audio';
    key: string;
    locale: Locale;
  },
): Promise<Draft> {
  const { sender, conversationId, type, key, locale } = options;
  let checked: Awaited<ReturnType<typeof usableUpload>>;
  try {
    checked = await usableUpload(services, {
      userId: sender.user.id,
      key,
      family: type,
      field: 'key',
      locale,
      anySize: true,
    });
  } catch (error) {
    // Another user's key: the same answer as an unknown one (nothing tells it exists).
    if (error instanceof HttpError && error.status === 403)
      throw new ValidationError({ key: [message('media.upload_unknown')] });
    throw error;
  }
  const { upload, bytes } = checked;
  const storage = storageOf(services);
  if (type === 'image') {
    const stored = `messages/${conversationId}/${randomUUID()}.jpg`;
    await storage.put(stored, await storedJpeg(bytes));
    return { type, content: null, imageKey: stored, audioKey: null, upload };
  }
  const stored = `messages/${conversationId}/${randomUUID()}.${extensionFor(upload.contentType ?? '')}`;
  await storage.put(stored, bytes);
  return { type, content: null, imageKey: null, audioKey: stored, upload };
}

/**
 * Locks users' rows in a fixed order (by id, then the conversation), so concurrent calls never
 * deadlock. `no key update`, not `update`: a text message takes only the conversation's lock, and its
 * insert takes a key-share lock on its sender's row (the messages' foreign key); `update` would make
 * that wait for a flower holding the row while the flower waits for the conversation.
 */
async function lockUsers(tx: Database, userIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b))
    await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
}

async function lockConversation(tx: Database, conversationId: number): Promise<ConversationRow> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  if (!row) throw new Error(`No conversation ${conversationId}`);
  return row;
}

/** Both pivots of the locked conversation, for the flower rules. */
async function flowerPivots(
  tx: Database,
  conversationId: number,
  sender: Person,
  recipient: Person,
) {
  const pivots = await tx
    .select()
    .from(conversationUsers)
    .where(eq(conversationUsers.conversationId, conversationId));
  const mine = pivots.find((pivot) => pivot.userId === sender.user.id);
  const theirs = pivots.find((pivot) => pivot.userId === recipient.user.id);
  if (!mine || !theirs) throw new Error(`Conversation ${conversationId} lost a participant`);
  return { mine, theirs };
}

interface Written {
  row: MessageRow;
  flowerMatch: boolean;
}

/**
 * Inserts the messages in the (locked) conversation and updates the pivots: the sender has responded
 * and has seen the conversation; a flower is checked against the flower rules under the lock, marks
 * the sender's `sent_flower`, and makes a flower match when the other participant sent one too.
 */
async function writeMessages(
  tx: Database,
  options: {
    conversationId: number;
    sender: Person;
    recipient: Person;
    drafts: readonly Draft[];
    now: Date;
  },
): Promise<Written[]> {
  const { conversationId, sender, recipient, drafts } = options;
  const conversation = await lockConversation(tx, conversationId);
  // Only a flower needs the pivots as they stand under the lock (who has sent one already).
  const pivots = drafts.some((draft) => draft.type === 'flower')
    ? await flowerPivots(tx, conversationId, sender, recipient)
    : null;

  let sentFlower = pivots?.mine.sentFlower ?? false;
  let flowerMatch = conversation.flowerMatch;
  const written: Written[] = [];
  // Each message one millisecond after the previous one, so their order never depends on ids alone.
  let at = options.now.getTime();
  for (const draft of drafts) {
    let matched = false;
    if (draft.type === 'flower') {
      if (!pivots) throw new Error('A flower without its pivots');
      const refusal = flowerRefusal({
        sender,
        recipient,
        blocked: false,
        sentInConversation: sentFlower,
        sentToday: await sentFlowerToday(tx, sender.user.id, options.now),
        now: options.now,
      });
      if (refusal) throw flowerError(refusal);
      sentFlower = true;
      if (pivots.theirs.sentFlower && !flowerMatch) {
        flowerMatch = true;
        matched = true;
      }
    }
    if (draft.upload && !(await markAttached(tx, draft.upload.id, options.now)))
      throw new ValidationError({ key: [message('media.upload_used')] });
    const createdAt = new Date(at);
    at += 1;
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId,
        userId: sender.user.id,
        type: draft.type,
        content: draft.content,
        imageKey: draft.imageKey,
        audioKey: draft.audioKey,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!row) throw new Error('The message was not stored');
    written.push({ row, flowerMatch: matched });
  }
  const last = new Date(at - 1);
  await tx
    .update(conversationUsers)
    .set({ hasResponded: true, seenAt: last, updatedAt: last, ...(pivots ? { sentFlower } : {}) })
    .where(
      and(
        eq(conversationUsers.conversationId, conversationId),
        eq(conversationUsers.userId, sender.user.id),
      ),
    );
  await tx
    .update(conversations)
    .set({ lastMessageAt: last, flowerMatch, updatedAt: last })
    .where(eq(conversations.id, conversationId));
  return written;
}

/**
 * A text message in one statement (no transaction of several round trips): the conversation's row is
 * updated first, which takes its lock as `lockConversation` does, then the message is inserted and the
 * sender's pivot updated (responded, seen). Texts need neither the flower rules nor an upload, so this
 * is all `writeMessages` would do for them, in the same lock order (conversation, then pivot).
 * Undefined when the conversation is gone.
 */
async function writeText(
  db: Database,
  options: { conversationId: number; sender: Person; content: string; now: Date },
): Promise<Written | undefined> {
  const { conversationId, content } = options;
  const senderId = options.sender.user.id;
  const at = options.now.toISOString();
  const result: unknown = await db.execute(sql`
    with touched as (
      update ${conversations} set last_message_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where id = ${conversationId} returning id
    ), pivot as (
      update ${conversationUsers}
      set has_responded = true, seen_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where conversation_id = (select id from touched) and user_id = ${senderId}
    )
    insert into ${messages} (conversation_id, user_id, type, content, created_at, updated_at)
    select id, ${senderId}, 'content', ${content}, ${at}::timestamptz, ${at}::timestamptz from touched
    returning id`);
  // Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`.
  const id = (result as { rows: { id: number | string }[] }).rows[0]?.id;
  if (id === undefined) return undefined;
  const createdAt = new Date(at);
  return {
    row: {
      id: Number(id),
      conversationId,
      userId: senderId,
      type: 'content',
      content,
      imageKey: null,
      audioKey: null,
      createdAt,
      updatedAt: createdAt,
    },
    flowerMatch: false,
  };
}

/** Tells both participants (each on their private channel) about the new messages. */
async function broadcastMessages(
  services: Services,
  options: {
    conversationId: number;
    sender: Person;
    participantIds: readonly number[];
    written: readonly Written[];
    socketId: string | undefined;
  },
): Promise<void> {
  for (const { row, flowerMatch } of options.written) {
    for (const userId of options.participantIds) {
      await services.broadcaster.publish({
        channel: channels.user(userId),
        event: events.messageCreated,
        data: {
          conversation_id: options.conversationId,
          user_id: options.sender.user.id,
          message: presentMessage(services, row, {
            viewerUserId: userId,
            senderIsAdmin: isAdmin(options.sender),
            flowerMatchId: flowerMatch ? row.id : null,
          }),
        },
        ...(options.socketId ? { exceptSocketId: options.socketId } : {}),
      });
    }
  }
}

const KIND_OF_TYPE: Record<MessageInput['type'], NotificationKind> = {
  content: 'message',
  image: 'picture',
  audio: 'voice',
  flower: 'flower',
};

/**
 * After the commit: the recipient hears about the new messages if away (modules/notifications), once
 * for the lot, by the weightiest kind (a flower match, then a flower, then the message itself).
 */
function notifyRecipient(
  services: Services,
  options: {
    conversationId: number;
    sender: Person;
    recipientUserId: number;
    written: readonly Written[];
    /** The recipient's rows, read by this request after its block check (a message's). */
    read?: ReadRecipient | undefined;
  },
): void {
  const { written, sender } = options;
  if (written.length === 0) return;
  const matched = written.some((entry) => entry.flowerMatch);
  const flower = written.some((entry) => entry.row.type === 'flower');
  const text = written.find((entry) => entry.row.type === 'content')?.row.content ?? null;
  const first = (written[0]?.row.type ?? 'content') as MessageInput['type'];
  const kind: NotificationKind = matched ? 'flower_match' : flower ? 'flower' : KIND_OF_TYPE[first];
  notifyInBackground(
    services,
    {
      conversationId: options.conversationId,
      sender: { id: sender.user.id, firstName: sender.user.firstName, isAdmin: isAdmin(sender) },
      recipientUserId: options.recipientUserId,
      kind,
      text: text === null ? null : isAdmin(sender) ? htmlToText(text) : text,
    },
    options.read,
  );
}

/** Removes stored files of drafts whose message was not written, and the used uploads of those that were. */
async function settleFiles(services: Services, drafts: readonly Draft[], written: boolean) {
  const storage = storageOf(services);
  for (const draft of drafts) {
    if (!written) {
      if (draft.imageKey) await storage.delete(draft.imageKey);
      if (draft.audioKey) await storage.delete(draft.audioKey);
    } else if (draft.upload) {
      await storage.delete(draft.upload.key);
    }
  }
}

/** The existing conversation between two users, if any (there is at most one per pair). */
async function conversationBetween(
  tx: Database,
  a: number,
  b: number,
): Promise<number | undefined> {
  const other = alias(conversationUsers, 'other');
  const [row] = await tx
    .select({ id: conversationUsers.conversationId })
    .from(conversationUsers)
    .innerJoin(other, eq(other.conversationId, conversationUsers.conversationId))
    .where(and(eq(conversationUsers.userId, a), eq(other.userId, b)))
    .orderBy(conversationUsers.conversationId)
    .limit(1);
  return row?.id;
}

/**
 * `POST /conversations`: opens the pair's conversation (or reuses it: one per pair), optionally with a
 * flower and/or a first text. The recipient's inbox follows their secondary conversation rules; the
 * starter's is priority.
 */
export async function startConversation(
  services: Services,
  options: MessagingCaller & {
    recipientUserId: number;
    flower: boolean;
    content: string | undefined;
    locale: Locale;
    socketId: string | undefined;
  },
): Promise<Schemas['Conversation']> {
  const { userId, recipientUserId, locale } = options;
  const { db } = services;
  const sender = await requireMessagingUser(services, options);
  if (recipientUserId === userId)
    throw new ValidationError({ user_id: [message('conversations.self')] });
  const recipient = await loadPerson(db, recipientUserId);
  // Only members who finished the onboarding (and the support admin) can be found at all.
  if (!recipient || (!isAdmin(recipient) && !recipient.member?.onboardingCompleted))
    throw notFound();
  if (await isBlockedBetween(services, userId, recipientUserId)) throw notFound();
  if (!canReach(sender, recipient, services.now())) throw unavailable();

  const drafts: Draft[] = [];
  if (options.flower)
    drafts.push({ type: 'flower', content: null, imageKey: null, audioKey: null, upload: null });
  if (options.content !== undefined) drafts.push(contentDraft(sender, options.content, 'content'));

  const now = services.now();
  const { conversationId, written } = await db.transaction(async (tx) => {
    await lockUsers(tx, [userId, recipientUserId]);
    let id = await conversationBetween(tx, userId, recipientUserId);
    if (id === undefined) {
      const recipientPriority =
        isAdmin(sender) || isAdmin(recipient)
          ? 'priority'
          : await decidePriority(tx, userId, recipientUserId, now);
      const [created] = await tx
        .insert(conversations)
        .values({ userId, lastMessageAt: now, createdAt: now, updatedAt: now })
        .returning({ id: conversations.id });
      if (!created) throw new Error('The conversation was not created');
      id = created.id;
      await tx.insert(conversationUsers).values([
        { conversationId: id, userId, priority: 'priority', createdAt: now, updatedAt: now },
        {
          conversationId: id,
          userId: recipientUserId,
          priority: recipientPriority,
          createdAt: now,
          updatedAt: now,
        },
      ]);
    }
    const rows =
      drafts.length > 0
        ? await writeMessages(tx, { conversationId: id, sender, recipient, drafts, now })
        : [];
    return { conversationId: id, written: rows };
  });
  await broadcastMessages(services, {
    conversationId,
    sender,
    participantIds: [recipientUserId, userId],
    written,
    socketId: options.socketId,
  });
  notifyRecipient(services, { conversationId, sender, recipientUserId, written });
  const [presented] = await presentConversations(services, {
    viewerUserId: userId,
    conversationIds: [conversationId],
    locale,
  });
  if (!presented) throw notFound();
  return presented;
}

/** `POST /conversations/{id}/messages`: a text, a flower, an image or an audio message. */
export async function sendMessage(
  services: Services,
  options: MessagingCaller & {
    conversationId: number;
    input: MessageInput;
    locale: Locale;
    socketId: string | undefined;
  },
): Promise<Schemas['ConversationMessage']> {
  const { userId, conversationId, input, locale } = options;
  const { db } = services;
  const sender = await requireMessagingUser(services, options);
  const { other } = await participation(services, conversationId, userId);
  const recipient = await loadPerson(db, other.userId);
  if (!recipient) throw notFound();
  if (!canReach(sender, recipient, services.now())) throw unavailable();

  let draft: Draft;
  switch (input.type) {
    case 'content':
      draft = contentDraft(sender, input.content, 'content');
      break;
    case 'flower':
      draft = { type: 'flower', content: null, imageKey: null, audioKey: null, upload: null };
      break;
    case 'image':
    case 'audio':
      draft = await fileDraft(services, {
        sender,
        conversationId,
        type: input.type,
        key: input.key,
        locale,
      });
      break;
  }

  const now = services.now();
  let written: Written[];
  if (draft.type === 'content' && draft.content !== null) {
    const text = await writeText(db, { conversationId, sender, content: draft.content, now });
    if (!text) throw notFound();
    written = [text];
  } else {
    try {
      written = await db.transaction(async (tx) => {
        // The flowers' daily limit counts across the sender's conversations: their row is the lock.
        if (draft.type === 'flower') await lockUsers(tx, [userId]);
        return writeMessages(tx, { conversationId, sender, recipient, drafts: [draft], now });
      });
    } catch (error) {
      await settleFiles(services, [draft], false);
      throw error;
    }
  }
  await settleFiles(services, [draft], true);
  await broadcastMessages(services, {
    conversationId,
    sender,
    participantIds: [other.userId, userId],
    written,
    socketId: options.socketId,
  });
  notifyRecipient(services, {
    conversationId,
    sender,
    recipientUserId: other.userId,
    written,
    read: { user: recipient.user, pivot: other },
  });
  const first = written[0];
  if (!first) throw new Error('No message written');
  return presentMessage(services, first.row, {
    viewerUserId: userId,
    senderIsAdmin: isAdmin(sender),
    flowerMatchId: first.flowerMatch ? first.row.id : null,
  });
}
