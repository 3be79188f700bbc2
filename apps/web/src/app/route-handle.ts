import { createContext, useContext } from 'react';
import type { GuardedRoute } from '../lib/guards';

/** Each route says which guard rule applies to it; the shell applies it (see lib/guards.ts). */
export interface RouteHandle {
  guard: GuardedRoute['name'];
}

export const handle = (guard: RouteHandle['guard']): RouteHandle => ({ guard });

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'guard' in value;
}

/** The handle of the deepest matched route that has one (app/app-routes.tsx provides it). */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}
