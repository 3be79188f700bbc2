/**
 * The logged-in flag of the spec (spec 01): `'1'` under this key in local storage while someone is
 * signed in on this browser (lib/session.ts keeps it). Apart, so that the pages' HTML can read it
 * before the app's code has loaded (starters/signed-in.ts, vite-plugins/prerender.ts).
 */
export const LOGGED_IN_KEY = 'logged_in';

/** Whether the flag is set in `storage`; false when storage cannot be read (a private mode). */
export function hasLoggedInFlag(storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    return storage().getItem(LOGGED_IN_KEY) === '1';
  } catch {
    return false;
  }
}
