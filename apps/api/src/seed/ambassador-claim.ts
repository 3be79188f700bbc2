/**
 * Ambassadors who are not members, each ready to claim their balance once: `ambassador-claim-1@demo.test`
 * and `ambassador-claim-2@demo.test` (one per journey project, so that runs side by side never share
 * one). Each has six referred friends who bought the 3-month package ($60 earned, none claimed, no claim
 * at all), GST and PST on file (so the invoice is required) and no SIN asked for (under the $500 a year
 * that would require one). The friends are accounts of their own (`ambassador-claim-<n>-friend-<m>@…`),
 * with no member profile, so that no other journey meets them.
 */
import type { Database } from '../db/client';
import { ambassadors, orders, referralRewards, referralVisits, users } from '../db/schema';
import {
  PRODUCTS,
  REFERRAL_FRIEND_BONUS_MONTHS,
  REFERRAL_REWARD_CENTS,
  quote,
} from '../modules/payments/pricing';

const DAY_MS = 86_400_000;
/** Ambassadors seeded here, one per journey project. */
export const CLAIM_AMBASSADORS = 2;
/** Friends per ambassador: $10 each, above the $50 minimum claim. */
export const CLAIM_FRIENDS = 6;

export const claimAmbassadorEmail = (n: number) => `ambassador-claim-${n}@demo.test`;
export const claimAmbassadorCode = (n: number) => `RECLAME${n}`;

const AMBASSADORS = [
  { firstName: 'Sophie', lastName: 'Gagnon', locale: 'fr', gst: '123456789RT0001' },
  { firstName: 'Emily', lastName: 'Clarke', locale: 'en', gst: '987654321RT0001' },
] as const;
const FRIENDS = ['Julie', 'Marc', 'Nadia', 'Olivier', 'Chloé', 'Antoine'];

export async function seedAmbassadorClaim(
  db: Database,
  options: { now: Date; passwordHash: string },
): Promise<{ ambassadors: number; rewards: number }> {
  const { now, passwordHash } = options;
  const product = PRODUCTS.find((p) => p.number_of_months === 3);
  if (!product) throw new Error('No 3-month package');
  let rewards = 0;
  for (let n = 1; n <= CLAIM_AMBASSADORS; n++) {
    const who = AMBASSADORS[n - 1] ?? AMBASSADORS[0];
    const joined = new Date(now.getTime() - 120 * DAY_MS);
    const [owner] = await db
      .insert(users)
      .values({
        email: claimAmbassadorEmail(n),
        passwordHash,
        firstName: who.firstName,
        lastName: who.lastName,
        address1: '4500 rue Saint-Denis',
        city: 'Montréal',
        state: 'QC',
        country: 'ca',
        postalCode: 'H2J 2L3',
        phone: '514-555-0142',
        locale: who.locale,
        acceptedTermsDate: joined,
        emailVerifiedAt: joined,
        createdAt: joined,
        updatedAt: now,
      })
      .returning({ id: users.id });
    if (!owner) throw new Error('The claim ambassador was not created');
    const [ambassador] = await db
      .insert(ambassadors)
      .values({
        userId: owner.id,
        code: claimAmbassadorCode(n),
        objective: 'additional_income',
        requiresNas: false,
        gst: who.gst,
        pst: '1234567890TQ0001',
        createdAt: joined,
        updatedAt: now,
      })
      .returning({ id: ambassadors.id });
    if (!ambassador) throw new Error('The claim ambassador was not created');

    for (const [m, firstName] of FRIENDS.entries()) {
      const paidAt = new Date(now.getTime() - (90 - 10 * m) * DAY_MS);
      const [friend] = await db
        .insert(users)
        .values({
          email: `ambassador-claim-${n}-friend-${m + 1}@demo.test`,
          passwordHash,
          firstName,
          lastName: 'Lavoie',
          city: 'Laval',
          state: 'QC',
          country: 'ca',
          locale: 'fr',
          acceptedTermsDate: paidAt,
          emailVerifiedAt: paidAt,
          createdAt: paidAt,
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!friend) throw new Error('The referred friend was not created');
      const bought = quote({
        product,
        province: 'QC',
        now: paidAt,
        subscriptionStatus: 'inactive',
        referralBonusMonths: REFERRAL_FRIEND_BONUS_MONTHS,
      });
      const [order] = await db
        .insert(orders)
        .values({
          userId: friend.id,
          productId: product.id,
          channel: 'card',
          status: 'paid',
          totalCents: bought.totalCents,
          taxesCents: bought.taxesCents,
          months: bought.months,
          startsAt: bought.startDate,
          endsAt: bought.endDate,
          createdAt: paidAt,
          updatedAt: paidAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('The friend’s order was not created');
      await db.insert(referralVisits).values({
        ambassadorId: ambassador.id,
        deviceRef: `ambassador-claim-${n}-${m + 1}`,
        referredUserId: friend.id,
        createdAt: new Date(paidAt.getTime() - DAY_MS),
        updatedAt: paidAt,
      });
      await db.insert(referralRewards).values({
        ambassadorId: ambassador.id,
        referredUserId: friend.id,
        orderId: order.id,
        amountCents: REFERRAL_REWARD_CENTS,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      rewards += 1;
    }
  }
  return { ambassadors: CLAIM_AMBASSADORS, rewards };
}
