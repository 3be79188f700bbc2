import { currentStep, type OnboardingStep } from './onboarding-steps';
import { loginPath, paths, safeRedirect } from './paths';

/**
 * The route guards of the spec in one pure module: `guard(user, route)` says whether the route shows,
 * or where to go instead. Pages never decide this themselves.
 */

/** What the guards need to know about the signed-in user (null: a visitor). */
export interface GuardUser {
  blocked: boolean;
  acceptedTerms: boolean;
  ambassador: boolean;
  member: { onboardingCompleted: boolean; onboardingStep: string | null } | null;
}

export type GuardedRoute =
  | { name: 'home' }
  /** Guest-only; `redirect` is the query of /login and the reset-password route. */
  | { name: 'login' | 'forgot-password' | 'reset-password'; redirect?: string | null }
  | { name: 'blocked' }
  /** /onboarding itself, and any unknown path under it. */
  | { name: 'onboarding' | 'onboarding.unknown' }
  | { name: 'onboarding.home' | 'onboarding.start' | 'onboarding.register' }
  | { name: 'onboarding.terms' }
  /** `steps`: the wizard's steps on this server (needed only for a user who may see the wizard). */
  | { name: 'onboarding.step'; step: string; steps: readonly OnboardingStep[] }
  | { name: 'onboarding.success' }
  /** `path`: where the user asked to go, for the login redirect. */
  | { name: 'member' | 'ambassador'; path: string }
  /** Open to everyone: the locale pages. */
  | { name: 'public' };

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Leave the app for the public marketing site. */
  | { type: 'external'; href: string };

const allow: GuardDecision = { type: 'allow' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/**
 * The home rule: no user goes to /login; an ambassador without a member, or whose member has not
 * completed onboarding, goes to /ambassador; a member goes to /member/search; anyone else leaves for
 * the marketing website.
 */
export function homeDecision(user: GuardUser | null, websiteUrl: string): GuardDecision {
  if (!user) return redirect(paths.login);
  if (user.ambassador && !user.member?.onboardingCompleted) return redirect(paths.ambassador.root);
  if (user.member) return redirect(paths.member.search);
  return { type: 'external', href: websiteUrl };
}

/** Whether the route needs the wizard's step list to decide (a signed-in user on a step route). */
export function needsSteps(user: GuardUser | null, route: GuardedRoute): boolean {
  return (
    route.name === 'onboarding.step' &&
    user !== null &&
    !user.blocked &&
    !user.member?.onboardingCompleted &&
    user.acceptedTerms
  );
}

export function guard(
  user: GuardUser | null,
  route: GuardedRoute,
  websiteUrl: string,
): GuardDecision {
  switch (route.name) {
    case 'home':
      return homeDecision(user, websiteUrl);

    case 'login':
    case 'forgot-password':
    case 'reset-password': {
      if (!user) return allow;
      // A signed-in user leaves by the redirect query when there is one (just signed in), else home.
      const next = safeRedirect(route.redirect);
      return next ? redirect(next) : homeDecision(user, websiteUrl);
    }

    case 'blocked':
      if (!user) return redirect(loginPath(paths.blocked));
      return user.blocked ? allow : homeDecision(user, websiteUrl);

    case 'onboarding':
    case 'onboarding.unknown':
      return redirect(paths.onboarding.home);

    case 'onboarding.home':
    case 'onboarding.start':
      // Spec 01 section 6: a blocked user has /blocked and logout only (not a sign-up to continue).
      return user?.blocked ? redirect(paths.blocked) : allow;

    case 'onboarding.register':
      return user ? redirect(paths.onboarding.terms) : allow;

    case 'onboarding.terms':
    case 'onboarding.step': {
      if (!user) return redirect(paths.onboarding.home);
      if (user.blocked) return redirect(paths.blocked);
      if (user.member?.onboardingCompleted) return redirect(paths.member.search);
      if (!user.acceptedTerms) {
        return route.name === 'onboarding.terms' ? allow : redirect(paths.onboarding.terms);
      }
      if (route.name === 'onboarding.terms') return allow;
      const current = currentStep(user.member?.onboardingStep, route.steps);
      if (!current) return redirect(paths.onboarding.success);
      const requested = route.steps.indexOf(route.step as OnboardingStep);
      // Earlier steps can be revisited; a later or unknown one goes to the current step.
      if (requested === -1 || requested > route.steps.indexOf(current)) {
        return redirect(paths.onboarding.step(current));
      }
      return allow;
    }

    case 'onboarding.success':
      if (!user) return redirect(paths.onboarding.home);
      return user.blocked ? redirect(paths.blocked) : allow;

    case 'member':
      if (!user) return redirect(loginPath(route.path));
      if (!user.member) return homeDecision(user, websiteUrl);
      if (user.blocked) return redirect(paths.blocked);
      if (!user.member.onboardingCompleted) return redirect(paths.onboarding.root);
      return allow;

    case 'ambassador':
      if (!user) return redirect(loginPath(route.path));
      if (user.blocked) return redirect(paths.blocked);
      if (!user.ambassador) return homeDecision(user, websiteUrl);
      return allow;

    case 'public':
      return allow;
  }
}
