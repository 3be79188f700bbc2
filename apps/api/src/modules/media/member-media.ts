import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { memberMedia } from '../../db/schema';
import type { Services } from '../../http/context';
import { ValidationError } from '../../http/errors';
import { translate, type Locale } from '../../i18n/messages';
import { storedJpeg } from './images';
import { lockMember } from './pictures';
import { extensionFor, markAttached, signedFileUrl, storageOf, usableUpload } from './uploads';

type MediaColumn = 'samplePictureKey' | 'audioIntroductionKey';

async function currentKey(
  db: Services['db'],
  memberId: number,
  column: MediaColumn,
): Promise<string | null> {
  const [row] = await db.select().from(memberMedia).where(eq(memberMedia.memberId, memberId));
  return row?.[column] ?? null;
}

/** Stores `bytes` under `key` as the member's sample picture or audio introduction, replacing the old one. */
async function replaceMedia(
  services: Services,
  options: {
    memberId: number;
    uploadId: number;
    uploadKey: string;
    column: MediaColumn;
    key: string;
    bytes: Uint8Array;
    field: string;
    locale: Locale;
  },
): Promise<void> {
  const { memberId, uploadId, uploadKey, column, key, bytes, field, locale } = options;
  const storage = storageOf(services);
  await storage.put(key, bytes);
  try {
    const now = services.now();
    const previous = await services.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      if (!(await markAttached(tx, uploadId, now)))
        throw new ValidationError({ [field]: [translate(locale, 'media.upload_used')] });
      const old = await currentKey(tx, memberId, column);
      await tx
        .insert(memberMedia)
        .values({ memberId, [column]: key })
        .onConflictDoUpdate({
          target: memberMedia.memberId,
          set: { [column]: key, updatedAt: now },
        });
      return old;
    });
    if (previous) await storage.delete(previous);
    await storage.delete(uploadKey);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

export async function getSamplePicture(services: Services, memberId: number) {
  const key = await currentKey(services.db, memberId, 'samplePictureKey');
  return { data: key ? { base_path: signedFileUrl(services, key) } : null };
}

/** The sample picture: the same image rules as the gallery's, stored re-encoded under `samples/`. */
export async function saveSamplePicture(
  services: Services,
  options: { userId: number; memberId: number; key: string; locale: Locale },
) {
  const { userId, memberId, key, locale } = options;
  const { upload, bytes } = await usableUpload(services, {
    userId,
    key,
    family: 'image',
    field: 'key',
    locale,
  });
  const stored = `samples/${memberId}/${randomUUID()}.jpg`;
  await replaceMedia(services, {
    memberId,
    uploadId: upload.id,
    uploadKey: upload.key,
    column: 'samplePictureKey',
    key: stored,
    bytes: await storedJpeg(bytes),
    field: 'key',
    locale,
  });
  return { data: { base_path: signedFileUrl(services, stored) } };
}

export async function getAudioIntroduction(services: Services, memberId: number) {
  const key = await currentKey(services.db, memberId, 'audioIntroductionKey');
  return { audio_introduction: key ? { url: signedFileUrl(services, key) } : null };
}

/** The audio introduction: an audio upload of at most 10 MB, kept as recorded under `audio/`. */
export async function saveAudioIntroduction(
  services: Services,
  options: { userId: number; memberId: number; key: string; locale: Locale },
) {
  const { userId, memberId, key, locale } = options;
  const { upload, bytes } = await usableUpload(services, {
    userId,
    key,
    family: 'audio',
    field: 'audio_introduction',
    locale,
  });
  const stored = `audio/${memberId}/${randomUUID()}.${extensionFor(upload.contentType ?? '')}`;
  await replaceMedia(services, {
    memberId,
    uploadId: upload.id,
    uploadKey: upload.key,
    column: 'audioIntroductionKey',
    key: stored,
    bytes,
    field: 'audio_introduction',
    locale,
  });
  return { audio_introduction: { url: signedFileUrl(services, stored) } };
}

export async function deleteAudioIntroduction(services: Services, memberId: number): Promise<void> {
  const previous = await services.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const old = await currentKey(tx, memberId, 'audioIntroductionKey');
    if (old)
      await tx
        .update(memberMedia)
        .set({ audioIntroductionKey: null, updatedAt: services.now() })
        .where(eq(memberMedia.memberId, memberId));
    return old;
  });
  if (previous) await storageOf(services).delete(previous);
}
