import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
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

/** Cards kept by the gateway: only brand, last four, expiry and the gateway's token. */
export const paymentSources = pgTable(
  'payment_sources',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    ...timestamps,
  },
  (table) => [index('payment_sources_user_id_index').on(table.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** card or in_app */
    channel: text('channel').notNull(),
    status: text('status').notNull(),
    totalCents: integer('total_cents').notNull(),
    taxesCents: integer('taxes_cents').notNull(),
    months: integer('months').notNull(),
    promoCode: text('promo_code'),
    chargeId: text('charge_id'),
    /** In-app purchases: the store's transaction id, never accepted twice. */
    storeTransactionId: text('store_transaction_id').unique(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('orders_user_id_index').on(table.userId)],
);

/** A member's running subscription: the auto-renewing product, until cancelled. */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull(),
  autoRenew: boolean('auto_renew').notNull().default(true),
  paymentSourceId: integer('payment_source_id').references(() => paymentSources.id, {
    onDelete: 'set null',
  }),
  ...timestamps,
});

/** Visits through an ambassador's link: once per code and device reference. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: serial('id').primaryKey(),
    ambassadorId: integer('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    deviceRef: text('device_ref').notNull(),
    /** Set when the visitor registers on this device. */
    referredUserId: integer('referred_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('referral_visits_ambassador_device_unique').on(table.ambassadorId, table.deviceRef),
  ],
);

/** An ambassador's reward for a referred subscription of 3 months or more (10 dollars). */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    ambassadorId: integer('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('referral_rewards_referred_user_unique').on(table.referredUserId)],
);
