/**
 * Private by the server, not by CSS (issue 11): the pictures another member may not see unblurred (a
 * member suspended, unsubscribed, paused, or in anonymous mode and not revealed, spec 02 §4) reach them
 * only as the URLs of blurred renditions made by the API, in every answer that carries pictures (the
 * profile, the search and favourites cards, the conversations, the share page); the originals' keys and
 * URLs appear nowhere. The member's own pictures are the originals. Anonymous mode alone can be lifted, by
 * `POST /members/{id}/reveal`, authorised as the profile is.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { unwrap, uploadFile, type ApiClient, type ApiError } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  favorites,
  memberBlocks,
  members,
  pictures,
  shareableLinks,
  users,
} from '../src/db/schema';
import { blurredKeyOf } from '../src/modules/media/pictures';
import { storageOf } from '../src/modules/media/uploads';
import { startTestApi, type TestApi } from './support/api';
import { createMember, signInAs, type CreatedMember } from './support/members-factories';

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

const DAY = 24 * 60 * 60 * 1000;
const HERE = { latitude: 47.2, longitude: -61.9 };

const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

/** A picture with hard edges everywhere (a 20-pixel checkerboard): sharp, high-contrast detail. */
async function checkerboard(width: number, height: number, tint: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const on = (Math.floor(x / 20) + Math.floor(y / 20)) % 2 === 0;
      const offset = (y * width + x) * 3;
      pixels[offset] = on ? 255 : tint;
      pixels[offset + 1] = on ? 240 : 0;
      pixels[offset + 2] = on ? 10 : 255 - tint;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Real files under the keys the factory gave the member's pictures (`p<n>.jpg`, `p<n>-300.jpg`). */
async function storeFiles(member: CreatedMember, count = 2): Promise<void> {
  const storage = storageOf(server.services);
  for (let position = 0; position < count; position += 1) {
    const tint = (member.memberId * 37 + position * 91) % 200;
    await storage.put(
      `pictures/${member.memberId}/p${position}.jpg`,
      await checkerboard(600, 800, tint),
    );
    await storage.put(
      `pictures/${member.memberId}/p${position}-300.jpg`,
      await checkerboard(300, 400, tint),
    );
  }
}

type State = 'suspended' | 'unsubscribed' | 'paused' | 'anonymous';
const REASONS: State[] = ['suspended', 'unsubscribed', 'paused', 'anonymous'];

/** A man near HERE with two real pictures (a portrait and a validated one). */
async function man(): Promise<CreatedMember> {
  const member = await createMember(server.services, {
    gender: 'male',
    seeking: ['woman'],
    near: HERE,
  });
  await storeFiles(member);
  return member;
}

/** Puts a member in a state that blurs their pictures for others. */
async function putIn(member: CreatedMember, state: State): Promise<void> {
  const { db } = server.services;
  if (state === 'anonymous')
    await db.update(users).set({ anonymousMode: true }).where(eq(users.id, member.userId));
  else
    await db
      .update(members)
      .set(
        state === 'suspended'
          ? { suspended: true, suspendedReason: 'incomplete_gallery' }
          : state === 'paused'
            ? { paused: true }
            : {
                subscriptionStatus: 'inactive',
                subscriptionEndDate: new Date(server.services.now().getTime() - DAY),
              },
      )
      .where(eq(members.id, member.memberId));
}

/** A woman seeking men near HERE, signed in. */
async function viewer() {
  const me = await createMember(server.services, {
    gender: 'female',
    seeking: ['man'],
    near: HERE,
  });
  await storeFiles(me);
  return { me, api: await signInAs(server, me) };
}

/** The storage key a signed file URL points at. */
const keyOf = (url: string): string =>
  decodeURIComponent(new URL(url).pathname.replace(/^\/storage\/files\//, ''));

/** Every form in which an original of this member could show in a JSON answer. */
function originalsOf(member: CreatedMember): string[] {
  return [0, 1].flatMap((position) =>
    [
      `pictures/${member.memberId}/p${position}.jpg`,
      `pictures/${member.memberId}/p${position}-300.jpg`,
    ].flatMap((key) => [key, encodeURIComponent(key)]),
  );
}

function expectNoOriginal(json: unknown, member: CreatedMember): void {
  const text = JSON.stringify(json);
  for (const original of originalsOf(member)) expect(text).not.toContain(original);
}

function expectBlurredUrl(url: string | null | undefined, member: CreatedMember): void {
  expect(url).toBeTruthy();
  expect(keyOf(url ?? '')).toMatch(
    new RegExp(`^pictures/${member.memberId}/[0-9a-f]{40}-blur\\.jpg$`),
  );
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  return Buffer.from(await response.arrayBuffer());
}

/** How much fine detail a picture holds: the spread of its edges (a Laplacian's standard deviation). */
async function detail(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes)
    .greyscale()
    .resize({ width: 300 })
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let squares = 0;
  for (const value of data) {
    sum += value;
    squares += value * value;
  }
  const count = info.width * info.height;
  return Math.sqrt(squares / count - (sum / count) ** 2);
}

/** The file behind a blurred URL is a blurred picture, nothing like the original thumbnail. */
async function expectBlurredFile(url: string, member: CreatedMember): Promise<void> {
  const blurred = await download(url);
  const thumbnail = await storageOf(server.services).get(`pictures/${member.memberId}/p0-300.jpg`);
  expect(thumbnail).toBeDefined();
  const original = Buffer.from(thumbnail ?? new Uint8Array());
  expect(blurred.equals(original)).toBe(false);
  const [blurredDetail, originalDetail] = await Promise.all([detail(blurred), detail(original)]);
  expect(originalDetail).toBeGreaterThan(20);
  expect(blurredDetail).toBeLessThan(originalDetail / 20);
  const { channels } = await sharp(blurred).stats();
  // The colours survive (a blur, not a blank): the mean is the picture's, the contrast gone.
  expect(channels[0]?.stdev ?? 0).toBeLessThan(40);
}

async function profile(api: ApiClient, member: CreatedMember) {
  return (await unwrap(api.GET('/members/{id}', { params: { path: { id: member.memberId } } })))
    .data;
}

async function reveal(api: ApiClient, member: CreatedMember) {
  return unwrap(api.POST('/members/{id}/reveal', { params: { path: { id: member.memberId } } }));
}

describe('another member the viewer may not see unblurred', () => {
  it.each(REASONS)('%s: the profile carries only blurred renditions', async (reason) => {
    const { api } = await viewer();
    const other = await man();
    await putIn(other, reason);

    const shown = await profile(api, other);
    expect(shown.gallery).toHaveLength(2);
    expectBlurredUrl(shown.avatar_path, other);
    for (const picture of shown.gallery ?? []) expectBlurredUrl(picture.base_path, other);
    // Each picture its own rendition; the avatar is the first's.
    expect(new Set(shown.gallery?.map((picture) => picture.base_path)).size).toBe(2);
    expect(shown.avatar_path).toBe(shown.gallery?.[0]?.base_path);
    expectNoOriginal(shown, other);
    await expectBlurredFile(shown.avatar_path ?? '', other);
  });

  it.each(REASONS)('%s: the favourites card carries only the blurred avatar', async (reason) => {
    const { me, api } = await viewer();
    const other = await man();
    await server.services.db
      .insert(favorites)
      .values({ memberId: me.memberId, favoriteMemberId: other.memberId });
    await putIn(other, reason);

    const page = await unwrap(
      api.GET('/members', { params: { query: { filter: { favorite: true } as never } } }),
    );
    const card = page.data.find((member) => member.id === other.memberId);
    expect(card).toBeDefined();
    expectBlurredUrl(card?.avatar_path, other);
    expectNoOriginal(page, other);
    await expectBlurredFile(card?.avatar_path ?? '', other);
  });

  it('the search cards of suspended, unsubscribed and anonymous members are blurred, the others not', async () => {
    const { api } = await viewer();
    const plain = await man();
    const hidden = await Promise.all(
      (['suspended', 'unsubscribed', 'anonymous'] as const).map(async (reason) => {
        const member = await man();
        await putIn(member, reason);
        return member;
      }),
    );
    const page = await unwrap(
      api.GET('/members', {
        params: { query: { filter: { distance: 50, ...HERE } as never } },
      }),
    );
    const byId = new Map(page.data.map((card) => [card.id, card]));
    for (const member of hidden) {
      expectBlurredUrl(byId.get(member.memberId)?.avatar_path, member);
      expectNoOriginal(page, member);
    }
    // A member in good standing, not anonymous: the original thumbnail.
    expect(keyOf(byId.get(plain.memberId)?.avatar_path ?? '')).toBe(
      `pictures/${plain.memberId}/p0-300.jpg`,
    );
  });

  it.each(REASONS)('%s: conversations carry only the blurred avatar', async (reason) => {
    const { me, api } = await viewer();
    const other = await man();
    const conversation = (
      await unwrap(api.POST('/conversations', { body: { user_id: other.userId } }))
    ).data;
    await putIn(other, reason);

    const opened = await unwrap(
      api.GET('/conversations/{id}', { params: { path: { id: conversation.id } } }),
    );
    const list = await unwrap(api.GET('/conversations'));
    for (const answer of [opened, list]) {
      expectNoOriginal(answer, other);
      // The viewer's own avatar in the same answers stays the original.
      expect(JSON.stringify(answer)).toContain(
        encodeURIComponent(`pictures/${me.memberId}/p0-300.jpg`),
      );
    }
    const participant = opened.data.users.find((user) => user.id === other.userId);
    expectBlurredUrl(participant?.member?.avatar_path, other);
    await expectBlurredFile(participant?.member?.avatar_path ?? '', other);
  });

  it('the public share page of a member in anonymous mode shows the blurred renditions', async () => {
    const other = await man();
    await server.services.db
      .update(members)
      .set({ visibility: 'public' })
      .where(eq(members.id, other.memberId));
    await putIn(other, 'anonymous');
    await server.services.db.insert(shareableLinks).values({
      memberId: other.memberId,
      expiresAt: new Date(server.services.now().getTime() + DAY),
    });
    const { api } = server.client();
    const page = await unwrap(
      api.GET('/share/member/{id}', { params: { path: { id: other.memberId } } }),
    );
    expectBlurredUrl(page.data.avatar_path, other);
    for (const picture of page.data.gallery) expectBlurredUrl(picture.base_path, other);
    expectNoOriginal(page, other);
  });
});

describe('the blurred rendition', () => {
  it('is stored once, made again when missing, and no original is reached from its URL', async () => {
    const { api } = await viewer();
    const other = await man();
    await putIn(other, 'anonymous');
    const url = (await profile(api, other)).avatar_path ?? '';
    const storage = storageOf(server.services);

    const first = await download(url);
    // Kept: the stored file is the one served.
    expect(Buffer.from((await storage.get(keyOf(url))) ?? new Uint8Array()).equals(first)).toBe(
      true,
    );
    await storage.delete(keyOf(url));
    expect((await download(url)).equals(first)).toBe(true);

    // Taking the suffix off, or asking for the original's key with the blurred URL's signature: refused.
    const stripped = new URL(url);
    stripped.pathname = stripped.pathname.replace('-blur.jpg', '.jpg');
    expect((await fetch(stripped)).status).toBe(403);
    const swapped = new URL(url);
    swapped.pathname = `/storage/files/${encodeURIComponent(`pictures/${other.memberId}/p0-300.jpg`)}`;
    expect((await fetch(swapped)).status).toBe(403);
    // A made-up rendition name is not made from anything.
    const unknown = `pictures/${other.memberId}/${'0'.repeat(40)}-blur.jpg`;
    expect(await storage.get(unknown)).toBeUndefined();
  });
});

describe('the rendition follows its picture', () => {
  it('is made with the picture, and goes with it (deleted picture, deleted account)', async () => {
    const me = await createMember(server.services, { pictures: [] });
    const api = await signInAs(server, me);
    const storage = storageOf(server.services);
    const add = async () => {
      const { key } = await uploadFile(
        api,
        new Blob([new Uint8Array(await checkerboard(400, 500, 90))], { type: 'image/jpeg' }),
      );
      const { data } = await unwrap(api.POST('/account/member/pictures', { body: { key } }));
      const [row] = await server.services.db
        .select()
        .from(pictures)
        .where(eq(pictures.id, data.id));
      if (!row) throw new Error('no picture');
      return row;
    };
    const first = await add();
    const second = await add();
    const renditions = [first, second].map((row) => blurredKeyOf(server.services, row));
    // Stored at once, a blurred picture of the thumbnail's width.
    for (const key of renditions) {
      const stored = await storage.get(key);
      expect(stored).toBeDefined();
      const rendition = Buffer.from(stored ?? new Uint8Array());
      expect((await sharp(rendition).metadata()).width).toBe(300);
      expect(await detail(rendition)).toBeLessThan(5);
    }
    await unwrap(
      api.DELETE('/account/member/pictures/{id}', {
        params: { path: { id: second.id } },
        query: { confirm: true },
      }),
    );
    expect(await storage.exists(renditions[1] ?? '')).toBe(false);
    expect(await storage.exists(renditions[0] ?? '')).toBe(true);
    await unwrap(api.DELETE('/account'));
    expect(await storage.exists(renditions[0] ?? '')).toBe(false);
  });
});

describe('the member themselves', () => {
  it.each(REASONS)('%s: the own profile, account and gallery are the originals', async (reason) => {
    const me = await man();
    await putIn(me, reason);
    const api = await signInAs(server, me);
    const own = await profile(api, me);
    expect(keyOf(own.avatar_path ?? '')).toBe(`pictures/${me.memberId}/p0-300.jpg`);
    expect(own.gallery?.map((picture) => keyOf(picture.base_path))).toEqual([
      `pictures/${me.memberId}/p0-300.jpg`,
      `pictures/${me.memberId}/p1-300.jpg`,
    ]);
    expect(JSON.stringify(own)).not.toContain('-blur.jpg');
    const account = await unwrap(api.GET('/account'));
    expect(keyOf(account.data.member?.avatar_path ?? '')).toBe(
      `pictures/${me.memberId}/p0-300.jpg`,
    );
    const gallery = await unwrap(api.GET('/account/member/pictures'));
    expect(JSON.stringify(gallery)).not.toContain('-blur.jpg');
  });
});

describe('POST /members/{id}/reveal', () => {
  it('answers the originals of a member in anonymous mode, which the file URLs serve', async () => {
    const { api } = await viewer();
    const other = await man();
    await putIn(other, 'anonymous');
    const revealed = (await reveal(api, other)).data;
    expect(keyOf(revealed.avatar_path ?? '')).toBe(`pictures/${other.memberId}/p0-300.jpg`);
    expect(revealed.gallery.map((picture) => [keyOf(picture.base_path), picture.status])).toEqual([
      [`pictures/${other.memberId}/p0-300.jpg`, 'portrait'],
      [`pictures/${other.memberId}/p1-300.jpg`, 'validated'],
    ]);
    const bytes = await download(revealed.avatar_path ?? '');
    const stored = await storageOf(server.services).get(`pictures/${other.memberId}/p0-300.jpg`);
    expect(bytes.equals(Buffer.from(stored ?? new Uint8Array()))).toBe(true);
    // Nothing is remembered: the profile still comes blurred.
    expectBlurredUrl((await profile(api, other)).avatar_path, other);
  });

  it('leaves out the pictures others may not see (pending, refused)', async () => {
    const { api } = await viewer();
    const other = await createMember(server.services, {
      gender: 'male',
      seeking: ['woman'],
      near: HERE,
      pictures: ['portrait', 'pending', 'refused', 'validated'],
      user: { anonymousMode: true },
    });
    const revealed = (await reveal(api, other)).data;
    expect(revealed.gallery.map((picture) => picture.status)).toEqual(['portrait', 'validated']);
  });

  it.each(['suspended', 'unsubscribed', 'paused'] as const)(
    'refuses a %s member (403): their pictures stay blurred',
    async (reason) => {
      const { api } = await viewer();
      const other = await man();
      await putIn(other, 'anonymous');
      await putIn(other, reason);
      const error = await failure(reveal(api, other));
      expect(error.status).toBe(403);
      expect(error.message).toBe('Les photos de ce membre ne peuvent pas être dévoilées.');
    },
  );

  it('answers as the profile does: 404 for whoever blocked the viewer, a deleted, banned or unknown member', async () => {
    const { me, api } = await viewer();
    const blockedByMe = await man();
    const blockingMe = await man();
    const deleted = await man();
    const banned = await man();
    for (const member of [blockedByMe, blockingMe, deleted, banned])
      await putIn(member, 'anonymous');
    const { db } = server.services;
    await db.insert(memberBlocks).values([
      { memberId: me.memberId, blockedMemberId: blockedByMe.memberId },
      { memberId: blockingMe.memberId, blockedMemberId: me.memberId },
    ]);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.userId));
    await db.update(users).set({ blocked: true }).where(eq(users.id, banned.userId));
    for (const member of [blockingMe, deleted, banned]) {
      expect((await failure(reveal(api, member))).status).toBe(404);
      expect((await failure(profile(api, member))).status).toBe(404);
    }
    // The blocker still opens the profile they blocked (to unblock it), its pictures as anyone's.
    expect((await profile(api, blockedByMe)).member_block_id).toEqual(expect.any(Number));
    expect((await reveal(api, blockedByMe)).data.gallery.length).toBeGreaterThan(0);
    expect(
      (
        await failure(
          unwrap(api.POST('/members/{id}/reveal', { params: { path: { id: 2147483647 } } })),
        )
      ).status,
    ).toBe(404);
  });

  it('needs a signed-in member in good standing', async () => {
    const other = await man();
    await putIn(other, 'anonymous');
    const { api: visitor } = server.client();
    expect((await failure(reveal(visitor, other))).status).toBe(401);

    const paused = await createMember(server.services, {
      gender: 'female',
      seeking: ['man'],
      near: HERE,
      member: { paused: true },
    });
    const error = await failure(reveal(await signInAs(server, paused), other));
    expect(error.status).toBe(403);
    expect(error.code).toBe('ACCOUNT_PAUSED');
  });

  it('answers the own originals to the member themselves, whatever their state', async () => {
    const me = await man();
    await putIn(me, 'suspended');
    const api = await signInAs(server, me);
    const revealed = (await reveal(api, me)).data;
    expect(keyOf(revealed.avatar_path ?? '')).toBe(`pictures/${me.memberId}/p0-300.jpg`);
  });
});
