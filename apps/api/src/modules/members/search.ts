/**
 * The member search (`GET /members`): one SQL query does the filtering, the sorting and the paging, so
 * a page costs the same whether 50 or 50,000 members match.
 *
 * Who can appear: completed members other than the searcher, not deleted, not blocked by the
 * moderators, not paused, with no block between the two (either way), and compatible both ways: the
 * searcher's gender is among the candidate's orientations and the candidate's gender among the
 * searcher's (narrowed by the `sexual_orientations` filter). Unsubscribed, suspended and anonymous
 * members do appear, flagged for the overlays and the blur. The favourites list (`filter[favorite]`)
 * shows the members the searcher favourited, whatever the compatibility, paused ones included.
 *
 * Sorts: `proximity` (snapped distance from the search location, nearest first), `-values` (most
 * options of the `values` question in common first), `-connection` (most recently active first:
 * `users.last_activity_at`, kept fresh by the activity middleware). Ties go to the nearest, then to
 * the lowest id, so pages never overlap.
 *
 * Keywords: each keyword must appear (case and accents ignored) in the title, about or seeking text,
 * in a text answer, or be part of the label of a chosen option (e.g. "rando" finds "Randonnée et plein
 * air"). The keyword becomes a regular expression with every case and accent of each letter
 * (`keywordPattern`), portable to any PostgreSQL collation (PGlite's C locale lowercases ASCII only).
 */
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ALL_QUESTIONS, findQuestion } from '../../data/questions';
import { answers, favorites, members, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { notBlockedWith } from './blocks';
import type { Orientation, SearchCriteria } from './filters';
import { foldText } from './filters';
import { cellBoundingBox, snappedDistanceSql, type Point } from './location';
import type { Viewer } from './access';

/** Members per page (the grid shows 16 placeholders while loading, spec §9). */
export const PAGE_SIZE = 16;

export type SortChoice = 'proximity' | '-values' | '-connection';

/** The gender a person of each orientation is looking for, and back. */
export const GENDER_OF_ORIENTATION: Record<Orientation, string> = {
  man: 'male',
  woman: 'female',
  non_binary: 'non_binary',
};
export const ORIENTATION_OF_GENDER: Record<string, Orientation | undefined> = {
  male: 'man',
  female: 'woman',
  non_binary: 'non_binary',
};

/** The letters a folded letter stands for, in both cases (accents and ligatures included). */
const VARIANTS: Record<string, string> = {
  a: 'aàáâãäåAÀÁÂÃÄÅ',
  c: 'cçCÇ',
  e: 'eèéêëEÈÉÊË',
  i: 'iìíîïIÌÍÎÏ',
  n: 'nñNÑ',
  o: 'oòóôõöOÒÓÔÕÖ',
  u: 'uùúûüUÙÚÛÜ',
  y: 'yýÿYÝŸ',
};

/**
 * A keyword (already folded: lower case, no accents) as a regular expression matching it in any case
 * and with any accents, `œ`/`æ` for `oe`/`ae`. Matching the raw text this way costs one regular
 * expression per row, where folding every text in SQL (translate, lower) costs far more, and it does not
 * depend on the database's collation (PGlite's C locale only lowercases ASCII).
 */
export function keywordPattern(keyword: string): string {
  let pattern = '';
  for (let i = 0; i < keyword.length; i += 1) {
    const char = keyword[i] ?? '';
    const next = keyword[i + 1];
    if ((char === 'o' || char === 'a') && next === 'e') {
      const ligature = char === 'o' ? 'œŒ' : 'æÆ';
      pattern += `(?:[${VARIANTS[char]}][${VARIANTS.e}]|[${ligature}])`;
      i += 1;
      continue;
    }
    const variants = VARIANTS[char];
    if (variants) pattern += `[${variants}]`;
    else if (/[a-z]/.test(char)) pattern += `[${char}${char.toUpperCase()}]`;
    else pattern += char.replace(/[\\^$.|?*+()[\]{}-]/g, (c) => `\\${c}`);
  }
  return pattern;
}

/** Option ids (any question) whose label, in French or English, contains the keyword. */
function optionsMatching(keyword: string): number[] {
  const ids: number[] = [];
  for (const question of ALL_QUESTIONS)
    for (const option of question.options)
      if (
        foldText(option.label.fr).includes(keyword) ||
        foldText(option.label.en).includes(keyword)
      )
        ids.push(option.id);
  return ids;
}

const jsonbContainsAny = (column: SQL | typeof answers.optionIds, ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${column} @> ${JSON.stringify([id])}::jsonb`),
    sql` or `,
  );

const VALUES_QUESTION_ID = findQuestion('values')?.id ?? -1;

const integerArray = (ids: readonly number[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  )}]::integer[]`;

function answerExists(questionId: number, condition: SQL): SQL {
  return sql`exists (select 1 from ${answers} where ${answers.memberId} = ${members.id} and ${answers.questionId} = ${questionId} and (${condition}))`;
}

function keywordCondition(keyword: string): SQL {
  const pattern = keywordPattern(keyword);
  const texts = [members.title, members.about, members.seeking].map(
    (column) => sql`${column} ~ ${pattern}`,
  );
  const optionIds = optionsMatching(keyword);
  const answerText = sql`exists (select 1 from ${answers} where ${answers.memberId} = ${members.id} and (${answers.value} ~ ${pattern}${
    optionIds.length > 0
      ? sql` or ${jsonbContainsAny(sql`${answers.optionIds}`, optionIds)}`
      : sql``
  }))`;
  return sql`(${sql.join([...texts, answerText], sql` or `)})`;
}

/** `YYYY-MM-DD` of `now` minus whole years (UTC calendar; 29 February falls back to the 28th). */
function yearsBefore(now: Date, years: number): string {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth();
  const day = Math.min(now.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

export interface SearchPage {
  ids: number[];
  /** The point distances are measured from (the search location, else the searcher's own). */
  origin: Point | null;
}

/** Where the search measures from: the filter's location, else the searcher's home. */
export function originOf(viewer: Viewer, criteria: SearchCriteria): Point | null {
  if (criteria.location) return criteria.location;
  const { latitude, longitude } = viewer.user;
  return latitude !== null && longitude !== null ? { latitude, longitude } : null;
}

/**
 * Rings (km) a nearest-first page is first looked for within: the members within a ring come first in
 * the nearest-first order, so a full page found within one is the page itself, read from the few
 * members the location index finds near the search point instead of from every candidate. From 5 km,
 * each about √2 times the last (twice the area): a ring costs about what it holds, and a short one is
 * tried once per search (see `narrowedBounds`). Wider steps read a page from too many members: with
 * ×4 steps p95 47 ms at 50,000 members, with ×2 34 ms; with these, 8 members searching at once got
 * 115 pages a second instead of 98 (the 4th page around Montréal: 1,396 rows read at 10 km, 290 at 7).
 */
export const PROXIMITY_RINGS_KM: readonly number[] = [
  5, 7, 10, 14, 20, 28, 40, 57, 80, 113, 160, 226, 320,
];

export interface SearchOptions {
  sort: SortChoice | null;
  page: number;
  /** Only members within this snapped distance (km), besides the distance filter: a ring. */
  within?: number | undefined;
  /** Only members sharing at least this many of the searcher's values (for `-values`). */
  sharing?: number | undefined;
}

/** A level of the `-values` order is tried alone only when it takes at most this many lookups. */
const MAX_VALUE_SUBSETS = 20;

/** Every `size`-element subset of `items` (in order). */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const result: T[][] = [];
  items.forEach((item, index) => {
    for (const rest of subsets(items.slice(index + 1), size - 1)) result.push([item, ...rest]);
  });
  return result;
}

/** The sort a search runs: the asked one, else nearest first (the favourites: latest first). */
const sortOf = (criteria: SearchCriteria, sort: SortChoice | null) =>
  sort ?? (criteria.favorite ? null : 'proximity');

/**
 * What earlier pages taught about the narrowed queries (a ring, a level of values in common): at most
 * how many members each holds, by searcher, search and narrowing. A narrowed query answers a page only
 * when it fills it, and one that came back short said how many it holds (its offset plus its rows), so
 * a later page past that number skips it and goes straight to a wider one. Skipping is always right:
 * any wider query that fills the page gives the same page, because the narrowed members come first in
 * the order. So a stale number (members joined since) costs time at worst, never a wrong page. Kept per
 * database, for five minutes, at most 10,000 searches.
 */
const NARROWED_TTL_MS = 5 * 60 * 1000;
const NARROWED_MAX = 10_000;
const narrowedBounds = new WeakMap<object, Map<string, { atMost: number; at: number }>>();

function boundsOf(services: Services) {
  let bounds = narrowedBounds.get(services.db);
  if (!bounds) {
    bounds = new Map();
    narrowedBounds.set(services.db, bounds);
  }
  return bounds;
}

export async function searchMembers(
  services: Services,
  viewer: Viewer,
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<SearchPage> {
  const origin = originOf(viewer, criteria);
  const offset = (Math.max(1, Math.floor(options.page)) - 1) * PAGE_SIZE;
  const bounds = boundsOf(services);
  const now = services.now().getTime();
  const search = `${viewer.member.id}|${options.sort ?? ''}|${JSON.stringify(criteria)}`;
  for (const { query, narrowed, last } of searchAttempts(services, viewer, criteria, options)) {
    const key = `${search}|${narrowed ?? ''}`;
    const known = bounds.get(key);
    if (!last && known && now - known.at < NARROWED_TTL_MS && known.atMost < offset + PAGE_SIZE)
      continue;
    const rows = await query;
    if (rows.length === PAGE_SIZE || last) return { ids: rows.map((row) => row.id), origin };
    bounds.delete(key);
    bounds.set(key, { atMost: offset + rows.length, at: now });
    if (bounds.size > NARROWED_MAX) bounds.delete(bounds.keys().next().value ?? '');
  }
  return { ids: [], origin };
}

/**
 * The queries that may answer a page, in the order they are tried: for a nearest-first page, within
 * each ring that is tighter than the distance filter, then the search itself (`last`). The first full
 * page, or the last query's rows, is the page. None when nobody can match.
 */
export function* searchAttempts(
  services: Services,
  viewer: Viewer,
  criteria: SearchCriteria,
  options: SearchOptions,
) {
  const sort = sortOf(criteria, options.sort);
  const rings =
    originOf(viewer, criteria) && sort === 'proximity'
      ? PROXIMITY_RINGS_KM.filter((km) => criteria.distance === null || km < criteria.distance)
      : [];
  for (const km of rings) {
    const { query } = prepareSearch(services, viewer, criteria, { ...options, within: km });
    if (!query) return;
    yield { query, narrowed: `within ${km} km`, last: false };
  }
  // Most values in common first: the members sharing all of the searcher's values come first, then
  // those sharing all but one, … each level found through the values index (members whose values
  // contain one of its subsets of the searcher's values).
  const mine = [...new Set(viewer.user.valueOptionIds)];
  if (sort === '-values')
    for (let level = mine.length; level >= 2; level -= 1) {
      if (subsets(mine, level).length > MAX_VALUE_SUBSETS) continue;
      const { query } = prepareSearch(services, viewer, criteria, {
        ...options,
        sharing: level,
      });
      if (!query) return;
      yield { query, narrowed: `sharing ${level} values`, last: false };
    }
  const { query } = prepareSearch(services, viewer, criteria, options);
  if (query) yield { query, narrowed: null, last: true };
}

/**
 * The page's query, built but not run (null when nobody can match): `searchMembers` runs it, the
 * benchmark explains it (`toSQL()`).
 */
export function prepareSearch(
  services: Services,
  viewer: Viewer,
  criteria: SearchCriteria,
  options: SearchOptions,
) {
  const { db } = services;
  const now = services.now();
  const origin = originOf(viewer, criteria);
  const empty = { query: null, origin };

  const conditions: SQL[] = [
    eq(members.onboardingCompleted, true),
    isNull(users.deletedAt),
    eq(users.blocked, false),
    ne(members.id, viewer.member.id),
    // In the query rather than read before it: one round trip less per page (issue 12).
    notBlockedWith(viewer.member.id, members.id),
  ];

  if (!criteria.favorite) {
    // Compatibility, both ways.
    const myOrientation = ORIENTATION_OF_GENDER[viewer.user.gender ?? ''];
    const sought = (criteria.orientations ?? viewer.user.sexualOrientations).filter(
      (value): value is Orientation => value in GENDER_OF_ORIENTATION,
    );
    if (!myOrientation || sought.length === 0) return empty;
    conditions.push(
      eq(members.paused, false),
      inArray(
        users.gender,
        sought.map((value) => GENDER_OF_ORIENTATION[value]),
      ),
      sql`${users.sexualOrientations} @> ${JSON.stringify([myOrientation])}::jsonb`,
    );
  } else if (criteria.orientations) {
    conditions.push(
      inArray(
        users.gender,
        criteria.orientations.map((value) => GENDER_OF_ORIENTATION[value]),
      ),
    );
  }

  if (criteria.age) {
    const [min, max] = criteria.age;
    // Aged min..max today: born on or before today-min years, and after today-(max+1) years.
    conditions.push(
      lte(users.birthday, yearsBefore(now, min)),
      sql`${users.birthday} > ${yearsBefore(now, max + 1)}`,
    );
  }

  const distance = origin
    ? snappedDistanceSql(sql`${users.cellLatitude}`, sql`${users.cellLongitude}`, origin)
    : null;
  const radius =
    options.within !== undefined &&
    (criteria.distance === null || options.within < criteria.distance)
      ? options.within
      : criteria.distance;
  if (radius !== null && origin && distance) {
    conditions.push(isNotNull(users.latitude), isNotNull(users.longitude));
    // The box of cells first (the location index finds the members in it), then the exact distance.
    const box = cellBoundingBox(origin, radius);
    if (box)
      conditions.push(
        sql`point(${users.cellLongitude}, ${users.cellLatitude}) <@ box(point(${box.minLng}::float8, ${box.minLat}::float8), point(${box.maxLng}::float8, ${box.maxLat}::float8))`,
      );
    conditions.push(sql`${distance} <= ${radius}`);
  }

  for (const { questionId, optionIds } of criteria.questions)
    conditions.push(
      questionId === VALUES_QUESTION_ID
        ? // The values are also kept on the member (an indexed array): any of the chosen ones.
          sql`${users.valueOptionIds} && ${integerArray(optionIds)}`
        : answerExists(questionId, jsonbContainsAny(sql`${answers.optionIds}`, optionIds)),
    );

  if (criteria.height) {
    const heightId = findQuestion('height')?.id ?? -1;
    const [min, max] = criteria.height;
    conditions.push(
      answerExists(
        heightId,
        sql`(case when ${answers.value} ~ '^[0-9]{1,3}([.][0-9]+)?$' then ${answers.value}::numeric end) between ${min} and ${max}`,
      ),
    );
  }

  for (const keyword of criteria.keywords) conditions.push(keywordCondition(keyword));

  if (options.sharing !== undefined) {
    // At least n values in common: the member's values contain n of the searcher's.
    const levels = subsets([...new Set(viewer.user.valueOptionIds)], options.sharing);
    if (levels.length === 0) return empty;
    conditions.push(
      sql`(${sql.join(
        levels.map((subset) => sql`${users.valueOptionIds} @> ${integerArray(subset)}`),
        sql` or `,
      )})`,
    );
  }

  // Ordering.
  const nearest = distance ? [sql`${distance} asc nulls last`] : [];
  const order: SQL[] = [];
  const sort = sortOf(criteria, options.sort);
  if (sort === '-values') {
    // The searcher's values and each candidate's, as the members table keeps them.
    const shared = [...new Set(viewer.user.valueOptionIds)];
    if (shared.length > 0) {
      const common = sql.join(
        shared.map((id) => sql`(${id}::integer = any(${users.valueOptionIds}))::int`),
        sql` + `,
      );
      order.push(sql`(${common}) desc`);
    }
    order.push(...nearest);
  } else if (sort === '-connection') {
    order.push(sql`${users.lastActivityAt} desc nulls last`, ...nearest);
  } else if (sort === 'proximity') {
    order.push(...nearest);
  } else {
    // The favourites list without a sort: the most recently favourited first.
    order.push(desc(favorites.createdAt), desc(favorites.id));
  }
  order.push(asc(members.id));

  const page = Math.max(1, Math.floor(options.page));
  // No total: counting every match would cost the whole join on each page, and the client relies on
  // the empty page that marks the end. Without it the database stops at the page's last row.
  const base = db
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .$dynamic();
  const joined = criteria.favorite
    ? base.innerJoin(
        favorites,
        and(eq(favorites.favoriteMemberId, members.id), eq(favorites.memberId, viewer.member.id)),
      )
    : base;
  const query = joined
    .where(and(...conditions))
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { query, origin };
}
