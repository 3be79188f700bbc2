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

/**
 * The grid cell centre of members/location.ts (`snapPoint`) as SQL over raw column names, for the
 * generated columns (no parameters there): 0.05° latitude bands, each cut into whole cells about as
 * wide as the band is tall.
 */
function CELL_LATITUDE_SQL(latitude: string): string {
  return `(-90 + (least(floor((${latitude} + 90) / 0.05::float8), 3599::float8) + 0.5) * 0.05::float8)`;
}
function CELL_LONGITUDE_SQL(latitude: string, longitude: string): string {
  const step = `(360.0 / greatest(1, floor(360 * cos(radians(${CELL_LATITUDE_SQL(latitude)})) / 0.05::float8)))`;
  return `(-180 + (floor((${longitude} + 180) / ${step}) + 0.5) * ${step})`;
}

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
    ...timestamps,
  },
  (table) => [
    // The search's candidates (members/search.ts): who others may see, by gender and birthday…
    index('users_search_gender_birthday')
      .on(table.gender, table.birthday)
      .where(sql`${table.deletedAt} is null and not ${table.blocked}`),
    // … and near a point: the box around the search location.
    index('users_search_location')
      .using('gist', sql`point(${table.longitude}, ${table.latitude})`)
      .where(sql`${table.deletedAt} is null and not ${table.blocked}`),
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_facebook_id_unique').on(table.facebookId),
    uniqueIndex('users_google_id_unique').on(table.googleId),
    uniqueIndex('users_apple_id_unique').on(table.appleId),
  ],
);

export const members = pgTable(
  'members',
  {
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
    /**
     * The option ids of the member's `values` answer, kept by a trigger on `answers` (migration 0006):
     * the search's "values in common" sort reads them here instead of one answer lookup per candidate.
     */
    valueOptionIds: integer('value_option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (table) => [
    // The search's `question__values` filter: members sharing any of the chosen values.
    index('members_value_option_ids').using('gin', table.valueOptionIds),
  ],
);

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
    /** The claim that paid this reward out, once approved. */
    balanceClaimId: integer('balance_claim_id'),
    ...timestamps,
  },
  (table) => [uniqueIndex('referral_rewards_referred_user_unique').on(table.referredUserId)],
);

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

/** An ambassador's request to be paid their balance: pending, then approved by the admin command. */
export const balanceClaims = pgTable(
  'balance_claims',
  {
    id: serial('id').primaryKey(),
    ambassadorId: integer('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    invoiceKey: text('invoice_key'),
    /** pending or approved */
    status: text('status').notNull().default('pending'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('balance_claims_ambassador_index').on(table.ambassadorId)],
);

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
