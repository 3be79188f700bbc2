import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  CONTENT_TYPES,
  isValidKey,
  storageFor,
  type FileStorage,
} from '../../adapters/storage/storage';
import { uploads } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { checkSignedUrl, signUrl } from '../../http/signed-url';
import { attributeName, translate, type Locale } from '../../i18n/messages';
import { imageInfo, isLargeEnough, MIN_IMAGE_SIDE } from './images';

export type Upload = typeof uploads.$inferSelect;
export type FileFamily = 'image' | 'audio' | 'document';

const MEGABYTE = 1024 * 1024;
/** Images and audio at most 10 MB (spec §5, §9); invoices' documents at most 20 MB. */
export const MAX_BYTES: Record<FileFamily, number> = {
  image: 10 * MEGABYTE,
  audio: 10 * MEGABYTE,
  document: 20 * MEGABYTE,
};
/** The signed PUT URL lives one hour at most (the client may ask for less with `expires`, in seconds). */
export const UPLOAD_URL_LIFETIME_SECONDS = 60 * 60;
/** A key not attached to anything within a day is cleaned up. */
export const UNUSED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * Signed download URLs (`base_path`, `url`) expire at the end of the next full hour: they live between
 * one and two hours, and stay the same within an hour so browsers can cache the files.
 */
export const FILE_URL_STEP_MS = 60 * 60 * 1000;
export const DEFAULT_BUCKET = 'uploads';
const VISIBILITIES = new Set(['private', 'public-read']);

/** The declared types accepted, by family (the `Content-Type` of the PUT must be the same). */
const DECLARED: Record<string, FileFamily> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'audio/webm': 'audio',
  'audio/ogg': 'audio',
  'audio/mpeg': 'audio',
  'audio/mp3': 'audio',
  'audio/mp4': 'audio',
  'audio/x-m4a': 'audio',
  'audio/m4a': 'audio',
  'audio/aac': 'audio',
  'audio/wav': 'audio',
  'audio/x-wav': 'audio',
  'audio/wave': 'audio',
  'audio/vnd.wave': 'audio',
  'application/pdf': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
};

/**
 * What the bytes may turn out to be (sniffed with file-type), by family. A recording's container may be
 * reported as video (WebM, MP4) since the sniffer cannot tell an audio-only one apart.
 */
const SNIFFED: Record<FileFamily, Set<string>> = {
  image: new Set(['image/png', 'image/jpeg', 'image/gif']),
  audio: new Set([
    'audio/webm',
    'video/webm',
    'audio/ogg',
    'audio/opus',
    'audio/mpeg',
    'audio/mp4',
    'audio/x-m4a',
    'video/mp4',
    'audio/aac',
    'audio/wav',
    'audio/x-wav',
    'audio/vnd.wave',
  ]),
  document: new Set([
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ]),
};

