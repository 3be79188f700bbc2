import { and, eq } from 'drizzle-orm';
import { unwrap, type ApiClient, type ApiError } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  favorites,
  memberBlocks,
  memberMedia,
  memberReports,
  members,
  shareableLinks,
  users,
} from '../src/db/schema';
import { findQuestion } from '../src/data/questions';
import { translate } from '../src/i18n/messages';
import type { Point } from '../src/modules/members/location';
import { snappedDistanceKm } from '../src/modules/members/location';
import { startTestApi, type TestApi } from './support/api';
import { createUser } from './support/factories';
import {
  createMember,
  signInAs,
  type CreatedMember,
  type MemberOptions,
} from './support/members-factories';

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

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

/**
 * Each test lives on its own "island": members placed around a point 600+ km from every other test's,
 * searched with a distance filter (a location field, not counted among the 5 filters), so tests sharing
 * one database never see each other's members.
 */
let islands = 0;
function island(): Point {
  islands += 1;
  return { latitude: 55, longitude: -170 + islands * 10 };
}
const moved = (p: Point, kmNorth: number, kmEast = 0): Point => ({
  latitude: p.latitude + kmNorth / 111.19,
  longitude: p.longitude + kmEast / (111.19 * Math.cos((p.latitude * Math.PI) / 180)),
});

type Filter = Record<string, string | number | boolean>;
interface SearchOptions {
  sort?: 'proximity' | '-values' | '-connection';
  page?: number;
  distance?: number;
}
async function search(api: ApiClient, filter: Filter = {}, options: SearchOptions = {}) {
  const { distance = 100, ...rest } = options;
  return unwrap(
    api.GET('/members', {
      params: { query: { filter: { distance, ...filter } as never, ...rest } },
    }),
  );
}
const ids = (page: { data: { id: number }[] }) => page.data.map((member) => member.id);

/** A searcher (a woman seeking men by default) with their signed-in client. */
async function searcher(base: Point, options: MemberOptions = {}) {
  const me = await createMember(server.services, {
    gender: 'female',
    seeking: ['man'],
    near: base,
    ...options,
  });
  return { me, api: await signInAs(server, me) };
}
/** A man seeking women (compatible with the default searcher). */
const man = (near: Point, options: MemberOptions = {}) =>
  createMember(server.services, { gender: 'male', seeking: ['woman'], near, ...options });

async function block(blocker: CreatedMember, blocked: CreatedMember) {
  const [row] = await server.services.db
    .insert(memberBlocks)
    .values({ memberId: blocker.memberId, blockedMemberId: blocked.memberId })
    .returning();
  return row;
}

describe('search: who appears', () => {
  it('shows compatible members only, never the searcher, blocked, paused, deleted or banned accounts', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const match = await man(base);
    const unsubscribed = await man(base, { member: { subscriptionStatus: 'inactive' } });
    const expired = await man(base, {
      member: { subscriptionEndDate: new Date(Date.now() - DAY) },
    });
    const suspended = await man(base, {
      member: { suspended: true, suspendedReason: 'incomplete_gallery' },
    });
    const anonymous = await man(base, { user: { anonymousMode: true } });
    const pending = await man(base, { pictures: ['portrait', 'pending'] });
    // Never shown:
    await man(base, { seeking: ['man'] }); // not looking for a woman
    await createMember(server.services, { gender: 'female', seeking: ['man'], near: base }); // not a man
    await createMember(server.services, { gender: 'non_binary', seeking: ['woman'], near: base });
    await man(base, { member: { paused: true } });
    await man(base, { user: { deletedAt: new Date() } });
    await man(base, { user: { blocked: true } });
    await man(base, { member: { onboardingCompleted: false } });
    await block(me, await man(base));
    await block(await man(base), me);

    const page = await search(api);
    expect(ids(page).sort((a, b) => a - b)).toEqual(
      [match, unsubscribed, expired, suspended, anonymous, pending]
        .map((m) => m.memberId)
        .sort((a, b) => a - b),
    );
    const byId = new Map(page.data.map((member) => [member.id, member]));
    expect(byId.get(match.memberId)).toMatchObject({
      subscribed: true,
      suspended: false,
      paused: false,
      deleted: false,
      unavailable: false,
      can: { view: true },
      user: { settings: { anonymous_mode: false } },
    });
    expect(byId.get(unsubscribed.memberId)).toMatchObject({
      subscribed: false,
      subscription_status: 'inactive',
      can: { view: false },
    });
    expect(byId.get(expired.memberId)).toMatchObject({ subscribed: false, can: { view: false } });
    expect(byId.get(suspended.memberId)).toMatchObject({
      suspended: true,
      can: { view: false },
    });
    // Why they are suspended is theirs to know (issue 11): others are not told.
    expect(byId.get(suspended.memberId)).not.toHaveProperty('suspended_reason');
    expect(byId.get(anonymous.memberId)?.user?.settings?.anonymous_mode).toBe(true);
    expect(byId.get(pending.memberId)).toMatchObject({ gallery_review_status: 'pending' });
    // A card carries the avatar and its check, not the gallery (the profile does).
    expect(byId.get(pending.memberId)).toMatchObject({ verified: true });
    expect(byId.get(pending.memberId)).not.toHaveProperty('gallery');
  });

  it('narrows the genders sought among the searcher’s own orientations', async () => {
    const base = island();
    const { api } = await searcher(base, { seeking: ['man', 'non_binary'] });
    const m = await man(base);
    const nb = await createMember(server.services, {
      gender: 'non_binary',
      seeking: ['woman'],
      near: base,
    });
    expect(ids(await search(api)).sort()).toEqual([m.memberId, nb.memberId].sort());
    expect(ids(await search(api, { sexual_orientations: 'non_binary' }))).toEqual([nb.memberId]);
    expect(ids(await search(api, { sexual_orientations: 'man' }))).toEqual([m.memberId]);
    // An orientation the searcher does not have cannot widen the search.
    expect(ids(await search(api, { sexual_orientations: 'woman' })).sort()).toEqual(
      [m.memberId, nb.memberId].sort(),
    );
  });

  it('filters by age, height, answers, the yes/no questions and keywords', async () => {
    const base = island();
    const { api } = await searcher(base);
    const young = await man(base, {
      age: 18,
      answers: { height: 122, smoking_tolerance_level: [2001], languages: [401, 402] },
    });
    const old = await man(base, {
      age: 99,
      answers: { height: 213, accepts_persons_with_limitations: [1601], languages: [403] },
    });
    const middle = await man(base, {
      age: 40,
      answers: {
        height: 180,
        smoking_tolerance_level: [2002],
        accepts_persons_with_limitations: [1602],
      },
      member: { about: 'J’adore la RANDONNÉE en montagne et le café.' },
    });

    expect(ids(await search(api, { age: '18,18' }))).toEqual([young.memberId]);
    expect(ids(await search(api, { age: '99,99' }))).toEqual([old.memberId]);
    expect(ids(await search(api, { age: '19,98' }))).toEqual([middle.memberId]);
    expect(ids(await search(api, { question__height: '122,122' }))).toEqual([young.memberId]);
    expect(ids(await search(api, { question__height: '181,213' }))).toEqual([old.memberId]);
    expect(ids(await search(api, { question__languages: '402,403' })).sort()).toEqual(
      [young.memberId, old.memberId].sort(),
    );
    expect(ids(await search(api, { smoking_tolerance_level: true }))).toEqual([young.memberId]);
    expect(ids(await search(api, { accepts_persons_with_limitations: true }))).toEqual([
      old.memberId,
    ]);
    // false means "no filter".
    expect(ids(await search(api, { smoking_tolerance_level: false }))).toHaveLength(3);
    expect(
      ids(
        await search(api, {
          age: '18,50',
          question__languages: '401',
          question__height: '122,200',
        }),
      ),
    ).toEqual([young.memberId]);
    // Keywords: case and accents ignored; each keyword must be found.
    expect(ids(await search(api, { keywords: 'randonnee' }))).toEqual([middle.memberId]);
    expect(ids(await search(api, { keywords: 'CAFÉ,montagne' }))).toEqual([middle.memberId]);
    expect(ids(await search(api, { keywords: 'cafe,plage' }))).toEqual([]);
    // ... also in answers: the label of a chosen option ("Espagnol", language 403).
    expect(ids(await search(api, { keywords: 'espagnol' }))).toEqual([old.memberId]);
    // LIKE's wildcards are plain characters.
    expect(ids(await search(api, { keywords: '%' }))).toEqual([]);
  });

  it('finds keywords in long answers, whatever the accents', async () => {
    const base = island();
    const { api } = await searcher(base);
    const writer = await man(base, {
      answers: { healthy_relationship: 'Une relation saine repose sur la confiance et l’écoute.' },
    });
    await man(base);
    expect(ids(await search(api, { keywords: 'ECOUTE' }))).toEqual([writer.memberId]);
  });
});

