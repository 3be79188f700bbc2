import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberMedia, members, pictures } from '../../db/schema';
import type { Services } from '../../http/context';
import { DomainError, HttpError, ValidationError } from '../../http/errors';
import { hmac } from '../../http/crypto';
import { translate, type Locale } from '../../i18n/messages';
import { blurredJpeg, storedJpeg, thumbnailJpeg } from './images';
import { markAttached, signedFileUrl, storageOf, usableUpload } from './uploads';

/** Pictures: 2 to 6 (spec §5, §9). */
export const MIN_PICTURES = 2;
export const MAX_PICTURES = 6;
/** Approval takes up to 24 hours: a review pending longer has expired (`review_expired`). */
export const REVIEW_DELAY_MS = 24 * 60 * 60 * 1000;

export type PictureRow = typeof pictures.$inferSelect;
export type PictureStatus = 'portrait' | 'authenticated' | 'validated' | 'refused' | 'pending';
export type ReviewStatus = 'pending' | 'refused' | 'done';

const KNOWN: ReadonlySet<string> = new Set(['portrait', 'authenticated', 'validated', 'refused']);

export function statusOf(row: Pick<PictureRow, 'status'>): PictureStatus {
  return KNOWN.has(row.status) ? (row.status as PictureStatus) : 'pending';
}

/** A complete gallery has a portrait plus a validated or authenticated picture. */
export function isComplete(statuses: readonly PictureStatus[]): boolean {
  return (
    statuses.includes('portrait') &&
    (statuses.includes('validated') || statuses.includes('authenticated'))
  );
}

/**
 * The review of the whole gallery: `refused` while a picture is refused, else `pending` while one awaits
 * validation, else `done` (an empty gallery has nothing awaiting review: `done`). `review_expired`: the
 * review is pending and its oldest pending picture was added more than 24 hours ago.
 */
export function reviewOf(
  rows: readonly Pick<PictureRow, 'status' | 'createdAt'>[],
  now: Date,
): { review_status: ReviewStatus; review_expired: boolean } {
  const statuses = rows.map(statusOf);
  if (statuses.includes('refused')) return { review_status: 'refused', review_expired: false };
  const pending = rows.filter((row) => statusOf(row) === 'pending');
  if (pending.length === 0) return { review_status: 'done', review_expired: false };
  const oldest = Math.min(...pending.map((row) => row.createdAt.getTime()));
  return { review_status: 'pending', review_expired: now.getTime() - oldest > REVIEW_DELAY_MS };
}

/** The suspension clock runs while the gallery is incomplete or has a refused picture. */
export function needsAttention(statuses: readonly PictureStatus[]): boolean {
  return !isComplete(statuses) || statuses.includes('refused');
}

/**
 * The order is forced once the gallery has a portrait: the main (first) picture must then be a portrait.
 * Until moderation has named one, the member orders the pictures freely.
 */
export function portraitFirst<T extends Pick<PictureRow, 'status'>>(rows: readonly T[]): T[] {
  const first = rows[0];
  if (!first || statusOf(first) === 'portrait') return [...rows];
  const portrait = rows.find((row) => statusOf(row) === 'portrait');
  if (!portrait) return [...rows];
  return [portrait, ...rows.filter((row) => row !== portrait)];
}

async function galleryRows(db: Database, memberId: number): Promise<PictureRow[]> {
  return db
    .select()
    .from(pictures)
    .where(eq(pictures.memberId, memberId))
    .orderBy(asc(pictures.position), asc(pictures.id));
}

