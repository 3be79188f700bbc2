/** Users, members and ambassadors, and how they sign in (sessions, tokens, reset links, push endpoints). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CELL_LATITUDE_SQL, CELL_LONGITUDE_SQL, timestamps } from './columns';

/** The genders a member can search for (members/search.ts, GENDER_OF_ORIENTATION): one index each. */
const SEARCH_GENDERS = ['male', 'female', 'non_binary'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default('ca'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    phoneAvailability: text('phone_availability'),
    locale: text('locale').notNull().default('fr'),
    gender: text('gender'),
    sexualOrientations: jsonb('sexual_orientations')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    acceptedTermsDate: timestamp('accepted_terms_date', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    eidTries: integer('eid_tries').notNull().default(0),
    authenticationFlag: text('authentication_flag'),
    blocked: boolean('blocked').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    facebookId: text('facebook_id'),
    googleId: text('google_id'),
    appleId: text('apple_id'),
    newsletterSubscribedAt: timestamp('newsletter_subscribed_at', { withTimezone: true }),
    /** Where the member lives (geocoded from the address). Never sent to another member: see search/location.ts. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The centre of the grid cell the member lives in (members/location.ts): what every distance
     * between members is measured from, kept by the database so the search reads it rather than
     * computing it for every candidate. Null without coordinates.
     */
    cellLatitude: doublePrecision('cell_latitude').generatedAlwaysAs(
      sql.raw(CELL_LATITUDE_SQL('latitude')),
    ),
    cellLongitude: doublePrecision('cell_longitude').generatedAlwaysAs(
      sql.raw(CELL_LONGITUDE_SQL('latitude', 'longitude')),
    ),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /** settings.* of the User entity. */
    anonymousMode: boolean('anonymous_mode').notNull().default(false),
    searchFilters: jsonb('search_filters')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    searchSort: text('search_sort').notNull().default('proximity'),
    notificationsPriorityMessage: boolean('notifications_priority_message').notNull().default(true),
    notificationsSecondaryMessage: boolean('notifications_secondary_message')
      .notNull()
      .default(true),
    /** metadata.first_search: the search onboarding modal is still to be shown. */
    firstSearch: boolean('first_search').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The option ids of the member's `values` answer, kept by a trigger on `answers` (migrations 0006,
     * 0008): the search reads them through an index, on the row that holds the search's other
     * criteria (gender, age, place), so that a candidate is kept or dropped without a join.
     */
    valueOptionIds: integer('value_option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (table) => [
    // The search's candidates (members/search.ts): who others may see, by gender and birthday…
    index('users_search_gender_birthday')
      .on(table.gender, table.birthday)
      .where(sql`${table.deletedAt} is null and not ${table.blocked}`),
    // … sharing values (the `question__values` filter, the "values in common" sort) …
    index('users_search_values')
      .using('gin', table.valueOptionIds)
      .where(sql`${table.deletedAt} is null and not ${table.blocked}`),
    // One a gender as well: a level of values in common read 2,835 rows of both genders (1,726 pages)
    // to keep 739 of the one sought.
    ...SEARCH_GENDERS.map((gender) =>
      index(`users_search_values_${gender}`)
        .using('gin', table.valueOptionIds)
        .where(
          sql`${table.gender} = ${sql.raw(`'${gender}'`)} and ${table.deletedAt} is null and not ${table.blocked}`,
        ),
    ),
    // … and near a point: the box of grid cells around the search location. One index a gender as
    // well, for the usual search of one gender: its box holds half the members or fewer (a page of
    // a ring around Montréal read 1,396 rows instead of 2,930).
    index('users_search_cell')
      .using('gist', sql`point(${table.cellLongitude}, ${table.cellLatitude})`)
      .where(sql`${table.deletedAt} is null and not ${table.blocked}`),
    ...SEARCH_GENDERS.map((gender) =>
      index(`users_search_cell_${gender}`)
        .using('gist', sql`point(${table.cellLongitude}, ${table.cellLatitude})`)
        .where(
          sql`${table.gender} = ${sql.raw(`'${gender}'`)} and ${table.deletedAt} is null and not ${table.blocked}`,
        ),
    ),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_facebook_id_unique').on(table.facebookId),
    uniqueIndex('users_google_id_unique').on(table.googleId),
    uniqueIndex('users_apple_id_unique').on(table.appleId),
  ],
);

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title'),
  about: text('about'),
  seeking: text('seeking'),
  onboardingStep: text('onboarding_step'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  subscriptionStatus: text('subscription_status').notNull().default('inactive'),
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  trialEndDate: timestamp('trial_end_date', { withTimezone: true }),
  subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
  visibility: text('visibility').notNull().default('public'),
  paused: boolean('paused').notNull().default(false),
  suspended: boolean('suspended').notNull().default(false),
  suspendedReason: text('suspended_reason'),
  ...timestamps,
});

export const ambassadors = pgTable('ambassadors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  objective: text('objective'),
  requiresNas: boolean('requires_nas').notNull().default(false),
  gst: text('gst'),
  pst: text('pst'),
  /** The SIN, encrypted with the app key (AES-256-GCM); only ever returned masked. */
  nasEncrypted: text('nas_encrypted'),
  ...timestamps,
});

/** Browser sessions (session mode). The id is stored hashed; the cookie carries the clear id. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    xsrfToken: text('xsrf_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_index').on(table.userId)],
);

/** Bearer tokens (token mode, native wrappers). `<id>|<secret>`; the secret is stored hashed. */
export const personalAccessTokens = pgTable('personal_access_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  ...timestamps,
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ...timestamps,
});

export const pushNotificationTokens = pgTable(
  'push_notification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('push_tokens_user_token_unique').on(table.userId, table.token)],
);

/**
 * A browser's web push subscription (one per device: the endpoint is the push service's address of
 * that browser). Messages, flowers and calls reach it while the app is closed (modules/notifications).
 */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and authentication secret (base64url), to encrypt payloads. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('web_push_subscriptions_endpoint_unique').on(table.endpoint),
    index('web_push_subscriptions_user_index').on(table.userId),
  ],
);