describe('search: distance, sorts and pages', () => {
  it('measures snapped distances, floored at 3 km, filters and sorts on the same values', async () => {
    const base = island();
    const { api } = await searcher(base);
    const here = await man(base, { near: moved(base, 0.4, 0.3) });
    const near = await man(base, { near: moved(base, 20) });
    const far = await man(base, { near: moved(base, -60, 30) });
    const beyond = await man(base, { near: moved(base, 250, 100) });
    const nowhere = await man(base, { near: null, member: { about: 'Sans adresse, zyxwvut.' } });

    const page = await search(api, {}, { distance: 400 });
    expect(ids(page)).toEqual([here, near, far, beyond].map((m) => m.memberId));
    const distances = page.data.map((member) => member.user?.distance);
    expect(distances[0]).toBe(3);
    expect(distances).toEqual(
      [here, near, far, beyond].map((m) => snappedDistanceKm(base, m.user)),
    );
    expect(page.data.at(-1)?.user?.distance_label).toBe('200+ km');
    expect(page.data[0]?.user?.distance_label).toBe('3 km');
    // The filter uses the snapped distance too: exactly at a member's distance includes them.
    const nearKm = snappedDistanceKm(base, near.user) ?? 0;
    expect(ids(await search(api, {}, { distance: nearKm }))).toEqual([
      here.memberId,
      near.memberId,
    ]);
    expect(ids(await search(api, {}, { distance: nearKm - 1 }))).toEqual([here.memberId]);
    expect(ids(await search(api, {}, { distance: 3 }))).toEqual([here.memberId]);
    // Without a distance filter a member without a location is found, with no distance.
    const all = await unwrap(
      api.GET('/members', { params: { query: { filter: { keywords: 'zyxwvut' } } } }),
    );
    expect(ids(all)).toEqual([nowhere.memberId]);
    expect(all.data[0]?.user).toMatchObject({ distance: null, distance_label: null });
  });

  it('measures from the search location when one is given', async () => {
    const base = island();
    const { api } = await searcher(base);
    const north = await man(base, { near: moved(base, 80) });
    const south = await man(base, { near: moved(base, -80) });
    const there = moved(base, 75);
    const page = await search(
      api,
      { latitude: there.latitude, longitude: there.longitude, location_label: 'Nord' },
      { distance: 400 },
    );
    expect(ids(page)).toEqual([north.memberId, south.memberId]);
    expect(page.data[0]?.user?.distance).toBe(snappedDistanceKm(there, north.user));
    expect(
      ids(
        await search(
          api,
          { latitude: there.latitude, longitude: there.longitude },
          { distance: 20 },
        ),
      ),
    ).toEqual([north.memberId]);
  });

  it('sorts by values in common, then by connection', async () => {
    const base = island();
    const { api } = await searcher(base, { answers: { values: [1301, 1302, 1303, 1304] } });
    const none = await man(base, { near: moved(base, 1), answers: { values: [1310, 1311, 1312] } });
    const two = await man(base, { near: moved(base, 30), answers: { values: [1301, 1302, 1315] } });
    const three = await man(base, {
      near: moved(base, 60),
      answers: { values: [1302, 1303, 1304] },
    });
    const byValues = await search(api, {}, { sort: '-values' });
    expect(ids(byValues)).toEqual([three, two, none].map((m) => m.memberId));
    expect(byValues.data.map((member) => member.common_values_count)).toEqual([3, 2, 0]);

    const now = Date.now();
    await server.services.db
      .update(users)
      .set({ lastActivityAt: new Date(now - DAY) })
      .where(eq(users.id, three.userId));
    await server.services.db
      .update(users)
      .set({ lastActivityAt: new Date(now - 60_000) })
      .where(eq(users.id, none.userId));
    await server.services.db
      .update(users)
      .set({ lastActivityAt: null })
      .where(eq(users.id, two.userId));
    const byConnection = await search(api, {}, { sort: '-connection' });
    expect(ids(byConnection)).toEqual([none, three, two].map((m) => m.memberId));
    expect(byConnection.data[0]?.user).toMatchObject({ online: true });
    expect(byConnection.data[1]?.user).toMatchObject({ online: false });
    expect(byConnection.data[2]?.user?.last_activity).toBeNull();
  });

  it('pages 16 members at a time, and an empty page marks the end', async () => {
    const base = island();
    const { api } = await searcher(base);
    const created: number[] = [];
    for (let i = 0; i < 20; i += 1)
      created.push((await man(base, { near: moved(base, i) })).memberId);
    const first = await search(api, {}, { page: 1 });
    const second = await search(api, {}, { page: 2 });
    const third = await search(api, {}, { page: 3 });
    expect(first.data).toHaveLength(16);
    expect(second.data).toHaveLength(4);
    expect(third.data).toEqual([]);
    expect([...ids(first), ...ids(second)]).toEqual(created);
    expect(first).not.toHaveProperty('meta');
  });
});

