import { describe, expect, it } from 'vitest';
import { guard, homeDecision, needsSteps, type GuardedRoute, type GuardUser } from './guards';
import { ONBOARDING_STEPS, type OnboardingStep } from './onboarding-steps';

const WEBSITE = 'https://site.example';
const steps: OnboardingStep[] = [...ONBOARDING_STEPS];

const member = (
  onboardingStep: OnboardingStep | null,
  more: Partial<GuardUser> = {},
  completed = false,
): GuardUser => ({
  blocked: false,
  acceptedTerms: true,
  ambassador: false,
  member: { onboardingCompleted: completed, onboardingStep },
  ...more,
});

/** The user states of the spec. */
const states = {
  guest: null,
  blocked: member('height', { blocked: true }),
  termsPending: member(null, { acceptedTerms: false }),
  atFirstStep: member(null),
  atHeight: member('height'),
  completed: member('payment', {}, true),
  ambassadorOnly: { blocked: false, acceptedTerms: true, ambassador: true, member: null },
  ambassadorOnboarding: member('gender', { ambassador: true }),
  ambassadorMember: member('payment', { ambassador: true }, true),
  neither: { blocked: false, acceptedTerms: true, ambassador: false, member: null },
} satisfies Record<string, GuardUser | null>;
type State = keyof typeof states;

/** The routes of spec 01 section 2 and spec 02 section 2. */
const routes = {
  home: { name: 'home' },
  login: { name: 'login' },
  loginRedirect: { name: 'login', redirect: '/member/favorites' },
  loginForeignRedirect: { name: 'login', redirect: '//evil.example' },
  forgot: { name: 'forgot-password' },
  reset: { name: 'reset-password' },
  blocked: { name: 'blocked' },
  onboarding: { name: 'onboarding' },
  onboardingUnknown: { name: 'onboarding.unknown' },
  onboardingHome: { name: 'onboarding.home' },
  onboardingStart: { name: 'onboarding.start' },
  register: { name: 'onboarding.register' },
  terms: { name: 'onboarding.terms' },
  stepGender: { name: 'onboarding.step', step: 'gender', steps },
  stepHeight: { name: 'onboarding.step', step: 'height', steps },
  stepPayment: { name: 'onboarding.step', step: 'payment', steps },
  stepUnknown: { name: 'onboarding.step', step: 'favourite-colour', steps },
  success: { name: 'onboarding.success' },
  member: { name: 'member', path: '/member/search?x=1' },
  ambassador: { name: 'ambassador', path: '/ambassador/rewards' },
  legal: { name: 'public' },
} satisfies Record<string, GuardedRoute>;
type Route = keyof typeof routes;

const ok = 'allow';
const out = 'external';
const first = '/onboarding/step/gender';
const height = '/onboarding/step/height';

