import type { components } from '@app/client';
import type { ProfileAnswer } from '@app/ui/profile-sections';
import { visibleAnswers } from '@app/ui/profile-sections';
import type { Locale } from '../../../i18n/locales';

type Answer = components['schemas']['Answer'];

/** The single questions of the details box (spec 02, section 2: Profile). */
export const DETAIL_NAMES = [
  'current_occupation',
  'education_level',
  'religious_beliefs',
  'religion',
  'family_situation',
  'kids_living_with',
  'want_to_have_children',
  'smoking',
  'smoking_frequency',
  'smoking_tolerance_level',
  'alcohol_consumption_frequency',
  'food_preferences',
  'accepts_persons_with_limitations',
] as const;

/** What each section of the profile shows, from a member's answers (empty answers are ignored). */
export interface ProfileAnswers {
  objective: string | undefined;
  height: number | undefined;
  silhouette: string | undefined;
  languages: string[];
  details: ProfileAnswer[];
  values: string[];
  traits: string[];
  interests: { label: string; iconSrc: string | null | undefined }[];
  short: ProfileAnswer[];
  long: ProfileAnswer[];
  personalDevelopment: string | undefined;
  personalDevelopmentDescription: string | undefined;
}

const labelsOf = (answer: Answer | undefined) =>
  answer?.options.map((option) => option.label) ?? [];

const toProfileAnswer = (answer: Answer): ProfileAnswer => ({
  question: answer.question?.label ?? answer.question?.text ?? '',
  value: answer.value,
  options: answer.options,
});

function text(value: Answer['value'] | undefined): string | undefined {
  if (value == null) return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Sorts a member's answers into the profile's sections by their question's name and group. */
export function profileAnswers(
  answers: readonly Answer[] | undefined,
  locale: Locale,
): ProfileAnswers {
  const shown = visibleAnswers(answers);
  const byName = new Map<string, Answer>();
  for (const answer of shown) {
    const name = answer.question?.name;
    if (
      name &&
      answer.question?.type !== 'ShortQuestionType' &&
      answer.question?.type !== 'LongQuestionType'
    )
      byName.set(name, answer);
  }
  const height = byName.get('height')?.value;
  const development = byName.get('personal_development_importance')?.options[0];
  return {
    objective: labelsOf(byName.get('objective'))[0],
    height: typeof height === 'number' ? height : height ? Number(height) || undefined : undefined,
    silhouette: labelsOf(byName.get('silhouette'))[0],
    languages: labelsOf(byName.get('languages')),
    details: DETAIL_NAMES.flatMap((name) => {
      const answer = byName.get(name);
      return answer ? [toProfileAnswer(answer)] : [];
    }),
    values: labelsOf(byName.get('values')),
    traits: labelsOf(byName.get('personality_traits')),
    interests: (byName.get('areas_of_interest')?.options ?? []).map((option) => ({
      label: option.label,
      iconSrc: option.properties?.icon_path,
    })),
    // The zodiac comes from the user (`user.zodiac`), so its short answer is not repeated.
    short: shown
      .filter(
        (answer) =>
          answer.question?.type === 'ShortQuestionType' && answer.question.name !== 'zodiac',
      )
      .map(toProfileAnswer),
    long: shown
      .filter((answer) => answer.question?.type === 'LongQuestionType')
      .map(toProfileAnswer),
    personalDevelopment: development?.properties?.sentence?.[locale] ?? development?.label,
    personalDevelopmentDescription: text(
      byName.get('personal_development_importance_description')?.value,
    ),
  };
}