describe('search: limits', () => {
  const errorOf = async (
    api: ApiClient,
    filter: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) =>
    failure(
      unwrap(api.GET('/members', { params: { query: { filter: filter as never, ...extra } } })),
    );

  it('takes 5 filters (location fields aside) and refuses a 6th', async () => {
    const { api } = await searcher(island());
    const five = {
      age: '20,60',
      question__height: '150,200',
      question__languages: '401',
      question__values: '1301',
      keywords: 'a',
    };
    await expect(
      search(
        api,
        { ...five, latitude: 45.5, longitude: -73.5, location_label: 'Montréal' },
        { distance: 400 },
      ),
    ).resolves.toBeDefined();
    const error = await errorOf(api, { ...five, smoking_tolerance_level: true });
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      filter: 'Vous ne pouvez pas appliquer plus de 5 filtres.',
    });
  });

  it('takes 5 keywords and refuses a 6th; duplicates are ignored', async () => {
    const { api } = await searcher(island());
    await expect(search(api, { keywords: 'un,deux,trois,quatre,cinq' })).resolves.toBeDefined();
    await expect(search(api, { keywords: 'un,UN,deux,deux,trois' })).resolves.toBeDefined();
    const error = await errorOf(api, { keywords: 'un,deux,trois,quatre,cinq,six' });
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toEqual(['filter.keywords']);
  });

  it('bounds age 18-99, distance 3-400 and height 122-213, each at its edge and one past it', async () => {
    const { api } = await searcher(island());
    await expect(search(api, { age: '18,99' })).resolves.toBeDefined();
    await expect(search(api, { question__height: '122,213' })).resolves.toBeDefined();
    await expect(search(api, {}, { distance: 3 })).resolves.toBeDefined();
    await expect(search(api, {}, { distance: 400 })).resolves.toBeDefined();
    for (const [filter, field] of [
      [{ age: '17,40' }, 'filter.age'],
      [{ age: '18,100' }, 'filter.age'],
      [{ age: '40,30' }, 'filter.age'],
      [{ distance: 2 }, 'filter.distance'],
      [{ distance: 401 }, 'filter.distance'],
      [{ question__height: '121,180' }, 'filter.question__height'],
      [{ question__height: '150,214' }, 'filter.question__height'],
      [{ question__height: '190,180' }, 'filter.question__height'],
      [{ question__languages: '9999' }, 'filter.question__languages'],
      [{ question__languages: '101' }, 'filter.question__languages'],
      [{ sexual_orientations: 'alien' }, 'filter.sexual_orientations'],
      [{ latitude: 45 }, 'filter.longitude'],
      [{ latitude: 91, longitude: 0 }, 'filter.latitude'],
    ] as const) {
      const error = await errorOf(api, filter);
      expect(error.status, JSON.stringify(filter)).toBe(422);
      expect(Object.keys(error.fieldErrors), JSON.stringify(filter)).toContain(field);
    }
    const sort = await errorOf(api, {}, { sort: 'values' });
    expect(sort.status).toBe(422);
    expect(Object.keys(sort.fieldErrors)).toEqual(['sort']);
    expect((await errorOf(api, {}, { page: 0 })).status).toBe(422);
  });

  it('never answers 500 to nonsense', async () => {
    const { api } = await searcher(island());
    for (const filter of [
      { age: 'abc' },
      { distance: 'far' },
      { question__height: "1'; drop table users; --" },
      { keywords: ',,,' },
      { favorite: 'maybe' },
      { latitude: 'north', longitude: 'west' },
    ]) {
      const error = await errorOf(api, filter);
      expect(error.status, JSON.stringify(filter)).toBe(422);
    }
    // Unknown filters are ignored.
    await expect(search(api, { question__unknown: '1', nonsense: 'x' })).resolves.toBeDefined();
    const raw = await api.GET('/members', {
      params: { query: { page: 'two' as never } },
    });
    expect(raw.response.status).toBe(422);
  });
});

describe('search: who may search', () => {
  it('answers the state codes the client refetches the user on', async () => {
    const cases: [MemberOptions, string][] = [
      [{ member: { subscriptionStatus: 'inactive' } }, 'SUBSCRIPTION_REQUIRED'],
      [{ member: { suspended: true } }, 'ACCOUNT_SUSPENDED'],
      [{ user: { authenticationFlag: 'fail' } }, 'ACCOUNT_SUSPENDED'],
      [{ member: { paused: true } }, 'ACCOUNT_PAUSED'],
      [{ user: { blocked: true } }, 'ACCOUNT_BLOCKED'],
    ];
    for (const [options, code] of cases) {
      const { api } = await searcher(island(), options);
      const error = await failure(unwrap(api.GET('/members')));
      expect(error.status, code).toBe(403);
      expect(error.code, code).toBe(code);
      expect(
        (await failure(unwrap(api.POST('/members/{id}/favorite', { params: { path: { id: 1 } } }))))
          .code,
      ).toBe(code);
    }
    const unfinished = await createMember(server.services, {
      member: { onboardingCompleted: false },
    });
    const api = await signInAs(server, unfinished);
    expect((await failure(unwrap(api.GET('/members')))).status).toBe(403);
    const anonymous = server.client({ mode: 'token' }).api;
    expect((await failure(unwrap(anonymous.GET('/members')))).status).toBe(401);
  });
});

