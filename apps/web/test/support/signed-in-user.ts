/** A signed-in member as `GET /account` answers for them, with a saved search (`settings`). */
export function signedInUser({
  onboardingCompleted = true,
  filters = { age_min: 30, smoker: '' },
  sort = 'values',
}: { onboardingCompleted?: boolean; filters?: Record<string, unknown>; sort?: string } = {}) {
  return {
    id: 4,
    email: 'membre@demo.test',
    first_name: 'Alex',
    accepted_terms_date: '2026-01-01',
    blocked: false,
    ambassador: null,
    member: { id: 3, onboarding_completed: onboardingCompleted, onboarding_step: null },
    settings: { filters, sort },
  };
}
