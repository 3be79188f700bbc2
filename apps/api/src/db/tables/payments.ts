/** Cards, orders, subscriptions, and the ambassadors' referrals, rewards and claims. */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ambassadors, users } from './accounts';
import { timestamps } from './columns';

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