describe('location privacy', () => {
  it('no response carries another member’s coordinates', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const secretPoint = moved(base, 7.31234, 3.98765);
    const other = await man(base, { near: secretPoint });
    await unwrap(api.POST('/members/{id}/favorite', { params: { path: { id: other.memberId } } }));
    const link = await unwrap(
      api.POST('/members/{id}/links', { params: { path: { id: other.memberId } } }),
    );
    const visitor = server.client({ mode: 'token' }).api;
    const bodies = [
      await search(api),
      await search(api, { favorite: true }),
      await search(api, { latitude: base.latitude, longitude: base.longitude }),
      await unwrap(api.GET('/members/{id}', { params: { path: { id: other.memberId } } })),
      await unwrap(api.GET('/share/member/{id}', { params: { path: { id: other.memberId } } })),
      await unwrap(visitor.GET('/share/member/{id}', { params: { path: { id: other.memberId } } })),
      link,
    ];
    const secrets = [
      String(secretPoint.latitude).slice(0, 7),
      String(secretPoint.longitude).slice(0, 8),
    ];
    for (const body of bodies) {
      const json = JSON.stringify(body);
      expect(json).not.toMatch(/"(latitude|longitude|lat|lng)"/);
      for (const secret of secrets) expect(json).not.toContain(secret);
    }
    expect(bodies[0]).toMatchObject({ data: [{ id: other.memberId }] });
    expect(me.memberId).not.toBe(other.memberId);
  });

  it('rate limits moving the search point to new places, not going back to known ones', async () => {
    const base = island();
    const { api } = await searcher(base);
    // The home cell is free, however often.
    for (let i = 0; i < 12; i += 1)
      await search(api, { latitude: base.latitude, longitude: base.longitude });
    for (let i = 1; i <= 10; i += 1) {
      const p = moved(base, i * 20);
      await search(api, { latitude: p.latitude, longitude: p.longitude });
    }
    // A cell already used this hour is free; a new one is the 11th change.
    const again = moved(base, 20);
    await search(api, { latitude: again.latitude, longitude: again.longitude });
    const next = moved(base, 300);
    const result = await api.GET('/members', {
      params: {
        query: { filter: { distance: 100, latitude: next.latitude, longitude: next.longitude } },
      },
    });
    expect(result.response.status).toBe(429);
    expect(Number(result.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Moving within the last cell used is free as well (it changes nothing anyone can see).
    const inside = moved(again, 0.05, 0.05);
    await search(api, { latitude: inside.latitude, longitude: inside.longitude });
  });
});

describe('profiles', () => {
  it('shows another member as the viewer sees them', async () => {
    const base = island();
    const { me, api } = await searcher(base, { answers: { values: [1301, 1302, 1303] } });
    const other = await man(base, {
      near: moved(base, 12),
      firstName: 'Étienne',
      pictures: ['portrait', 'pending', 'validated', 'refused', 'authenticated'],
      answers: {
        values: [1302, 1303, 1310],
        height: 182,
        comfort_food: 'Pâté chinois',
        personal_development_importance_description: '',
      },
    });
    await server.services.db
      .insert(memberMedia)
      .values({ memberId: other.memberId, audioIntroductionKey: 'audio/x/intro.webm' });
    const profile = (
      await unwrap(api.GET('/members/{id}', { params: { path: { id: other.memberId } } }))
    ).data;
    expect(profile).toMatchObject({
      id: other.memberId,
      favorite: false,
      member_block_id: null,
      common_values_count: 2,
      can: { view: true },
      user: {
        first_name: 'Étienne',
        gender: 'male',
        gender_i18n: 'Homme',
        age: 35,
        online: true,
        distance: snappedDistanceKm(base, other.user),
      },
    });
    expect(profile.gallery?.map((picture) => picture.status)).toEqual([
      'portrait',
      'validated',
      'authenticated',
    ]);
    expect(profile.avatar_path).toBe(profile.gallery?.[0]?.base_path);
    expect(profile.audio_introduction_url).toMatch(/\/storage\/files\/audio%2Fx%2Fintro\.webm\?/);
    expect(profile.user?.last_activity).toEqual(other.user.lastActivityAt?.toISOString());
    expect(typeof profile.user?.zodiac?.name).toBe('string');
    expect(typeof profile.user?.zodiac?.label).toBe('string');
    const height = profile.answers?.find((answer) => answer.value === 182);
    expect(height).toBeDefined();
    // Empty answers are left out.
    expect(profile.answers?.some((answer) => answer.value === '')).toBe(false);
    // Private fields of the other member are not there.
    expect(profile).not.toHaveProperty('subscription_end_date');
    expect(profile.user).not.toHaveProperty('email');
    expect(profile.user).not.toHaveProperty('birthday');
    expect(me.memberId).toBeGreaterThan(0);

    const english = await signInAs(server, me, { locale: 'en' });
    expect(
      (await unwrap(english.GET('/members/{id}', { params: { path: { id: other.memberId } } })))
        .data.user?.gender_i18n,
    ).toBe('Man');
  });

  it('opens the own profile whatever the state, with every picture', async () => {
    const { me, api } = await searcher(island(), {
      member: { paused: true },
      pictures: ['portrait', 'pending'],
    });
    const own = (await unwrap(api.GET('/members/{id}', { params: { path: { id: me.memberId } } })))
      .data;
    expect(own).toMatchObject({
      id: me.memberId,
      can: { view: true },
      paused: true,
      onboarding_completed: true,
    });
    expect(own.gallery).toHaveLength(2);
    expect(own.user?.distance).toBeNull();
  });

  it('flags profiles that cannot be opened, and hides blocked, deleted or unfinished ones', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const get = (id: number) => api.GET('/members/{id}', { params: { path: { id } } });
    for (const options of [
      { member: { subscriptionStatus: 'inactive' } },
      { member: { suspended: true } },
      { member: { paused: true } },
    ]) {
      const other = await man(base, options);
      const { data } = await unwrap(get(other.memberId));
      expect(data.can?.view, JSON.stringify(options)).toBe(false);
    }
    const blockedByMe = await man(base);
    await block(me, blockedByMe);
    const blockedMe = await man(base);
    await block(blockedMe, me);
    const deleted = await man(base, { user: { deletedAt: new Date() } });
    const unfinished = await man(base, { member: { onboardingCompleted: false } });
    // The blocker reopens the profile they blocked, to unblock from its menu.
    const reopened = (await unwrap(get(blockedByMe.memberId))).data;
    expect(reopened.member_block_id).toEqual(expect.any(Number));
    expect(reopened.can?.view).toBe(true);
    expect(reopened.unavailable).toBe(false);
    // Blocked both ways: hidden from both.
    const mutual = await man(base);
    await block(me, mutual);
    await block(mutual, me);
    for (const id of [
      mutual.memberId,
      blockedMe.memberId,
      deleted.memberId,
      unfinished.memberId,
      999_999,
    ]) {
      expect((await get(id)).response.status, String(id)).toBe(404);
    }
    const raw = await api.GET('/members/{id}', { params: { path: { id: 'abc' as never } } });
    expect([404, 422]).toContain(raw.response.status);
  });

  it('says why no flower can be offered: one a day, one per conversation, none to whom cannot get one', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const english = await signInAs(server, me, { locale: 'en' });
    const other = await man(base);
    const paused = await man(base, { member: { paused: true } });
    const recipient = await man(base);
    const reason = async (client: ApiClient, id: number) =>
      (await unwrap(client.GET('/members/{id}', { params: { path: { id } } }))).data
        .cant_send_flower_message;
    // The reasons are the conversations' own (the flower is refused with the same words).
    const cantSend = translate('fr', 'conversations.cant_send_flower');
    expect(await reason(api, other.memberId)).toBeNull();
    expect(await reason(api, recipient.memberId)).toBeNull();
    expect(await reason(api, paused.memberId)).toBe(cantSend);
    // Not on the own profile, which has no flower button.
    expect(
      (await unwrap(api.GET('/members/{id}', { params: { path: { id: me.memberId } } }))).data,
    ).not.toHaveProperty('cant_send_flower_message');

    await unwrap(api.POST('/conversations', { body: { user_id: recipient.userId, flower: true } }));
    expect(await reason(api, other.memberId)).toBe(translate('fr', 'conversations.flower_today'));
    expect(await reason(english, other.memberId)).toBe(
      translate('en', 'conversations.flower_today'),
    );
    expect(await reason(api, recipient.memberId)).toBe(
      translate('fr', 'conversations.flower_in_conversation'),
    );
    expect(await reason(api, paused.memberId)).toBe(cantSend);
    // The recipient may still offer one back.
    expect(await reason(await signInAs(server, recipient), me.memberId)).toBeNull();
  });

  it('refuses other profiles to a member who may not use the member area', async () => {
    const base = island();
    const { me, api } = await searcher(base, { member: { subscriptionStatus: 'inactive' } });
    const other = await man(base);
    const error = await failure(
      unwrap(api.GET('/members/{id}', { params: { path: { id: other.memberId } } })),
    );
    expect(error).toMatchObject({ status: 403, code: 'SUBSCRIPTION_REQUIRED' });
    await expect(
      unwrap(api.GET('/members/{id}', { params: { path: { id: me.memberId } } })),
    ).resolves.toBeDefined();
    const ambassadorOnly = await createUser(server.services, {}, { member: false });
    const noMember = await signInAs(server, ambassadorOnly);
    expect(
      (
        await failure(
          unwrap(noMember.GET('/members/{id}', { params: { path: { id: other.memberId } } })),
        )
      ).status,
    ).toBe(403);
  });
});

