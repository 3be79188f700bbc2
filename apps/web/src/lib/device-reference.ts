import { cookieStore, localStore, type KeyValueStore } from './storage';

export const DEVICE_REF_KEY = 'device_ref';
/** The device reference cookie lasts 3 weeks (spec 01, section 9). */
export const DEVICE_REF_COOKIE_DAYS = 21;

function randomReference(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The device reference: kept in a cookie (3 weeks) and in local storage. The cookie wins, then local
 * storage, else a new one; both are written again so that each visit extends the cookie.
 */
export function deviceReference(
  cookies: KeyValueStore = cookieStore,
  local: KeyValueStore = localStore,
  create: () => string = randomReference,
): string {
  const reference = cookies.get(DEVICE_REF_KEY) || local.get(DEVICE_REF_KEY) || create();
  cookies.set(DEVICE_REF_KEY, reference, { days: DEVICE_REF_COOKIE_DAYS });
  local.set(DEVICE_REF_KEY, reference);
  return reference;
}
