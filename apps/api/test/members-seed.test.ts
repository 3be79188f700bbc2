import { unwrap, type ApiClient } from '@app/client';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { favorites, memberBlocks, members, users } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, createRandom, seedDemoWorld } from '../src/seed/seed';
import { startTestApi, type TestApi } from './support/api';

let server: TestApi;
let demo: ApiClient;
let demoMemberId: number;

beforeAll(async () => {
  server = await startTestApi();
  await seedDemoWorld(server.services, { members: 60, random: createRandom(11) });
  demo = server.client({ mode: 'token' }).api;
  await demo.signIn({ email: DEMO_ACCOUNTS.demo, password: DEMO_PASSWORD });
  const [row] = await server.services.db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(users.email, DEMO_ACCOUNTS.demo));
  demoMemberId = row?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

describe('the demo world’s member area', () => {
  it('locates every member at a real Canadian place, most around Montréal and Québec', async () => {
    const located = await server.services.db
      .select({ latitude: users.latitude, longitude: users.longitude, city: users.city })
      .from(users)
      .innerJoin(members, eq(members.userId, users.id))
      .where(eq(members.onboardingCompleted, true));
    expect(located.length).toBeGreaterThan(60);
    expect(located.every((row) => row.latitude !== null && row.longitude !== null)).toBe(true);
    const inQuebecCities = located.filter(
      (row) => row.city === 'Montréal' || row.city === 'Québec',
    );
    expect(inQuebecCities.length / located.length).toBeGreaterThan(0.3);
    const missing = await server.services.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(members, eq(members.userId, users.id))
      .where(and(isNull(users.lastActivityAt), eq(members.onboardingCompleted, true)));
    expect(missing).toEqual([]);
  });

  it('gives the demo member favourites and blocks, never crossing', async () => {
    const favs = await server.services.db
      .select()
      .from(favorites)
      .where(eq(favorites.memberId, demoMemberId));
    const blocks = await server.services.db.select().from(memberBlocks);
    expect(favs.length).toBeGreaterThan(0);
    expect(blocks.some((block) => block.memberId === demoMemberId)).toBe(true);
    expect(blocks.some((block) => block.blockedMemberId === demoMemberId)).toBe(true);
    const allFavs = await server.services.db.select().from(favorites);
    for (const block of blocks)
      expect(
        allFavs.some(
          (fav) =>
            (fav.memberId === block.memberId && fav.favoriteMemberId === block.blockedMemberId) ||
            (fav.memberId === block.blockedMemberId && fav.favoriteMemberId === block.memberId),
        ),
      ).toBe(false);
    const list = await unwrap(
      demo.GET('/members', { params: { query: { filter: { favorite: true } } } }),
    );
    expect(list.data.length).toBeGreaterThan(0);
    expect((await unwrap(demo.GET('/member-blocks'))).data).toHaveLength(1);
  });

  it('shows real distances in the demo search, near ones first and the 200+ cap', async () => {
    const pages = [];
    for (let page = 1; page <= 10; page += 1) {
      const result = await unwrap(demo.GET('/members', { params: { query: { page } } }));
      if (result.data.length === 0) break;
      pages.push(...result.data);
    }
    const distances = pages.map((member) => member.user?.distance ?? null);
    expect(distances.length).toBeGreaterThan(5);
    expect(distances.every((km) => km !== null && km >= 3)).toBe(true);
    expect([...distances]).toEqual([...distances].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(distances.some((km) => (km ?? 0) < 30)).toBe(true);
    expect(pages.some((member) => member.user?.distance_label === '200+ km')).toBe(true);
  });
});
