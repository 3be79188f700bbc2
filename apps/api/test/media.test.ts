import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { unwrap, uploadFile, type ApiClient, type ApiError } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../src/adapters/storage/storage';
import { memberMedia, members, pictures, uploads } from '../src/db/schema';
import { signUrl } from '../src/http/signed-url';
import { syncGallery } from '../src/modules/media/pictures';
import { cleanupUnusedUploads } from '../src/modules/media/uploads';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const MB = 1024 * 1024;
const HOUR = 60 * 60 * 1000;

// ---- fixtures, made in code ----
type Bytes = Uint8Array<ArrayBuffer>;
/** Bytes a Blob or a fetch body takes. */
const bytes = (from: Uint8Array): Bytes => new Uint8Array(from);
let colour = 0;
async function png(width: number, height: number): Promise<Bytes> {
  colour = (colour + 37) % 256;
  return bytes(
    await sharp({
      create: { width, height, channels: 3, background: { r: colour, g: 120, b: 200 } },
    })
      .png()
      .toBuffer(),
  );
}
async function gif(width: number, height: number): Promise<Bytes> {
  return bytes(
    await sharp({ create: { width, height, channels: 3, background: '#3c3' } })
      .gif()
      .toBuffer(),
  );
}
/** A valid PNG padded with trailing bytes up to exactly `size` bytes. */
async function pngOfSize(size: number): Promise<Bytes> {
  const image = await png(300, 300);
  return bytes(Buffer.concat([image, Buffer.alloc(size - image.length)]));
}
const TEXT_AS_PNG = new TextEncoder().encode(
  'I am a text file named holiday.png, not a picture at all.\n',
);
/** The EBML header of a WebM file (what MediaRecorder writes first), then silence. */
function webm(size = 4096): Bytes {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
    0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04,
    0x42, 0x85, 0x81, 0x02,
  ]);
  return bytes(Buffer.concat([header, Buffer.alloc(size - header.length)]));
}
/** An ID3 tag and an MPEG audio frame header, padded to `size`. */
function mp3(size = 4096): Bytes {
  const header = Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([4, 0, 0, 0, 0, 0, 0]),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  ]);
  return bytes(Buffer.concat([header, Buffer.alloc(size - header.length)]));
}

