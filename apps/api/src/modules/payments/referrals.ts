import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ambassadors, orders, referralRewards, referralVisits } from '../../db/schema';
import type { Services } from '../../http/context';
import { ValidationError } from '../../http/errors';
import { attribute, message, type Message } from '../../i18n/messages';

/**
 * Referrals: a visit through an ambassador's link is recorded once per code and device reference
 * (`POST /referral`); the visitor who then signs up on that device is linked to the visit
 * (`attachReferral`); their first subscription of 3 months or more earns the ambassador
 * `REFERRAL_REWARD_CENTS` and gives them `REFERRAL_FRIEND_BONUS_MONTHS` (see `subscriptions.ts`).
 */

/** Longest device reference kept (the client's is a short random id). */
export const DEVICE_REF_MAX_LENGTH = 255;

/**
 * `POST /referral`: checks the device reference and the code (422 per field), records the visit, and
 * links a signed-in visitor at once (same rules as at registration).
 */
export async function recordReferral(
  services: Services,
  options: { deviceRef: string; ambassadorCode: string; userId: number | null },
): Promise<void> {
  const deviceRef = options.deviceRef.trim();
  const code = options.ambassadorCode.trim();
  const errors: Record<string, Message[]> = {};
  const required = (field: string) =>
    message('validation.required', { attribute: attribute(field) });
  if (deviceRef === '') errors.device_ref = [required('device_ref')];
  else if (deviceRef.length > DEVICE_REF_MAX_LENGTH) {
    errors.device_ref = [
      message('validation.max.string', {
        attribute: attribute('device_ref'),
        max: DEVICE_REF_MAX_LENGTH,
      }),
    ];
  }
  if (code === '') errors.ambassador_code = [required('ambassador_code')];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (!(await recordReferralVisit(services.db, code, deviceRef))) {
    throw new ValidationError({ ambassador_code: [message('payments.referral_unknown_code')] });
  }
  if (options.userId !== null) await attachReferral(services, options.userId, deviceRef);
}

/**
 * Records a visit of `deviceRef` through the ambassador's link (the code is matched without case).
 * A repeat of the same code and device is a no-op. False when no ambassador has this code.
 */
export async function recordReferralVisit(
  db: Database,
  ambassadorCode: string,
  deviceRef: string,
): Promise<boolean> {
  const code = ambassadorCode.trim().toLowerCase();
  if (code === '') return false;
  const [ambassador] = await db
    .select({ id: ambassadors.id })
    .from(ambassadors)
    .where(sql`lower(${ambassadors.code}) = ${code}`);
  if (!ambassador) return false;
  await db
    .insert(referralVisits)
    .values({ ambassadorId: ambassador.id, deviceRef: deviceRef.trim() })
    .onConflictDoNothing({ target: [referralVisits.ambassadorId, referralVisits.deviceRef] });
  return true;
}

/**
 * Links a user to the latest unclaimed visit recorded on their device, so that their first qualifying
 * subscription rewards that ambassador. Call it when the user registers (with the device reference the
 * client keeps in its cookie and local storage); the payment calls also call it with the `device_ref`
 * they receive, for users who registered before this link existed.
 *
 * Nothing happens (false) when the user is already linked to a visit (the first link wins), has already
 * paid for a subscription (they are not a new subscriber), or the only visits are through their own
 * ambassador link.
 */
export async function attachReferral(
  services: Pick<Services, 'db' | 'now'>,
  userId: number,
  deviceRef: string,
): Promise<boolean> {
  const { db, now } = services;
  const ref = deviceRef.trim();
  if (ref === '') return false;
  const [linked] = await db
    .select({ id: referralVisits.id })
    .from(referralVisits)
    .where(eq(referralVisits.referredUserId, userId))
    .limit(1);
  if (linked) return false;
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
    .limit(1);
  if (paid) return false;
  const [visit] = await db
    .select({ id: referralVisits.id })
    .from(referralVisits)
    .innerJoin(ambassadors, eq(ambassadors.id, referralVisits.ambassadorId))
    .where(
      and(
        eq(referralVisits.deviceRef, ref),
        isNull(referralVisits.referredUserId),
        ne(ambassadors.userId, userId),
      ),
    )
    .orderBy(desc(referralVisits.id))
    .limit(1);
  if (!visit) return false;
  const updated = await db
    .update(referralVisits)
    .set({ referredUserId: userId, updatedAt: now() })
    .where(and(eq(referralVisits.id, visit.id), isNull(referralVisits.referredUserId)))
    .returning({ id: referralVisits.id });
  return updated.length > 0;
}

/**
 * The ambassador who referred this user, while the reward for them is still to be earned (a referred
 * user earns their ambassador one reward and gets one extra month, once); null otherwise.
 */
export async function pendingReferral(
  db: Database,
  userId: number,
): Promise<{ ambassadorId: number } | null> {
  const [visit] = await db
    .select({ ambassadorId: referralVisits.ambassadorId })
    .from(referralVisits)
    .where(eq(referralVisits.referredUserId, userId))
    .orderBy(asc(referralVisits.id))
    .limit(1);
  if (!visit) return null;
  const [reward] = await db
    .select({ id: referralRewards.id })
    .from(referralRewards)
    .where(eq(referralRewards.referredUserId, userId))
    .limit(1);
  return reward ? null : visit;
}
