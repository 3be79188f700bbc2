/**
 * The member area of the demo world, on top of the members `seed.ts` writes: every member gets a
 * location (their borough or town among the bundled places, found from the city and postal code they
 * were given, plus up to about 2 km of scatter so neighbours are not all on one point), a last activity
 * (a few online now, most within the week, some long gone), a few in anonymous mode; favourites (the
 * demo member's among compatible members near Montréal, and some between others), a few blocks (the
 * demo member blocked one member, and was blocked by another) and a few reports. Most members live
 * around Montréal and Québec (seed.ts weighs the places so), so the search shows real distances, and
 * the members elsewhere in Canada show the '200+ km' cap.
 */
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favorites, memberBlocks, memberReports, members, users } from '../db/schema';
import { geocodeAddress } from '../modules/members/geocode';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const REASONS = [
  'graphic_picture',
  'false_identity',
  'monetary_solicitation',
  'attempted_fraud',
  'harassment',
  'inappropriate_comments',
  'other',
] as const;

export interface MembersAreaSummary {
  located: number;
  favorites: number;
  blocks: number;
  reports: number;
}

const ORIENTATION_OF_GENDER: Record<string, string> = {
  male: 'man',
  female: 'woman',
  non_binary: 'non_binary',
};
const GENDER_OF_ORIENTATION: Record<string, string> = {
  man: 'male',
  woman: 'female',
  non_binary: 'non_binary',
};

interface Person {
  userId: number;
  memberId: number;
  email: string;
  gender: string | null;
  orientations: string[];
  latitude: number | null;
  longitude: number | null;
  paused: boolean;
}

function compatible(a: Person, b: Person): boolean {
  const aLooksFor = a.orientations.map((o) => GENDER_OF_ORIENTATION[o]);
  const bLooksFor = b.orientations.map((o) => GENDER_OF_ORIENTATION[o]);
  return (
    a.gender !== null &&
    b.gender !== null &&
    aLooksFor.includes(b.gender) &&
    bLooksFor.includes(a.gender) &&
    ORIENTATION_OF_GENDER[a.gender] !== undefined
  );
}

