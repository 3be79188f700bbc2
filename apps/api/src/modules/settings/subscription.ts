import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, subscriptions, type members } from '../../db/schema';
import type { Schemas } from '../../http/types';
import { PRODUCTS, toDollars, type ProductDefinition } from '../payments/pricing';

type MemberRow = typeof members.$inferSelect;
type SubscriptionStatus = Schemas['SubscriptionStatus'];

/**
 * The member's subscription status at `now`. The stored status is the one of the last change (a
 * payment, the trial); time ends it: an active subscription stays active until its end date, a trial
 * until its end, then the member reads `inactive` (a renewal, when there is one, extends the end date
 * before that).
 */
export function subscriptionStatusAt(
  member: Pick<MemberRow, 'subscriptionStatus' | 'subscriptionEndDate' | 'trialEndDate'>,
  now: Date,
): SubscriptionStatus {
  if (member.subscriptionStatus === 'active') {
    const end = member.subscriptionEndDate;
    return end === null || end.getTime() > now.getTime() ? 'active' : 'inactive';
  }
  if (member.subscriptionStatus === 'trial') {
    const end = member.trialEndDate;
    return end !== null && end.getTime() > now.getTime() ? 'trial' : 'inactive';
  }
  return 'inactive';
}

/** The product of the member's running subscription: the subscription row's, else the paid order covering now. */
export async function currentProduct(
  db: Database,
  member: Pick<MemberRow, 'userId' | 'subscriptionStatus' | 'subscriptionEndDate' | 'trialEndDate'>,
  now: Date,
): Promise<{ product: ProductDefinition; autoRenew: boolean } | null> {
  if (subscriptionStatusAt(member, now) !== 'active') return null;
  const [subscription] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, member.userId));
  let productId = subscription?.productId;
  if (productId === undefined) {
    const [order] = await db
      .select({ productId: orders.productId })
      .from(orders)
      .where(
        and(
          eq(orders.userId, member.userId),
          eq(orders.status, 'paid'),
          lte(orders.startsAt, now),
          gt(orders.endsAt, now),
        ),
      )
      .orderBy(desc(orders.endsAt))
      .limit(1);
    productId = order?.productId;
  }
  const product = PRODUCTS.find((p) => p.id === productId);
  return product ? { product, autoRenew: subscription?.autoRenew ?? false } : null;
}

/** `active_subscription` of the current user: the running subscription while it renews automatically. */
export async function activeSubscriptionOf(
  db: Database,
  member: MemberRow,
  now: Date,
  locale: 'fr' | 'en',
): Promise<Schemas['CurrentUser']['active_subscription']> {
  const current = await currentProduct(db, member, now);
  if (!current?.autoRenew) return null;
  return {
    product: {
      name: current.product.name[locale],
      number_of_months: current.product.number_of_months,
      price: toDollars(current.product.price_cents),
    },
  };
}

/**
 * Whether a package opens the bonus (vip) content: a product flagged `vip`, or a package of 6 months
 * or more, the one that comes with the bonus personal-development course (spec 01, terms §6).
 */
export function grantsVipContent(
  product: Pick<ProductDefinition, 'vip' | 'number_of_months'>,
): boolean {
  return product.vip || product.number_of_months >= 6;
}
