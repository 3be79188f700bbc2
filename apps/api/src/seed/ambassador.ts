/**
 * The demo ambassador's payout history, on top of the visits and rewards `seed.ts` writes: the oldest
 * rewards were paid out by approved claims of $50 or more (each reward records the claim that paid it and
 * when), the newest ones are in a pending claim awaiting the admin command, and what remains is her
 * balance. The statements of approved claims are rendered when they are first asked for.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ambassadors, balanceClaims, referralRewards, users } from '../db/schema';
import { MIN_CLAIM_CENTS } from '../modules/ambassadors/earnings';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Rewards per approved claim (each is $10, so a claim of at least $50). */
const PER_CLAIM = 5;

export interface AmbassadorSeedSummary {
  approvedClaims: number;
  pendingClaims: number;
}

export async function seedAmbassadorHistory(
  db: Database,
  options: { ambassadorId: number; now: Date },
): Promise<AmbassadorSeedSummary> {
  const { ambassadorId, now } = options;
  const [owner] = await db
    .select({ email: users.email })
    .from(ambassadors)
    .innerJoin(users, eq(users.id, ambassadors.userId))
    .where(eq(ambassadors.id, ambassadorId));
  if (!owner) throw new Error(`No ambassador ${ambassadorId}`);
  const rewards = await db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.ambassadorId, ambassadorId))
    .orderBy(asc(referralRewards.createdAt), asc(referralRewards.id));
  // Claimed means paid by an approved claim: start from none.
  await db
    .update(referralRewards)
    .set({ claimedAt: null, balanceClaimId: null })
    .where(eq(referralRewards.ambassadorId, ambassadorId));

  const pendingCount = rewards.length >= 2 * PER_CLAIM ? PER_CLAIM : 0;
  const kept = rewards.length >= 2 * PER_CLAIM + 2 ? 2 : 0;
  const pool = rewards.slice(0, Math.max(0, rewards.length - pendingCount - kept));
  const groups: (typeof rewards)[] = [];
  for (let i = 0; i + PER_CLAIM <= pool.length; i += PER_CLAIM)
    groups.push(pool.slice(i, i + PER_CLAIM));
  // A remainder too small for a claim of its own joins the last one.
  const rest = pool.slice(groups.length * PER_CLAIM);
  if (rest.length > 0 && groups.length > 0) groups[groups.length - 1]?.push(...rest);

  let approved = 0;
  for (const group of groups) {
    const last = group[group.length - 1];
    if (!last) continue;
    const amountCents = group.reduce((sum, r) => sum + r.amountCents, 0);
    if (amountCents < MIN_CLAIM_CENTS) continue;
    const createdAt = new Date(
      Math.min(last.createdAt.getTime() + 3 * DAY_MS, now.getTime() - 3 * HOUR_MS),
    );
    const approvedAt = new Date(
      Math.min(createdAt.getTime() + 5 * DAY_MS, now.getTime() - HOUR_MS),
    );
    const [claim] = await db
      .insert(balanceClaims)
      .values({
        ambassadorId,
        email: owner.email,
        amountCents,
        status: 'approved',
        approvedAt,
        createdAt,
        updatedAt: approvedAt,
      })
      .returning({ id: balanceClaims.id });
    if (!claim) throw new Error('The claim was not created');
    await db
      .update(referralRewards)
      .set({ balanceClaimId: claim.id, claimedAt: approvedAt, updatedAt: approvedAt })
      .where(
        inArray(
          referralRewards.id,
          group.map((r) => r.id),
        ),
      );
    approved += 1;
  }

  let pending = 0;
  const newest = rewards.slice(rewards.length - pendingCount - kept, rewards.length - kept);
  const latest = newest[newest.length - 1];
  if (pendingCount > 0 && latest) {
    const createdAt = new Date(
      Math.min(
        Math.max(latest.createdAt.getTime() + HOUR_MS, now.getTime() - 2 * DAY_MS),
        now.getTime(),
      ),
    );
    await db.insert(balanceClaims).values({
      ambassadorId,
      email: owner.email,
      amountCents: newest.reduce((sum, r) => sum + r.amountCents, 0),
      status: 'pending',
      createdAt,
      updatedAt: createdAt,
    });
    pending = 1;
  }
  return { approvedClaims: approved, pendingClaims: pending };
}
