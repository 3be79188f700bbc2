/** Between members: favourites, blocks, reports and shared profile links. */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { timestamps } from './columns';

/** A member's favourites (the heart on a profile). */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    favoriteMemberId: integer('favorite_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [uniqueIndex('favorites_pair_unique').on(table.memberId, table.favoriteMemberId)],
);

/** Blocks hide both members from each other; the blocked member is never told. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedMemberId: integer('blocked_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('member_blocks_pair_unique').on(table.memberId, table.blockedMemberId),
    index('member_blocks_blocked_index').on(table.blockedMemberId),
  ],
);

export const memberReports = pgTable('member_reports', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  reportedMemberId: integer('reported_member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  reasonCode: text('reason_code').notNull(),
  note: text('note'),
  ...timestamps,
});

/** A profile shared publicly: `GET share/member/{id}` works while one of these has not expired (3 days). */
export const shareableLinks = pgTable(
  'shareable_links',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('shareable_links_member_index').on(table.memberId)],
);
