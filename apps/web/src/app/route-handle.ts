import type { GuardedRoute } from '../lib/guards';

/** Each route says which guard rule applies to it; the shell applies it (see lib/guards.ts). */
export interface RouteHandle {
  guard: GuardedRoute['name'];
}

export const handle = (guard: RouteHandle['guard']): RouteHandle => ({ guard });

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'guard' in value;
}
