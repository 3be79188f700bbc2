/** What a member tells about themself: answers, uploaded files, pictures and media. */
import { sql } from 'drizzle-orm';
import {
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

/** A member's answer to a profile question: a text or a height, and/or chosen option ids. */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    value: text('value'),
    optionIds: jsonb('option_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (table) => [uniqueIndex('answers_member_question_unique').on(table.memberId, table.questionId)],
);

/** Files stored through signed URLs. A key not attached to anything within a day is cleaned up. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull().unique(),
    key: text('key').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    visibility: text('visibility').notNull().default('private'),
    /** What the client declared when asking for the URL. */
    declaredContentType: text('declared_content_type').notNull(),
    /** What the bytes turned out to be (sniffed), once stored. */
    contentType: text('content_type'),
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('uploads_user_id_index').on(table.userId)],
);

export const pictures = pgTable(
  'pictures',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    position: integer('position').notNull(),
    /** pending, portrait, authenticated, validated, refused */
    status: text('status').notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('pictures_member_id_index').on(table.memberId)],
);

export const memberMedia = pgTable('member_media', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  samplePictureKey: text('sample_picture_key'),
  audioIntroductionKey: text('audio_introduction_key'),
  /** Since when the gallery has been refused or incomplete (the 72-hour suspension clock). */
  galleryIncompleteSince: timestamp('gallery_incomplete_since', { withTimezone: true }),
  ...timestamps,
});
