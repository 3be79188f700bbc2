/**
 * The demo world: a believable bilingual community to explore the product with, seeded once.
 *
 * - `demo@demo.test`: a complete, subscribed member in Montréal (the visitor's account);
 * - `ambassadeur@demo.test`: an ambassador (code `ISABELLE`) with referral visits and rewards, also a member;
 * - `soutien@demo.test`: the support account (administrator, no member profile);
 * - `nouveau@demo.test`: registered, terms not accepted yet (to walk the onboarding);
 * - `membre001@demo.test`…: members across Canada, every one through the onboarding, with answers that
 *   pass the answer rules, texts in their language, 2 to 6 generated pictures (portrait first, reviewed),
 *   and a subscription history (active, trial or lapsed), a few paused, suspended, private or with a
 *   picture awaiting review, for the overlays.
 *
 * Every account has the password `DEMO_PASSWORD`, hashed once. Products and promo codes are constants
 * (`modules/payments/pricing.ts`): nothing to insert, the summary lists them.
 *
 * Deterministic: every choice comes from one seeded generator (`options.random`), so a world is the same
 * on every machine; dates are relative to `services.now()`. The rows go in one transaction (all or
 * nothing); pictures are rendered while the rows are inserted, then written under the members' own keys
 * (`pictures/<memberId>/<uuid>.jpg` and `-300.jpg`): each member owns their files, so deleting a picture
 * (which deletes its files) never touches another member's gallery.
 */
import { sql } from 'drizzle-orm';
import { storageFor } from '../adapters/storage/storage';
import { PLACES, type Place, type ProvinceCode } from '../data/places';
import {
  LONG_QUESTION_NAMES,
  SHORT_QUESTION_NAMES,
  findQuestion,
  zodiacSignFor,
  type LongQuestionName,
  type QuestionName,
  type ShortQuestionName,
} from '../data/questions';
import {
  ambassadors,
  answers,
  memberMedia,
  members,
  orders,
  paymentSources,
  pictures,
  referralRewards,
  referralVisits,
  subscriptions,
  users,
} from '../db/schema';
import type { Services } from '../http/context';
import { checkAnswers, type AnswerInput, type NormalisedAnswer } from '../modules/answers/rules';
import {
  PRODUCTS,
  PROMO_CODES,
  REFERRAL_FRIEND_BONUS_MONTHS,
  REFERRAL_REWARD_CENTS,
  quote,
  toDollars,
  trialEndDate,
  validatePromoCode,
  type ProductDefinition,
  type PromoCode,
} from '../modules/payments/pricing';
import { hashPassword } from '../modules/session/passwords';
import { seedAmbassadorHistory } from './ambassador';
import { seedAmbassadorClaim } from './ambassador-claim';
import { seedContent } from './content';
import { seedConversations } from './conversations';
import { seedMembersArea } from './members-area';
import { seedSettingsProfile } from './settings-profile';
import { seedSubscriptionAccounts } from './subscription-account';
import {
  ACADIAN,
  ENGLISH_SPEAKERS,
  FRENCH_SPEAKERS,
  QUEBECOIS,
  firstNamesFor,
  initialsOf,
  type NameGroup,
} from './names';
import {
  SCENE_COUNT,
  looksFor,
  mapLimit,
  renderPortraits,
  renderScenes,
  type RenderedPicture,
} from './pictures';
import {
  aboutText,
  growthAnswer,
  longAnswer,
  profileTitle,
  seekingText,
  shortAnswer,
  type ProfileFacts,
} from './texts';

/* ---------------------------------------------------------------------------------------------- */
/* The demo accounts                                                                                */
/* ---------------------------------------------------------------------------------------------- */

/** The password of every demo account: 8+ characters with upper case, lower case and a digit. */
export const DEMO_PASSWORD = 'Demo2026!';
export const DEMO_ACCOUNTS = {
  demo: 'demo@demo.test',
  ambassador: 'ambassadeur@demo.test',
  support: 'soutien@demo.test',
  fresh: 'nouveau@demo.test',
  partner: 'partenaire@demo.test',
  /** Members in the states that the member area's protection view shows (spec 02, section 2). */
  unsubscribed: 'inactif@demo.test',
  suspended: 'suspendu@demo.test',
  incompleteGallery: 'galerie@demo.test',
  paused: 'pause@demo.test',
} as const;
export const AMBASSADOR_CODE = 'ISABELLE';
/** The code of the ambassador who is not a member (`partenaire@demo.test`). */
export const PARTNER_CODE = 'PARTENAIRE';
export const DEFAULT_MEMBER_COUNT = 300;
/** The seed of the default generator (any fixed number would do). */
export const DEMO_SEED = 20_260_214;

/** `membre001@demo.test`, `membre002@demo.test`… */
export function memberEmail(n: number): string {
  return `membre${String(n).padStart(3, '0')}@demo.test`;
}

/** mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
export function createRandom(seed: number = DEMO_SEED): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

export function demoLogins(memberCount: number): DemoLogin[] {
  const members =
    memberCount > 0
      ? [
          {
            email:
              memberCount > 1 ? `${memberEmail(1)} … ${memberEmail(memberCount)}` : memberEmail(1),
            password: DEMO_PASSWORD,
            role: `${memberCount} members across Canada`,
          },
        ]
      : [];
  return [
    {
      email: DEMO_ACCOUNTS.demo,
      password: DEMO_PASSWORD,
      role: 'member in Montréal: complete profile, subscribed (start here)',
    },
    {
      email: DEMO_ACCOUNTS.ambassador,
      password: DEMO_PASSWORD,
      role: `ambassador (code ${AMBASSADOR_CODE}) with referrals and rewards, also a member`,
    },
    { email: DEMO_ACCOUNTS.support, password: DEMO_PASSWORD, role: 'support (administrator)' },
    {
      email: DEMO_ACCOUNTS.fresh,
      password: DEMO_PASSWORD,
      role: 'registered, terms not accepted yet (walk the onboarding)',
    },
    {
      email: DEMO_ACCOUNTS.partner,
      password: DEMO_PASSWORD,
      role: `ambassador only (code ${PARTNER_CODE}, SIN requested), no member profile`,
    },
    {
      email: DEMO_ACCOUNTS.unsubscribed,
      password: DEMO_PASSWORD,
      role: 'member whose subscription lapsed',
    },
    { email: DEMO_ACCOUNTS.suspended, password: DEMO_PASSWORD, role: 'suspended member' },
    {
      email: DEMO_ACCOUNTS.incompleteGallery,
      password: DEMO_PASSWORD,
      role: 'member suspended for an incomplete photo album',
    },
    { email: DEMO_ACCOUNTS.paused, password: DEMO_PASSWORD, role: 'paused member' },
    ...members,
  ];
}

/** Whether the demo world is there (its marker: the support account). */
export async function isDemoSeeded(services: Pick<Services, 'db'>): Promise<boolean> {
  const [row] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.support}`)
    .limit(1);
  return row !== undefined;
}

/** The logins of the demo world in the database (its member accounts counted). */
async function existingLogins(services: Pick<Services, 'db'>): Promise<DemoLogin[]> {
  const [row] = await services.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.email} like 'membre%@demo.test'`);
  return demoLogins(row?.count ?? 0);
}

async function countUsers(services: Pick<Services, 'db'>): Promise<number> {
  const [row] = await services.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/* ---------------------------------------------------------------------------------------------- */
/* Random helpers                                                                                   */
/* ---------------------------------------------------------------------------------------------- */

interface Dice {
  random: () => number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** An option id, from `{ optionId: weight }`. */
  option(weights: Readonly<Record<number, number>>): number;
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: T[]): T[];
  normal(mean: number, deviation: number): number;
  uuid(): string;
  hex(length: number): string;
}