describe('favourites', () => {
  it('adds and removes idempotently, and lists them with filter[favorite]', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const first = await man(base);
    const second = await man(base, { member: { paused: true } });
    await man(base);
    const fav = (id: number) =>
      unwrap(api.POST('/members/{id}/favorite', { params: { path: { id } } }));
    const unfav = (id: number) =>
      unwrap(api.DELETE('/members/{id}/favorite', { params: { path: { id } } }));
    await fav(first.memberId);
    await fav(first.memberId);
    await fav(second.memberId);
    const rows = await server.services.db
      .select()
      .from(favorites)
      .where(eq(favorites.memberId, me.memberId));
    expect(rows).toHaveLength(2);

    const list = await unwrap(
      api.GET('/members', { params: { query: { filter: { favorite: true } } } }),
    );
    // The most recent first; a paused favourite stays, flagged.
    expect(ids(list)).toEqual([second.memberId, first.memberId]);
    expect(list.data.every((member) => member.favorite)).toBe(true);
    expect(list.data[0]).toMatchObject({ paused: true, can: { view: false } });
    const profile = await unwrap(
      api.GET('/members/{id}', { params: { path: { id: first.memberId } } }),
    );
    expect(profile.data.favorite).toBe(true);

    await unfav(first.memberId);
    await unfav(first.memberId);
    expect(
      ids(await unwrap(api.GET('/members', { params: { query: { filter: { favorite: true } } } }))),
    ).toEqual([second.memberId]);
    // Unknown, self and blocked members: 404.
    for (const id of [999_999, me.memberId]) {
      expect(
        (await api.POST('/members/{id}/favorite', { params: { path: { id } } })).response.status,
      ).toBe(404);
    }
    const blocker = await man(base);
    await block(blocker, me);
    expect(
      (await api.POST('/members/{id}/favorite', { params: { path: { id: blocker.memberId } } }))
        .response.status,
    ).toBe(404);
  });

  it('keeps each member’s favourites their own', async () => {
    const base = island();
    const alice = await searcher(base);
    const bob = await searcher(base);
    const target = await man(base);
    await unwrap(
      alice.api.POST('/members/{id}/favorite', { params: { path: { id: target.memberId } } }),
    );
    expect(
      (await unwrap(bob.api.GET('/members', { params: { query: { filter: { favorite: true } } } })))
        .data,
    ).toEqual([]);
    // Bob removing "his" favourite does not touch Alice's.
    await unwrap(
      bob.api.DELETE('/members/{id}/favorite', { params: { path: { id: target.memberId } } }),
    );
    const rows = await server.services.db
      .select()
      .from(favorites)
      .where(eq(favorites.favoriteMemberId, target.memberId));
    expect(rows.map((row) => row.memberId)).toEqual([alice.me.memberId]);
  });
});

