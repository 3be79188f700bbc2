/**
 * The search filters (contract SearchFilters, spec §3 and §5): parsed, checked against the product's
 * limits and turned into criteria the search runs. The same checks serve `GET /members` (field names
 * `filter.*`) and `PATCH /account/settings/search` (`filters.*`).
 */
import { sexualOrientationValues } from '@app/openapi/enums';
import { LOCATION_FIELDS, SEARCH_LIMITS } from '@app/openapi/search';
import { ANSWER_NAMES, YES_OPTION_IDS, findQuestion, type AnswerName } from '../../data/questions';
import type { Schemas } from '../../http/types';
import { message, type Message } from '../../i18n/messages';
import type { Point } from './location';

/** Spec §9: at most 5 filters (location fields do not count) and 5 keywords; the contract's limits. */
const MAX_FILTERS = SEARCH_LIMITS.filters;
const MAX_KEYWORDS = SEARCH_LIMITS.keywords;
const AGE_RANGE = SEARCH_LIMITS.age;
const DISTANCE_RANGE = SEARCH_LIMITS.distance;
const HEIGHT_RANGE = SEARCH_LIMITS.height;

export type Orientation = Schemas['SexualOrientation'];
const ORIENTATIONS = sexualOrientationValues;

export interface QuestionCriterion {
  questionId: number;
  optionIds: number[];
}

export interface SearchCriteria {
  favorite: boolean;
  /** The genders sought, narrowed among the searcher's own orientations; null: all of them. */
  orientations: Orientation[] | null;
  age: [number, number] | null;
  /** Maximum snapped distance in km from the origin. */
  distance: number | null;
  /** The search location (latitude and longitude of the filters), when given. */
  location: Point | null;
  /** Normalised (lower case, accents removed), distinct. */
  keywords: string[];
  height: [number, number] | null;
  questions: QuestionCriterion[];
}

/** Lower case without accents or ligatures: how keywords and texts are compared. */
export function foldText(text: string): string {
  return text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

const present = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

const list = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '')
    : [];

function range(value: unknown): [number, number] | null {
  const parts = list(value).map(Number);
  if (parts.length !== 2 || parts.some((part) => !Number.isInteger(part))) return null;
  return [parts[0] ?? 0, parts[1] ?? 0];
}

/** `question__<name>` → the answer name, when it is one of the searchable answers. */
function answerNameOf(key: string): AnswerName | undefined {
  if (!key.startsWith('question__')) return undefined;
  const name = key.slice('question__'.length);
  return (ANSWER_NAMES as readonly string[]).includes(name) ? (name as AnswerName) : undefined;
}

/** How many filters are active (location fields and the favourites switch do not count). */
export function countActiveFilters(filters: Record<string, unknown>): number {
  let count = 0;
  for (const [key, value] of Object.entries(filters)) {
    if ((LOCATION_FIELDS as readonly string[]).includes(key) || key === 'favorite') continue;
    if (key === 'smoking_tolerance_level' || key === 'accepts_persons_with_limitations') {
      if (value === true) count += 1;
      continue;
    }
    if (key === 'sexual_orientations' || key === 'age' || key === 'keywords') {
      if (present(value)) count += 1;
      continue;
    }
    if (key.startsWith('question__') && present(value)) count += 1;
  }
  return count;
}

/**
 * Checks the filters against the product's limits and builds the criteria. Field errors (422) are
 * keyed `<prefix>.<field>`; the filter count error is keyed `<prefix>`.
 */
