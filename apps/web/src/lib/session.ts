import { unwrap, type ApiError, type components, type SignInPayload } from '@app/client';
import { useDeferredValue } from 'react';
import useSWR, { mutate } from 'swr';
import { api, onAuthFailure } from './api-client';
import { startRead, takeRead } from './early-reads';
import { externalStore, useExternalStore } from './external-store';
import { LOGGED_IN_KEY } from './logged-in-flag';
import type { GuardUser } from './guards';
import { currentLocation, navigateTo } from './navigation';
import { clearNotifications } from './notifications';
import { loginPath, paths, safeRedirect } from './paths';
import { platform } from './platform';
import { localStore, type KeyValueStore } from './storage';

export type CurrentUser = components['schemas']['CurrentUser'];

/** The SWR key of the signed-in user (`GET /account`). */
export const USER_KEY = 'account';

function initialFlag(local: KeyValueStore): boolean {
  if (local.get(LOGGED_IN_KEY) === '1') return true;
  return platform().authMode === 'token' && platform().tokenStore.get() !== null;
}

/** The logged-in flag of the spec: set by a successful sign-in, cleared by sign-out and 401/419. */
const loggedIn = externalStore<boolean>(initialFlag(localStore));

function setLoggedIn(value: boolean): void {
  if (value) localStore.set(LOGGED_IN_KEY, '1');
  else localStore.remove(LOGGED_IN_KEY);
  loggedIn.set(value);
}

export function isLoggedIn(): boolean {
  return loggedIn.get();
}

async function readUser(): Promise<CurrentUser> {
  const body = await unwrap(api().GET('/account'));
  return body.data;
}

export function fetchUser(): Promise<CurrentUser> {
  return takeRead<CurrentUser>(() => USER_KEY) ?? readUser();
}

/** Starts the user's read before anything draws (undefined for a visitor): `fetchUser` takes it over. */
export function preloadUser(): Promise<CurrentUser> | undefined {
  return isLoggedIn() ? startRead(USER_KEY, readUser) : undefined;
}

/**
 * The signed-in user's account in the cache before the app's first render, for a page the browser
 * already shows as a visitor sees it (prerendered): the app's first render then draws the page for
 * them, rather than a spinner in its place until the user is known. It takes over a read already
 * started. Nothing for a visitor; a failed read is left to the page's own (which shows it, or signs
 * out).
 */
export async function userBeforeFirstRender(): Promise<void> {
  if (!isLoggedIn()) return;
  let user: CurrentUser;
  try {
    user = await fetchUser();
  } catch {
    return;
  }
  await mutate(USER_KEY, user, { revalidate: false });
}

/** The signed-in user: `user` is null for a visitor, undefined while loading. */
export function useUser(): {
  user: CurrentUser | null | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
} {
  const flag = useExternalStore(loggedIn);
  // A user already in the cache is not read again as another component mounts: what changes them is
  // followed by `refreshUser` (the app's own changes, the user channel's events and its catch-up).
  // Read again at each mount, the user was asked for a third time at every signed-in start.
  const { data, error } = useSWR<CurrentUser, ApiError>(flag ? USER_KEY : null, fetchUser, {
    revalidateIfStale: false,
  });
  // The user's first arrival draws the whole signed-in page (menu, area, page) at once: rendered as a
  // transition, which React splits into short tasks, so the page stays responsive (Lighthouse's total
  // blocking time, issue 12). Every later change (a refresh after a payment...) applies at once.
  const arrived = useDeferredValue(data !== undefined);
  if (!flag) return { user: null, isLoading: false, error: undefined };
  // A 401 or 419 signs out (the flag drops); another failure is shown by the shell with a retry.
  if (error && data === undefined) return { user: undefined, isLoading: false, error };
  if (!arrived) return { user: undefined, isLoading: true, error: undefined };
  // Loading means no user yet (SWR's own `isLoading` may be true over a cached user it checks again).
  return { user: data, isLoading: data === undefined, error: undefined };
}

