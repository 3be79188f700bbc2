/** The demo people: genders, orientations, places, languages, names, addresses and ages. */
import { type Place, PLACES } from '../data/places';
import { ACADIAN, ENGLISH_SPEAKERS, FRENCH_SPEAKERS, type NameGroup } from './names';
import { daysBefore, type Dice, isoDate } from './dice';

/* ---------------------------------------------------------------------------------------------- */
/* People                                                                                           */
/* ---------------------------------------------------------------------------------------------- */

export type Gender = 'female' | 'male' | 'non_binary';
export type Orientation = 'man' | 'woman' | 'non_binary';
export type Status = 'active' | 'trial' | 'inactive';

export const GENDERS: readonly Gender[] = ['female', 'male', 'non_binary'];
export const ORIENTATIONS: readonly Orientation[] = ['woman', 'man', 'non_binary'];

export function orientationsFor(gender: Gender, d: Dice): Orientation[] {
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
export const PLACE_WEIGHTS: Readonly<Record<string, number>> = {
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

export function placeWeight(place: Place): number {
  const named = PLACE_WEIGHTS[place.name];
  if (named !== undefined) return named;
  if (place.city === 'Montréal') return 2.2;
  if (place.city === 'Québec') return 2;
  if (place.city === 'Toronto' || place.city === 'Ottawa') return 1.5;
  if (place.province === 'QC') return 1.1;
  if (['YT', 'NT', 'NU'].includes(place.province)) return 0.2;
  return 0.7;
}

export const WEIGHTED_PLACES: readonly (readonly [Place, number])[] = PLACES.map((place) => [
  place,
  placeWeight(place),
]);

/** Places that guarantee a spread across provinces in even a small world. */
export const SPREAD_PLACES = [
  'Montréal',
  'Toronto',
  'Vancouver',
  'Calgary',
  'Moncton',
  'Québec',
  'Winnipeg',
  'Halifax',
];

export function placeNamed(name: string): Place {
  const place = PLACES.find((p) => p.name === name);
  if (!place) throw new Error(`No place named ${name}`);
  return place;
}

export const FRANCOPHONE_OUTSIDE_QUEBEC: ReadonlySet<string> = new Set([
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

export function localeFor(place: Place, d: Dice): 'fr' | 'en' {
  if (place.province === 'QC')
    return d.chance(place.city === 'Montréal' ? 0.82 : 0.93) ? 'fr' : 'en';
  if (FRANCOPHONE_OUTSIDE_QUEBEC.has(place.name)) return d.chance(0.55) ? 'fr' : 'en';
  return d.chance(0.07) ? 'fr' : 'en';
}

export function nameGroupFor(place: Place, locale: 'fr' | 'en', d: Dice): NameGroup {
  if (locale === 'fr' && ['NB', 'NS', 'PE'].includes(place.province) && d.chance(0.75))
    return ACADIAN;
  return d.weighted(locale === 'fr' ? FRENCH_SPEAKERS : ENGLISH_SPEAKERS);
}

export const STREETS = {
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

export function postalCode(place: Place, d: Dice): string {
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${place.postal_prefix} ${d.int(1, 9)}${d.pick(letters.split(''))}${d.int(0, 9)}`;
}

/** A birthday giving `age` today (UTC). */
export function birthdayFor(age: number, now: Date, d: Dice): string {
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

export function randomAge(d: Dice): number {
  const [min, max] = d.weighted<[number, number]>([
    [[25, 34], 26],
    [[35, 44], 30],
    [[45, 54], 24],
    [[55, 64], 14],
    [[65, 74], 6],
  ]);
  return d.int(min, max);
}
