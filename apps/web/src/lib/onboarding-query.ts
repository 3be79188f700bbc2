import type { components } from '@app/client';
import { genderValues, sexualOrientationValues } from '@app/openapi/enums';
import { cookieStore, type KeyValueStore } from './storage';

type Gender = components['schemas']['Gender'];
type SexualOrientation = components['schemas']['SexualOrientation'];

export const ONBOARDING_COOKIE_DAYS = 7;
const GENDER_COOKIE = 'onboarding_gender';
const ORIENTATIONS_COOKIE = 'onboarding_sexual_orientations';
const GENDERS: readonly Gender[] = genderValues;
const ORIENTATIONS: readonly SexualOrientation[] = sexualOrientationValues;

const isGender = (value: unknown): value is Gender => GENDERS.includes(value as Gender);
const isOrientation = (value: unknown): value is SexualOrientation =>
  ORIENTATIONS.includes(value as SexualOrientation);

/**
 * Keeps the onboarding queries `gender` and `sexual_orientations[]` (from the marketing site) in
 * cookies for a week, so that the wizard can preselect them.
 */
export function storeOnboardingQuery(search: string, cookies: KeyValueStore = cookieStore): void {
  const query = new URLSearchParams(search);
  const gender = query.get('gender');
  if (isGender(gender)) cookies.set(GENDER_COOKIE, gender, { days: ONBOARDING_COOKIE_DAYS });
  const orientations = [
    ...query.getAll('sexual_orientations[]'),
    ...query.getAll('sexual_orientations'),
  ]
    .flatMap((value) => value.split(','))
    .filter(isOrientation);
  if (orientations.length > 0) {
    cookies.set(ORIENTATIONS_COOKIE, [...new Set(orientations)].join(','), {
      days: ONBOARDING_COOKIE_DAYS,
    });
  }
}

/** The gender and orientations kept from the onboarding queries, if any. */
export function storedOnboardingChoices(cookies: KeyValueStore = cookieStore): {
  gender: Gender | undefined;
  sexualOrientations: SexualOrientation[];
} {
  const gender = cookies.get(GENDER_COOKIE);
  return {
    gender: isGender(gender) ? gender : undefined,
    sexualOrientations: (cookies.get(ORIENTATIONS_COOKIE) ?? '').split(',').filter(isOrientation),
  };
}
