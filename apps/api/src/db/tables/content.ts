/** Personal-development content: specialists, articles and their votes, quotes of the day. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members, users } from './accounts';
import { timestamps } from './columns';

/** The people behind personal-development content (articles' owners). */
export const specialists = pgTable('specialists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: jsonb('title').$type<Record<'fr' | 'en', string>>().notNull(),
  shortDescription: jsonb('short_description').$type<Record<'fr' | 'en', string>>().notNull(),
  url: text('url'),
  profileImagePath: text('profile_image_path'),
  ...timestamps,
});

/** Articles, videos and bonus items, one row per language. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    /** video or article */
    type: text('type').notNull(),
    /** public, member or vip */
    accessLevel: text('access_level').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** Sanitised when written; sanitised again when served. */
    body: text('body'),
    imagePath: text('image_path'),
    videoUrl: text('video_url'),
    embedVideoUrl: text('embed_video_url'),
    websiteUrl: text('website_url'),
    specialistId: integer('specialist_id').references(() => specialists.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [index('articles_locale_type_index').on(table.locale, table.type, table.accessLevel)],
);

export const articleVotes = pgTable(
  'article_votes',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('article_votes_pair_unique').on(table.articleId, table.userId)],
);

/** Quotes of the day: seeded ones, and members' submissions (published after review). */
export const dailyQuotes = pgTable(
  'daily_quotes',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
    author: text('author'),
    /** known, unknown or member */
    authorType: text('author_type').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** pending or published */
    status: text('status').notNull().default('pending'),
    ...timestamps,
  },
  (table) => [index('daily_quotes_locale_status_index').on(table.locale, table.status)],
);