describe('blocks', () => {
  it('hides both members from each other, drops favourites, notifies nobody, and unblocks', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const other = await man(base, { firstName: 'Bastien' });
    const otherApi = await signInAs(server, other);
    await unwrap(api.POST('/members/{id}/favorite', { params: { path: { id: other.memberId } } }));
    await unwrap(
      otherApi.POST('/members/{id}/favorite', { params: { path: { id: me.memberId } } }),
    );
    expect(ids(await search(otherApi))).toContain(me.memberId);
    const mailsBefore = (await server.outbox()).length;
    const recorded = server.services.broadcaster as unknown as { events: unknown[] };
    const eventsBefore = recorded.events.length;

    const created = await unwrap(
      api.POST('/member-blocks', { body: { blocked_member_id: other.memberId } }),
    );
    expect(created.member_block.id).toBeGreaterThan(0);
    expect(ids(await search(api))).not.toContain(other.memberId);
    expect(ids(await search(otherApi))).not.toContain(me.memberId);
    // The blocker may reopen the profile (to unblock), and do nothing else with it.
    const reopened = (
      await unwrap(api.GET('/members/{id}', { params: { path: { id: other.memberId } } }))
    ).data;
    expect(reopened).toMatchObject({
      id: other.memberId,
      member_block_id: created.member_block.id,
      favorite: false,
      can: { view: true },
    });
    expect(
      (await api.POST('/members/{id}/favorite', { params: { path: { id: other.memberId } } }))
        .response.status,
    ).toBe(404);
    expect(
      (await api.POST('/members/{id}/links', { params: { path: { id: other.memberId } } })).response
        .status,
    ).toBe(404);
    expect(
      (await otherApi.GET('/members/{id}', { params: { path: { id: me.memberId } } })).response
        .status,
    ).toBe(404);
    expect(
      await server.services.db
        .select()
        .from(favorites)
        .where(eq(favorites.favoriteMemberId, other.memberId)),
    ).toEqual([]);
    expect(
      await server.services.db
        .select()
        .from(favorites)
        .where(eq(favorites.favoriteMemberId, me.memberId)),
    ).toEqual([]);
    expect((await server.outbox()).length).toBe(mailsBefore);
    expect(recorded.events.length).toBe(eventsBefore);

    const list = await unwrap(api.GET('/member-blocks'));
    expect(list.data).toEqual([
      {
        id: other.memberId,
        pivot: { id: created.member_block.id },
        user: { first_name: 'Bastien' },
        can: { view: true },
      },
    ]);
    expect((await unwrap(otherApi.GET('/member-blocks'))).data).toEqual([]);

    // Another member cannot lift it (404, nothing changes); the owner can.
    const stranger = await searcher(base);
    expect(
      (
        await stranger.api.DELETE('/member-blocks/{pivotId}', {
          params: { path: { pivotId: created.member_block.id } },
        })
      ).response.status,
    ).toBe(404);
    expect(
      (
        await otherApi.DELETE('/member-blocks/{pivotId}', {
          params: { path: { pivotId: created.member_block.id } },
        })
      ).response.status,
    ).toBe(404);
    expect(
      await server.services.db
        .select()
        .from(memberBlocks)
        .where(eq(memberBlocks.id, created.member_block.id)),
    ).toHaveLength(1);
    await unwrap(
      api.DELETE('/member-blocks/{pivotId}', {
        params: { path: { pivotId: created.member_block.id } },
      }),
    );
    expect(
      (
        await api.DELETE('/member-blocks/{pivotId}', {
          params: { path: { pivotId: created.member_block.id } },
        })
      ).response.status,
    ).toBe(404);
    expect(ids(await search(otherApi))).toContain(me.memberId);
    expect(
      (await unwrap(api.GET('/members/{id}', { params: { path: { id: other.memberId } } }))).data
        .member_block_id,
    ).toBeNull();
  });

  it('links the list to a blocked profile only while it may be opened', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const open = await man(base, { firstName: 'Ouvert' });
    const paused = await man(base, { firstName: 'Pause', member: { paused: true } });
    const mutual = await man(base, { firstName: 'Mutuel' });
    for (const other of [open, paused, mutual]) await block(me, other);
    await block(mutual, me);
    const list = await unwrap(api.GET('/member-blocks'));
    expect(list.data.map((row) => [row.user.first_name, row.can.view])).toEqual([
      ['Ouvert', true],
      ['Pause', false],
      ['Mutuel', false],
    ]);
    // A member who may not view profiles (here, paused) gets no link at all.
    await server.services.db
      .update(members)
      .set({ paused: true })
      .where(eq(members.id, me.memberId));
    const mine = await unwrap(api.GET('/member-blocks'));
    expect(mine.data.map((row) => row.can.view)).toEqual([false, false, false]);
  });

  it('refuses to block oneself, an unknown member, or twice', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const other = await man(base);
    const attempt = (body: unknown) =>
      failure(unwrap(api.POST('/member-blocks', { body: body as never })));
    for (const body of [
      { blocked_member_id: me.memberId },
      { blocked_member_id: 999_999 },
      {},
      { blocked_member_id: 'x' },
    ]) {
      const error = await attempt(body);
      expect(error.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(error.fieldErrors)).toEqual(['blocked_member_id']);
    }
    await unwrap(api.POST('/member-blocks', { body: { blocked_member_id: other.memberId } }));
    expect((await attempt({ blocked_member_id: other.memberId })).fieldErrors).toEqual({
      blocked_member_id: 'Vous avez déjà bloqué ce membre.',
    });
    const rows = await server.services.db
      .select()
      .from(memberBlocks)
      .where(eq(memberBlocks.memberId, me.memberId));
    expect(rows).toHaveLength(1);
  });
});

describe('reports', () => {
  it('takes the seven reasons with an optional note', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const other = await man(base);
    const reasons = [
      'graphic_picture',
      'false_identity',
      'monetary_solicitation',
      'attempted_fraud',
      'harassment',
      'inappropriate_comments',
      'other',
    ] as const;
    for (const reason_code of reasons)
      await unwrap(
        api.POST('/member-reports', { body: { member_id: other.memberId, reason_code } }),
      );
    await unwrap(
      api.POST('/member-reports', {
        body: { member_id: other.memberId, reason_code: 'other', note: 'x'.repeat(1000) },
      }),
    );
    await unwrap(
      api.POST('/member-reports', {
        body: { member_id: other.memberId, reason_code: 'other', note: '   ' },
      }),
    );
    const rows = await server.services.db
      .select()
      .from(memberReports)
      .where(eq(memberReports.memberId, me.memberId));
    expect(rows.map((row) => row.reasonCode)).toEqual([...reasons, 'other', 'other']);
    expect(rows.at(-2)?.note).toHaveLength(1000);
    expect(rows.at(-1)?.note).toBeNull();
    expect(rows.every((row) => row.reportedMemberId === other.memberId)).toBe(true);

    for (const [body, field] of [
      [{ member_id: other.memberId, reason_code: 'rude' }, 'reason_code'],
      [{ member_id: other.memberId, reason_code: 'other', note: 'x'.repeat(1001) }, 'note'],
      [{ member_id: me.memberId, reason_code: 'other' }, 'member_id'],
      [{ member_id: 999_999, reason_code: 'other' }, 'member_id'],
      [{ reason_code: 'other' }, 'member_id'],
    ] as const) {
      const error = await failure(unwrap(api.POST('/member-reports', { body: body as never })));
      expect(error.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(error.fieldErrors)).toContain(field);
    }
    expect(
      await server.services.db
        .select()
        .from(memberReports)
        .where(eq(memberReports.memberId, me.memberId)),
    ).toHaveLength(9);
  });
});