// ---- helpers ----
interface Member {
  api: ApiClient;
  userId: number;
  memberId: number;
}
async function signedIn(
  options: { mode?: 'token' | 'session'; locale?: 'fr' | 'en' } = {},
): Promise<Member> {
  const user = await createUser(server.services);
  const { api } = server.client({ mode: options.mode ?? 'token', locale: options.locale ?? 'fr' });
  // Many members sign in from one address here; the sign-in throttle is not under test.
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

async function upload(api: ApiClient, content: Bytes, type: string): Promise<string> {
  const { key } = await uploadFile(api, new Blob([content], { type }));
  return key;
}

async function addPicture(api: ApiClient, image?: Bytes) {
  const key = await upload(api, image ?? (await png(400, 500)), 'image/png');
  return (await unwrap(api.POST('/account/member/pictures', { body: { key } }))).data;
}

async function gallery(api: ApiClient) {
  return unwrap(api.GET('/account/member/pictures'));
}

async function setStatus(id: number, status: string): Promise<void> {
  await server.services.db.update(pictures).set({ status }).where(eq(pictures.id, id));
}

async function incompleteSince(memberId: number): Promise<Date | null> {
  const [row] = await server.services.db
    .select()
    .from(memberMedia)
    .where(eq(memberMedia.memberId, memberId));
  return row?.galleryIncompleteSince ?? null;
}

/** Stored files are read like an <img src>: plain GETs of the signed URL. */
async function download(url: string): Promise<Response> {
  return fetch(url);
}

async function withClock<T>(at: Date, run: () => Promise<T>): Promise<T> {
  const original = server.services.now;
  server.services.now = () => at;
  try {
    return await run();
  } finally {
    server.services.now = original;
  }
}

describe('signed storage URLs', () => {
  it('answers {uuid, bucket, key, url, headers} and records the upload to come', async () => {
    const { api, userId } = await signedIn();
    const signed = await unwrap(
      api.POST('/vapor/signed-storage-url', { body: { content_type: 'image/jpeg' } }),
    );
    expect(signed.key).toBe(`tmp/${signed.uuid}`);
    expect(signed.bucket).toBe('uploads');
    expect(signed.url).toMatch(
      new RegExp(`^${server.url}/storage/uploads/tmp%2F${signed.uuid}\\?expires=\\d+&signature=`),
    );
    expect(signed.headers['Content-Type']).toBe('image/jpeg');
    const expires = Number(new URL(signed.url).searchParams.get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const [row] = await server.services.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, signed.key));
    expect(row).toMatchObject({
      userId,
      declaredContentType: 'image/jpeg',
      visibility: 'private',
      storedAt: null,
      attachedAt: null,
    });
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(23 * HOUR);
  });

  it('accepts the product’s types only, and needs a signed-in user', async () => {
    const { api } = await signedIn({ locale: 'en' });
    for (const type of [
      'image/png',
      'image/gif',
      'audio/webm;codecs=opus',
      'audio/ogg',
      'audio/mpeg',
      'audio/mp4',
      'audio/wav',
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]) {
      await unwrap(api.POST('/vapor/signed-storage-url', { body: { content_type: type } }));
    }
    for (const type of ['text/plain', 'image/svg+xml', 'application/zip', '']) {
      const error = await failure(
        unwrap(api.POST('/vapor/signed-storage-url', { body: { content_type: type } })),
      );
      expect(error.status).toBe(422);
      expect(error.fieldErrors.content_type).toBeTruthy();
    }
    const anonymous = server.client({ mode: 'token' }).api;
    const error = await failure(
      unwrap(anonymous.POST('/vapor/signed-storage-url', { body: { content_type: 'image/png' } })),
    );
    expect(error.status).toBe(401);
  });

  it('stores the PUT bytes without cookies (session mode) and records what they are', async () => {
    const { api } = await signedIn({ mode: 'session' });
    const image = await png(320, 280);
    const key = await upload(api, image, 'image/png');
    const [row] = await server.services.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({
      contentType: 'image/png',
      size: image.length,
      width: 320,
      height: 280,
    });
    expect(row?.storedAt).toBeInstanceOf(Date);
    const stored = await storageFor(server.services.config).get(key);
    expect(Buffer.from(stored ?? []).equals(image)).toBe(true);
  });

  it('refuses a tampered, expired or reused URL with 403', async () => {
    const { api } = await signedIn({ locale: 'en' });
    const { fetch } = server.client();
    const image = await png(300, 300);
    const signed = await unwrap(
      api.POST('/vapor/signed-storage-url', { body: { content_type: 'image/png' } }),
    );
    const put = (url: string) =>
      fetch(url, { method: 'PUT', headers: signed.headers, body: image });

    const url = new URL(signed.url);
    const signature = url.searchParams.get('signature') ?? '';
    const tampered = new URL(url);
    tampered.searchParams.set(
      'signature',
      `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
    );
    let response = await put(tampered.toString());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Invalid signature.' });

    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await put(longer.toString())).status).toBe(403);

    const otherKey = signed.url.replace(signed.uuid, crypto.randomUUID());
    expect((await put(otherKey)).status).toBe(403);

    response = await withClock(new Date(Date.now() + 2 * HOUR), () => put(signed.url));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This link has expired.' });

    expect((await put(signed.url)).status).toBe(201);
    response = await put(signed.url);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'A file has already been sent to this URL.' });
  });

  it('checks the type from the bytes, not the name or the declared type (415)', async () => {
    const { api } = await signedIn();
    const textFile = new File([TEXT_AS_PNG], 'holiday.png', { type: 'image/png' });
    const error = await failure(uploadFile(api, textFile));
    expect(error.status).toBe(415);
    expect(error.message).toBe('Le contenu du fichier ne correspond pas à un type accepté.');

    // Audio declared, image sent.
    expect(
      await failure(uploadFile(api, new Blob([await png(300, 300)], { type: 'audio/mpeg' }))),
    ).toMatchObject({ status: 415 });
    // A GIF declared as PNG is still an image: kept, recorded as a GIF.
    const key = await upload(api, await gif(300, 300), 'image/png');
    const [row] = await server.services.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row?.contentType).toBe('image/gif');

    // The PUT must carry the type the URL was asked for.
    const signed = await unwrap(
      api.POST('/vapor/signed-storage-url', { body: { content_type: 'image/png' } }),
    );
    const response = await server.client().fetch(signed.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/gif' },
      body: await gif(300, 300),
    });
    expect(response.status).toBe(415);
  });

  it('takes a file of exactly 10 MB and refuses one byte more (413, translated)', async () => {
    const { api } = await signedIn({ locale: 'en' });
    const key = await upload(api, await pngOfSize(10 * MB), 'image/png');
    const [row] = await server.services.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row?.size).toBe(10 * MB);
    // The image rules hold at the limit: it becomes a picture.
    await unwrap(api.POST('/account/member/pictures', { body: { key } }));

    const error = await failure(
      uploadFile(api, new Blob([await pngOfSize(10 * MB + 1)], { type: 'image/png' })),
    );
    expect(error.status).toBe(413);
    expect(error.message).toBe('The file size must not exceed 10 MB.');

    const french = await signedIn();
    expect(
      await failure(uploadFile(french.api, new Blob([mp3(10 * MB + 1)], { type: 'audio/mpeg' }))),
    ).toMatchObject({ status: 413, message: 'La taille du fichier ne doit pas dépasser 10 Mo.' });
    await upload(french.api, mp3(10 * MB), 'audio/mpeg');
  });

  it('enforces the limit while reading a body sent without a length', async () => {
    const { api } = await signedIn();
    const signed = await unwrap(
      api.POST('/vapor/signed-storage-url', { body: { content_type: 'audio/mpeg' } }),
    );
    const chunk = mp3(MB);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Eleven chunks of 1 MB, in chunked transfer encoding: no Content-Length to refuse upfront.
        if (sent === 11) controller.close();
        else controller.enqueue(chunk);
        sent += 1;
      },
    });
    const response = await server.client().fetch(signed.url, {
      method: 'PUT',
      headers: signed.headers,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    const [row] = await server.services.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, signed.key));
    expect(row?.storedAt).toBeNull();
    expect(await storageFor(server.services.config).exists(signed.key)).toBe(false);
  });

  it('serves stored files by signed URL only, and never outside the storage', async () => {
    const { api } = await signedIn();
    const picture = await addPicture(api);
    const ok = await download(picture.base_path);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');

    const { fetch } = server.client();
    const url = new URL(picture.base_path);
    const unsigned = `${url.origin}${url.pathname}`;
    expect((await fetch(unsigned)).status).toBe(403);
    const tampered = new URL(url);
    tampered.searchParams.set('signature', 'f'.repeat(64));
    expect((await fetch(tampered.toString())).status).toBe(403);
    const late = await withClock(new Date(Date.now() + 3 * HOUR), () => fetch(picture.base_path));
    expect(late.status).toBe(403);

    // Even a correctly signed key cannot climb out of the storage folder.
    const sign = (key: string) =>
      signUrl(
        server.services.appKey,
        server.url,
        `/storage/files/${encodeURIComponent(key)}`,
        new Date(Date.now() + HOUR),
      );
    for (const key of ['../app-key', 'pictures/../../app-key', '/etc/passwd', 'nothing/here.jpg']) {
      expect((await fetch(sign(key))).status).toBe(404);
    }
  });
});

describe('pictures', () => {
  it('takes 250 × 250 and refuses 249 wide or high, or a small square', async () => {
    const { api } = await signedIn();
    const accepted = await addPicture(api, await png(250, 250));
    expect(accepted.status).toBe('pending');
    // A chat image may be smaller (test/conversations.test.ts): not a picture.
    for (const [width, height] of [
      [249, 300],
      [300, 249],
      [100, 100],
    ] as const) {
      const key = await upload(api, await png(width, height), 'image/png');
      const error = await failure(unwrap(api.POST('/account/member/pictures', { body: { key } })));
      expect(error).toMatchObject({
        status: 422,
        fieldErrors: {
          key: 'L’image doit faire au moins 250 pixels de large et 250 pixels de haut.',
        },
      });
    }
  });

  it('takes 6 pictures and refuses the 7th with the spec’s message', async () => {
    const { api } = await signedIn({ locale: 'en' });
    for (let i = 0; i < 6; i += 1) await addPicture(api);
    const key = await upload(api, await png(300, 300), 'image/png');
    const error = await failure(unwrap(api.POST('/account/member/pictures', { body: { key } })));
    expect(error).toMatchObject({
      status: 422,
      message: 'You can upload up to 6 pictures.',
      fieldErrors: { key: 'You can upload up to 6 pictures.' },
    });
    expect((await gallery(api)).data).toHaveLength(6);
  });

  it('lists the gallery in order with 300-pixel thumbnails generated on the server', async () => {
    const { api, memberId } = await signedIn();
    const first = await addPicture(api, await png(600, 900));
    const second = await addPicture(api, await gif(300, 300));
    const list = await gallery(api);
    expect(list).toMatchObject({
      data: [
        { id: first.id, status: 'pending' },
        { id: second.id, status: 'pending' },
      ],
      review_status: 'pending',
      review_expired: false,
    });
    for (const picture of list.data) {
      const response = await download(picture.base_path);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(300);
    }
    const rows = await server.services.db
      .select()
      .from(pictures)
      .where(eq(pictures.memberId, memberId));
    expect(rows.every((row) => row.key.startsWith(`pictures/${memberId}/`))).toBe(true);
    expect(rows.every((row) => row.key.endsWith('.jpg'))).toBe(true);
  });

  it('takes only the caller’s own stored image upload, once', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const key = await upload(owner.api, await png(300, 300), 'image/png');
    expect(
      await failure(unwrap(other.api.POST('/account/member/pictures', { body: { key } }))),
    ).toMatchObject({ status: 403 });

    const unknown = await failure(
      unwrap(
        owner.api.POST('/account/member/pictures', {
          body: { key: `tmp/${crypto.randomUUID()}` },
        }),
      ),
    );
    expect(unknown).toMatchObject({
      status: 422,
      fieldErrors: { key: 'Ce fichier est introuvable.' },
    });

    const signed = await unwrap(
      owner.api.POST('/vapor/signed-storage-url', { body: { content_type: 'image/png' } }),
    );
    expect(
      await failure(
        unwrap(owner.api.POST('/account/member/pictures', { body: { key: signed.key } })),
      ),
    ).toMatchObject({
      status: 422,
      fieldErrors: { key: 'Le fichier n’a pas encore été téléversé.' },
    });

    const audio = await upload(owner.api, webm(), 'audio/webm');
    expect(
      await failure(unwrap(owner.api.POST('/account/member/pictures', { body: { key: audio } }))),
    ).toMatchObject({
      status: 422,
      fieldErrors: { key: 'Le fichier doit être une image PNG, JPG ou GIF.' },
    });

    await unwrap(owner.api.POST('/account/member/pictures', { body: { key } }));
    expect(
      await failure(unwrap(owner.api.POST('/account/member/pictures', { body: { key } }))),
    ).toMatchObject({ status: 422, fieldErrors: { key: 'Ce fichier a déjà été utilisé.' } });
    // The temporary file was moved under pictures/.
    expect(await storageFor(server.services.config).exists(key)).toBe(false);
  });

  it('follows the review: pending, expired after 24 hours, refused, done', async () => {
    const { api, memberId } = await signedIn();
    const first = await addPicture(api);
    const second = await addPicture(api);
    expect(await gallery(api)).toMatchObject({ review_status: 'pending', review_expired: false });
    expect(await incompleteSince(memberId)).toBeInstanceOf(Date);

    await server.services.db
      .update(pictures)
      .set({ createdAt: new Date(Date.now() - 24 * HOUR - 60_000) })
      .where(eq(pictures.id, first.id));
    expect(await gallery(api)).toMatchObject({ review_status: 'pending', review_expired: true });

    await setStatus(first.id, 'refused');
    await setStatus(second.id, 'portrait');
    expect(await gallery(api)).toMatchObject({ review_status: 'refused', review_expired: false });

    await setStatus(first.id, 'validated');
    await syncGallery(server.services.db, memberId, new Date());
    const list = await gallery(api);
    expect(list).toMatchObject({ review_status: 'done', review_expired: false });
    // Moderation named a portrait: it comes first.
    expect(list.data.map((picture) => [picture.id, picture.status])).toEqual([
      [second.id, 'portrait'],
      [first.id, 'validated'],
    ]);
    expect(await incompleteSince(memberId)).toBeNull();
  });

  it('protects the last picture unless confirmed', async () => {
    const { api, memberId } = await signedIn({ locale: 'en' });
    const only = await addPicture(api);
    const error = await failure(
      unwrap(api.DELETE('/account/member/pictures/{id}', { params: { path: { id: only.id } } })),
    );
    expect(error).toMatchObject({ status: 409, code: 'LAST_PICTURE' });
    const [row] = await server.services.db.select().from(pictures).where(eq(pictures.id, only.id));
    await unwrap(
      api.DELETE('/account/member/pictures/{id}', {
        params: { path: { id: only.id }, query: { confirm: true } },
      }),
    );
    expect((await gallery(api)).data).toEqual([]);
    expect(await storageFor(server.services.config).exists(row?.key ?? '')).toBe(false);
    expect(await incompleteSince(memberId)).toBeInstanceOf(Date);
  });

  it('asks for confirmation before breaking a complete gallery', async () => {
    const { api, memberId } = await signedIn({ locale: 'en' });
    const portrait = await addPicture(api);
    const validated = await addPicture(api);
    const pending = await addPicture(api);
    await setStatus(portrait.id, 'portrait');
    await setStatus(validated.id, 'validated');
    await syncGallery(server.services.db, memberId, new Date());
    expect(await incompleteSince(memberId)).toBeNull();

    // A picture the completeness does not rest on goes without a question.
    await unwrap(
      api.DELETE('/account/member/pictures/{id}', { params: { path: { id: pending.id } } }),
    );
    const error = await failure(
      unwrap(
        api.DELETE('/account/member/pictures/{id}', { params: { path: { id: validated.id } } }),
      ),
    );
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFIRMATION_REQUIRED',
      message:
        'Deleting this picture leaves your gallery incomplete; your account will be suspended after 72 hours.',
    });
    await unwrap(
      api.DELETE('/account/member/pictures/{id}', {
        params: { path: { id: validated.id }, query: { confirm: true } },
      }),
    );
    expect((await gallery(api)).data.map((picture) => picture.id)).toEqual([portrait.id]);
    expect(await incompleteSince(memberId)).toBeInstanceOf(Date);
  });

  it('answers 404 for another member’s picture, and 403 when reordering it', async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const picture = await addPicture(owner.api);
    const mine = await addPicture(intruder.api);
    const deleted = await failure(
      unwrap(
        intruder.api.DELETE('/account/member/pictures/{id}', {
          params: { path: { id: picture.id }, query: { confirm: true } },
        }),
      ),
    );
    expect(deleted.status).toBe(404);
    const reordered = await failure(
      unwrap(
        intruder.api.PATCH('/account/member/pictures/reorder', {
          body: { ids: [picture.id, mine.id] },
        }),
      ),
    );
    expect(reordered.status).toBe(403);
    expect((await gallery(owner.api)).data.map((p) => p.id)).toEqual([picture.id]);
  });

  it('reorders exactly the member’s pictures, a portrait first once there is one', async () => {
    const { api } = await signedIn();
    const a = await addPicture(api);
    const b = await addPicture(api);
    const c = await addPicture(api);
    await unwrap(
      api.PATCH('/account/member/pictures/reorder', { body: { ids: [c.id, a.id, b.id] } }),
    );
    expect((await gallery(api)).data.map((p) => p.id)).toEqual([c.id, a.id, b.id]);

    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, c.id, 999_999],
    ]) {
      const error = await failure(
        unwrap(api.PATCH('/account/member/pictures/reorder', { body: { ids } })),
      );
      expect(error).toMatchObject({
        status: 422,
        fieldErrors: { ids: 'La liste doit contenir chacune de vos photos, une seule fois.' },
      });
    }

    await setStatus(b.id, 'portrait');
    const forced = await failure(
      unwrap(api.PATCH('/account/member/pictures/reorder', { body: { ids: [a.id, b.id, c.id] } })),
    );
    expect(forced).toMatchObject({
      status: 422,
      fieldErrors: { ids: 'La première photo doit être un portrait.' },
    });
    await unwrap(
      api.PATCH('/account/member/pictures/reorder', { body: { ids: [b.id, c.id, a.id] } }),
    );
    expect((await gallery(api)).data.map((p) => p.id)).toEqual([b.id, c.id, a.id]);
  });
});

describe('sample picture', () => {
  it('is null, then set with the image rules, then replaced', async () => {
    const { api, memberId } = await signedIn();
    expect(await unwrap(api.GET('/account/member/sample-picture'))).toEqual({ data: null });

    const small = await upload(api, await png(249, 400), 'image/png');
    expect(
      await failure(unwrap(api.POST('/account/member/sample-picture', { body: { key: small } }))),
    ).toMatchObject({ status: 422 });

    const key = await upload(api, await png(250, 250), 'image/png');
    const saved = await unwrap(api.POST('/account/member/sample-picture', { body: { key } }));
    const response = await download(saved.data.base_path);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([250, 250]);
    expect((await unwrap(api.GET('/account/member/sample-picture'))).data?.base_path).toBe(
      saved.data.base_path,
    );

    const [before] = await server.services.db
      .select()
      .from(memberMedia)
      .where(eq(memberMedia.memberId, memberId));
    await unwrap(
      api.POST('/account/member/sample-picture', {
        body: { key: await upload(api, await png(500, 500), 'image/png') },
      }),
    );
    expect(await storageFor(server.services.config).exists(before?.samplePictureKey ?? '')).toBe(
      false,
    );
  });
});

describe('audio introduction', () => {
  it('is null, then set from an audio upload, played back, and deleted', async () => {
    const { api } = await signedIn();
    expect(await unwrap(api.GET('/account/member/audio-introduction'))).toEqual({
      audio_introduction: null,
    });

    const image = await upload(api, await png(300, 300), 'image/png');
    expect(
      await failure(
        unwrap(
          api.POST('/account/member/audio-introduction', { body: { audio_introduction: image } }),
        ),
      ),
    ).toMatchObject({
      status: 422,
      fieldErrors: { audio_introduction: 'Le fichier doit être un enregistrement audio.' },
    });

    const recording = webm(20_000);
    const key = await upload(api, recording, 'audio/webm;codecs=opus');
    const saved = await unwrap(
      api.POST('/account/member/audio-introduction', { body: { audio_introduction: key } }),
    );
    const url = saved.audio_introduction?.url ?? '';
    const response = await download(url);
    expect(response.headers.get('content-type')).toBe('audio/webm');
    expect(Buffer.from(await response.arrayBuffer()).equals(recording)).toBe(true);
    expect(
      (await unwrap(api.GET('/account/member/audio-introduction'))).audio_introduction,
    ).toEqual({ url });

    // A 10 MB recording is the largest taken.
    const largest = await upload(api, mp3(10 * MB), 'audio/mpeg');
    await unwrap(
      api.POST('/account/member/audio-introduction', { body: { audio_introduction: largest } }),
    );

    await unwrap(api.DELETE('/account/member/audio-introduction'));
    expect(await unwrap(api.GET('/account/member/audio-introduction'))).toEqual({
      audio_introduction: null,
    });
    await unwrap(api.DELETE('/account/member/audio-introduction'));
  });
});

describe('cleanupUnusedUploads', () => {
  it('removes the uploads not attached within a day, rows and files', async () => {
    const { api } = await signedIn();
    const storage = storageFor(server.services.config);
    const unused = await upload(api, await png(300, 300), 'image/png');
    const neverSent = (
      await unwrap(api.POST('/vapor/signed-storage-url', { body: { content_type: 'image/png' } }))
    ).key;
    const attachedKey = await upload(api, await png(300, 300), 'image/png');
    await unwrap(api.POST('/account/member/pictures', { body: { key: attachedKey } }));

    // Within the day: nothing of these goes.
    await cleanupUnusedUploads(server.services, new Date(Date.now() + 23 * HOUR));
    expect(await storage.exists(unused)).toBe(true);

    const removed = await cleanupUnusedUploads(server.services, new Date(Date.now() + 25 * HOUR));
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await storage.exists(unused)).toBe(false);
    const left = await server.services.db.select({ key: uploads.key }).from(uploads);
    const keys = left.map((row) => row.key);
    expect(keys).not.toContain(unused);
    expect(keys).not.toContain(neverSent);
    expect(keys).toContain(attachedKey);
  });
});
