import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, orders, referralRewards, subscriptions, users } from '../../db/schema';
import {
  REFERRAL_FRIEND_BONUS_MONTHS,
  REFERRAL_REWARD_CENTS,
  quote,
  trialEndDate,
  validatePromoCode,
  type ProductDefinition,
  type PromoCode,
  type Quote,
  type SubscriptionStatus,
} from './pricing';
import { pendingReferral } from './referrals';

type MemberRow = typeof members.$inferSelect;

/** Who is buying: their member (null for an ambassador without one) and their province. */
export interface Buyer {
  member: MemberRow | null;
  state: string | null;
}

export async function loadBuyer(db: Database, userId: number): Promise<Buyer> {
  const [row] = await db
    .select({ member: members, state: users.state })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(eq(users.id, userId));
  return { member: row?.member ?? null, state: row?.state ?? null };
}

/**
 * The promo code typed, checked for the product: `{promo: null}` when none was typed (null, empty or
 * blank), `{invalid: true}` when it is unknown, expired or not for this product.
 */
export function checkPromoCode(
  code: string | null | undefined,
  productId: number,
  now: Date,
): { promo: PromoCode | null; invalid: boolean } {
  if (code === null || code === undefined || code.trim() === '') {
    return { promo: null, invalid: false };
  }
  const promo = validatePromoCode(code, productId, now);
  return { promo, invalid: promo === null };
}

export interface PurchaseQuote {
  quote: Quote;
  buyer: Buyer;
  /** The referring ambassador when this purchase earns the reward (and the friend's extra month). */
  referral: { ambassadorId: number } | null;
}

/**
 * What buying the product would charge and grant this user now: the first purchase (inactive or trial)
 * starts now, otherwise the months are added to the current end date; taxes of the user's province
 * (Québec when unknown); the referred friend's extra month on a first purchase of 3 months or more.
 */
export async function quotePurchase(
  db: Database,
  input: { userId: number; product: ProductDefinition; promo: PromoCode | null; now: Date },
): Promise<PurchaseQuote> {
  const buyer = await loadBuyer(db, input.userId);
  const pending = await pendingReferral(db, input.userId);
  const q = quote({
    product: input.product,
    promo: input.promo,
    province: buyer.state,
    now: input.now,
    currentEndDate: buyer.member?.subscriptionEndDate ?? null,
    subscriptionStatus: (buyer.member?.subscriptionStatus ?? 'inactive') as SubscriptionStatus,
    referralBonusMonths: pending ? REFERRAL_FRIEND_BONUS_MONTHS : 0,
  });
  return { quote: q, buyer, referral: pending && q.referralMonths > 0 ? pending : null };
}

export interface Grant {
  userId: number;
  /** The order being paid (recorded before the charge). */
  orderId: number;
  product: ProductDefinition;
  promo: PromoCode | null;
  now: Date;
  chargeId: string | null;
  /** The card that renews it, or null (in-app purchases renew through the store). */
  paymentSourceId: number | null;
  autoRenew: boolean;
}

/**
 * Grants a paid purchase, in the caller's transaction: the end date is quoted again from the member as
 * it is now (a payment that landed meanwhile is not overwritten); the member becomes `active` with that
 * end date and has completed onboarding (payment is the wizard's last step); the order is `paid`; the
 * subscription row names the product and whether it renews; and a referred user's first subscription of
 * 3 months or more earns their ambassador the reward (once per referred user), with the friend's extra
 * month already in the end date.
 */
export async function grantPurchase(tx: Database, grant: Grant): Promise<Quote> {
  const { quote: q, buyer, referral } = await quotePurchase(tx, grant);
  const member = buyer.member;
  if (!member) throw new Error('Only a member can be granted a subscription.');
  const { now } = grant;
  await tx
    .update(members)
    .set({
      subscriptionStatus: 'active',
      subscriptionEndDate: q.endDate,
      onboardingCompleted: true,
      updatedAt: now,
    })
    .where(eq(members.id, member.id));
  await tx
    .update(orders)
    .set({
      status: 'paid',
      chargeId: grant.chargeId,
      months: q.months,
      startsAt: q.startDate,
      endsAt: q.endDate,
      updatedAt: now,
    })
    .where(eq(orders.id, grant.orderId));
  const subscription = {
    productId: grant.product.id,
    autoRenew: grant.autoRenew,
    paymentSourceId: grant.paymentSourceId,
  };
  await tx
    .insert(subscriptions)
    .values({ userId: grant.userId, ...subscription })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...subscription, updatedAt: now },
    });
  if (referral) {
    await tx
      .insert(referralRewards)
      .values({
        ambassadorId: referral.ambassadorId,
        referredUserId: grant.userId,
        orderId: grant.orderId,
        amountCents: REFERRAL_REWARD_CENTS,
      })
      .onConflictDoNothing({ target: referralRewards.referredUserId });
  }
  return q;
}

/**
 * Starts the 5-day free trial: once per person, and never for a member who has already subscribed.
 * Also completes onboarding (the trial is the other way out of the payment step). False when nothing
 * was started (no member, trial already used, or already subscribed).
 */
/**
 * A subscription may start (a trial, a card payment) once the wizard reached its last step, payment:
 * the steps before it are checked as they are left (onboarding/service.ts), so no client subscribes
 * (and completes onboarding) from the first one.
 */
export function atPaymentStep(member: Pick<MemberRow, 'onboardingCompleted' | 'onboardingStep'>) {
  return member.onboardingCompleted || member.onboardingStep === 'payment';
}

export async function startTrial(db: Database, userId: number, now: Date): Promise<boolean> {
  const [member] = await db.select().from(members).where(eq(members.userId, userId));
  if (!member || !atPaymentStep(member)) return false;
  if (
    member.trialStartedAt !== null ||
    member.subscriptionStatus !== 'inactive' ||
    member.subscriptionEndDate !== null
  ) {
    return false;
  }
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .limit(1);
  if (paid) return false;
  const started = await db
    .update(members)
    .set({
      subscriptionStatus: 'trial',
      trialStartedAt: now,
      trialEndDate: trialEndDate(now),
      onboardingCompleted: true,
      updatedAt: now,
    })
    .where(
      and(
        eq(members.id, member.id),
        isNull(members.trialStartedAt),
        eq(members.subscriptionStatus, 'inactive'),
      ),
    )
    .returning({ id: members.id });
  return started.length > 0;
}