export function parseFilters(
  raw: Schemas['SearchFilters'] | Record<string, unknown> | null | undefined,
  options: { prefix: string; searcherOrientations: readonly string[] },
): { criteria: SearchCriteria; errors: Record<string, Message[]> } {
  const filters = (raw ?? {}) as Record<string, unknown>;
  const { prefix } = options;
  const errors: Record<string, Message[]> = {};
  const fail = (field: string, text: Message) => {
    errors[field ? `${prefix}.${field}` : prefix] ??= [text];
  };
  const attribute = (field: string) => ({ attribute: field.replace(/^question__/, '') });

  if (countActiveFilters(filters) > MAX_FILTERS)
    fail('', message('members.max_filters', { max: MAX_FILTERS }));

  const keywords = [...new Set(list(filters.keywords).map(foldText))].filter((k) => k !== '');
  if (keywords.length > MAX_KEYWORDS)
    fail('keywords', message('members.max_keywords', { max: MAX_KEYWORDS }));

  const checkedRange = (field: string, bounds: { min: number; max: number }) => {
    if (!present(filters[field])) return null;
    const value = range(filters[field]);
    if (!value) {
      fail(field, message('validation.regex', attribute(field)));
      return null;
    }
    const [min, max] = value;
    if (min < bounds.min) {
      fail(field, message('validation.min.numeric', { ...attribute(field), min: bounds.min }));
      return null;
    }
    if (max > bounds.max) {
      fail(field, message('validation.max.numeric', { ...attribute(field), max: bounds.max }));
      return null;
    }
    if (min > max) {
      fail(field, message('members.range_order', attribute(field)));
      return null;
    }
    return value;
  };
  const age = checkedRange('age', AGE_RANGE);
  const height = checkedRange('question__height', HEIGHT_RANGE);

  let distance: number | null = null;
  if (present(filters.distance)) {
    const value = Number(filters.distance);
    if (!Number.isInteger(value))
      fail('distance', message('validation.integer', attribute('distance')));
    else if (value < DISTANCE_RANGE.min)
      fail(
        'distance',
        message('validation.min.numeric', {
          ...attribute('distance'),
          min: DISTANCE_RANGE.min,
        }),
      );
    else if (value > DISTANCE_RANGE.max)
      fail(
        'distance',
        message('validation.max.numeric', {
          ...attribute('distance'),
          max: DISTANCE_RANGE.max,
        }),
      );
    else distance = value;
  }

  let location: Point | null = null;
  const hasLat = present(filters.latitude);
  const hasLng = present(filters.longitude);
  if (hasLat !== hasLng) fail(hasLat ? 'longitude' : 'latitude', message('members.location_pair'));
  else if (hasLat) {
    const latitude = Number(filters.latitude);
    const longitude = Number(filters.longitude);
    if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90)
      fail('latitude', message('validation.numeric', attribute('latitude')));
    else if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180)
      fail('longitude', message('validation.numeric', attribute('longitude')));
    else location = { latitude, longitude };
  }

  let orientations: Orientation[] | null = null;
  if (present(filters.sexual_orientations)) {
    const asked = list(filters.sexual_orientations);
    if (asked.some((value) => !(ORIENTATIONS as readonly string[]).includes(value)))
      fail('sexual_orientations', message('validation.in', attribute('sexual_orientations')));
    // Only among the searcher's own orientations (spec §5); saved filters that no longer fit fall back
    // to all of them rather than to nobody.
    const mine = asked.filter((value) => options.searcherOrientations.includes(value));
    orientations = mine.length > 0 ? (mine as Orientation[]) : null;
  }

  const questions: QuestionCriterion[] = [];
  for (const [key, value] of Object.entries(filters)) {
    const name = answerNameOf(key);
    if (!name || name === 'height' || !present(value)) continue;
    const question = findQuestion(name);
    if (!question) continue;
    const ids = list(value).map(Number);
    const known = new Set(question.options.map((option) => option.id));
    if (ids.some((id) => !Number.isInteger(id) || !known.has(id))) {
      fail(key, message('validation.in', attribute(key)));
      continue;
    }
    questions.push({ questionId: question.id, optionIds: [...new Set(ids)] });
  }
  // The yes/no forms of two questions (spec §3): only members who answered yes.
  for (const name of ['smoking_tolerance_level', 'accepts_persons_with_limitations'] as const) {
    const question = findQuestion(name);
    if (filters[name] === true && question)
      questions.push({ questionId: question.id, optionIds: [YES_OPTION_IDS[name]] });
  }

  return {
    criteria: {
      favorite: filters.favorite === true,
      orientations,
      age,
      distance,
      location,
      keywords,
      height,
      questions,
    },
    errors,
  };
}
