import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { balanceClaims, referralRewards, referralVisits, type ambassadors } from '../../db/schema';

type AmbassadorRow = typeof ambassadors.$inferSelect;

/**
 * What an ambassador earned and was paid, in cents. A reward ($10 per referred subscription of 3
 * months or more) is earned when the referred friend pays; a claim takes an amount of the balance,
 * pending until the admin command approves it (then paid).
 *
 * - total: every reward earned;
 * - paid: the approved claims;
 * - pending: the claim awaiting approval (one at a time);
 * - balance: what may be claimed now, total − paid − pending.
 */
export interface Balance {
  totalCents: number;
  paidCents: number;
  pendingCents: number;
  balanceCents: number;
}

/** The minimum claim, in cents (spec 02 §9). */
export const MIN_CLAIM_CENTS = 5_000;
/** Above this much earned in a calendar year, a SIN is required (spec 02 §9). */
export const NAS_THRESHOLD_CENTS = 50_000;

const count = sql<number>`count(*)::int`;
const sumOf = (column: typeof referralRewards.amountCents | typeof balanceClaims.amountCents) =>
  sql<number>`coalesce(sum(${column}), 0)::int`;

export async function balanceOf(db: Database, ambassadorId: number): Promise<Balance> {
  const [earned] = await db
    .select({ total: sumOf(referralRewards.amountCents) })
    .from(referralRewards)
    .where(eq(referralRewards.ambassadorId, ambassadorId));
  const claims = await db
    .select({ status: balanceClaims.status, total: sumOf(balanceClaims.amountCents) })
    .from(balanceClaims)
    .where(eq(balanceClaims.ambassadorId, ambassadorId))
    .groupBy(balanceClaims.status);
  const totalCents = earned?.total ?? 0;
  const paidCents = claims.find((c) => c.status === 'approved')?.total ?? 0;
  const pendingCents = claims.find((c) => c.status === 'pending')?.total ?? 0;
  return {
    totalCents,
    paidCents,
    pendingCents,
    balanceCents: Math.max(0, totalCents - paidCents - pendingCents),
  };
}

export interface Stats {
  visits: number;
  conversions: number;
  /** conversions / visits, 0 when there is no visit; a share from 0 to 1. */
  conversionRate: number;
}

/**
 * Visits through the link, and conversions: visits whose visitor signed up and subscribed so that the
 * ambassador earned the reward for them.
 */
export async function statsOf(db: Database, ambassadorId: number): Promise<Stats> {
  const [visits] = await db
    .select({ n: count })
    .from(referralVisits)
    .where(eq(referralVisits.ambassadorId, ambassadorId));
  const [conversions] = await db
    .select({ n: count })
    .from(referralVisits)
    .where(
      and(
        eq(referralVisits.ambassadorId, ambassadorId),
        sql`exists (select 1 from ${referralRewards} where ${referralRewards.ambassadorId} = ${referralVisits.ambassadorId} and ${referralRewards.referredUserId} = ${referralVisits.referredUserId})`,
      ),
    );
  const v = visits?.n ?? 0;
  const c = conversions?.n ?? 0;
  return {
    visits: v,
    conversions: c,
    conversionRate: v === 0 ? 0 : Math.round((c / v) * 10_000) / 10_000,
  };
}

/** The calendar year of `now` (UTC), as [start, end). */
export function calendarYear(now: Date): [Date, Date] {
  const year = now.getUTCFullYear();
  return [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))];
}

/** Rewards earned in the calendar year of `now`, in cents. */
export async function earnedThisYear(
  db: Database,
  ambassadorId: number,
  now: Date,
): Promise<number> {
  const [start, end] = calendarYear(now);
  const [row] = await db
    .select({ total: sumOf(referralRewards.amountCents) })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.ambassadorId, ambassadorId),
        gte(referralRewards.createdAt, start),
        lt(referralRewards.createdAt, end),
      ),
    );
  return row?.total ?? 0;
}

/**
 * `requires_nas`: the ambassador earned more than $500 in the current calendar year (or an
 * administrator flagged them).
 */
export async function requiresNas(
  db: Database,
  ambassador: Pick<AmbassadorRow, 'id' | 'requiresNas'>,
  now: Date,
): Promise<boolean> {
  if (ambassador.requiresNas) return true;
  return (await earnedThisYear(db, ambassador.id, now)) > NAS_THRESHOLD_CENTS;
}
