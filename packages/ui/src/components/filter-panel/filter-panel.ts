/**
 * Rules of the member search filters (spec 02, sections 3, 5 and 9; openapi SearchFilters): at most 5
 * active filters, the location fields not counting; age 18–99, distance 3–400 km, height 122–213 cm;
 * at most 5 keywords. Values keep the contract's shape: ranges and lists are comma-separated strings.
 * The limits are the contract's (`@app/openapi/search`), so the panel offers what the API accepts.
 */
import type { components } from '@app/openapi/schema';
import { LOCATION_FIELDS, SEARCH_LIMITS, type Bounds } from '@app/openapi/search';

export type Orientation = components['schemas']['SexualOrientation'];

/** The `filter[...]` object of the search (the contract's `SearchFilters`). */
export interface SearchFilters {
  favorite?: boolean | null | undefined;
  /** Comma-separated genders sought, among the user's own orientations. */
  sexual_orientations?: string | null | undefined;
  /** 'min,max', 18 to 99. */
  age?: string | null | undefined;
  /** Maximum distance in km, 3 to 400 (a location field). */
  distance?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  location_label?: string | null | undefined;
  /** Comma-separated keywords, at most 5. */
  keywords?: string | null | undefined;
  smoking_tolerance_level?: boolean | null | undefined;
  accepts_persons_with_limitations?: boolean | null | undefined;
  /** 'min,max' in centimetres, 122 to 213. */
  question__height?: string | null | undefined;
  /** Comma-separated option ids of the profile question `<name>`. */
  [key: `question__${string}`]: string | null | undefined;
}

export type FilterKey = Extract<keyof SearchFilters, string>;

export const MAX_ACTIVE_FILTERS: number = SEARCH_LIMITS.filters;
export const MAX_KEYWORDS: number = SEARCH_LIMITS.keywords;

export type { Bounds };

export const AGE_BOUNDS: Bounds = SEARCH_LIMITS.age;
export const DISTANCE_BOUNDS: Bounds = SEARCH_LIMITS.distance;
export const HEIGHT_BOUNDS: Bounds = SEARCH_LIMITS.height;

/** The search location: these never count toward the 5 filters. */
export { LOCATION_FIELDS };

/** Not a search filter of the panel (the favourites screen's own filter): never counted. */
const IGNORED_FIELDS: ReadonlySet<string> = new Set<string>([...LOCATION_FIELDS, 'favorite']);

/** The questions offered as multi-select filters, in the panel's order. */
export const FILTER_QUESTION_NAMES = [
  'objective',
  'silhouette',
  'languages',
  'values',
  'personality_traits',
  'areas_of_interest',
  'family_situation',
  'kids_living_with',
  'want_to_have_children',
  'education_level',
  'current_occupation',
  'religious_beliefs',
  'religion',
  'alcohol_consumption_frequency',
  'smoking',
  'smoking_frequency',
  'food_preferences',
  'personal_development_importance',
] as const;

export type FilterQuestionName = (typeof FILTER_QUESTION_NAMES)[number];

export function questionKey(name: string): `question__${string}` {
  return `question__${name}`;
}

/** The fields with a fixed place in the panel, in order; question filters follow. */
const FIXED_ORDER: readonly string[] = [
  'sexual_orientations',
  'age',
  'question__height',
  'keywords',
  'smoking_tolerance_level',
  'accepts_persons_with_limitations',
];

const FULL_RANGES: Readonly<Record<string, Bounds>> = {
  age: AGE_BOUNDS,
  question__height: HEIGHT_BOUNDS,
};

/** A comma-separated list as an array (trimmed, empty items dropped). */
export function parseList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** An array as the contract's comma-separated list, or undefined when empty. */
export function joinList(items: readonly string[]): string | undefined {
  const kept = items.map((item) => item.trim()).filter((item) => item !== '');
  return kept.length > 0 ? kept.join(',') : undefined;
}

