import type { referralRewards, users } from '../../db/schema';
import type { Schemas } from '../../http/types';
import { toDollars } from '../payments/pricing';
import type { Balance, Stats } from './earnings';

/** The ambassador module's replies: earnings in dollars, and the referrals. */

export function presentBalance(balance: Balance): Schemas['AmbassadorBalance'] {
  return {
    total: toDollars(balance.totalCents),
    paid: toDollars(balance.paidCents),
    pending: toDollars(balance.pendingCents),
    balance: toDollars(balance.balanceCents),
  };
}

export function presentStats(stats: Stats, balance: Balance): Schemas['AmbassadorStats'] {
  return {
    visits: stats.visits,
    conversions: stats.conversions,
    conversion_rate: stats.conversionRate,
    balance: toDollars(balance.balanceCents),
    paid: toDollars(balance.paidCents),
    pending: toDollars(balance.pendingCents),
    total: toDollars(balance.totalCents),
  };
}

export function presentReferral(row: {
  reward: typeof referralRewards.$inferSelect;
  user: typeof users.$inferSelect;
}): Schemas['Referral'] {
  const { reward, user } = row;
  return {
    id: reward.id,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    city: user.deletedAt ? null : user.city,
    amount: toDollars(reward.amountCents),
    claimed_at: reward.claimedAt?.toISOString() ?? null,
  };
}
