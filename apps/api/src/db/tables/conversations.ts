/** Conversations, their participants and messages, and the secondary-inbox rules. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members, users } from './accounts';
import { timestamps } from './columns';

export const conversations = pgTable('conversations', {
  id: serial('id').primaryKey(),
  /** The starter (Conversation.user_id). */
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  flowerMatch: boolean('flower_match').notNull().default(false),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  ...timestamps,
});

/** A participant of a conversation (the pivot of Conversation user). */
export const conversationUsers = pgTable(
  'conversation_users',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which of this participant's inboxes the conversation is in: priority or secondary. */
    priority: text('priority').notNull().default('priority'),
    hasResponded: boolean('has_responded').notNull().default(false),
    sentFlower: boolean('sent_flower').notNull().default(false),
    authorizeVideoChat: boolean('authorize_video_chat').notNull().default(false),
    /** When this participant last opened the conversation; later messages from others are unseen. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** When this participant was last notified (push or e-mail) of this conversation: the rate limit. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('conversation_users_pair_unique').on(table.conversationId, table.userId),
    index('conversation_users_user_index').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** content, flower, image or audio */
    type: text('type').notNull(),
    content: text('content'),
    imageKey: text('image_key'),
    audioKey: text('audio_key'),
    ...timestamps,
  },
  (table) => [
    index('messages_conversation_index').on(table.conversationId, table.createdAt),
    index('messages_user_type_index').on(table.userId, table.type, table.createdAt),
  ],
);

/** A member's secondary-inbox rules: at most 3, one per type (age, distance or a question). */
export const secondaryConversationRules = pgTable('secondary_conversation_rules', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  questionId: integer('question_id'),
  /** age or distance when the rule is not about a question. */
  field: text('field'),
  /** Ranges as 'min,max'. */
  value: text('value'),
  optionIds: jsonb('option_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  ...timestamps,
});
