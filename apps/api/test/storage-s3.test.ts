import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { unwrap, uploadFile, type ApiClient, type ApiError } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../src/adapters/storage/storage';
import { readConfig } from '../src/config';
import { members, pictures, uploads } from '../src/db/schema';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';
import { createMember, signInAs } from './support/members-factories';
import { startLocalS3, type LocalS3 } from './support/s3';

/**
 * STORAGE_DRIVER=s3 against a local S3-compatible server (s3rver from npm, behind a gate that checks
 * Signature V4 and refuses anonymous requests, as a private bucket does): the app's own upload flow
 * (`uploadFile` from @app/client) PUTs straight to the bucket, the API checks and re-encodes the
 * picture, and the browser reads it through a presigned GET.
 */
let s3: LocalS3;
let server: TestApi;
beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestApi({
    configure(config) {
      // Through the environment variables an operator sets.
      config.storage = readConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      }).storage;
    },
  });
});
afterAll(async () => {
  await server.close();
  storageFor(server.services.config).close?.();
  await s3.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

type Bytes = Uint8Array<ArrayBuffer>;

/** A JPEG carrying EXIF (a camera, an author) that must not survive. */
async function photoWithExif(width = 640, height = 480): Promise<Bytes> {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyCam', Artist: 'Camille Secret' } })
    .toBuffer();
  return new Uint8Array(jpeg);
}

async function signedIn(): Promise<{ api: ApiClient; userId: number; memberId: number }> {
  const user = await createUser(server.services);
  const { api } = server.client({ mode: 'token' });
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  await api.signIn({ email: user.email, password: PASSWORD });
  const [member] = await server.services.db
    .select()
    .from(members)
    .where(eq(members.userId, user.id));
  if (!member) throw new Error('no member');
  return { api, userId: user.id, memberId: member.id };
}

const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

const storage = () => storageFor(server.services.config);

describe('storage on S3', () => {
  it('answers a presigned PUT to the bucket, in the same shape, for a tmp/ key', async () => {
    const { api } = await signedIn();
    const signed = await unwrap(
      api.POST('/vapor/signed-storage-url', { body: { content_type: 'image/jpeg' } }),
    );
    expect(signed.key).toBe(`tmp/${signed.uuid}`);
    expect(signed.bucket).toBe('uploads');
    expect(signed.headers['Content-Type']).toBe('image/jpeg');
    const url = new URL(signed.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/tmp/${signed.uuid}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    // The type is part of the signature: a PUT of another type is refused by the bucket.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    const wrongType = await fetch(signed.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/html' },
      body: '<script>alert(1)</script>',
    });
    expect(wrongType.status).toBe(403);
    expect(await storage().exists(signed.key)).toBe(false);
  });

  it('takes a picture through the real flow: PUT to the bucket, EXIF stripped, thumbnail served by an expiring presigned GET, unsigned reads refused', async () => {
    const { api, memberId } = await signedIn();
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    // The app's upload: signed URL, then the PUT with the answered headers (to the bucket).
    const { key } = await uploadFile(api, new Blob([original], { type: 'image/jpeg' }));
    expect(await storage().exists(key)).toBe(true);
    const [pending] = await server.services.db.select().from(uploads).where(eq(uploads.key, key));
    // The API has not seen the bytes yet: they are checked when a call uses the key.
    expect(pending?.storedAt).toBeNull();

    const picture = (await unwrap(api.POST('/account/member/pictures', { body: { key } }))).data;
    const [row] = await server.services.db
      .select()
      .from(pictures)
      .where(eq(pictures.id, picture.id));
    expect(row?.key).toMatch(new RegExp(`^pictures/${memberId}/[0-9a-f-]+\\.jpg$`));
    // The upload is used and its tmp/ object gone; the picture and its thumbnail are in the bucket.
    expect(await storage().exists(key)).toBe(false);
    const [used] = await server.services.db.select().from(uploads).where(eq(uploads.key, key));
    expect(used).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 });
    expect(used?.attachedAt).not.toBeNull();

    // The stored picture: re-encoded without its EXIF.
    const stored = await storage().get(row?.key ?? '');
    if (!stored) throw new Error('the picture is not in the bucket');
    const storedMeta = await sharp(stored).metadata();
    expect(storedMeta.exif).toBeUndefined();
    expect(Buffer.from(stored).includes('Camille Secret')).toBe(false);

    // base_path: the API's signed URL, which sends the browser on to a presigned GET of the bucket.
    const redirect = await fetch(picture.base_path, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(
      `${s3.endpoint}/${s3.bucket}/${row?.thumbnailKey ?? ''}`,
    );
    const lifetime = Number(location.searchParams.get('X-Amz-Expires'));
    expect(lifetime).toBeGreaterThan(3500);
    expect(lifetime).toBeLessThanOrEqual(2 * 60 * 60);
    // It expires when the API's URL does (the end of the next full hour).
    const signedAt = Date.parse(
      (location.searchParams.get('X-Amz-Date') ?? '').replace(
        /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
        '$1-$2-$3T$4:$5:$6Z',
      ),
    );
    const apiExpires = Number(new URL(picture.base_path).searchParams.get('expires')) * 1000;
    expect(Math.abs(signedAt + lifetime * 1000 - apiExpires)).toBeLessThanOrEqual(2000);
    expect(redirect.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);

    // As an <img> reads it: following the redirect.
    const image = await fetch(picture.base_path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const thumbnail = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(thumbnail).metadata();
    expect(meta.width).toBe(300);
    expect(meta.exif).toBeUndefined();

    // Nothing is public: the object without a signature, with a forged one, or the API's URL unsigned.
    const unsigned = await fetch(`${location.origin}${location.pathname}`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('AccessDenied');
    const forged = new URL(location);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(forged)).status).toBe(403);
    const otherKey = new URL(location);
    otherKey.pathname = `/${s3.bucket}/${row?.key ?? ''}`;
    expect((await fetch(otherKey)).status).toBe(403);
    const apiUnsigned = new URL(picture.base_path);
    apiUnsigned.search = '';
    expect((await fetch(apiUnsigned)).status).toBe(403);
    expect(s3.refused.some((line) => line.includes('anonymous request'))).toBe(true);
  });

  it('refuses on first use what the bucket took but the rules do not allow, and deletes it', async () => {
    const { api } = await signedIn();
    const text = new TextEncoder().encode('not a picture, only text named photo.png\n');
    const { key } = await uploadFile(api, new Blob([text], { type: 'image/png' }));
    expect(await storage().exists(key)).toBe(true);
    const error = await failure(unwrap(api.POST('/account/member/pictures', { body: { key } })));
    expect(error.status).toBe(422);
    expect(error.fieldErrors.key).toBeTruthy();
    expect(await storage().exists(key)).toBe(false);

    // Asked for but never sent: still pending.
    const signed = await unwrap(
      api.POST('/vapor/signed-storage-url', { body: { content_type: 'image/png' } }),
    );
    const pending = await failure(
      unwrap(api.POST('/account/member/pictures', { body: { key: signed.key } })),
    );
    expect(pending.status).toBe(422);
  });

  it('serves a blurred rendition missing from the bucket by making it there first', async () => {
    const other = await createMember(server.services, {
      gender: 'male',
      seeking: ['woman'],
      user: { anonymousMode: true },
    });
    const sharpPicture = async (width: number) =>
      sharp({ create: { width, height: width, channels: 3, background: '#c33' } })
        .composite([
          {
            input: await sharp({
              create: { width: width / 2, height: width / 2, channels: 3, background: '#fff' },
            })
              .png()
              .toBuffer(),
            left: 0,
            top: 0,
          },
        ])
        .jpeg()
        .toBuffer();
    for (const position of [0, 1]) {
      await storage().put(`pictures/${other.memberId}/p${position}.jpg`, await sharpPicture(600));
      await storage().put(
        `pictures/${other.memberId}/p${position}-300.jpg`,
        await sharpPicture(300),
      );
    }
    const viewer = await createMember(server.services, { gender: 'female', seeking: ['man'] });
    const api = await signInAs(server, viewer);
    const profile = (
      await unwrap(api.GET('/members/{id}', { params: { path: { id: other.memberId } } }))
    ).data;
    const url = profile.avatar_path ?? '';
    const key = decodeURIComponent(new URL(url).pathname.replace('/storage/files/', ''));
    expect(key).toMatch(new RegExp(`^pictures/${other.memberId}/[0-9a-f]{40}-blur\\.jpg$`));
    expect(await storage().exists(key)).toBe(false);

    const redirect = await fetch(url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(new URL(redirect.headers.get('location') ?? '').pathname).toBe(`/${s3.bucket}/${key}`);
    expect(await storage().exists(key)).toBe(true);
    const image = await fetch(url);
    expect(image.status).toBe(200);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(300);
    // The edge of the white corner (204 apart in blue) is spread out: either side of it, close colours.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const blue = (x: number, y: number) => data[(y * info.width + x) * info.channels + 2] ?? 0;
    expect(Math.abs(blue(146, 75) - blue(154, 75))).toBeLessThan(70);
  });
});