/** Fetches the user again (after payment, the trial, the identity check...). */
export async function refreshUser(): Promise<CurrentUser | undefined> {
  // The read is the fresh user: SWR's default, to read it again once it is in, asked twice.
  return mutate<CurrentUser>(USER_KEY, fetchUser(), { revalidate: false });
}

export function toGuardUser(user: CurrentUser | null): GuardUser | null {
  if (!user) return null;
  return {
    blocked: user.blocked,
    acceptedTerms: Boolean(user.accepted_terms_date),
    ambassador: user.ambassador !== null,
    member: user.member
      ? {
          onboardingCompleted: Boolean(user.member.onboarding_completed),
          onboardingStep: user.member.onboarding_step ?? null,
        }
      : null,
  };
}

/** Registers the push token the native wrapper stored, if any; its failure does not matter. */
async function registerPushToken(): Promise<void> {
  const token = platform().pushToken();
  if (!token) return;
  try {
    await unwrap(api().POST('/account/push-notification-tokens', { body: { token } }));
  } catch {
    // Registered again at the next sign-in.
  }
}

/** After any successful sign-in: set the flag, fetch the user, register the stored push token. */
export async function startSession(): Promise<CurrentUser | undefined> {
  setLoggedIn(true);
  const user = await refreshUser();
  await registerPushToken();
  return user;
}

/** Email and password, or a social payload (session mode); `POST api/app/token` in token mode. */
export async function signIn(payload: SignInPayload): Promise<CurrentUser | undefined> {
  await api().signIn(payload);
  return startSession();
}

/** A social sign-up answered a token: keep it (token mode) and start the session. */
export async function signInWithToken(token: string | null | undefined): Promise<void> {
  if (platform().authMode === 'token') {
    if (!token) throw new Error('No token was returned.');
    platform().tokenStore.set(token);
  }
  await startSession();
}

const sessionClearedListeners = new Set<() => void>();

/**
 * What else ends with the session (the realtime connection registers its close here): the session does
 * not import those pieces, so a visitor's first load carries none of them.
 */
export function onSessionCleared(listener: () => void): void {
  sessionClearedListeners.add(listener);
}

/** Clears user, notifications and token, and every cached answer. */
async function clearSession(): Promise<void> {
  setLoggedIn(false);
  platform().tokenStore.set(null);
  clearNotifications();
  for (const listener of sessionClearedListeners) listener();
  await mutate(() => true, undefined, { revalidate: false });
}

/** This browser's web push subscription is forgotten while the session still holds (lazy code). */
async function forgetDevicePush(): Promise<void> {
  if (platform().isNative || typeof globalThis.PushManager === 'undefined') return;
  const { forgetWebPush } = await import('./web-push');
  await forgetWebPush();
}

/** Logout: forgets this device's web push, tells the server, clears everything, returns to /login. */
export async function signOut(): Promise<void> {
  await forgetDevicePush();
  try {
    await api().signOut();
  } catch {
    // Signed out here whatever the server says.
  }
  await clearSession();
  navigateTo(paths.login, { replace: true });
}

/** The server ended the session itself (the account was deleted): clears everything, then /login. */
export async function endClosedSession(): Promise<void> {
  await clearSession();
  navigateTo(paths.login, { replace: true });
}

/**
 * Where a 401 or 419 sends the user: /login with a redirect query, the current path unless it is a
 * login path; an existing redirect query is kept.
 */
export function authFailureRedirect(location: { pathname: string; search: string }): string {
  const existing = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  if (existing) return loginPath(existing);
  if (location.pathname === paths.login || location.pathname.startsWith(`${paths.login}/`)) {
    return paths.login;
  }
  return loginPath(`${location.pathname}${location.search}`);
}

let handlingFailure = false;

/** A 401 or 419 from any call, while signed in: log out and go to /login with the redirect. */
export async function handleAuthFailure(): Promise<void> {
  if (!loggedIn.get() || handlingFailure) return;
  handlingFailure = true;
  try {
    const target = authFailureRedirect(currentLocation());
    await clearSession();
    navigateTo(target, { replace: true });
  } finally {
    handlingFailure = false;
  }
}

onAuthFailure(() => {
  void handleAuthFailure();
});
