import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { purgeIdempotencyKeys } from '../../http/idempotency';
import { memberMedia, members, pictures, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { channels, events } from '../../realtime/broadcaster';
import { syncGallery } from '../media/pictures';
import { cleanupUnusedUploads } from '../media/uploads';

/** A refused or incomplete album suspends the account after 72 hours (spec, section 4). */
export const GALLERY_GRACE_HOURS = 72;
export const INCOMPLETE_GALLERY = 'incomplete_gallery';

export type PictureDecision = 'portrait' | 'authenticated' | 'validated' | 'refused';

export class ModerationError extends Error {}

async function userOrFail(services: Services, userId: number) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ModerationError(`No user ${userId}`);
  return user;
}

/** An administrator's decision on a picture. */
export async function reviewPicture(
  services: Services,
  pictureId: number,
  decision: PictureDecision,
): Promise<void> {
  const [picture] = await services.db
    .update(pictures)
    .set({ status: decision, reviewedAt: services.now(), updatedAt: services.now() })
    .where(eq(pictures.id, pictureId))
    .returning();
  if (!picture) throw new ModerationError(`No picture ${pictureId}`);
  // Keep the order (portrait first) and the 72-hour clock in step with the decision.
  await syncGallery(services.db, picture.memberId, services.now());
}

/** A manual identity check by an administrator (after a failed or skipped electronic one). */
export async function approveIdentity(services: Services, userId: number): Promise<void> {
  await userOrFail(services, userId);
  await services.db
    .update(users)
    .set({ authenticationFlag: 'success', updatedAt: services.now() })
    .where(eq(users.id, userId));
}

export async function setSuspended(
  services: Services,
  userId: number,
  suspended: boolean,
  reason: string | null = null,
): Promise<void> {
  await userOrFail(services, userId);
  await services.db
    .update(members)
    .set({ suspended, suspendedReason: suspended ? reason : null, updatedAt: services.now() })
    .where(eq(members.userId, userId));
  await tellUser(services, userId, suspended ? events.suspended : events.unsuspended);
}

/** An account event on the user's private channel: the open app refetches the user. */
async function tellUser(
  services: Services,
  userId: number,
  event: 'user.suspended' | 'user.unsuspended' | 'user.blocked' | 'user.unblocked',
): Promise<void> {
  await services.broadcaster.publish({ channel: channels.user(userId), event, data: {} });
}

export async function setBlocked(
  services: Services,
  userId: number,
  blocked: boolean,
): Promise<void> {
  await userOrFail(services, userId);
  await services.db
    .update(users)
    .set({ blocked, updatedAt: services.now() })
    .where(eq(users.id, userId));
  await tellUser(services, userId, blocked ? events.blocked : events.unblocked);
}

/**
 * The scheduled job: suspends members whose gallery stayed refused or incomplete for 72 hours, and
 * lifts that suspension once the gallery is complete again. Returns the member ids it changed.
 */
export async function enforceGalleryDeadline(
  services: Services,
): Promise<{ suspended: number[]; restored: number[] }> {
  const deadline = new Date(services.now().getTime() - GALLERY_GRACE_HOURS * 3600_000);
  const late = await services.db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .innerJoin(memberMedia, eq(memberMedia.memberId, members.id))
    .where(
      and(
        isNotNull(memberMedia.galleryIncompleteSince),
        lt(memberMedia.galleryIncompleteSince, deadline),
        eq(members.suspended, false),
      ),
    );
  const fixed = await services.db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .leftJoin(memberMedia, eq(memberMedia.memberId, members.id))
    .where(
      and(
        eq(members.suspended, true),
        eq(members.suspendedReason, INCOMPLETE_GALLERY),
        isNull(memberMedia.galleryIncompleteSince),
      ),
    );
  const suspended = late.map((row) => row.id);
  const restored = fixed.map((row) => row.id);
  if (suspended.length > 0) {
    await services.db
      .update(members)
      .set({ suspended: true, suspendedReason: INCOMPLETE_GALLERY, updatedAt: services.now() })
      .where(inArray(members.id, suspended));
  }
  if (restored.length > 0) {
    await services.db
      .update(members)
      .set({ suspended: false, suspendedReason: null, updatedAt: services.now() })
      .where(inArray(members.id, restored));
  }
  for (const row of late) await tellUser(services, row.userId, events.suspended);
  for (const row of fixed) await tellUser(services, row.userId, events.unsuspended);
  return { suspended, restored };
}

/**
 * Development only (opt-in with AUTO_APPROVE_PICTURES_AFTER_SECONDS): pictures pending for longer than
 * the delay are validated, the first of each gallery as the portrait.
 */
export async function autoApprovePictures(
  services: Services,
  delaySeconds: number,
): Promise<number> {
  const before = new Date(services.now().getTime() - delaySeconds * 1000);
  const pending = await services.db
    .select({ id: pictures.id, position: pictures.position })
    .from(pictures)
    .where(and(eq(pictures.status, 'pending'), lt(pictures.createdAt, before)));
  for (const picture of pending) {
    await reviewPicture(services, picture.id, picture.position === 0 ? 'portrait' : 'validated');
  }
  return pending.length;
}

export async function countPendingPictures(services: Services): Promise<number> {
  const [row] = await services.db
    .select({ count: sql<number>`count(*)::int` })
    .from(pictures)
    .where(eq(pictures.status, 'pending'));
  return row?.count ?? 0;
}

/** Every scheduled job, in order; `npm start` runs them every few minutes and the admin command on demand. */
export async function runScheduledJobs(
  services: Services,
  options: { autoApproveAfterSeconds?: number | undefined } = {},
): Promise<{
  autoApproved: number;
  suspended: number[];
  restored: number[];
  uploadsRemoved: number;
}> {
  const autoApproved =
    options.autoApproveAfterSeconds === undefined
      ? 0
      : await autoApprovePictures(services, options.autoApproveAfterSeconds);
  const { suspended, restored } = await enforceGalleryDeadline(services);
  const uploadsRemoved = await cleanupUnusedUploads(services, services.now());
  await purgeIdempotencyKeys(services.db, services.now());
  return { autoApproved, suspended, restored, uploadsRemoved };
}
