/**
 * The social insurance number (SIN, NAS in French) of the ambassador settings (spec 02, sections 4
 * and 5): shown masked; pressing update makes it editable; it starts in edit mode when it is required
 * (`requires_nas`) but absent; after a save it is masked again. A Canadian SIN has 9 digits and passes
 * the Luhn check. Pure, so each transition and check is unit-tested.
 */

/** The number of digits of a SIN. */
export const SIN_LENGTH = 9;

/** The digits typed, without the spaces or dashes people put between the groups. */
export function normalizeSin(text: string): string {
  return text.replace(/[\s\-\u00a0\u202f]/g, '');
}

/** The Luhn check (every second digit doubled, the sum a multiple of 10). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type SinIssue = 'required' | 'length' | 'checksum';

/** Why the SIN typed is refused: empty, not 9 digits, or failing the Luhn check; null when valid. */
export function checkSin(text: string): SinIssue | null {
  const digits = normalizeSin(text);
  if (digits === '') return 'required';
  if (!new RegExp(`^\\d{${String(SIN_LENGTH)}}$`).test(digits)) return 'length';
  return luhnValid(digits) ? null : 'checksum';
}

/**
 * The SIN as shown: only the last three digits ('*** *** 286'). The server only ever returns it
 * masked; whatever its shape, its last digits are kept and the rest starred.
 */
export function maskSin(value: string): string {
  const last = value.replace(/\D/g, '').slice(-3).padStart(3, '*');
  return `*** *** ${last}`;
}

/** The last digits shown by the mask, for screen readers ('286'); empty when none are known. */
export function sinLastDigits(value: string): string {
  return value.replace(/\D/g, '').slice(-3);
}

export type SinMode = 'masked' | 'editing' | 'saving';

export interface SinFieldState {
  mode: SinMode;
  draft: string;
  /** The issue shown under the field, once the person tried to save. */
  issue: SinIssue | null;
  /** The digits last saved, masked until the app passes the new value on file. */
  saved: string | null;
}

export type SinFieldAction =
  | { type: 'edit' }
  | { type: 'change'; draft: string }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'saved' }
  | { type: 'failed' }
  /** The app passed a new SIN on file: it replaces the one kept from the last save. */
  | { type: 'valueChanged' };

/** The field starts editable when a SIN is required but none is on file, masked otherwise. */
export function initialSinState({
  value,
  required,
}: {
  value: string | null | undefined;
  required: boolean;
}): SinFieldState {
  const absent = value == null || value.trim() === '';
  return { mode: required && absent ? 'editing' : 'masked', draft: '', issue: null, saved: null };
}

/**
 * masked → (update) editing → (submit, valid) saving → (saved) masked, or (failed) editing again.
 * Cancel goes back to masked, only when there is a SIN to show (the caller hides it otherwise). An
 * invalid submit stays in editing with the issue.
 */
export function sinFieldReducer(state: SinFieldState, action: SinFieldAction): SinFieldState {
  switch (action.type) {
    case 'edit':
      return state.mode === 'masked'
        ? { ...state, mode: 'editing', draft: '', issue: null }
        : state;
    case 'change':
      if (state.mode !== 'editing') return state;
      return { ...state, draft: action.draft, issue: null };
    case 'cancel':
      return state.mode === 'editing'
        ? { ...state, mode: 'masked', draft: '', issue: null }
        : state;
    case 'submit': {
      if (state.mode !== 'editing') return state;
      const issue = checkSin(state.draft);
      return issue ? { ...state, issue } : { ...state, mode: 'saving', issue: null };
    }
    case 'saved':
      return state.mode === 'saving'
        ? { mode: 'masked', draft: '', issue: null, saved: normalizeSin(state.draft) }
        : state;
    case 'failed':
      return state.mode === 'saving' ? { ...state, mode: 'editing' } : state;
    case 'valueChanged':
      return state.saved === null ? state : { ...state, saved: null };
  }
}
