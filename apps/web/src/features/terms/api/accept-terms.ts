import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

/** `POST onboarding/accept-terms` (the terms step): sets `accepted_terms_date`. */
export async function acceptOnboardingTerms(): Promise<void> {
  await unwrap(api().POST('/onboarding/accept-terms'));
}

/** `PATCH api/content/terms/accept` (the new-terms modal). */
export async function acceptNewTerms(): Promise<void> {
  await unwrap(api().PATCH('/api/content/terms/accept'));
}
