/**
 * The search's shortcuts (issue 12) answer exactly what the plain query would: a nearest-first page
 * found within a ring around the search point, a most-values-first page found among the members
 * sharing n values, and the values the members table keeps for it (a trigger on answers).
 */
import { and, eq } from 'drizzle-orm';
import { unwrap, type ApiClient } from '@app/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answers, members } from '../src/db/schema';
import { findQuestion } from '../src/data/questions';
import { snappedDistanceKm, type Point } from '../src/modules/members/location';
import { PAGE_SIZE } from '../src/modules/members/search';
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

  it('keeps each member’s values in step with their answer', async () => {
    const member = await createMember(server.services, { answers: { values: [1301, 1305] } });
    const valuesOf = async () => {
      const [row] = await server.services.db
        .select({ ids: members.valueOptionIds })
        .from(members)
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
