/**
 * The search's shortcuts (issue 12) answer exactly what the plain query would: a nearest-first page
 * found within a ring around the search point, a most-values-first page found among the members
 * sharing n values, and the values the members table keeps for it (a trigger on answers).
 */
import { and, eq } from 'drizzle-orm';
import { unwrap, type ApiClient } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answers, members, users } from '../src/db/schema';
import { findQuestion } from '../src/data/questions';
import { snappedDistanceKm, type Point } from '../src/modules/members/location';
import { PAGE_SIZE, PROXIMITY_RINGS_KM } from '../src/modules/members/search';
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

const VALUES = findQuestion('values')?.id ?? -1;
const moved = (p: Point, kmNorth: number, kmEast = 0): Point => ({
  latitude: p.latitude + kmNorth / 111.19,
  longitude: p.longitude + kmEast / (111.19 * Math.cos((p.latitude * Math.PI) / 180)),
});

interface Placed {
  member: CreatedMember;
  point: Point;
  values: number[];
}

/** A searcher and 40 men from under a km to 150 km away, sharing 3, 2, 1 or no values. */
async function world(base: Point) {
  const mine = [1301, 1302, 1303];
  const me = await createMember(server.services, {
    gender: 'female',
    seeking: ['man'],
    near: base,
    answers: { values: mine },
  });
  const sets = [mine, [1301, 1302, 1310], [1303, 1311, 1312], [1313, 1314, 1315]];
  const placed: Placed[] = [];
  for (let index = 0; index < 40; index += 1) {
    // Dense near the point (a full page within the first rings), sparse further out.
    const km = index < 24 ? 0.3 + index * 0.2 : 10 + (index - 24) * 9;
    const point = moved(base, km * 0.8, km * 0.6 * (index % 2 === 0 ? 1 : -1));
    const values = sets[index % sets.length] ?? [];
    const member = await createMember(server.services, {
      gender: 'male',
      seeking: ['woman'],
      near: point,
      answers: { values },
    });
    placed.push({ member, point, values });
  }
  return { me, mine, placed, api: await signInAs(server, me) };
}

async function allPages(api: ApiClient, query: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const { data } = await unwrap(
      api.GET('/members', { params: { query: { ...query, page } as never } }),
    );
    ids.push(...data.map((member) => member.id));
    if (data.length < PAGE_SIZE) {
      // The page after a short one is empty: the end of the list.
      if (data.length > 0) {
        const next = await unwrap(
          api.GET('/members', { params: { query: { ...query, page: page + 1 } as never } }),
        );
        expect(next.data).toEqual([]);
      }
      break;
    }
  }
  return ids;
}

describe('search shortcuts', () => {
  it('pages nearest first exactly as the plain order, within rings or not', async () => {
    const base = { latitude: 50, longitude: 100 };
    const { placed, api } = await world(base);
    const distance = (p: Placed) => snappedDistanceKm(base, p.point) ?? Infinity;
    const expected = [...placed]
      .sort((a, b) => distance(a) - distance(b) || a.member.memberId - b.member.memberId)
      .map((p) => p.member.memberId);
    expect(await allPages(api, { sort: 'proximity' })).toEqual(expected);
    const within = placed
      .filter((p) => distance(p) <= 60)
      .sort((a, b) => distance(a) - distance(b) || a.member.memberId - b.member.memberId)
      .map((p) => p.member.memberId);
    expect(await allPages(api, { sort: 'proximity', filter: { distance: 60 } })).toEqual(within);
    // Sharing a value, nearest first.
    const sharing = placed
      .filter((p) => p.values.includes(1301))
      .sort((a, b) => distance(a) - distance(b) || a.member.memberId - b.member.memberId)
      .map((p) => p.member.memberId);
    expect(
      await allPages(api, { sort: 'proximity', filter: { question__values: '1301' } }),
    ).toEqual(sharing);
  });

  it('pages most values in common first exactly as the plain order', async () => {
    const base = { latitude: 50, longitude: 110 };
    const { mine, placed, api } = await world(base);
    const common = (p: Placed) => p.values.filter((id) => mine.includes(id)).length;
    const distance = (p: Placed) => snappedDistanceKm(base, p.point) ?? Infinity;
    const expected = [...placed]
      .sort(
        (a, b) =>
          common(b) - common(a) ||
          distance(a) - distance(b) ||
          a.member.memberId - b.member.memberId,
      )
      .map((p) => p.member.memberId);
    expect(await allPages(api, { sort: '-values', filter: { distance: 400 } })).toEqual(expected);
  });

  it('skips a ring that came back short on a later page, and pages right when members joined since', async () => {
    const base = { latitude: 50, longitude: 120 };
    const { placed, api } = await world(base);
    const distance = (p: Point) => snappedDistanceKm(base, p) ?? Infinity;
    // The search queries the database runs (each attempt is one).
    const client = (
      server.services.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }
    ).$client;
    const query = client.query.bind(client);
    let searches = 0;
    client.query = (...args: unknown[]) => {
      // PGlite takes the text; node-postgres a config with it.
      const [first] = args as [string | { text?: string }];
      const text = typeof first === 'string' ? first : (first.text ?? '');
      if (text.startsWith('select "members"."id" from "members"')) searches += 1;
      return query(...args);
    };
    const page = async (n: number) => {
      searches = 0;
      const { data } = await unwrap(
        api.GET('/members', { params: { query: { sort: 'proximity', page: n } } }),
      );
      return { ids: data.map((member) => member.id), searches };
    };
    try {
      // Page 3 (members 33 to 40): no ring holds 48 of the 40, so each comes back short and the
      // plain search answers. Asked again, only that runs.
      const first = await page(3);
      expect(first.searches).toBe(PROXIMITY_RINGS_KM.length + 1);
      const again = await page(3);
      expect(again.ids).toEqual(first.ids);
      expect(again.searches).toBe(1);
      // Twenty more within a km: the ring now could fill the page, but it is skipped; the wider
      // query gives the same page the plain order does.
      const joined: { memberId: number; point: Point }[] = [];
      for (let index = 0; index < 20; index += 1) {
        const point = moved(base, 0.1 + index * 0.02);
        const member = await createMember(server.services, {
          gender: 'male',
          seeking: ['woman'],
          near: point,
        });
        joined.push({ memberId: member.memberId, point });
      }
      const everyone = [
        ...placed.map((p) => ({ memberId: p.member.memberId, point: p.point })),
        ...joined,
      ]
        .sort((a, b) => distance(a.point) - distance(b.point) || a.memberId - b.memberId)
        .map((p) => p.memberId);
      const after = await page(3);
      expect(after.ids).toEqual(everyone.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE));
      expect(after.searches).toBe(again.searches);
    } finally {
      client.query = query;
    }
  });

  it('keeps each member’s values in step with their answer', async () => {
    const member = await createMember(server.services, { answers: { values: [1301, 1305] } });
    const valuesOf = async () => {
      const [row] = await server.services.db
        .select({ ids: users.valueOptionIds })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(eq(members.id, member.memberId));
      return row?.ids;
    };
    expect(await valuesOf()).toEqual([1301, 1305]);
    const ofMember = and(eq(answers.memberId, member.memberId), eq(answers.questionId, VALUES));
    await server.services.db
      .update(answers)
      .set({ optionIds: [1307] })
      .where(ofMember);
    expect(await valuesOf()).toEqual([1307]);
    await server.services.db.delete(answers).where(ofMember);
    expect(await valuesOf()).toEqual([]);
  });
});