/** `audio/webm;codecs=opus` → `audio/webm`. */
export function essence(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function familyOf(contentType: string | null | undefined): FileFamily | undefined {
  return DECLARED[essence(contentType)];
}

export function megabytes(locale: Locale, bytes: number): string {
  return translate(locale, 'media.megabytes', { count: Math.round(bytes / MEGABYTE) });
}

export const storageOf = (services: Services): FileStorage => storageFor(services.config);

/** `/storage/uploads/tmp%2F<uuid>`: the key is one percent-encoded segment, as the signature covers it. */
export const uploadPath = (key: string) => `/storage/uploads/${encodeURIComponent(key)}`;
export const filePath = (key: string) => `/storage/files/${encodeURIComponent(key)}`;

/** A signed URL to download a stored file (`base_path`, `url`...). Other modules use it too (invoices). */
export function signedFileUrl(services: Services, key: string): string {
  const now = services.now().getTime();
  const expiresAt = new Date((Math.floor(now / FILE_URL_STEP_MS) + 2) * FILE_URL_STEP_MS);
  return signUrl(services.appKey, services.config.publicApiUrl, filePath(key), expiresAt);
}

export interface SignedStorageUrlInput {
  bucket?: string;
  content_type?: string;
  expires?: string;
  visibility?: string;
}

/** `POST /vapor/signed-storage-url`: records the upload to come and signs its PUT URL. */
export async function createUpload(
  services: Services,
  userId: number,
  input: SignedStorageUrlInput,
  locale: Locale,
) {
  const contentType = (input.content_type ?? '').trim();
  if (contentType === '')
    throw new ValidationError({
      content_type: [
        translate(locale, 'validation.required', {
          attribute: attributeName(locale, 'content_type'),
        }),
      ],
    });
  if (!familyOf(contentType))
    throw new ValidationError({
      content_type: [translate(locale, 'media.content_type_unsupported')],
    });
  const visibility = input.visibility?.trim() || 'private';
  if (!VISIBILITIES.has(visibility))
    throw new ValidationError({
      visibility: [
        translate(locale, 'validation.in', { attribute: attributeName(locale, 'visibility') }),
      ],
    });
  const bucket = input.bucket?.trim() || DEFAULT_BUCKET;
  if (!/^[a-z0-9][a-z0-9.-]{0,62}$/.test(bucket))
    throw new ValidationError({
      bucket: [
        translate(locale, 'validation.regex', { attribute: attributeName(locale, 'bucket') }),
      ],
    });
  const requested = Number(input.expires);
  const lifetime =
    input.expires && Number.isFinite(requested) && requested > 0
      ? Math.min(Math.max(Math.floor(requested), 60), UPLOAD_URL_LIFETIME_SECONDS)
      : UPLOAD_URL_LIFETIME_SECONDS;

  const now = services.now();
  const uuid = randomUUID();
  const key = `tmp/${uuid}`;
  await services.db.insert(uploads).values({
    uuid,
    key,
    userId,
    bucket,
    visibility,
    declaredContentType: contentType,
    expiresAt: new Date(now.getTime() + UNUSED_UPLOAD_LIFETIME_MS),
  });
  // Object storage (S3): the client PUTs straight to the bucket; otherwise to this API.
  const direct = storageOf(services).direct;
  const url = direct
    ? await direct.uploadUrl(key, contentType, lifetime)
    : signUrl(
        services.appKey,
        services.config.publicApiUrl,
        uploadPath(key),
        new Date(now.getTime() + lifetime * 1000),
      );
  return {
    uuid,
    bucket,
    key,
    url,
    // Accept-Language: the PUT carries no cookies, so its errors come in the user's language this way.
    headers: { 'Content-Type': contentType, 'Accept-Language': locale },
  };
}

/** Reads a request body up to `limit` bytes; 'too_large' as soon as it goes beyond. */
async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array | 'too_large'> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // The rest is left unread: Node discards it once the answer is sent.
      if (total > limit) return 'too_large';
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}

/** What the bytes are (sniffed type, size, image dimensions), or the message key of why they are refused. */
async function inspect(
  family: FileFamily,
  bytes: Uint8Array,
): Promise<
  | { contentType: string; size: number; width: number | null; height: number | null }
  | 'media.type_mismatch'
  | 'media.image_unreadable'