describe('share links', () => {
  it('serves the public profile for 3 days, then 404', async () => {
    const base = island();
    const { api } = await searcher(base);
    const other = await man(base, {
      firstName: 'Noé',
      pictures: ['portrait', 'pending', 'validated'],
      answers: { values: [1301, 1302, 1303] },
    });
    const created = await unwrap(
      api.POST('/members/{id}/links', { params: { path: { id: other.memberId } } }),
    );
    expect(created.member_shareable_link.url).toBe(
      `${server.services.config.publicWebUrl}/share/member/${other.memberId}`,
    );
    const expires = new Date(created.member_shareable_link.expires_at ?? 0).getTime();
    expect(Math.abs(expires - Date.now() - 3 * DAY)).toBeLessThan(60_000);

    const visitor = server.client({ mode: 'token', locale: 'en' }).api;
    const asked = Date.now();
    const shared = (
      await unwrap(
        visitor.GET('/share/member/{id}', {
          params: { path: { id: other.memberId }, query: { locale: 'fr' } },
        }),
      )
    ).data;
    const answered = Date.now();
    expect(shared).toMatchObject({
      id: other.memberId,
      gender: 'male',
      user: { first_name: 'Noé', age: 35, distance: null },
    });
    expect(shared.gallery.map((picture) => picture.status)).toEqual(['portrait', 'validated']);
    const values = findQuestion('values');
    expect(shared.answers.find((answer) => answer.question_id === values?.id)?.question?.text).toBe(
      values?.text.fr,
    );
    for (const field of [
      'favorite',
      'member_block_id',
      'can',
      'cant_send_flower_message',
      'common_values_count',
    ])
      expect(shared).not.toHaveProperty(field);
    // Active within 24 hours: the time of the answer, whenever the activity was.
    const shownActivity = Date.parse(shared.user.last_activity ?? '');
    expect(shownActivity).toBeGreaterThanOrEqual(asked);
    expect(shownActivity).toBeLessThanOrEqual(answered);
    // A signed-in visitor sees a distance from home.
    const signedIn = (
      await unwrap(api.GET('/share/member/{id}', { params: { path: { id: other.memberId } } }))
    ).data;
    expect(signedIn.user.distance).toBe(snappedDistanceKm(base, other.user));

    const original = server.services.now;
    server.services.now = () => new Date(Date.now() + 3 * DAY + 1000);
    try {
      expect(
        (await visitor.GET('/share/member/{id}', { params: { path: { id: other.memberId } } }))
          .response.status,
      ).toBe(404);
    } finally {
      server.services.now = original;
    }
  });

  it('shares only public profiles that can be opened, never across a block', async () => {
    const base = island();
    const { me, api } = await searcher(base);
    const visitor = server.client({ mode: 'token' }).api;
    const share = (id: number) => api.POST('/members/{id}/links', { params: { path: { id } } });
    const privateOne = await man(base, { member: { visibility: 'private' } });
    expect((await share(privateOne.memberId)).response.status).toBe(403);
    const paused = await man(base, { member: { paused: true } });
    expect((await share(paused.memberId)).response.status).toBe(403);
    const blocker = await man(base);
    await block(blocker, me);
    expect((await share(blocker.memberId)).response.status).toBe(404);
    expect((await share(999_999)).response.status).toBe(404);
    const links = await server.services.db.select().from(shareableLinks);
    expect(
      links.some((link) =>
        [privateOne.memberId, paused.memberId, blocker.memberId].includes(link.memberId),
      ),
    ).toBe(false);
    // Never shared: 404; shared, then made private: 404.
    const open = await man(base);
    expect(
      (await visitor.GET('/share/member/{id}', { params: { path: { id: open.memberId } } }))
        .response.status,
    ).toBe(404);
    await unwrap(share(open.memberId));
    await server.services.db
      .update(members)
      .set({ visibility: 'private' })
      .where(eq(members.id, open.memberId));
    expect(
      (await visitor.GET('/share/member/{id}', { params: { path: { id: open.memberId } } }))
        .response.status,
    ).toBe(404);
    // The own profile can be shared, even by a member who may not search.
    const own = await unwrap(share(me.memberId));
    expect(own.member_shareable_link.url).toContain(`/share/member/${me.memberId}`);
    const bad = await visitor.GET('/share/member/{id}', {
      params: { path: { id: me.memberId }, query: { locale: 'de' as never } },
    });
    expect(bad.response.status).toBe(422);
  });

  it('answers a signed-in visitor with a block between them and the member as an unknown link', async () => {
    const base = island();
    const shared = await man(base);
    await unwrap(
      (await signInAs(server, shared)).POST('/members/{id}/links', {
        params: { path: { id: shared.memberId } },
      }),
    );
    const view = (api: ApiClient, id = shared.memberId) =>
      api.GET('/share/member/{id}', { params: { path: { id } } });
    const { me: blockedByShared, api: blockedApi } = await searcher(base);
    await block(shared, blockedByShared);
    const { me: blocker, api: blockerApi } = await searcher(base);
    await block(blocker, shared);
    // The answer of a link that never existed: same status, code and message.
    const unknown = await failure(unwrap(view(blockedApi, 999_999)));
    expect(unknown.status).toBe(404);
    for (const api of [blockedApi, blockerApi]) {
      const error = await failure(unwrap(view(api)));
      expect([error.status, error.code, error.message]).toEqual([
        unknown.status,
        unknown.code,
        unknown.message,
      ]);
    }
    // A stranger signed in, and a visitor, still see it.
    const { api: strangerApi } = await searcher(base);
    const anonymous = server.client({ mode: 'token' }).api;
    for (const api of [strangerApi, anonymous])
      expect((await unwrap(view(api))).data.id).toBe(shared.memberId);
  });
});

describe('share links: last activity', () => {
  /**
   * The public page's label for an activity `elapsed` ago (packages/ui's `lastActivityLabel`, public
   * variant, which the API may not import): 'less than 24h' up to 24 hours, whole days up to 7, then
   * 'more than a week'.
   */
  const pageLabel = (elapsed: number) =>
    elapsed <= DAY ? '<24h' : elapsed > 7 * DAY ? '>1 week' : `${Math.floor(elapsed / DAY)} days`;

  it('tells a visitor no more than the page shows: one stand-in per label', async () => {
    const other = await man(island());
    await unwrap(
      (await signInAs(server, other)).POST('/members/{id}/links', {
        params: { path: { id: other.memberId } },
      }),
    );
    const visitor = server.client({ mode: 'token' }).api;
    const now = Date.now() + HOUR;
    const original = server.services.now;
    server.services.now = () => new Date(now);
    try {
      const cases: [activityAgo: number | null, shownAgo: number | null][] = [
        [3 * 60_000, 0],
        [23 * HOUR + 59 * 60_000, 0],
        [DAY, 0],
        [-5 * 60_000, 0],
        [DAY + 1000, 1.5 * DAY],
        [2 * DAY - 1000, 1.5 * DAY],
        [3 * DAY + 7 * HOUR, 3.5 * DAY],
        [3 * DAY + 20 * HOUR, 3.5 * DAY],
        [6 * DAY + 23 * HOUR, 6.5 * DAY],
        [7 * DAY, 7 * DAY],
        [7 * DAY + 1000, 8 * DAY],
        [30 * DAY, 8 * DAY],
        [400 * DAY, 8 * DAY],
        [null, null],
      ];
      for (const [activityAgo, shownAgo] of cases) {
        await server.services.db
          .update(users)
          .set({ lastActivityAt: activityAgo === null ? null : new Date(now - activityAgo) })
          .where(eq(users.id, other.userId));
        const shown = (
          await unwrap(
            visitor.GET('/share/member/{id}', { params: { path: { id: other.memberId } } }),
          )
        ).data.user.last_activity;
        expect(shown, String(activityAgo)).toBe(
          shownAgo === null ? null : new Date(now - shownAgo).toISOString(),
        );
        // The page words the stand-in as it would the real activity.
        if (activityAgo !== null && shownAgo !== null)
          expect(pageLabel(shownAgo), String(activityAgo)).toBe(
            pageLabel(Math.max(0, activityAgo)),
          );
      }
    } finally {
      server.services.now = original;
    }
  });
});

