/** The demo members' answers to the profile questions. */
import {
  findQuestion,
  LONG_QUESTION_NAMES,
  type LongQuestionName,
  type QuestionName,
  SHORT_QUESTION_NAMES,
  type ShortQuestionName,
  zodiacSignFor,
} from '../data/questions';
import type { AnswerInput } from '../modules/answers/rules';
import type { NameGroup } from './names';
import { growthAnswer, longAnswer, type ProfileFacts, shortAnswer } from './texts';
import type { Dice } from './dice';
import type { Gender } from './people';

/* ---------------------------------------------------------------------------------------------- */
/* Answers                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

export const questionId = (name: QuestionName): number => {
  const question = findQuestion(name);
  if (!question) throw new Error(`No question ${name}`);
  return question.id;
};

export const optionIds = (name: QuestionName): number[] =>
  (findQuestion(name)?.options ?? []).map((option) => option.id);

/** The `religion` options by community (weights); `DEFAULT_RELIGIONS` for the others. */
export const DEFAULT_RELIGIONS = {
  2101: 60,
  2102: 12,
  2104: 6,
  2106: 4,
  2108: 4,
  2110: 4,
  2111: 10,
};
export const RELIGIONS: Readonly<Record<string, Readonly<Record<number, number>>>> = {
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

export interface AnswerPlan {
  inputs: AnswerInput[];
  facts: Omit<ProfileFacts, 'locale' | 'gender' | 'firstName' | 'age' | 'city' | 'seeking'>;
}

export function planAnswers(
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