> {
  const sniffed = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!sniffed || !SNIFFED[family].has(sniffed.mime)) return 'media.type_mismatch';
  let size: { width: number; height: number } | undefined;
  if (family === 'image') {
    size = await imageInfo(bytes);
    if (!size) return 'media.image_unreadable';
  }
  return {
    contentType: sniffed.mime,
    size: bytes.byteLength,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

/**
 * With object storage the bytes went straight to the bucket: the first call that uses the key checks
 * them as `PUT /storage/uploads` would have (size, type from the bytes, image readable) and records
 * what they are. Answers the upload as it now stands; an upload not in the bucket yet stays pending.
 * Bytes that break the rules are deleted and refused with a 422 on `field`.
 */
export async function settleUpload(
  services: Services,
  upload: Upload,
  options: { field: string; locale: Locale },
): Promise<Upload> {
  const storage = storageOf(services);
  if (upload.storedAt || !storage.direct) return upload;
  const refuse = (message: string) => new ValidationError({ [options.field]: [message] });
  const family = familyOf(upload.declaredContentType);
  const size = await storage.size(upload.key);
  if (size === undefined || !family) return upload;
  if (size > MAX_BYTES[family]) {
    await storage.delete(upload.key);
    throw refuse(
      translate(options.locale, 'media.file_too_large', {
        max: megabytes(options.locale, MAX_BYTES[family]),
      }),
    );
  }
  const bytes = await storage.get(upload.key);
  if (!bytes) return upload;
  const inspected = await inspect(family, bytes);
  if (typeof inspected === 'string') {
    await storage.delete(upload.key);
    throw refuse(translate(options.locale, inspected));
  }
  const now = services.now();
  await services.db
    .update(uploads)
    .set({ ...inspected, storedAt: now, updatedAt: now })
    .where(and(eq(uploads.id, upload.id), isNull(uploads.storedAt)));
  const [settled] = await services.db.select().from(uploads).where(eq(uploads.id, upload.id));
  return settled ?? upload;
}

/**
 * `PUT /storage/uploads/{key}`: the signed URL's target. Checks the signature and expiry (403), that the
 * key was not used yet (403), the size while reading (413), the type from the bytes (415), then stores
 * the bytes and records what they are.
 */
export async function receiveUpload(
  services: Services,
  locale: Locale,
  key: string,
  request: Request,
): Promise<void> {
  const now = services.now();
  // Refused before the body is read: the connection closes, so no client reuses it with the unread
  // rest of the body still on the wire.
  const refuse = (status: number, message: string) =>
    new HttpError(status, message, { Connection: 'close' });
  const check = checkSignedUrl(
    services.appKey,
    uploadPath(key),
    new URL(request.url).searchParams,
    now,
  );
  if (check === 'invalid') throw refuse(403, translate(locale, 'media.invalid_signature'));
  if (check === 'expired') throw refuse(403, translate(locale, 'media.url_expired'));

  const [upload] = await services.db.select().from(uploads).where(eq(uploads.key, key));
  if (!upload || upload.expiresAt <= now) throw refuse(403, translate(locale, 'media.url_expired'));
  if (upload.storedAt) throw refuse(403, translate(locale, 'media.already_uploaded'));
  const family = familyOf(upload.declaredContentType);
  if (!family) throw refuse(415, translate(locale, 'media.type_mismatch'));
  if (essence(request.headers.get('content-type')) !== essence(upload.declaredContentType))
    throw refuse(415, translate(locale, 'media.content_type_header'));

  const limit = MAX_BYTES[family];
  const tooLarge = () =>
    refuse(413, translate(locale, 'media.file_too_large', { max: megabytes(locale, limit) }));
  const declaredLength = Number(request.headers.get('content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > limit) throw tooLarge();
  const bytes = await readLimited(request.body, limit);
  if (bytes === 'too_large') throw tooLarge();

  const inspected = await inspect(family, bytes);
  if (typeof inspected === 'string') throw new HttpError(415, translate(locale, inspected));

  // Claim the key first, so two PUTs racing cannot both store.
  const [claimed] = await services.db
    .update(uploads)
    .set({ ...inspected, storedAt: now, updatedAt: now })
    .where(and(eq(uploads.id, upload.id), isNull(uploads.storedAt)))
    .returning({ id: uploads.id });
  if (!claimed) throw new HttpError(403, translate(locale, 'media.already_uploaded'));
  try {
    await storageOf(services).put(key, bytes);
  } catch (error) {
    await services.db
      .update(uploads)
      .set({ storedAt: null, contentType: null, size: null, width: null, height: null })
      .where(eq(uploads.id, upload.id));
    throw error;
  }
}

/** The extension a stored file gets from its sniffed type (`audio/<member>/<uuid>.webm`). */
export function extensionFor(mime: string): string {
  const found = Object.entries(CONTENT_TYPES).find(([, type]) => type === mime);
  if (found) return found[0];
  const special: Record<string, string> = {
    'video/webm': 'webm',
    'audio/opus': 'opus',
    'audio/x-m4a': 'm4a',
    'video/mp4': 'm4a',
    'audio/x-wav': 'wav',
    'audio/vnd.wave': 'wav',
  };
  return special[mime] ?? 'bin';
}

/**
 * `GET /storage/files/{key}`: a stored file by its signed URL (403 when the signature is missing, wrong
 * or expired; 404 when there is no file). Signed URLs are only ever made for what the viewer may get: a
 * picture another may not see unblurred is signed as its blurred rendition, never as the original.
 */
export async function serveFile(
  services: Services,
  locale: Locale,
  key: string,
  url: URL,
  options: {
    /** Once the signature holds: makes a derived file (a rendition) that is not stored yet. */
    prepare?: ((services: Services, key: string) => Promise<void>) | undefined;
  } = {},
): Promise<Response> {
  const check = checkSignedUrl(services.appKey, filePath(key), url.searchParams, services.now());
  if (check === 'invalid') throw new HttpError(403, translate(locale, 'media.invalid_signature'));
  if (check === 'expired') throw new HttpError(403, translate(locale, 'media.url_expired'));
  if (isValidKey(key)) await options.prepare?.(services, key);
  const expires = Number(url.searchParams.get('expires'));
  const maxAge = Math.max(0, expires - Math.floor(services.now().getTime() / 1000));
  const storage = storageOf(services);
  if (storage.direct) {
    // Object storage: on to a presigned GET of the bucket that expires with this URL (the answer may
    // be cached as long). The bucket answers the bytes, or its own 404.
    if (!isValidKey(key)) throw new HttpError(404, translate(locale, 'http.not_found'));
    return new Response(null, {
      status: 302,
      headers: {
        Location: await storage.direct.downloadUrl(key, maxAge),
        'Cache-Control': `private, max-age=${maxAge}`,
      },
    });
  }
  const file = isValidKey(key) ? await storage.stream(key) : undefined;
  if (!file) throw new HttpError(404, translate(locale, 'http.not_found'));
  const extension = key.includes('.') ? (key.split('.').at(-1) ?? '') : '';
  return new Response(file.body, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(file.size),
      'Cache-Control': `private, max-age=${maxAge}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * The caller's stored upload for a call that uses it, with its bytes: an unknown, unfinished or used key
 * is a 422 on `field`; another user's key a 403; the wrong kind of file, a file over the limit or, unless
 * `anySize`, an image under 250 × 250 a 422.
 */
export async function usableUpload(
  services: Services,
  options: {
    userId: number;
    key: string;
    family: 'image' | 'audio';
    field: string;
    locale: Locale;
    /**
     * No minimum size: the 250 × 250 minimum is the rule of the pictures and the sample picture (spec 01
     * §5, §9; spec 02 §5); a chat image is whatever the app fitted within 800 × 800 (spec 02 §5), a
     * small one or a wide panorama.
     */
    anySize?: boolean;
  },
): Promise<{ upload: Upload; bytes: Uint8Array }> {
  const { userId, key, family, field, locale } = options;
  const refuse = (message: string) => new ValidationError({ [field]: [message] });
  const [found] =
    key.startsWith('tmp/') && isValidKey(key)
      ? await services.db.select().from(uploads).where(eq(uploads.key, key))
      : [];
  if (!found) throw refuse(translate(locale, 'media.upload_unknown'));
  if (found.userId !== userId) throw new HttpError(403, translate(locale, 'auth.forbidden'));
  if (found.attachedAt) throw refuse(translate(locale, 'media.upload_used'));
  const upload = await settleUpload(services, found, { field, locale });
  if (!upload.storedAt || !upload.contentType)
    throw refuse(translate(locale, 'media.upload_pending'));
  if (!SNIFFED[family].has(upload.contentType))
    throw refuse(translate(locale, family === 'image' ? 'media.not_image' : 'media.not_audio'));
  // Checked again here: another storage adapter may not enforce the limit on upload.
  if ((upload.size ?? 0) > MAX_BYTES[family])
    throw refuse(
      translate(locale, 'media.file_too_large', { max: megabytes(locale, MAX_BYTES[family]) }),
    );
  if (family === 'image' && !options.anySize) {
    if (!isLargeEnough({ width: upload.width ?? 0, height: upload.height ?? 0 }))
      throw refuse(
        translate(locale, 'media.image_too_small', {
          width: MIN_IMAGE_SIDE,
          height: MIN_IMAGE_SIDE,
        }),
      );
  }
  const bytes = await storageOf(services).get(key);
  if (!bytes) throw refuse(translate(locale, 'media.upload_unknown'));
  return { upload, bytes };
}

/** Marks an upload as used; false when another call used it first. */
export async function markAttached(
  db: Services['db'],
  uploadId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(uploads)
    .set({ attachedAt: now, updatedAt: now })
    .where(and(eq(uploads.id, uploadId), isNull(uploads.attachedAt)))
    .returning({ id: uploads.id });
  return row !== undefined;
}

/**
 * Deletes the uploads (rows and files) that were not attached to anything within a day of being asked
 * for. For the scheduler; answers how many were removed.
 */
export async function cleanupUnusedUploads(services: Services, now: Date): Promise<number> {
  const stale = await services.db
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lte(uploads.expiresAt, now)));
  const storage = storageOf(services);
  let removed = 0;
  for (const row of stale) {
    // The row first: when a call attached it meanwhile, its file stays.
    const deleted = await services.db
      .delete(uploads)
      .where(and(eq(uploads.id, row.id), isNull(uploads.attachedAt)))
      .returning({ id: uploads.id });
    if (deleted.length === 0) continue;
    if (isValidKey(row.key)) await storage.delete(row.key);
    removed += 1;
  }
  return removed;
}