/** Serialises the media changes of one member (count checks, positions, replaced files). */
export async function lockMember(db: Database, memberId: number): Promise<void> {
  await db.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/**
 * Brings the gallery's derived state up to date after any change (a member's call, or the moderation
 * command setting statuses): positions 0..n-1 with a portrait first when there is one, and
 * `galleryIncompleteSince` set when the gallery becomes incomplete or refused (kept while it stays so),
 * cleared when it is complete. The scheduled job suspends the account 72 hours after that time.
 */
export async function syncGallery(db: Database, memberId: number, now: Date): Promise<void> {
  const rows = portraitFirst(await galleryRows(db, memberId));
  for (const [position, row] of rows.entries()) {
    if (row.position !== position)
      await db.update(pictures).set({ position, updatedAt: now }).where(eq(pictures.id, row.id));
  }
  const attention = needsAttention(rows.map(statusOf));
  await db
    .insert(memberMedia)
    .values({ memberId, galleryIncompleteSince: attention ? now : null })
    .onConflictDoUpdate({
      target: memberMedia.memberId,
      set: {
        galleryIncompleteSince: attention
          ? sql`coalesce(${memberMedia.galleryIncompleteSince}, ${now.toISOString()}::timestamptz)`
          : null,
        updatedAt: now,
      },
    });
}

/**
 * Where the blurred rendition of a picture is stored: `pictures/<member>/<hmac>-blur.jpg`, the name a
 * keyed hash of the original's key, so neither the original's key nor its URL can be derived from it
 * (and no file answers to the name with the suffix taken off).
 */
export function blurredKeyOf(
  services: Pick<Services, 'appKey'>,
  row: Pick<PictureRow, 'memberId' | 'key'>,
): string {
  const name = hmac(services.appKey, `blurred-picture:${row.key}`).slice(0, 40);
  return `pictures/${row.memberId}/${name}-blur.jpg`;
}

const BLURRED_KEY = /^pictures\/(\d{1,10})\/([0-9a-f]{40})-blur\.jpg$/;

/** Stores the blurred rendition of a picture from its thumbnail (or the original when it has none). */
async function storeBlurred(services: Services, row: PictureRow): Promise<void> {
  const storage = storageOf(services);
  const source =
    (row.thumbnailKey ? await storage.get(row.thumbnailKey) : undefined) ??
    (await storage.get(row.key));
  if (source) await storage.put(blurredKeyOf(services, row), await blurredJpeg(source));
}

/**
 * Before a stored file is served by its signed URL: a blurred rendition not stored yet (a picture
 * stored before renditions existed, the seed's, or one whose file was lost) is made from its picture
 * once and kept. Any other key is left alone.
 */
export async function ensureBlurredRendition(services: Services, key: string): Promise<void> {
  const match = BLURRED_KEY.exec(key);
  if (!match) return;
  const storage = storageOf(services);
  if ((await storage.size(key)) !== undefined) return;
  const rows = await galleryRows(services.db, Number(match[1]));
  const row = rows.find((candidate) => blurredKeyOf(services, candidate) === key);
  if (row) await storeBlurred(services, row);
}

export interface PresentPictureOptions {
  /** The viewer may not see the picture unblurred: the blurred rendition's URL, never the original's. */
  blurred?: boolean | undefined;
}

export function presentPicture(
  services: Services,
  row: PictureRow,
  options: PresentPictureOptions = {},
) {
  return {
    id: row.id,
    // The 300-pixel thumbnail (or its blurred rendition), signed: a signed URL cannot be derived into
    // other sizes or files.
    base_path: pictureUrl(services, row, options),
    status: statusOf(row),
  };
}

/** The signed URL of a picture as a viewer may see it (thumbnail, or its blurred rendition). */
export function pictureUrl(
  services: Services,
  row: PictureRow,
  options: PresentPictureOptions = {},
): string {
  return signedFileUrl(
    services,
    options.blurred ? blurredKeyOf(services, row) : (row.thumbnailKey ?? row.key),
  );
}

/** The member's main picture (the first), as a signed thumbnail URL: for `avatar_path`. */
export async function avatarPathOf(services: Services, memberId: number): Promise<string | null> {
  const [first] = await galleryRows(services.db, memberId);
  return first ? pictureUrl(services, first) : null;
}

export async function listGallery(services: Services, memberId: number) {
  const rows = await galleryRows(services.db, memberId);
  return {
    data: rows.map((row) => presentPicture(services, row)),
    ...reviewOf(rows, services.now()),
  };
}

async function countPictures(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pictures)
    .where(eq(pictures.memberId, memberId));
  return row?.count ?? 0;
}

/**
 * Adds the caller's uploaded image to the gallery: at most 6 pictures (the 7th is a 422 on `key`), the
 * image rules of `usableUpload`, a re-encoded JPEG and its 300-pixel thumbnail under
 * `pictures/<memberId>/`, pending validation, last in order.
 */