function dice(random: () => number): Dice {
  const d: Dice = {
    random,
    between: (min, max) => min + random() * (max - min),
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    chance: (probability) => random() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(random() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = random() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('Cannot pick from an empty list');
      return last[0];
    },
    option: (weights) =>
      d.weighted(Object.entries(weights).map(([id, weight]) => [Number(id), weight] as const)),
    sample<T>(items: readonly T[], count: number): T[] {
      return d.shuffle([...items]).slice(0, count);
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [items[i], items[j]] = [items[j] as T, items[i] as T];
      }
      return items;
    },
    normal(mean, deviation) {
      const u = Math.max(random(), 1e-9);
      const v = random();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    uuid() {
      const h = d.hex(32).split('');
      h[12] = '4';
      h[16] = '89ab'[Math.floor(random() * 4)] ?? '8';
      const s = h.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    hex(length) {
      let out = '';
      for (let i = 0; i < length; i++) out += Math.floor(random() * 16).toString(16);
      return out;
    },
  };
  return d;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/* ---------------------------------------------------------------------------------------------- */
/* People                                                                                           */
/* ---------------------------------------------------------------------------------------------- */

type Gender = 'female' | 'male' | 'non_binary';
type Orientation = 'man' | 'woman' | 'non_binary';
type Status = 'active' | 'trial' | 'inactive';

const GENDERS: readonly Gender[] = ['female', 'male', 'non_binary'];
const ORIENTATIONS: readonly Orientation[] = ['woman', 'man', 'non_binary'];

function orientationsFor(gender: Gender, d: Dice): Orientation[] {
  switch (gender) {
    case 'female':
      return d.weighted<Orientation[]>([
        [['man'], 78],
        [['woman'], 9],
        [['man', 'woman'], 9],
        [['man', 'non_binary'], 2],
        [['woman', 'non_binary'], 2],
      ]);
    case 'male':
      return d.weighted<Orientation[]>([
        [['woman'], 80],
        [['man'], 11],
        [['woman', 'man'], 7],
        [['woman', 'non_binary'], 2],
      ]);
    case 'non_binary':
      return d.weighted<Orientation[]>([
        [['non_binary'], 15],
        [['woman', 'non_binary'], 25],
        [['man', 'non_binary'], 25],
        [['man', 'woman', 'non_binary'], 25],
        [['woman'], 5],
        [['man'], 5],
      ]);
  }
}

/** How many members live where, roughly: Québec first (Montréal above all), then the big cities. */
const PLACE_WEIGHTS: Readonly<Record<string, number>> = {
  Montréal: 34,
  Québec: 12,
  Laval: 6,
  Longueuil: 5,
  Gatineau: 6,
  Sherbrooke: 5,
  'Trois-Rivières': 4,
  Saguenay: 3,
  Lévis: 3,
  Toronto: 14,
  Ottawa: 9,
  Mississauga: 3,
  Vancouver: 7,
  Calgary: 4,
  Edmonton: 4,
  Winnipeg: 3,
  'Saint-Boniface': 1.5,
  Halifax: 3,
  Moncton: 2.5,
  Dieppe: 1.5,
  Edmundston: 1,
  Saskatoon: 1.5,
  Regina: 1.5,
  Victoria: 2,
  Charlottetown: 1,
  'St. John’s': 1,
};

function placeWeight(place: Place): number {
  const named = PLACE_WEIGHTS[place.name];
  if (named !== undefined) return named;
  if (place.city === 'Montréal') return 2.2;
  if (place.city === 'Québec') return 2;
  if (place.city === 'Toronto' || place.city === 'Ottawa') return 1.5;
  if (place.province === 'QC') return 1.1;
  if (['YT', 'NT', 'NU'].includes(place.province)) return 0.2;
  return 0.7;
}

const WEIGHTED_PLACES: readonly (readonly [Place, number])[] = PLACES.map((place) => [
  place,
  placeWeight(place),
]);

/** Places that guarantee a spread across provinces in even a small world. */
const SPREAD_PLACES = [
  'Montréal',
  'Toronto',
  'Vancouver',
  'Calgary',
  'Moncton',
  'Québec',
  'Winnipeg',
  'Halifax',
];

function placeNamed(name: string): Place {
  const place = PLACES.find((p) => p.name === name);
  if (!place) throw new Error(`No place named ${name}`);
  return place;
}

const FRANCOPHONE_OUTSIDE_QUEBEC: ReadonlySet<string> = new Set([
  'Moncton',
  'Dieppe',
  'Edmundston',
  'Caraquet',
  'Bathurst',
  'Saint-Boniface',
  'Orléans',
  'Hawkesbury',
  'Sudbury',
  'Timmins',
  'Cornwall',
  'Ottawa',
]);

function localeFor(place: Place, d: Dice): 'fr' | 'en' {
  if (place.province === 'QC')
    return d.chance(place.city === 'Montréal' ? 0.82 : 0.93) ? 'fr' : 'en';
  if (FRANCOPHONE_OUTSIDE_QUEBEC.has(place.name)) return d.chance(0.55) ? 'fr' : 'en';
  return d.chance(0.07) ? 'fr' : 'en';
}

function nameGroupFor(place: Place, locale: 'fr' | 'en', d: Dice): NameGroup {
  if (locale === 'fr' && ['NB', 'NS', 'PE'].includes(place.province) && d.chance(0.75))
    return ACADIAN;
  return d.weighted(locale === 'fr' ? FRENCH_SPEAKERS : ENGLISH_SPEAKERS);
}

const STREETS = {
  fr: [
    'rue Principale',
    'rue des Érables',
    'avenue des Pins',
    'rue Saint-Jean',
    'boulevard des Laurentides',
    'rue de la Fabrique',
    'avenue du Parc',
    'rue Notre-Dame',
    'rue des Pionniers',
    'chemin du Lac',
  ],
  en: [
    'Maple Street',
    'King Street',
    'Queen Street',
    'Main Street',
    'Park Avenue',
    'Elm Street',
    'Lakeshore Road',
    'Church Street',
    'Victoria Avenue',
    'Birch Crescent',
  ],
} as const;

function postalCode(place: Place, d: Dice): string {
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${place.postal_prefix} ${d.int(1, 9)}${d.pick(letters.split(''))}${d.int(0, 9)}`;
}

/** A birthday giving `age` today (UTC). */
function birthdayFor(age: number, now: Date, d: Dice): string {
  const latest = new Date(
    Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()),
  );
  return isoDate(daysBefore(latest, d.int(1, 364)));
}

export function ageOn(birthday: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day))
    age -= 1;
  return age;
}

function randomAge(d: Dice): number {
  const [min, max] = d.weighted<[number, number]>([
    [[25, 34], 26],
    [[35, 44], 30],
    [[45, 54], 24],
    [[55, 64], 14],
    [[65, 74], 6],
  ]);
  return d.int(min, max);
}

/* ---------------------------------------------------------------------------------------------- */
/* Answers                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

const questionId = (name: QuestionName): number => {
  const question = findQuestion(name);
  if (!question) throw new Error(`No question ${name}`);
  return question.id;
};

const optionIds = (name: QuestionName): number[] =>
  (findQuestion(name)?.options ?? []).map((option) => option.id);

/** The `religion` options by community (weights); `DEFAULT_RELIGIONS` for the others. */
const DEFAULT_RELIGIONS = { 2101: 60, 2102: 12, 2104: 6, 2106: 4, 2108: 4, 2110: 4, 2111: 10 };
const RELIGIONS: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  haitian: { 2101: 60, 2104: 35, 2111: 5 },
  'maghreb-levant': { 2101: 15, 2103: 10, 2105: 75 },
  'francophone-world': { 2101: 45, 2104: 10, 2105: 45 },
  punjabi: { 2107: 15, 2109: 85 },
  hindi: { 2107: 90, 2111: 10 },
  urdu: { 2105: 100 },
  chinese: { 2101: 25, 2104: 25, 2108: 50 },
  vietnamese: { 2101: 40, 2108: 60 },
  filipino: { 2101: 85, 2104: 15 },
  hispanic: { 2101: 75, 2104: 25 },
  lusophone: { 2101: 75, 2104: 25 },
  italian: { 2101: 100 },
  greek: { 2103: 100 },
  ukrainian: { 2101: 40, 2103: 60 },
  polish: { 2101: 100 },
};

interface AnswerPlan {
  inputs: AnswerInput[];
  facts: Omit<ProfileFacts, 'locale' | 'gender' | 'firstName' | 'age' | 'city' | 'seeking'>;
}

function planAnswers(
  person: { gender: Gender; age: number; birthday: string; locale: 'fr' | 'en'; group: NameGroup },
  d: Dice,
  options: { complete?: boolean } = {},
): AnswerPlan {
  const { gender, age, locale, group } = person;
  const inputs: AnswerInput[] = [];
  const select = (name: QuestionName, id: number) =>
    inputs.push({ question_id: questionId(name), value: null, options: [id] });
  const multi = (name: QuestionName, ids: number[]) =>
    inputs.push({ question_id: questionId(name), value: null, options: ids });
  const text = (name: QuestionName, value: string) =>
    inputs.push({ question_id: questionId(name), value });

  // Objective
  const objective = d.option({
    101: 46,
    102: age < 42 ? 14 : 0,
    103: age >= 45 ? 18 : 6,
    104: 24,
    105: 8,
  });
  select('objective', objective);
  select('silhouette', d.option({ 201: 14, 202: 22, 203: 8, 204: 30, 205: 16, 206: 10 }));

  const mean = gender === 'female' ? 164 : gender === 'male' ? 178 : 170;
  const height = Math.round(
    Math.min(200, Math.max(150, d.normal(mean, gender === 'non_binary' ? 9 : 7))),
  );
  inputs.push({ question_id: questionId('height'), value: height });

  // Languages: the member's own, often the other official one, sometimes their family's.
  const languages = new Set<number>([locale === 'fr' ? 401 : 402]);
  if (d.chance(locale === 'fr' ? 0.68 : 0.32)) languages.add(locale === 'fr' ? 402 : 401);
  if (group.heritageLanguages.length > 0 && d.chance(0.7))
    languages.add(d.pick(group.heritageLanguages));
  if (d.chance(0.12)) languages.add(d.pick([403, 405, 406, 404, 423]));
  multi('languages', [...languages].slice(0, 5));

  // Family, by age
  const family =
    age < 30
      ? d.option({ 501: 85, 502: 15 })
      : age < 45
        ? d.option({ 501: 42, 502: 33, 503: 12, 505: 13 })
        : age < 55
          ? d.option({ 501: 22, 503: 33, 504: 25, 505: 20 })
          : d.option({ 501: 18, 504: 72, 505: 10 });
  select('family_situation', family);
  if (family !== 501) {
    select(
      'kids_living_with',
      family === 504
        ? d.option({ 1803: 15, 1804: 85 })
        : d.option({ 1801: 30, 1802: 45, 1803: 15, 1804: 10 }),
    );
  }
  const childless = family === 501;
  const wantsChildren =
    objective === 102
      ? 601
      : age < 40
        ? d.option({ 601: childless ? 45 : 20, 602: 25, 603: childless ? 10 : 35, 604: 20 })
        : age < 48
          ? d.option({ 602: 30, 603: 50, 604: 20 })
          : d.option({ 602: 10, 603: 90 });
  select('want_to_have_children', wantsChildren);

  select(
    'education_level',
    d.option({ 701: 12, 702: 14, 703: 22, 704: 10, 705: 25, 706: 12, 707: 3, 708: 2 }),
  );

  const occupation =
    age >= 63
      ? d.option({ 801: 20, 802: 10, 805: 70 })
      : age < 28
        ? d.option({ 801: 60, 804: 30, 806: 10 })
        : d.option({ 801: 60, 802: 12, 803: 8, 804: 4, 806: 5, 807: 4, 808: 7 });
  select('current_occupation', occupation);

  select('alcohol_consumption_frequency', d.option({ 901: 10, 902: 6, 903: 22, 904: 50, 905: 12 }));

  const smoking = d.option({ 1001: 72, 1002: 14, 1003: 5, 1004: 5, 1005: 4 });
  select('smoking', smoking);
  const smokes = smoking >= 1003;
  if (smokes) select('smoking_frequency', d.pick(optionIds('smoking_frequency')));
  select(
    'smoking_tolerance_level',
    smokes ? d.option({ 2001: 80, 2002: 5, 2003: 15 }) : d.option({ 2001: 15, 2002: 55, 2003: 30 }),
  );

  // Food: no preference alone (it cancels the others), or one diet and maybe a restriction or two.
  if (d.chance(0.48)) multi('food_preferences', [1101]);
  else {
    const food = new Set<number>([d.pick([1102, 1103, 1104, 1105, 1105, 1110, 1111])]);
    if (d.chance(0.35)) food.add(d.pick([1106, 1107, 1111]));
    if (group.id === 'maghreb-levant' && d.chance(0.5)) food.add(1108);
    multi('food_preferences', [...food].slice(0, 4));
  }

  const traits = d.sample(optionIds('personality_traits'), 3);
  multi('personality_traits', traits);
  const values = d.sample(optionIds('values'), d.int(3, 5));
  multi('values', values);

  const practising = group.id === 'quebecois' || group.id === 'anglo-canadian' ? 8 : 22;
  const beliefs = d.option({ 1401: practising, 1402: 18, 1403: 25, 1404: 17, 1405: 20, 1406: 10 });
  select('religious_beliefs', beliefs);
  if ((beliefs === 1401 || beliefs === 1402) && (options.complete || d.chance(0.7))) {
    select('religion', d.option(RELIGIONS[group.id] ?? DEFAULT_RELIGIONS));
  }

  const development = d.option({ 1501: 22, 1502: 30, 1503: 28, 1504: 14, 1505: 6 });
  select('personal_development_importance', development);
  if (development !== 1505 && (options.complete || d.chance(0.6))) {
    text('personal_development_importance_description', growthAnswer(locale, d.random));
  }

  select('accepts_persons_with_limitations', d.option({ 1601: 55, 1602: 10, 1603: 35 }));

  const interests = d.sample(optionIds('areas_of_interest'), d.int(3, 8));
  multi('areas_of_interest', interests);

  // Short questions: 4 to 8 of them (10, the maximum, for a complete profile).
  const shortNames = d.sample(SHORT_QUESTION_NAMES, options.complete ? 10 : d.int(4, 8));
  for (const name of shortNames) {
    if (name === 'zodiac') select(name, zodiacSignFor(person.birthday).option_id);
    else if (name === 'comfort_food' || name === 'favourite_book' || name === 'hidden_talent')
      text(name, shortAnswer(name, locale, d.random));
    else select(name, d.pick(optionIds(name satisfies ShortQuestionName)));
  }

  // Long questions: one or two (two at most).
  const longNames = d.sample<LongQuestionName>(
    LONG_QUESTION_NAMES,
    options.complete || d.chance(0.7) ? 2 : 1,
  );
  for (const name of longNames) text(name, longAnswer(name, { locale, gender }, d.random));

  return {
    inputs,
    facts: {
      objective,
      interests,
      traits,
      values,
      occupation,
      family,
      wantsChildren,
      personalDevelopment: development,
    },
  };
}

/* ---------------------------------------------------------------------------------------------- */
/* Subscriptions                                                                                    */
/* ---------------------------------------------------------------------------------------------- */

interface PlannedOrder {
  productId: number;
  channel: 'card' | 'in_app';
  totalCents: number;
  taxesCents: number;
  months: number;
  promoCode: string | null;
  chargeId: string | null;
  storeTransactionId: string | null;
  startsAt: Date;
  endsAt: Date;
}

interface PlannedBilling {
  status: Status;
  createdAt: Date;
  trialStartedAt: Date | null;
  trialEndDate: Date | null;
  subscriptionEndDate: Date | null;
  orders: PlannedOrder[];
  subscription: { productId: number; autoRenew: boolean } | null;
  card: {
    brand: 'visa' | 'mastercard' | 'amex';
    last4: string;
    month: number;
    year: number;
  } | null;
}

function product(id: number): ProductDefinition {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

function planOrder(
  input: {
    productId: number;
    channel: 'card' | 'in_app';
    start: Date;
    province: ProvinceCode;
    referred: boolean;
    promo: boolean;
  },
  d: Dice,
): PlannedOrder {
  const definition = product(input.productId);
  let promo: PromoCode | null = null;
  if (input.promo && input.channel === 'card') {
    const valid = PROMO_CODES.map((code) =>
      validatePromoCode(code.code, definition.id, input.start),
    ).filter((code): code is PromoCode => code !== null);
    if (valid.length > 0) promo = d.pick(valid);
  }
  const q = quote({
    product: definition,
    promo,
    province: input.province,
    now: input.start,
    subscriptionStatus: 'inactive',
    referralBonusMonths: input.referred ? REFERRAL_FRIEND_BONUS_MONTHS : 0,
  });
  return {
    productId: definition.id,
    channel: input.channel,
    totalCents: q.totalCents,
    taxesCents: q.taxesCents,
    months: q.months,
    promoCode: promo?.code ?? null,
    chargeId: input.channel === 'card' && q.totalCents > 0 ? `ch_demo_${d.hex(24)}` : null,
    storeTransactionId: input.channel === 'in_app' ? `demo_${d.hex(24)}` : null,
    startsAt: q.startDate,
    endsAt: q.endDate,
  };
}

function planBilling(
  status: Status,
  options: { province: ProvinceCode; referred: boolean; now: Date; productId?: number },
  d: Dice,
): PlannedBilling {
  const { now, province, referred } = options;
  const none: Omit<PlannedBilling, 'status' | 'createdAt'> = {
    trialStartedAt: null,
    trialEndDate: null,
    subscriptionEndDate: null,
    orders: [],
    subscription: null,
    card: null,
  };
  const card = (): PlannedBilling['card'] => {
    const brand = d.weighted<'visa' | 'mastercard' | 'amex'>([
      ['visa', 60],
      ['mastercard', 30],
      ['amex', 10],
    ]);
    const last4 = brand === 'visa' ? '4242' : brand === 'mastercard' ? '4444' : '0005';
    return { brand, last4, month: d.int(1, 12), year: now.getUTCFullYear() + d.int(1, 4) };
  };

  if (status === 'trial') {
    const createdAt = daysBefore(now, d.between(0.1, 4.5));
    const trialStartedAt = new Date(createdAt.getTime() + d.between(0.2, 1) * HOUR_MS);
    return {
      ...none,
      status,
      createdAt,
      trialStartedAt,
      trialEndDate: trialEndDate(trialStartedAt),
    };
  }

  const lapsedTrial = status === 'inactive' && d.chance(0.6);
  if (lapsedTrial) {
    const createdAt = daysBefore(now, d.between(12, 300));
    const trialStartedAt = new Date(createdAt.getTime() + d.between(0.2, 1) * HOUR_MS);
    return {
      ...none,
      status,
      createdAt,
      trialStartedAt,
      trialEndDate: trialEndDate(trialStartedAt),
    };
  }

  const productId = options.productId ?? (d.chance(0.55) ? 2 : 1);
  const channel = d.chance(0.8) ? 'card' : 'in_app';
  const months = product(productId).number_of_months;
  const planned: PlannedOrder[] = [];
  if (status === 'active' && d.chance(0.3)) {
    // A renewal: the first period ended a little while ago, the second one runs now.
    const first = planOrder(
      {
        productId,
        channel,
        start: daysBefore(now, months * 31 + d.between(2, 50)),
        province,
        referred,
        promo: d.chance(0.2),
      },
      d,
    );
    planned.push(first);
    planned.push(
      planOrder(
        { productId, channel, start: first.endsAt, province, referred: false, promo: false },
        d,
      ),
    );
  } else if (status === 'active') {
    planned.push(
      planOrder(
        {
          productId,
          channel,
          start: daysBefore(now, d.between(1, months * 28)),
          province,
          referred,
          promo: d.chance(0.2),
        },
        d,
      ),
    );
  } else {
    // Lapsed: a period that ended, not renewed.
    planned.push(
      planOrder(
        {
          productId,
          channel,
          start: daysBefore(now, months * 31 + d.between(5, 200)),
          province,
          referred,
          promo: d.chance(0.2),
        },
        d,
      ),
    );
  }
  const firstStart = planned[0]?.startsAt ?? now;
  const hadTrial = d.chance(0.4);
  const createdAt = new Date(
    firstStart.getTime() - d.between(hadTrial ? 1 : 0.05, hadTrial ? 5 : 12) * DAY_MS,
  );
  const trialStartedAt = hadTrial
    ? new Date(createdAt.getTime() + d.between(0.2, 1) * HOUR_MS)
    : null;
  const last = planned[planned.length - 1];
  return {
    status,
    createdAt,
    trialStartedAt,
    trialEndDate: trialStartedAt ? trialEndDate(trialStartedAt) : null,
    subscriptionEndDate: last?.endsAt ?? null,
    orders: planned,
    subscription: {
      productId,
      autoRenew: status === 'active' && channel === 'card' && d.chance(0.85),
    },
    card: channel === 'card' ? card() : null,
  };
}

/* ---------------------------------------------------------------------------------------------- */
/* The plan                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

interface PlannedMember {
  title: string;
  about: string;
  seeking: string;
  answers: NormalisedAnswer[];
  billing: PlannedBilling;
  visibility: 'public' | 'private';
  paused: boolean;
  suspended: boolean;
  /** Why a suspended member is suspended (`moderation`, or `incomplete_gallery`). */
  suspendedReason: string | null;
  pendingPicture: boolean;
  samplePicture: boolean;
  look: number;
  scenes: number[];
  referred: boolean;
}

interface PlannedUser {
  email: string;
  firstName: string;
  lastName: string;
  locale: 'fr' | 'en';
  gender: Gender | null;
  orientations: Orientation[];
  birthday: string | null;
  place: Place | null;
  address1: string | null;
  postalCode: string | null;
  createdAt: Date;
  acceptedTerms: boolean;
  isAdmin: boolean;
  authenticationFlag: 'success' | 'warning' | null;
  eidTries: number;
  member: PlannedMember | null;
}

interface PersonSpec {
  email: string;
  gender: Gender;
  orientations: Orientation[];
  place: Place;
  status: Status;
  age?: number;
  locale?: 'fr' | 'en';
  group?: NameGroup;
  firstName?: string;
  lastName?: string;
  referred?: boolean;
  complete?: boolean;
  productId?: number;
  pictures?: number;
  overlay?: 'paused' | 'suspended' | 'private' | 'pending' | null;
  /** A suspended member's reason (`moderation` by default). */
  suspendedReason?: string;
  warning?: boolean;
}

function planPerson(
  spec: PersonSpec,
  now: Date,
  d: Dice,
  /** Full names already given: nobody gets the same first and last name as someone else. */
  taken: Set<string>,
): PlannedUser {
  const place = spec.place;
  const locale = spec.locale ?? localeFor(place, d);
  const group = spec.group ?? nameGroupFor(place, locale, d);
  let firstName = spec.firstName ?? '';
  let lastName = spec.lastName ?? '';
  for (let attempt = 0; attempt < 20; attempt++) {
    firstName = spec.firstName ?? d.pick(firstNamesFor(group, spec.gender, d.random));
    lastName = spec.lastName ?? d.pick(group.last);
    if (!taken.has(`${firstName} ${lastName}`)) break;
  }
  taken.add(`${firstName} ${lastName}`);
  const age = spec.age ?? randomAge(d);
  const birthday = birthdayFor(age, now, d);
  const plan = planAnswers(
    { gender: spec.gender, age: ageOn(birthday, now), birthday, locale, group },
    d,
    { complete: spec.complete ?? false },
  );
  const { answers: checked, problems } = checkAnswers(plan.inputs, []);
  if (problems.length > 0)
    throw new Error(`Demo answers of ${spec.email} break the rules: ${JSON.stringify(problems)}`);
  const facts: ProfileFacts = {
    ...plan.facts,
    locale,
    gender: spec.gender,
    firstName,
    age: ageOn(birthday, now),
    city: place.city,
    seeking: spec.orientations,
  };
  const billing = planBilling(
    spec.status,
    {
      province: place.province,
      referred: spec.referred ?? false,
      now,
      ...(spec.productId === undefined ? {} : { productId: spec.productId }),
    },
    d,
  );
  const overlay = spec.overlay ?? null;
  const pictureCount = Math.max(
    overlay === 'pending' ? 3 : 2,
    spec.pictures ??
      d.weighted<number>([
        [2, 15],
        [3, 25],
        [4, 30],
        [5, 18],
        [6, 12],
      ]),
  );
  return {
    email: spec.email,
    firstName,
    lastName,
    locale,
    gender: spec.gender,
    orientations: spec.orientations,
    birthday,
    place,
    address1: `${d.int(12, 9800)}, ${d.pick(STREETS[locale])}`,
    postalCode: postalCode(place, d),
    createdAt: billing.createdAt,
    acceptedTerms: true,
    isAdmin: false,
    authenticationFlag: spec.warning ? 'warning' : 'success',
    eidTries: spec.warning ? 2 : 1,
    member: {
      title: profileTitle(facts, d.random),
      about: aboutText(facts, d.random),
      seeking: seekingText(facts, d.random),
      answers: checked,
      billing,
      visibility: overlay === 'private' ? 'private' : 'public',
      paused: overlay === 'paused',
      suspended: overlay === 'suspended',
      suspendedReason: overlay === 'suspended' ? (spec.suspendedReason ?? 'moderation') : null,
      pendingPicture: overlay === 'pending',
      samplePicture: spec.complete ?? false,
      look: d.pick(looksFor(spec.gender, ageOn(birthday, now), d.random)),
      scenes: d.sample(
        Array.from({ length: SCENE_COUNT }, (_, i) => i),
        pictureCount - 1,
      ),
      referred: spec.referred ?? false,
    },
  };
}

/** An exact number of each value, in random order. */
function deck<T>(entries: readonly (readonly [T, number])[], d: Dice): T[] {
  return d.shuffle(entries.flatMap(([value, count]) => Array.from({ length: count }, () => value)));
}

interface WorldPlan {
  people: PlannedUser[];
  /** Indexes (in `people`) of the referred members. */
  referred: number[];
  /** Extra visits through the ambassador's link that did not turn into a sign-up. */
  anonymousVisits: number;
}

function planWorld(count: number, now: Date, d: Dice): WorldPlan {
  const people: PlannedUser[] = [];
  const taken = new Set<string>(['Soutien Rencontres', 'Alex Morin']);

  people.push({
    email: DEMO_ACCOUNTS.support,
    firstName: 'Soutien',
    lastName: 'Rencontres',
    locale: 'fr',
    gender: null,
    orientations: [],
    birthday: null,
    place: null,
    address1: null,
    postalCode: null,
    createdAt: daysBefore(now, 720),
    acceptedTerms: true,
    isAdmin: true,
    authenticationFlag: null,
    eidTries: 0,
    member: null,
  });

  people.push(
    planPerson(
      {
        email: DEMO_ACCOUNTS.demo,
        gender: 'female',
        orientations: ['man', 'woman'],
        place: placeNamed('Le Plateau-Mont-Royal'),
        status: 'active',
        age: 36,
        locale: 'fr',
        group: QUEBECOIS,
        firstName: 'Camille',
        lastName: 'Tremblay',
        complete: true,
        productId: 2,
        pictures: 6,
      },
      now,
      d,
      taken,
    ),
  );

  const ambassador = planPerson(
    {
      email: DEMO_ACCOUNTS.ambassador,
      gender: 'female',
      orientations: ['man'],
      place: placeNamed('Québec'),
      status: 'active',
      age: 44,
      locale: 'fr',
      group: QUEBECOIS,
      firstName: 'Isabelle',
      lastName: 'Gagnon',
      complete: true,
      productId: 1,
      pictures: 4,
    },
    now,
    d,
    taken,
  );
  // The ambassador was there before everyone she referred.
  ambassador.createdAt = daysBefore(now, 600);
  people.push(ambassador);

  people.push({
    email: DEMO_ACCOUNTS.fresh,
    firstName: 'Alex',
    lastName: 'Morin',
    locale: 'fr',
    gender: null,
    orientations: [],
    birthday: null,
    place: null,
    address1: null,
    postalCode: null,
    createdAt: daysBefore(now, 0.02),
    acceptedTerms: false,
    isAdmin: false,
    authenticationFlag: null,
    eidTries: 0,
    member: null,
  });

  // An ambassador who is not a member: the ambassador area alone (no rewards yet).
  people.push({
    email: DEMO_ACCOUNTS.partner,
    firstName: 'Martin',
    lastName: 'Bouchard',
    locale: 'fr',
    gender: null,
    orientations: [],
    birthday: null,
    place: placeNamed('Sherbrooke'),
    address1: null,
    postalCode: null,
    createdAt: daysBefore(now, 30),
    acceptedTerms: true,
    isAdmin: false,
    authenticationFlag: null,
    eidTries: 0,
    member: null,
  });

  if (count <= 0) return { people, referred: [], anonymousVisits: 0 };

  // Who: every gender seeking every gender at least once (search finds someone in each direction).
  const combos: [Gender, Orientation[]][] = GENDERS.flatMap((g) =>
    ORIENTATIONS.map((o): [Gender, Orientation[]] => [g, [o]]),
  );
  const genderOf = (index: number): [Gender, Orientation[]] => {
    const forced = combos[index];
    if (forced) return forced;
    const gender = d.weighted<Gender>([
      ['female', 46],
      ['male', 44],
      ['non_binary', 10],
    ]);
    return [gender, orientationsFor(gender, d)];
  };
  const who = d.shuffle(Array.from({ length: count }, (_, i) => genderOf(i)));

  // Where: a spread of provinces first, then by weight.
  const where = d.shuffle(
    Array.from({ length: count }, (_, i) => {
      const spread = SPREAD_PLACES[i];
      return spread ? placeNamed(spread) : d.weighted(WEIGHTED_PLACES);
    }),
  );

  // Subscription statuses, in exact proportions.
  const trials = Math.max(1, Math.round(count * 0.15));
  const inactive = Math.max(1, Math.round(count * 0.22));
  const active = Math.max(0, count - trials - inactive);
  const statuses = deck<Status>(
    [
      ['active', active],
      ['trial', Math.min(trials, count - active)],
      ['inactive', Math.max(0, count - active - Math.min(trials, count - active))],
    ],
    d,
  );

  // Overlays, on subscribed members (that is where they show): paused, suspended, private, in review.
  const activeIndexes = d.shuffle(
    statuses.flatMap((status, i) => (status === 'active' ? [i] : [])),
  );
  const overlays = new Map<number, NonNullable<PersonSpec['overlay']>>();
  const overlayCounts: [NonNullable<PersonSpec['overlay']>, number][] = [
    ['paused', Math.max(1, Math.round(count * 0.04))],
    ['suspended', Math.max(1, Math.round(count * 0.03))],
    ['private', Math.max(1, Math.round(count * 0.04))],
    ['pending', Math.max(1, Math.round(count * 0.04))],
  ];
  for (const [overlay, n] of overlayCounts) {
    for (let k = 0; k < n && activeIndexes.length > 0; k++) {
      const index = activeIndexes.pop();
      if (index !== undefined) overlays.set(index, overlay);
    }
  }

  // Referred by the ambassador: mostly subscribers (rewards), a few still in trial or lapsed.
  const referredCount = Math.min(20, Math.max(3, Math.round(count * 0.05)));
  const referredSubscribers = activeIndexes.splice(0, Math.ceil(referredCount * 0.7));
  const others = d.shuffle(statuses.flatMap((status, i) => (status !== 'active' ? [i] : [])));
  const referred = new Set<number>([
    ...referredSubscribers,
    ...others.slice(0, referredCount - referredSubscribers.length),
  ]);

  const warnings = new Set(d.sample(activeIndexes, Math.max(1, Math.round(count * 0.03))));

  const referredPeople: number[] = [];
  for (let i = 0; i < count; i++) {
    const [gender, orientations] = who[i] ?? ['female', ['man']];
    const status = statuses[i] ?? 'active';
    if (referred.has(i)) referredPeople.push(people.length);
    people.push(
      planPerson(
        {
          email: memberEmail(i + 1),
          gender,
          orientations,
          place: where[i] ?? placeNamed('Montréal'),
          status,
          referred: referred.has(i),
          overlay: overlays.get(i) ?? null,
          warning: warnings.has(i),
        },
        now,
        d,
        taken,
      ),
    );
  }
  // One member in each state of the protection view, planned last so the others stay as they were.
  const states: [
    string,
    Pick<PersonSpec, 'status' | 'overlay' | 'suspendedReason' | 'pictures'>,
    string,
  ][] = [
    [DEMO_ACCOUNTS.unsubscribed, { status: 'inactive' }, 'Laval'],
    [DEMO_ACCOUNTS.suspended, { status: 'active', overlay: 'suspended' }, 'Sherbrooke'],
    [
      DEMO_ACCOUNTS.incompleteGallery,
      {
        status: 'active',
        overlay: 'suspended',
        suspendedReason: 'incomplete_gallery',
        pictures: 1,
      },
      'Gatineau',
    ],
    [DEMO_ACCOUNTS.paused, { status: 'active', overlay: 'paused' }, 'Longueuil'],
  ];
  for (const [email, state, city] of states) {
    people.push(
      planPerson(
        { email, gender: 'male', orientations: ['woman'], place: placeNamed(city), ...state },
        now,
        d,
        taken,
      ),
    );
  }
  return { people, referred: referredPeople, anonymousVisits: referredCount * 3 };
}

/* ---------------------------------------------------------------------------------------------- */
/* Writing                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

export interface DemoSeedSummary {
  /** False when the demo world was already there (nothing written). */
  seeded: boolean;
  users: number;
  members: number;
  answers: number;
  pictures: number;
  files: number;
  orders: number;
  subscriptions: number;
  referralVisits: number;
  referralRewards: number;
  /** Members per subscription status. */
  statuses: Record<Status, number>;
  provinces: number;
  milliseconds: number;
  logins: DemoLogin[];
}

export interface SeedOptions {
  /** Members besides the named demo accounts; 300 by default. */
  members?: number;
  /** The generator behind every choice; `createRandom(DEMO_SEED)` by default. */
  random?: () => number;
  /** Progress lines. */
  log?: (line: string) => void;
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Seeds the demo world unless it is already there (then `seeded` is false and nothing is written).
 * See the top of this file for what it contains.
 */
export async function seedDemoWorld(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  options: SeedOptions = {},
): Promise<DemoSeedSummary> {
  const started = Date.now();
  const count = Math.max(0, Math.floor(options.members ?? DEFAULT_MEMBER_COUNT));
  const log = options.log ?? (() => undefined);
  const empty: DemoSeedSummary = {
    seeded: false,
    users: 0,
    members: 0,
    answers: 0,
    pictures: 0,
    files: 0,
    orders: 0,
    subscriptions: 0,
    referralVisits: 0,
    referralRewards: 0,
    statuses: { active: 0, trial: 0, inactive: 0 },
    provinces: 0,
    milliseconds: 0,
    logins: demoLogins(count),
  };
  if (await isDemoSeeded(services)) {
    log('The demo world is already there: nothing to seed.');
    return { ...empty, logins: await existingLogins(services), milliseconds: Date.now() - started };
  }

  const now = services.now();
  const d = dice(options.random ?? createRandom());
  const world = planWorld(count, now, d);
  const withMembers = world.people.filter((person) => person.member !== null);
  log(`Demo world: planned ${world.people.length} accounts; rendering pictures and writing rows…`);

  // Pictures render (libvips threads) while the rows are inserted; the password hashes meanwhile.
  const portraitsReady = renderPortraits(
    withMembers.map((person) => ({
      look: person.member?.look ?? 0,
      initials: initialsOf(person.firstName, person.lastName),
    })),
  );
  const scenesReady = renderScenes();
  // Awaited below; until then a failure must not surface as an unhandled rejection.
  portraitsReady.catch(() => undefined);
  scenesReady.catch(() => undefined);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const storage = storageFor(services.config);
  const summary = await services.db.transaction(async (tx) => {
    // Users
    const userIds = new Map<string, number>();
    for (const batch of chunks(world.people, 500)) {
      const rows = await tx
        .insert(users)
        .values(
          batch.map((person) => ({
            email: person.email,
            passwordHash,
            firstName: person.firstName,
            lastName: person.lastName,
            birthday: person.birthday,
            address1: person.address1,
            city: person.place?.city ?? null,
            state: person.place?.province ?? null,
            country: 'ca',
            postalCode: person.postalCode,
            locale: person.locale,
            gender: person.gender,
            sexualOrientations: person.orientations,
            acceptedTermsDate: person.acceptedTerms ? person.createdAt : null,
            emailVerifiedAt: new Date(person.createdAt.getTime() + 10 * 60_000),
            eidTries: person.eidTries,
            authenticationFlag: person.authenticationFlag,
            isAdmin: person.isAdmin,
            newsletterSubscribedAt: person.member && d.chance(0.4) ? person.createdAt : null,
            createdAt: person.createdAt,
            updatedAt: now,
          })),
        )
        .returning({ id: users.id, email: users.email });
      for (const row of rows) userIds.set(row.email, row.id);
    }
    const userIdOf = (email: string): number => {
      const id = userIds.get(email);
      if (id === undefined) throw new Error(`No user for ${email}`);
      return id;
    };

    // Members (the fresh account has an empty one, as registration makes it)
    const memberRows = world.people.flatMap((person) => {
      const userId = userIdOf(person.email);
      if (person.email === DEMO_ACCOUNTS.fresh)
        return [{ userId, createdAt: person.createdAt, updatedAt: now }];
      const member = person.member;
      if (!member) return [];
      const billing = member.billing;
      return [
        {
          userId,
          title: member.title,
          about: member.about,
          seeking: member.seeking,
          onboardingStep: 'payment',
          onboardingCompleted: true,
          subscriptionStatus: billing.status,
          trialStartedAt: billing.trialStartedAt,
          trialEndDate: billing.trialEndDate,
          subscriptionEndDate: billing.subscriptionEndDate,
          visibility: member.visibility,
          paused: member.paused,
          suspended: member.suspended,
          suspendedReason: member.suspendedReason,
          createdAt: person.createdAt,
          updatedAt: now,
        },
      ];
    });
    const memberIds = new Map<number, number>();
    for (const batch of chunks(memberRows, 500)) {
      const rows = await tx
        .insert(members)
        .values(batch)
        .returning({ id: members.id, userId: members.userId });
      for (const row of rows) memberIds.set(row.userId, row.id);
    }
    const memberIdOf = (email: string): number => {
      const id = memberIds.get(userIdOf(email));
      if (id === undefined) throw new Error(`No member for ${email}`);
      return id;
    };

    // Answers
    const answerRows = withMembers.flatMap((person) =>
      (person.member?.answers ?? []).map((answer) => ({
        memberId: memberIdOf(person.email),
        questionId: answer.questionId,
        value: answer.value,
        optionIds: answer.optionIds,
        createdAt: person.createdAt,
        updatedAt: person.createdAt,
      })),
    );
    for (const batch of chunks(answerRows, 1000)) await tx.insert(answers).values(batch);
    log(`  ${memberRows.length} members and ${answerRows.length} answers`);

    // Cards, orders and subscriptions
    const billed = withMembers.filter((person) => (person.member?.billing.orders.length ?? 0) > 0);
    const cardIds = new Map<number, number>();
    const cards = billed.flatMap((person) => {
      const card = person.member?.billing.card;
      return card
        ? [
            {
              userId: userIdOf(person.email),
              gatewayToken: `tok_demo_${d.hex(24)}`,
              brand: card.brand,
              last4: card.last4,
              expiryMonth: card.month,
              expiryYear: card.year,
              createdAt: person.member?.billing.orders[0]?.startsAt ?? now,
              updatedAt: now,
            },
          ]
        : [];
    });
    for (const batch of chunks(cards, 500)) {
      const rows = await tx
        .insert(paymentSources)
        .values(batch)
        .returning({ id: paymentSources.id, userId: paymentSources.userId });
      for (const row of rows) cardIds.set(row.userId, row.id);
    }
    const orderRows = billed.flatMap((person) =>
      (person.member?.billing.orders ?? []).map((order) => ({
        userId: userIdOf(person.email),
        productId: order.productId,
        channel: order.channel,
        status: 'paid',
        totalCents: order.totalCents,
        taxesCents: order.taxesCents,
        months: order.months,
        promoCode: order.promoCode,
        chargeId: order.chargeId,
        storeTransactionId: order.storeTransactionId,
        startsAt: order.startsAt,
        endsAt: order.endsAt,
        createdAt: order.startsAt,
        updatedAt: order.startsAt,
      })),
    );
    const firstOrderOf = new Map<number, number>();
    for (const batch of chunks(orderRows, 500)) {
      const rows = await tx
        .insert(orders)
        .values(batch)
        .returning({ id: orders.id, userId: orders.userId });
      for (const row of rows)
        if (!firstOrderOf.has(row.userId)) firstOrderOf.set(row.userId, row.id);
    }
    const subscriptionRows = billed.flatMap((person) => {
      const subscription = person.member?.billing.subscription;
      if (!subscription) return [];
      const userId = userIdOf(person.email);
      return [
        {
          userId,
          productId: subscription.productId,
          autoRenew: subscription.autoRenew,
          paymentSourceId: cardIds.get(userId) ?? null,
          createdAt: person.member?.billing.orders[0]?.startsAt ?? now,
          updatedAt: now,
        },
      ];
    });
    for (const batch of chunks(subscriptionRows, 500)) await tx.insert(subscriptions).values(batch);

    // The ambassador, her link's visits and her rewards
    const ambassadorPerson = world.people.find((p) => p.email === DEMO_ACCOUNTS.ambassador);
    const [ambassador] = await tx
      .insert(ambassadors)
      .values({
        userId: userIdOf(DEMO_ACCOUNTS.ambassador),
        code: AMBASSADOR_CODE,
        objective: 'additional_income',
        requiresNas: false,
        createdAt: ambassadorPerson?.createdAt ?? now,
        updatedAt: now,
      })
      .returning({ id: ambassadors.id });
    if (!ambassador) throw new Error('The ambassador was not created');
    // The ambassador-only partner; an administrator asked for the SIN (requires_nas).
    await tx.insert(ambassadors).values({
      userId: userIdOf(DEMO_ACCOUNTS.partner),
      code: PARTNER_CODE,
      objective: null,
      requiresNas: true,
      createdAt: now,
      updatedAt: now,
    });
    const visits = [
      ...world.referred.map((index) => {
        const person = world.people[index];
        if (!person) throw new Error(`No referred person ${index}`);
        return {
          ambassadorId: ambassador.id,
          deviceRef: d.uuid(),
          referredUserId: userIdOf(person.email),
          createdAt: new Date(person.createdAt.getTime() - d.between(0.5, 72) * HOUR_MS),
          updatedAt: person.createdAt,
        };
      }),
      ...Array.from({ length: world.anonymousVisits }, () => {
        const at = daysBefore(now, d.between(0.1, 400));
        return {
          ambassadorId: ambassador.id,
          deviceRef: d.uuid(),
          referredUserId: null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    ];
    if (visits.length > 0) await tx.insert(referralVisits).values(visits);
    const rewards = world.referred.flatMap((index) => {
      const person = world.people[index];
      if (!person) return [];
      const userId = userIdOf(person.email);
      const orderId = firstOrderOf.get(userId);
      const firstOrder = person.member?.billing.orders[0];
      if (orderId === undefined || !firstOrder) return [];
      const claimed = firstOrder.startsAt.getTime() < now.getTime() - 45 * DAY_MS && d.chance(0.7);
      return [
        {
          ambassadorId: ambassador.id,
          referredUserId: userId,
          orderId,
          amountCents: REFERRAL_REWARD_CENTS,
          claimedAt: claimed
            ? new Date(firstOrder.startsAt.getTime() + d.between(30, 40) * DAY_MS)
            : null,
          createdAt: firstOrder.startsAt,
          updatedAt: now,
        },
      ];
    });
    if (rewards.length > 0) await tx.insert(referralRewards).values(rewards);
    const claims = await seedAmbassadorHistory(tx, { ambassadorId: ambassador.id, now });
    const content = await seedContent(tx, { now, storage, random: d.random });
    log(
      `  ${content.articles} articles and videos by ${content.specialists} specialists, ${content.votes} votes, ${content.quotes} daily quotes; ${claims.approvedClaims} approved and ${claims.pendingClaims} pending balance claims`,
    );

    const area = await seedMembersArea(tx, {
      now,
      random: d.random,
      demoEmail: DEMO_ACCOUNTS.demo,
    });
    log(
      `  ${area.located} members located, ${area.favorites} favourites, ${area.blocks} blocks, ${area.reports} reports`,
    );
    const talks = await seedConversations(tx, {
      now,
      random: d.random,
      storage,
      demoEmail: DEMO_ACCOUNTS.demo,
      supportEmail: DEMO_ACCOUNTS.support,
    });
    log(`  ${talks.conversations} conversations, ${talks.messages} messages, ${talks.files} files`);

    // Pictures: each member's own files, then the rows (portrait first, reviewed)
    const [portraits, scenes] = await Promise.all([portraitsReady, scenesReady]);
    const files: { key: string; bytes: Buffer }[] = [];
    const pictureRows: (typeof pictures.$inferInsert)[] = [];
    const mediaRows: (typeof memberMedia.$inferInsert)[] = [];
    withMembers.forEach((person, index) => {
      const member = person.member;
      const portrait = portraits[index];
      if (!member || !portrait) return;
      const memberId = memberIdOf(person.email);
      const gallery: RenderedPicture[] = [
        portrait,
        ...member.scenes.map((scene) => {
          const rendered = scenes[scene];
          if (!rendered) throw new Error(`No scene ${scene}`);
          return rendered;
        }),
      ];
      const joined = person.createdAt.getTime();
      gallery.forEach((picture, position) => {
        const name = `pictures/${memberId}/${d.uuid()}`;
        files.push({ key: `${name}.jpg`, bytes: picture.image });
        files.push({ key: `${name}-300.jpg`, bytes: picture.thumbnail });
        const pending = member.pendingPicture && position === gallery.length - 1;
        const added = pending
          ? new Date(now.getTime() - d.between(1, 20) * HOUR_MS)
          : new Date(joined + (position + 1) * 10 * 60_000);
        pictureRows.push({
          memberId,
          key: `${name}.jpg`,
          thumbnailKey: `${name}-300.jpg`,
          position,
          status: pending
            ? 'pending'
            : position === 0
              ? 'portrait'
              : position === 1 && d.chance(0.15)
                ? 'authenticated'
                : 'validated',
          reviewedAt: pending ? null : new Date(added.getTime() + d.between(1, 20) * HOUR_MS),
          createdAt: added,
          updatedAt: added,
        });
      });
      let sampleKey: string | null = null;
      if (member.samplePicture) {
        sampleKey = `samples/${memberId}/${d.uuid()}.jpg`;
        files.push({ key: sampleKey, bytes: portrait.image });
      }
      mediaRows.push({
        memberId,
        samplePictureKey: sampleKey,
        // The member suspended for an incomplete album has had it incomplete past the 72 hours.
        galleryIncompleteSince:
          member.suspendedReason === 'incomplete_gallery' ? daysBefore(now, 4) : null,
        createdAt: person.createdAt,
        updatedAt: now,
      });
    });
    await mapLimit(files, 16, (file) => storage.put(file.key, file.bytes));
    for (const batch of chunks(pictureRows, 1000)) await tx.insert(pictures).values(batch);
    for (const batch of chunks(mediaRows, 1000)) await tx.insert(memberMedia).values(batch);
    log(`  ${pictureRows.length} pictures (${files.length} files)`);
    await seedSettingsProfile(tx, { sourceEmail: DEMO_ACCOUNTS.demo, now });
    await seedSubscriptionAccounts(tx, { now, passwordHash });
    await seedAmbassadorClaim(tx, { now, passwordHash });

    const statuses: Record<Status, number> = { active: 0, trial: 0, inactive: 0 };
    for (const person of withMembers) {
      const status = person.member?.billing.status;
      if (status) statuses[status] += 1;
    }
    return {
      seeded: true,
      users: world.people.length,
      members: memberRows.length,
      answers: answerRows.length,
      pictures: pictureRows.length,
      files: files.length,
      orders: orderRows.length,
      subscriptions: subscriptionRows.length,
      referralVisits: visits.length,
      referralRewards: rewards.length,
      statuses,
      provinces: new Set(withMembers.map((person) => person.place?.province)).size,
      milliseconds: 0,
      logins: demoLogins(count),
    } satisfies DemoSeedSummary;
  });
  return { ...summary, milliseconds: Date.now() - started };
}

/**
 * What `npm start` does: seeds the demo world when the database has no user yet (unless `enabled` is
 * false), and returns the lines to print (the logins whenever the demo world is there).
 */
export async function seedDemoOnStart(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  options: SeedOptions & { enabled: boolean },
): Promise<string[]> {
  if (options.enabled && (await countUsers(services)) === 0) {
    return describeDemoWorld(await seedDemoWorld(services, options));
  }
  if (await isDemoSeeded(services)) {
    return describeDemoWorld({ seeded: false, logins: await existingLogins(services) });
  }
  return [];
}

const dollars = (cents: number) => `${toDollars(cents).toFixed(2)} $`;

/** The summary and the logins, as printed by `npm start` and the seed command. */
export function describeDemoWorld(
  summary: Pick<DemoSeedSummary, 'seeded' | 'logins'> & Partial<DemoSeedSummary>,
): string[] {
  const lines: string[] = [];
  if (summary.seeded) {
    const s = summary.statuses ?? { active: 0, trial: 0, inactive: 0 };
    lines.push(
      `Demo world seeded in ${((summary.milliseconds ?? 0) / 1000).toFixed(1)} s: ${summary.members ?? 0} members in ${summary.provinces ?? 0} provinces (${s.active} subscribed, ${s.trial} in trial, ${s.inactive} inactive), ${summary.answers ?? 0} answers, ${summary.pictures ?? 0} pictures, ${summary.orders ?? 0} orders, ${summary.referralVisits ?? 0} referral visits and ${summary.referralRewards ?? 0} rewards.`,
    );
  }
  const width = Math.max(...summary.logins.map((login) => login.email.length));
  lines.push(`Demo logins (password ${DEMO_PASSWORD} for every account):`);
  for (const login of summary.logins) lines.push(`  ${login.email.padEnd(width)}  ${login.role}`);
  lines.push(
    `Products: ${PRODUCTS.map(
      (p) =>
        `${p.name.en} ${dollars(p.price_cents)}${p.price_before_sale_cents === null ? '' : ` (instead of ${dollars(p.price_before_sale_cents)})`}`,
    ).join(', ')}.`,
  );
  lines.push(
    `Promo codes: ${PROMO_CODES.map((code) => {
      const rebate =
        code.rebate_type === 'percentage'
          ? code.rebate_value > 0
            ? `${code.rebate_value} % off`
            : ''
          : `${code.rebate_value} $ off`;
      const months = code.additional_months > 0 ? `+${code.additional_months} month` : '';
      const scope = code.product_ids
        ? ` (${code.product_ids.map((id) => product(id).name.en).join(', ')})`
        : '';
      const expired =
        code.expires_at !== null && Date.parse(code.expires_at) <= Date.now() ? ' (expired)' : '';
      return `${code.code} ${[rebate, months].filter(Boolean).join(', ')}${scope}${expired}`;
    }).join('; ')}. Test card 4242 4242 4242 4242.`,
  );
  return lines;
}