/** Every state × route: `allow`, `external` (the marketing site) or the redirect target. */
const table: Record<State, Record<Route, string>> = {
  guest: {
    home: '/login',
    login: ok,
    loginRedirect: ok,
    loginForeignRedirect: ok,
    forgot: ok,
    reset: ok,
    blocked: '/login?redirect=%2Fblocked',
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: ok,
    terms: '/onboarding/home',
    stepGender: '/onboarding/home',
    stepHeight: '/onboarding/home',
    stepPayment: '/onboarding/home',
    stepUnknown: '/onboarding/home',
    success: '/onboarding/home',
    member: '/login?redirect=%2Fmember%2Fsearch%3Fx%3D1',
    ambassador: '/login?redirect=%2Fambassador%2Frewards',
    legal: ok,
  },
  blocked: {
    home: '/member/search',
    login: '/member/search',
    loginRedirect: '/member/favorites',
    loginForeignRedirect: '/member/search',
    forgot: '/member/search',
    reset: '/member/search',
    blocked: ok,
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: '/blocked',
    onboardingStart: '/blocked',
    register: '/onboarding/terms',
    terms: '/blocked',
    stepGender: '/blocked',
    stepHeight: '/blocked',
    stepPayment: '/blocked',
    stepUnknown: '/blocked',
    success: '/blocked',
    member: '/blocked',
    ambassador: '/blocked',
    legal: ok,
  },
  termsPending: {
    home: '/member/search',
    login: '/member/search',
    loginRedirect: '/member/favorites',
    loginForeignRedirect: '/member/search',
    forgot: '/member/search',
    reset: '/member/search',
    blocked: '/member/search',
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: '/onboarding/terms',
    terms: ok,
    stepGender: '/onboarding/terms',
    stepHeight: '/onboarding/terms',
    stepPayment: '/onboarding/terms',
    stepUnknown: '/onboarding/terms',
    success: ok,
    member: '/onboarding',
    ambassador: '/member/search',
    legal: ok,
  },
  atFirstStep: {
    home: '/member/search',
    login: '/member/search',
    loginRedirect: '/member/favorites',
    loginForeignRedirect: '/member/search',
    forgot: '/member/search',
    reset: '/member/search',
    blocked: '/member/search',
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: '/onboarding/terms',
    terms: ok,
    stepGender: ok,
    stepHeight: first,
    stepPayment: first,
    stepUnknown: first,
    success: ok,
    member: '/onboarding',
    ambassador: '/member/search',
    legal: ok,
  },
  atHeight: {
    home: '/member/search',
    login: '/member/search',
    loginRedirect: '/member/favorites',
    loginForeignRedirect: '/member/search',
    forgot: '/member/search',
    reset: '/member/search',
    blocked: '/member/search',
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: '/onboarding/terms',
    terms: ok,
    stepGender: ok,
    stepHeight: ok,
    stepPayment: height,
    stepUnknown: height,
    success: ok,
    member: '/onboarding',
    ambassador: '/member/search',
    legal: ok,
  },
  completed: {
    home: '/member/search',
    login: '/member/search',
    loginRedirect: '/member/favorites',
    loginForeignRedirect: '/member/search',
    forgot: '/member/search',
    reset: '/member/search',
    blocked: '/member/search',
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: '/onboarding/terms',
    terms: '/member/search',
    stepGender: '/member/search',
    stepHeight: '/member/search',
    stepPayment: '/member/search',
    stepUnknown: '/member/search',
    success: ok,
    member: ok,
    ambassador: '/member/search',
    legal: ok,
  },
  ambassadorOnly: {
    home: '/ambassador',
    login: '/ambassador',
    loginRedirect: '/member/favorites',
    loginForeignRedirect: '/ambassador',
    forgot: '/ambassador',
    reset: '/ambassador',
    blocked: '/ambassador',
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: '/onboarding/terms',
    terms: ok,
    stepGender: ok,
    stepHeight: first,
    stepPayment: first,
    stepUnknown: first,
    success: ok,
    member: '/ambassador',
    ambassador: ok,
    legal: ok,
  },
  ambassadorOnboarding: {
    home: '/ambassador',
    login: '/ambassador',
    loginRedirect: '/member/favorites',
    loginForeignRedirect: '/ambassador',
    forgot: '/ambassador',
    reset: '/ambassador',
    blocked: '/ambassador',
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: '/onboarding/terms',
    terms: ok,
    stepGender: ok,
    stepHeight: first,
    stepPayment: first,
    stepUnknown: first,
    success: ok,
    member: '/onboarding',
    ambassador: ok,
    legal: ok,
  },
  ambassadorMember: {
    home: '/member/search',
    login: '/member/search',
    loginRedirect: '/member/favorites',
    loginForeignRedirect: '/member/search',
    forgot: '/member/search',
    reset: '/member/search',
    blocked: '/member/search',
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: '/onboarding/terms',
    terms: '/member/search',
    stepGender: '/member/search',
    stepHeight: '/member/search',
    stepPayment: '/member/search',
    stepUnknown: '/member/search',
    success: ok,
    member: ok,
    ambassador: ok,
    legal: ok,
  },
  neither: {
    home: out,
    login: out,
    loginRedirect: '/member/favorites',
    loginForeignRedirect: out,
    forgot: out,
    reset: out,
    blocked: out,
    onboarding: '/onboarding/home',
    onboardingUnknown: '/onboarding/home',
    onboardingHome: ok,
    onboardingStart: ok,
    register: '/onboarding/terms',
    terms: ok,
    stepGender: ok,
    stepHeight: first,
    stepPayment: first,
    stepUnknown: first,
    success: ok,
    member: out,
    ambassador: out,
    legal: ok,
  },
};

function outcome(state: State, route: Route): string {
  const decision = guard(states[state], routes[route], WEBSITE);
  if (decision.type === 'allow') return ok;
  if (decision.type === 'external') {
    expect(decision.href).toBe(WEBSITE);
    return out;
  }
  return decision.to;
}

const cases = (Object.keys(table) as State[]).flatMap((state) =>
  (Object.keys(table[state]) as Route[]).map(
    (route) => [state, route, table[state][route]] as const,
  ),
);

describe('the route guards: every user state × every route', () => {
  it('covers every state and every route', () => {
    for (const state of Object.keys(states) as State[]) {
      expect(Object.keys(table[state]).sort()).toEqual(Object.keys(routes).sort());
    }
  });

  it.each(cases)('%s on %s → %s', (state, route, expected) => {
    expect(outcome(state, route)).toBe(expected);
  });
});

describe('the home rule', () => {
  it('sends an ambassador whose member has not finished onboarding to /ambassador', () => {
    expect(homeDecision(states.ambassadorOnboarding, WEBSITE)).toEqual({
      type: 'redirect',
      to: '/ambassador',
    });
  });
});

describe('the wizard step limit', () => {
  it('uses the server’s step list: a step the server lacks is unknown', () => {
    const short: OnboardingStep[] = ['gender', 'sexual-orientation', 'introduction', 'payment'];
    const user = member('introduction');
    expect(guard(user, { name: 'onboarding.step', step: 'height', steps: short }, WEBSITE)).toEqual(
      { type: 'redirect', to: '/onboarding/step/introduction' },
    );
    expect(
      guard(user, { name: 'onboarding.step', step: 'sexual-orientation', steps: short }, WEBSITE),
    ).toEqual({ type: 'allow' });
  });

  it('asks for the step list only when the user may see the wizard', () => {
    const route: GuardedRoute = { name: 'onboarding.step', step: 'gender', steps: [] };
    expect(needsSteps(states.atHeight, route)).toBe(true);
    expect(needsSteps(null, route)).toBe(false);
    expect(needsSteps(states.blocked, route)).toBe(false);
    expect(needsSteps(states.completed, route)).toBe(false);
    expect(needsSteps(states.termsPending, route)).toBe(false);
    expect(needsSteps(states.atHeight, { name: 'onboarding.terms' })).toBe(false);
  });
});
