import { describe, expect, it } from 'vitest';
import {
  SIN_LENGTH,
  checkSin,
  initialSinState,
  luhnValid,
  maskSin,
  normalizeSin,
  sinFieldReducer,
  sinLastDigits,
  type SinFieldAction,
  type SinFieldState,
} from './sin-field.ts';

/** A valid SIN (passes the Luhn check), the one Service Canada uses as an example. */
const VALID = '046 454 286';

function run(state: SinFieldState, ...actions: SinFieldAction[]): SinFieldState {
  return actions.reduce(sinFieldReducer, state);
}

const masked: SinFieldState = { mode: 'masked', draft: '', issue: null, saved: null };

describe('checkSin', () => {
  it('wants 9 digits passing the Luhn check', () => {
    expect(SIN_LENGTH).toBe(9);
    expect(checkSin(VALID)).toBeNull();
    expect(checkSin('046454286')).toBeNull();
    expect(checkSin('046-454-286')).toBeNull();
    expect(checkSin('130 692 544')).toBeNull();
  });

  it('refuses an empty field, a wrong length or other characters', () => {
    expect(checkSin('')).toBe('required');
    expect(checkSin('   ')).toBe('required');
    expect(checkSin('04645428')).toBe('length');
    expect(checkSin('0464542860')).toBe('length');
    expect(checkSin('04645428a')).toBe('length');
  });

  it('refuses 9 digits failing the Luhn check (one digit changed)', () => {
    expect(checkSin('046 454 287')).toBe('checksum');
    expect(checkSin('123 456 789')).toBe('checksum');
  });

  it('runs the Luhn check on digits only', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('12a')).toBe(false);
  });

  it('removes spaces and dashes', () => {
    expect(normalizeSin(' 046-454\u00a0286 ')).toBe('046454286');
  });
});

describe('maskSin', () => {
  it('shows the last three digits only', () => {
    expect(maskSin('046454286')).toBe('*** *** 286');
    expect(maskSin('*** *** 286')).toBe('*** *** 286');
    expect(maskSin('XXXXXX286')).toBe('*** *** 286');
    expect(sinLastDigits('*****6286')).toBe('286');
  });

  it('stars everything when no digit is known', () => {
    expect(maskSin('*********')).toBe('*** *** ***');
    expect(sinLastDigits('*********')).toBe('');
  });
});

describe('the initial mode', () => {
  it('starts editable when required but absent', () => {
    expect(initialSinState({ value: null, required: true }).mode).toBe('editing');
    expect(initialSinState({ value: '', required: true }).mode).toBe('editing');
    expect(initialSinState({ value: undefined, required: true }).mode).toBe('editing');
  });

  it('starts masked when a SIN is on file, or when none is required', () => {
    expect(initialSinState({ value: '*** *** 286', required: true }).mode).toBe('masked');
    expect(initialSinState({ value: '*** *** 286', required: false }).mode).toBe('masked');
    expect(initialSinState({ value: null, required: false }).mode).toBe('masked');
  });
});

describe('the transitions', () => {
  it('masked → update → editing, with an empty draft', () => {
    expect(sinFieldReducer(masked, { type: 'edit' })).toEqual({ ...masked, mode: 'editing' });
  });

  it('editing → cancel → masked, the draft dropped', () => {
    expect(
      run(masked, { type: 'edit' }, { type: 'change', draft: '046' }, { type: 'cancel' }),
    ).toEqual(masked);
  });

  it('editing → invalid submit stays editing with the issue, cleared by the next edit', () => {
    const refused = run(
      masked,
      { type: 'edit' },
      { type: 'change', draft: '046 454 287' },
      { type: 'submit' },
    );
    expect(refused).toMatchObject({ mode: 'editing', issue: 'checksum' });
    expect(sinFieldReducer(refused, { type: 'change', draft: '046 454 28' })).toMatchObject({
      mode: 'editing',
      issue: null,
    });
    expect(run(masked, { type: 'edit' }, { type: 'submit' })).toMatchObject({
      mode: 'editing',
      issue: 'required',
    });
  });

  it('editing → valid submit → saving → saved → masked again, showing the saved digits', () => {
    const saving = run(
      masked,
      { type: 'edit' },
      { type: 'change', draft: VALID },
      { type: 'submit' },
    );
    expect(saving).toEqual({ mode: 'saving', draft: VALID, issue: null, saved: null });
    expect(sinFieldReducer(saving, { type: 'saved' })).toEqual({
      mode: 'masked',
      draft: '',
      issue: null,
      saved: '046454286',
    });
  });

  it('saving → failed → editing, the draft kept', () => {
    const saving = run(
      masked,
      { type: 'edit' },
      { type: 'change', draft: VALID },
      { type: 'submit' },
    );
    expect(sinFieldReducer(saving, { type: 'failed' })).toEqual({ ...saving, mode: 'editing' });
  });

  it('ignores what does not apply to the mode', () => {
    const saving: SinFieldState = { mode: 'saving', draft: VALID, issue: null, saved: null };
    expect(sinFieldReducer(saving, { type: 'edit' })).toBe(saving);
    expect(sinFieldReducer(saving, { type: 'change', draft: '1' })).toBe(saving);
    expect(sinFieldReducer(saving, { type: 'cancel' })).toBe(saving);
    expect(sinFieldReducer(saving, { type: 'submit' })).toBe(saving);
    expect(sinFieldReducer(masked, { type: 'saved' })).toBe(masked);
    expect(sinFieldReducer(masked, { type: 'failed' })).toBe(masked);
    expect(sinFieldReducer(masked, { type: 'change', draft: '1' })).toBe(masked);
  });

  it('forgets the saved digits once the app passes the new value', () => {
    const saved: SinFieldState = { ...masked, saved: '046454286' };
    expect(sinFieldReducer(saved, { type: 'valueChanged' })).toEqual(masked);
    expect(sinFieldReducer(masked, { type: 'valueChanged' })).toBe(masked);
  });
});