export async function addPicture(
  services: Services,
  options: { userId: number; memberId: number; key: string; locale: Locale },
): Promise<PictureRow> {
  const { userId, memberId, key, locale } = options;
  const { db } = services;
  const full = () =>
    new ValidationError({ key: [translate(locale, 'media.max_pictures', { max: MAX_PICTURES })] });
  if ((await countPictures(db, memberId)) >= MAX_PICTURES) throw full();
  const { upload, bytes } = await usableUpload(services, {
    userId,
    key,
    family: 'image',
    field: 'key',
    locale,
  });

  const [image, thumbnail] = await Promise.all([storedJpeg(bytes), thumbnailJpeg(bytes)]);
  const name = `pictures/${memberId}/${randomUUID()}`;
  const imageKey = `${name}.jpg`;
  const thumbnailKey = `${name}-300.jpg`;
  // The blurred rendition now, so that serving it never waits (else it is made on its first request).
  const blurredKey = blurredKeyOf(services, { memberId, key: imageKey });
  const storage = storageOf(services);
  await storage.put(imageKey, image);
  await storage.put(thumbnailKey, thumbnail);
  await storage.put(blurredKey, await blurredJpeg(thumbnail));

  try {
    const now = services.now();
    const row = await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const rows = await galleryRows(tx, memberId);
      if (rows.length >= MAX_PICTURES) throw full();
      if (!(await markAttached(tx, upload.id, now)))
        throw new ValidationError({ key: [translate(locale, 'media.upload_used')] });
      const [inserted] = await tx
        .insert(pictures)
        .values({
          memberId,
          key: imageKey,
          thumbnailKey,
          position: rows.length,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('The picture was not inserted.');
      await syncGallery(tx, memberId, now);
      return inserted;
    });
    await storage.delete(upload.key);
    return row;
  } catch (error) {
    await storage.delete(imageKey);
    await storage.delete(thumbnailKey);
    await storage.delete(blurredKey);
    throw error;
  }
}

/**
 * Deletes one of the member's pictures (another member's: 404). Without `confirm`, deleting the last one
 * is refused with LAST_PICTURE and deleting one that breaks a complete gallery with CONFIRMATION_REQUIRED.
 */
export async function deletePicture(
  services: Services,
  options: { memberId: number; pictureId: number; confirm: boolean; locale: Locale },
): Promise<void> {
  const { memberId, pictureId, confirm, locale } = options;
  const now = services.now();
  const removed = await services.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const rows = await galleryRows(tx, memberId);
    const target = rows.find((row) => row.id === pictureId);
    if (!target) throw new HttpError(404, translate(locale, 'http.not_found'));
    const remaining = rows.filter((row) => row !== target);
    if (!confirm && remaining.length === 0)
      throw new DomainError(409, 'LAST_PICTURE', translate(locale, 'media.last_picture'));
    if (!confirm && isComplete(rows.map(statusOf)) && !isComplete(remaining.map(statusOf)))
      throw new DomainError(
        409,
        'CONFIRMATION_REQUIRED',
        translate(locale, 'media.confirmation_required'),
      );
    await tx.delete(pictures).where(eq(pictures.id, target.id));
    await syncGallery(tx, memberId, now);
    return target;
  });
  const storage = storageOf(services);
  await storage.delete(removed.key);
  if (removed.thumbnailKey) await storage.delete(removed.thumbnailKey);
  await storage.delete(blurredKeyOf(services, removed));
}

/**
 * Puts the member's pictures in the given order: exactly the member's ids (422 otherwise; an id of
 * another member's picture is a 403), a portrait first when the gallery has one.
 */
export async function reorderPictures(
  services: Services,
  options: { memberId: number; ids: number[]; locale: Locale },
): Promise<void> {
  const { memberId, ids, locale } = options;
  const now = services.now();
  await services.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const rows = await galleryRows(tx, memberId);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const foreign = ids.filter((id) => !byId.has(id));
    if (foreign.length > 0) {
      const others = await tx
        .select({ id: pictures.id })
        .from(pictures)
        .where(inArray(pictures.id, foreign));
      if (others.length > 0) throw new HttpError(403, translate(locale, 'auth.forbidden'));
    }
    if (foreign.length > 0 || new Set(ids).size !== rows.length || ids.length !== rows.length)
      throw new ValidationError({ ids: [translate(locale, 'media.reorder_exact')] });
    const ordered = ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
    const first = ordered[0];
    if (
      first &&
      ordered.some((row) => statusOf(row) === 'portrait') &&
      statusOf(first) !== 'portrait'
    )
      throw new ValidationError({ ids: [translate(locale, 'media.portrait_first')] });
    for (const [position, row] of ordered.entries()) {
      if (row.position !== position)
        await tx
          .update(pictures)
          .set({ position, updatedAt: now })
          .where(and(eq(pictures.id, row.id), eq(pictures.memberId, memberId)));
    }
  });
}