export async function seedMembersArea(
  db: Database,
  options: { now: Date; random: () => number; demoEmail: string },
): Promise<MembersAreaSummary> {
  const { now, random, demoEmail } = options;
  const between = (min: number, max: number) => min + random() * (max - min);
  const chance = (p: number) => random() < p;

  const rows = await db
    .select({
      userId: users.id,
      memberId: members.id,
      email: users.email,
      gender: users.gender,
      orientations: users.sexualOrientations,
      city: users.city,
      state: users.state,
      postalCode: users.postalCode,
      country: users.country,
      paused: members.paused,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(isNotNull(users.city))
    .orderBy(members.id);

  // Locations, last activities and anonymous mode, in one statement per 500 members.
  const people: Person[] = [];
  const updates: { id: number; lat: number; lng: number; active: Date; anonymous: boolean }[] = [];
  for (const row of rows) {
    const place = geocodeAddress({
      city: row.city,
      state: row.state,
      postal_code: row.postalCode,
      country: row.country,
    });
    if (!place) continue;
    // About 2 km of scatter around the place's centre.
    const latitude = place.latitude + between(-0.018, 0.018);
    const longitude =
      place.longitude + between(-0.018, 0.018) / Math.cos((place.latitude * Math.PI) / 180);
    const roll = random();
    const active =
      row.email === demoEmail
        ? now
        : roll < 0.12
          ? new Date(now.getTime() - between(0, 4) * MINUTE_MS)
          : roll < 0.55
            ? new Date(now.getTime() - between(0.1, 24) * HOUR_MS)
            : roll < 0.85
              ? new Date(now.getTime() - between(1, 7) * DAY_MS)
              : new Date(now.getTime() - between(8, 90) * DAY_MS);
    updates.push({
      id: row.userId,
      lat: latitude,
      lng: longitude,
      active,
      anonymous: row.email !== demoEmail && chance(0.08),
    });
    people.push({
      userId: row.userId,
      memberId: row.memberId,
      email: row.email,
      gender: row.gender,
      orientations: row.orientations,
      latitude,
      longitude,
      paused: row.paused,
    });
  }
  for (let i = 0; i < updates.length; i += 500) {
    const batch = updates.slice(i, i + 500);
    const values = sql.join(
      batch.map(
        (u) =>
          sql`(${u.id}::int, ${u.lat}::float8, ${u.lng}::float8, ${u.active.toISOString()}::timestamptz, ${u.anonymous}::boolean)`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`update ${users} set latitude = v.lat, longitude = v.lng, location_updated_at = ${now.toISOString()}::timestamptz, last_activity_at = v.active, anonymous_mode = v.anonymous from (values ${values}) as v(id, lat, lng, active, anonymous) where ${users.id} = v.id`,
    );
  }

  const demo = people.find((person) => person.email === demoEmail);
  const others = people.filter((person) => person !== demo);
  const pick = <T>(items: readonly T[]): T | undefined =>
    items[Math.floor(random() * items.length)];

  // Favourites: the demo member's (compatible, nearest first), and a few among the others.
  const favoriteRows = new Map<
    string,
    { memberId: number; favoriteMemberId: number; createdAt: Date }
  >();
  const addFavorite = (from: Person, to: Person) => {
    if (from === to) return;
    const at = new Date(now.getTime() - between(0.5, 30) * DAY_MS);
    favoriteRows.set(`${from.memberId}-${to.memberId}`, {
      memberId: from.memberId,
      favoriteMemberId: to.memberId,
      createdAt: at,
    });
  };
  if (demo) {
    const distance = (p: Person) =>
      ((p.latitude ?? 0) - (demo.latitude ?? 0)) ** 2 +
      ((p.longitude ?? 0) - (demo.longitude ?? 0)) ** 2;
    const matches = others
      .filter((other) => compatible(demo, other))
      .sort((a, b) => distance(a) - distance(b));
    for (const other of matches.slice(0, 12).filter(() => chance(0.6))) addFavorite(demo, other);
    // Some members have the demo member in their favourites too.
    for (const other of matches.slice(0, 20).filter(() => chance(0.25))) addFavorite(other, demo);
  }
  for (const person of others) {
    if (!chance(0.35)) continue;
    const candidates = others.filter((other) => compatible(person, other));
    for (let n = Math.floor(between(1, 4)); n > 0; n -= 1) {
      const other = pick(candidates);
      if (other) addFavorite(person, other);
    }
  }

  // Blocks: the demo member blocked one member, another blocked the demo member, and a few others.
  const blockRows = new Map<
    string,
    { memberId: number; blockedMemberId: number; createdAt: Date }
  >();
  const addBlock = (from: Person, to: Person) => {
    if (from === to) return;
    blockRows.set(`${from.memberId}-${to.memberId}`, {
      memberId: from.memberId,
      blockedMemberId: to.memberId,
      createdAt: new Date(now.getTime() - between(1, 60) * DAY_MS),
    });
  };
  if (demo) {
    const compatibleOthers = others.filter((other) => compatible(demo, other) && !other.paused);
    const blocked = compatibleOthers.at(-1);
    const blocker = compatibleOthers.at(-2);
    if (blocked) addBlock(demo, blocked);
    if (blocker) addBlock(blocker, demo);
  }
  for (const person of others) {
    if (!chance(0.03)) continue;
    const other = pick(others);
    if (other) addBlock(person, other);
  }
  // Favourites never cross a block.
  for (const block of blockRows.values()) {
    favoriteRows.delete(`${block.memberId}-${block.blockedMemberId}`);
    favoriteRows.delete(`${block.blockedMemberId}-${block.memberId}`);
  }

  const reportRows = [...blockRows.values()]
    .filter(() => chance(0.5))
    .map((block) => ({
      memberId: block.memberId,
      reportedMemberId: block.blockedMemberId,
      reasonCode: pick(REASONS) ?? 'other',
      note: chance(0.5) ? 'Messages insistants malgré mon refus.' : null,
      createdAt: block.createdAt,
    }));

  const favoriteList = [...favoriteRows.values()].map((row) => ({
    ...row,
    updatedAt: row.createdAt,
  }));
  const blockList = [...blockRows.values()].map((row) => ({ ...row, updatedAt: row.createdAt }));
  for (let i = 0; i < favoriteList.length; i += 1000)
    await db.insert(favorites).values(favoriteList.slice(i, i + 1000));
  if (blockList.length > 0) await db.insert(memberBlocks).values(blockList);
  if (reportRows.length > 0)
    await db
      .insert(memberReports)
      .values(reportRows.map((row) => ({ ...row, updatedAt: row.createdAt })));

  return {
    located: updates.length,
    favorites: favoriteList.length,
    blocks: blockList.length,
    reports: reportRows.length,
  };
}
