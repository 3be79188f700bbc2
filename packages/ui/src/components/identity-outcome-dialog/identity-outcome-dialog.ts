/**
 * The identity check's outcomes (spec 01, section 4 "Identity authentication" and section 8 "Authentication
 * codes"), as pure functions so every code can be unit-tested.
 */

/** Identity check attempts allowed (spec 01, section 9). */
export const IDENTITY_ATTEMPTS = 3;

/** The codes of `POST /onboarding/authenticate`, by outcome. */
export const IDENTITY_CODES = {
  /** The user goes to /blocked (no modal). */
  blocked: [600, 801],
  /** An error modal with the server's message. */
  error: [800, 802, 804],
  /** A warning modal with the message, a retry and a manual verification. */
  warning: [803, 805],
  /** Another account with the same name and birth date: a modal with logout and the contact phone. */
  sameUser: [806],
} as const;

/**
 * What the app does with an identity check answer: `success`, `warning`, `error` and `same-user` open the
 * matching modal; `blocked` redirects to /blocked without a modal; `form` (HTTP 422) is left to the form's
 * field errors.
 */
export type IdentityOutcome = 'success' | 'blocked' | 'error' | 'warning' | 'same-user' | 'form';

/** The modal outcomes: every outcome but the /blocked redirect and the form's 422. */
export type IdentityDialogOutcome = Exclude<IdentityOutcome, 'blocked' | 'form'>;

/** The fields of the answer (`IdentityCheckResult` in the contract) that decide the outcome. */
export interface IdentityCheckAnswer {
  success?: boolean | null | undefined;
  blocked?: boolean | null | undefined;
  tries?: number | null | undefined;
  error?: { code?: number | string | null; message?: string | null } | null | undefined;
}

function hasCode(list: readonly number[], code: number): boolean {
  return list.includes(code);
}

/**
 * The outcome of an answer, first match wins: HTTP 422 is the form's; `blocked` true or codes 600 and 801 go to
 * /blocked; `success` true; 803 and 805 warn; 806 is the same-user conflict; 800, 802, 804, another code or no
 * code at all are errors.
 */
export function identityOutcome(
  answer: IdentityCheckAnswer | null | undefined,
  status?: number,
): IdentityOutcome {
  if (status === 422) return 'form';
  const code = Number(answer?.error?.code);
  if (answer?.blocked === true || hasCode(IDENTITY_CODES.blocked, code)) return 'blocked';
  if (answer?.success === true) return 'success';
  if (hasCode(IDENTITY_CODES.warning, code)) return 'warning';
  if (hasCode(IDENTITY_CODES.sameUser, code)) return 'same-user';
  return 'error';
}

/** Attempts left: 3 minus the attempts used (`eid_tries`, the answer's `tries`), never below 0. */
export function identityTriesLeft(
  tries: number | null | undefined,
  attempts: number = IDENTITY_ATTEMPTS,
): number {
  const used = Number.isFinite(tries) ? Math.max(0, Math.floor(tries ?? 0)) : 0;
  return Math.max(0, attempts - used);
}
