/** The server's own records: the embedded mail outbox and the idempotency keys. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';

/** The mail adapter's embedded default: every message kept, links usable in development. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  kind: text('kind').notNull(),
  ...timestamps,
});

/**
 * `Idempotency-Key` of the unsafe calls that must not happen twice (sending a message, paying): per user and
 * key, what the request was (a hash of method, path and body) and the answer it got, replayed for 24 hours.
 * A row without a status is a request still running (or one whose process died: taken over after a while).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of `METHOD path\nbody`. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    /** When the request started (or was taken over). */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_user_key_unique').on(table.userId, table.key),
    index('idempotency_keys_created_at_index').on(table.createdAt),
  ],
);