export type Range = [number, number];

/** A 'min,max' value as numbers within the bounds, or null when it is not one. */
export function parseRange(value: string | null | undefined, bounds: Bounds): Range | null {
  const parts = parseList(value).map(Number);
  const [low, high] = parts;
  if (parts.length !== 2 || low === undefined || high === undefined) return null;
  if (!Number.isFinite(low) || !Number.isFinite(high)) return null;
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, Math.round(n)));
  return [clamp(Math.min(low, high)), clamp(Math.max(low, high))];
}

/** A range as 'min,max', or undefined when it covers the whole scale (no filter). */
export function formatRange([low, high]: Range, bounds: Bounds): string | undefined {
  if (low <= bounds.min && high >= bounds.max) return undefined;
  return `${String(low)},${String(high)}`;
}

/** Whether one filter restricts the search (and so counts toward the 5). */
export function isFilterActive(key: string, value: unknown): boolean {
  if (IGNORED_FIELDS.has(key)) return false;
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  const bounds = FULL_RANGES[key];
  if (bounds) {
    const range = parseRange(value, bounds);
    return range !== null && formatRange(range, bounds) !== undefined;
  }
  return parseList(value).length > 0;
}

function orderOf(key: string): number {
  const fixed = FIXED_ORDER.indexOf(key);
  if (fixed >= 0) return fixed;
  const question = (FILTER_QUESTION_NAMES as readonly string[]).indexOf(
    key.replace(/^question__/, ''),
  );
  return question >= 0 ? FIXED_ORDER.length + question : Number.MAX_SAFE_INTEGER;
}

/** The active filters' keys, in the panel's order (the location fields never among them). */
export function activeFilterKeys(filters: SearchFilters | null | undefined): FilterKey[] {
  if (!filters) return [];
  return (Object.keys(filters) as FilterKey[])
    .filter((key) => isFilterActive(key, filters[key]))
    .sort((a, b) => orderOf(a) - orderOf(b) || a.localeCompare(b));
}

/** How many filters restrict the search; the location fields do not count. */
export function countActiveFilters(filters: SearchFilters | null | undefined): number {
  return activeFilterKeys(filters).length;
}

/** Apply is allowed up to 5 active filters; above that the 'max filters' warning shows. */
export function canApply(filters: SearchFilters | null | undefined): boolean {
  return countActiveFilters(filters) <= MAX_ACTIVE_FILTERS;
}

/** Whether a search location is set (a label or coordinates). */
export function hasLocation(filters: SearchFilters | null | undefined): boolean {
  if (!filters) return false;
  return Boolean(filters.location_label) || (filters.latitude != null && filters.longitude != null);
}

/**
 * The filters with one value changed; an empty value (undefined, '', false, a full range) removes the
 * key, so the saved filters hold only what restricts the search.
 */
export function setFilter(
  filters: SearchFilters,
  key: FilterKey,
  value: SearchFilters[FilterKey],
): SearchFilters {
  const empty =
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && !isFilterActive(key, value) && !IGNORED_FIELDS.has(key));
  const rest = without(filters, [key]);
  return empty ? rest : { ...rest, [key]: value };
}

function without(filters: SearchFilters, keys: readonly string[]): SearchFilters {
  return Object.fromEntries(Object.entries(filters).filter(([name]) => !keys.includes(name)));
}

/** The filters without one filter, or without the whole location for 'location'. */
export function removeFilter(filters: SearchFilters, key: FilterKey | 'location'): SearchFilters {
  return without(filters, key === 'location' ? LOCATION_FIELDS : [key]);
}

/** Reset: every filter cleared; the search location (place and distance) is kept. */
export function resetFilters(filters: SearchFilters): SearchFilters {
  const next: SearchFilters = {};
  for (const key of LOCATION_FIELDS) {
    const value = filters[key];
    if (value !== undefined && value !== null) next[key] = value as never;
  }
  return next;
}