describe('account: address, search settings, anonymous mode, first search', () => {
  const address = {
    address_1: '1 rue des Jardins',
    city: 'Québec',
    state: 'QC',
    country: 'ca',
    postal_code: 'G1R 4S9',
  };

  it('geocodes the address from the bundled places and rate limits moves', async () => {
    const { me, api } = await searcher(island());
    const located = async () => {
      const [row] = await server.services.db.select().from(users).where(eq(users.id, me.userId));
      return row;
    };
    await unwrap(api.PATCH('/account/address', { body: address }));
    expect(await located()).toMatchObject({
      city: 'Québec',
      postalCode: 'G1R 4S9',
      latitude: 46.8139,
      longitude: -71.208,
    });
    await unwrap(
      api.PATCH('/account/address', {
        body: { ...address, city: 'verdun', state: 'Quebec', postal_code: 'h4g 1a1' },
      }),
    );
    expect(Math.abs((await located())?.latitude ?? 0) - 45.46).toBeLessThan(0.05);
    expect(await located()).toMatchObject({
      postalCode: 'H4G 1A1',
    });
    // An unknown town: the postal district of the province.
    await unwrap(
      api.PATCH('/account/address', {
        body: { ...address, city: 'Nulle-Part', postal_code: 'G0X 9Z9' },
      }),
    );
    expect((await located())?.latitude).not.toBeNull();
    // Outside Canada: no location.
    await unwrap(
      api.PATCH('/account/address', {
        body: { ...address, country: 'fr', city: 'Paris', state: 'IDF', postal_code: '75001' },
      }),
    );
    expect(await located()).toMatchObject({ latitude: null, longitude: null, country: 'fr' });
    const missing = await failure(
      unwrap(api.PATCH('/account/address', { body: { ...address, city: '' } })),
    );
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.fieldErrors)).toEqual(['city']);

    // Ten new places an hour; the eleventh waits.
    const cities = [
      'Sherbrooke',
      'Gatineau',
      'Saguenay',
      'Rimouski',
      'Granby',
      'Magog',
      'Alma',
      'Gaspé',
    ];
    for (const city of cities)
      await unwrap(api.PATCH('/account/address', { body: { ...address, city } }));
    const limited = await api.PATCH('/account/address', { body: { ...address, city: 'Joliette' } });
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await located())?.city).toBe('Gaspé');
    // Saving the same place again is not a move.
    await unwrap(
      api.PATCH('/account/address', {
        body: { ...address, city: 'Gaspé', address_1: '2 rue du Quai' },
      }),
    );
  });

  it('saves the search settings within the same limits, shown back in the account', async () => {
    const { me, api } = await searcher(island());
    const before = (await unwrap(api.GET('/account'))).data;
    expect(before.settings).toMatchObject({
      filters: null,
      sort: 'proximity',
      anonymous_mode: false,
    });
    expect(before.metadata).toEqual({ first_search: true });

    const filters = {
      age: '25,45',
      distance: 50,
      latitude: 45.5,
      longitude: -73.56,
      location_label: 'Montréal',
      keywords: 'vélo,lecture',
      question__values: '1301',
    };
    await unwrap(api.PATCH('/account/settings/search', { body: { filters, sort: 'values' } }));
    const after = (await unwrap(api.GET('/account'))).data;
    expect(after.settings).toMatchObject({ filters, sort: 'values' });

    for (const [body, field] of [
      [{ filters: { age: '17,30' }, sort: 'proximity' }, 'filters.age'],
      [{ filters: { distance: 401 }, sort: 'proximity' }, 'filters.distance'],
      [{ filters: { question__height: '120,180' }, sort: 'proximity' }, 'filters.question__height'],
      [{ filters: { keywords: 'a,b,c,d,e,f' }, sort: 'proximity' }, 'filters.keywords'],
      [
        {
          filters: {
            age: '20,30',
            question__height: '150,200',
            question__values: '1301',
            question__languages: '401',
            keywords: 'x',
            accepts_persons_with_limitations: true,
          },
          sort: 'proximity',
        },
        'filters',
      ],
      [{ filters: {}, sort: '-values' }, 'sort'],
      [{ filters: {} }, 'sort'],
    ] as const) {
      const error = await failure(
        unwrap(api.PATCH('/account/settings/search', { body: body as never })),
      );
      expect(error.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(error.fieldErrors), JSON.stringify(body)).toContain(field);
    }
    const [row] = await server.services.db.select().from(users).where(eq(users.id, me.userId));
    expect(row?.searchFilters).toEqual(filters);
  });

  it('turns anonymous mode on for others to see, and clears the first-search flag', async () => {
    const base = island();
    const { api } = await searcher(base);
    const other = await man(base);
    const otherApi = await signInAs(server, other);
    await unwrap(
      otherApi.PATCH('/account/settings/anonymous-mode', { body: { anonymous_mode: true } }),
    );
    expect((await unwrap(otherApi.GET('/account'))).data.settings?.anonymous_mode).toBe(true);
    const seen = (await search(api)).data.find((member) => member.id === other.memberId);
    expect(seen?.user?.settings).toEqual({ anonymous_mode: true });
    const bad = await failure(
      unwrap(
        otherApi.PATCH('/account/settings/anonymous-mode', {
          body: { anonymous_mode: 'yes' as never },
        }),
      ),
    );
    expect(bad.status).toBe(422);

    await unwrap(api.PATCH('/account/metadata/first-search'));
    expect((await unwrap(api.GET('/account'))).data.metadata).toEqual({ first_search: false });
    // Someone else's flag is untouched.
    expect((await unwrap(otherApi.GET('/account'))).data.metadata).toEqual({ first_search: true });
  });

  it('needs a signed-in user', async () => {
    const { api } = server.client({ mode: 'token' });
    for (const call of [
      api.PATCH('/account/address', { body: address }),
      api.PATCH('/account/settings/search', { body: { filters: {}, sort: 'proximity' } }),
      api.PATCH('/account/settings/anonymous-mode', { body: { anonymous_mode: true } }),
      api.PATCH('/account/metadata/first-search'),
      api.GET('/member-blocks'),
      api.POST('/member-reports', { body: { member_id: 1, reason_code: 'other' } }),
    ])
      expect((await call).response.status).toBe(401);
  });
});

describe('last activity', () => {
  it('is recorded on authenticated calls, at most once a minute', async () => {
    const { me, api } = await searcher(island());
    const stamp = async () => {
      const [row] = await server.services.db.select().from(users).where(eq(users.id, me.userId));
      return row?.lastActivityAt?.getTime();
    };
    const old = new Date(Date.now() - 10 * DAY);
    await server.services.db
      .update(users)
      .set({ lastActivityAt: old })
      .where(eq(users.id, me.userId));
    await unwrap(api.GET('/account'));
    const first = await stamp();
    expect(first).toBeGreaterThan(Date.now() - 10_000);
    await server.services.db
      .update(users)
      .set({ lastActivityAt: old })
      .where(eq(users.id, me.userId));
    await unwrap(api.GET('/account'));
    expect(await stamp()).toBe(old.getTime());
    const original = server.services.now;
    server.services.now = () => new Date(Date.now() + 61_000);
    try {
      await unwrap(api.GET('/account'));
      expect(await stamp()).toBeGreaterThan(Date.now());
    } finally {
      server.services.now = original;
    }
    const unchanged = await server.services.db
      .select()
      .from(users)
      .where(and(eq(users.id, me.userId)));
    expect(unchanged).toHaveLength(1);
  });
});
