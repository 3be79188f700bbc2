/** The demo world planned in memory, before anything is written. */
import type { Place } from '../data/places';
import { checkAnswers, type NormalisedAnswer } from '../modules/answers/rules';
import { firstNamesFor, type NameGroup, QUEBECOIS } from './names';
import { looksFor, SCENE_COUNT } from './pictures';
import { aboutText, type ProfileFacts, profileTitle, seekingText } from './texts';
import { DEMO_ACCOUNTS, memberEmail } from './accounts';
import { daysBefore, type Dice } from './dice';
import {
  ageOn,
  birthdayFor,
  type Gender,
  GENDERS,
  localeFor,
  nameGroupFor,
  type Orientation,
  ORIENTATIONS,
  orientationsFor,
  placeNamed,
  postalCode,
  randomAge,
  SPREAD_PLACES,
  type Status,
  STREETS,
  WEIGHTED_PLACES,
} from './people';
import { planAnswers } from './answers';
import { planBilling, type PlannedBilling } from './billing';

/* ---------------------------------------------------------------------------------------------- */
/* The plan                                                                                         */
/* ---------------------------------------------------------------------------------------------- */

export interface PlannedMember {
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

export interface PlannedUser {
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

export interface PersonSpec {
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

export function planPerson(
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
export function deck<T>(entries: readonly (readonly [T, number])[], d: Dice): T[] {
  return d.shuffle(entries.flatMap(([value, count]) => Array.from({ length: count }, () => value)));
}

export interface WorldPlan {
  people: PlannedUser[];
  /** Indexes (in `people`) of the referred members. */
  referred: number[];
  /** Extra visits through the ambassador's link that did not turn into a sign-up. */
  anonymousVisits: number;
}

export function planWorld(count: number, now: Date, d: Dice): WorldPlan {
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
