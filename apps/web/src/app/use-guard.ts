import { useLocation, useParams } from 'react-router-dom';
import { config } from '../config';
import { useOnboardingSteps } from '../features/onboarding/hooks/use-onboarding-steps';
import { guard, needsSteps, type GuardDecision, type GuardedRoute } from '../lib/guards';
import { refreshUser, toGuardUser, useUser } from '../lib/session';
import { useRouteHandle, type RouteHandle } from './route-handle';

export type GuardState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'decided'; decision: GuardDecision };

function describe(
  name: RouteHandle['guard'],
  params: Record<string, string | undefined>,
  location: { pathname: string; search: string },
): GuardedRoute {
  const query = new URLSearchParams(location.search);
  switch (name) {
    case 'login':
    case 'forgot-password':
    case 'reset-password':
      return { name, redirect: query.get('redirect') };
    case 'onboarding.step':
      return { name, step: params.step ?? '', steps: [] };
    case 'member':
    case 'ambassador':
      return { name, path: `${location.pathname}${location.search}` };
    default:
      return { name };
  }
}

/** Applies the guard of the deepest route that names one (lib/guards.ts) to the signed-in user. */
export function useGuard(): GuardState {
  const routeHandle = useRouteHandle();
  const params = useParams();
  const location = useLocation();
  const { user, error, isLoading } = useUser();

  const name = routeHandle?.guard ?? 'public';
  let route = describe(name, params, location);
  const guardUser = user === undefined ? null : toGuardUser(user);
  const wantsSteps = user !== undefined && needsSteps(guardUser, route);
  const steps = useOnboardingSteps(wantsSteps);

  if (error) {
    return {
      status: 'error',
      retry: () => {
        void refreshUser().catch(() => undefined);
      },
    };
  }
  if (isLoading || user === undefined) return { status: 'loading' };
  if (wantsSteps) {
    if (!steps.steps) {
      return steps.error ? { status: 'error', retry: steps.retry } : { status: 'loading' };
    }
    if (route.name === 'onboarding.step') route = { ...route, steps: steps.steps };
  }
  return { status: 'decided', decision: guard(guardUser, route, config.websiteUrl) };
}
