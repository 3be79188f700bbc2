import { describe, expect, it } from 'vitest';
import {
  IDENTITY_ATTEMPTS,
  identityOutcome,
  identityTriesLeft,
} from './identity-outcome-dialog.ts';

const failed = (code: number | undefined, extra: object = {}) => ({
  success: false,
  blocked: false,
  tries: 1,
  ...(code === undefined ? {} : { error: { code, message: 'Message du serveur' } }),
  ...extra,
});

describe('identityOutcome', () => {
  it('is success when the check succeeds', () => {
    expect(identityOutcome({ success: true, blocked: false, tries: 1 })).toBe('success');
  });

  it('sends codes 600 and 801, or blocked true, to /blocked', () => {
    expect(identityOutcome(failed(600))).toBe('blocked');
    expect(identityOutcome(failed(801))).toBe('blocked');
    expect(identityOutcome(failed(803, { blocked: true }))).toBe('blocked');
    expect(identityOutcome({ success: true, blocked: true })).toBe('blocked');
  });

  it('shows the error modal for 800, 802 and 804', () => {
    for (const code of [800, 802, 804])
      expect(identityOutcome(failed(code)), `${code}`).toBe('error');
  });

  it('shows the warning modal for 803 and 805', () => {
    expect(identityOutcome(failed(803))).toBe('warning');
    expect(identityOutcome(failed(805))).toBe('warning');
  });

  it('shows the same-user modal for 806', () => {
    expect(identityOutcome(failed(806))).toBe('same-user');
    expect(identityOutcome({ success: false, error: { code: '806' } })).toBe('same-user');
  });

  it('leaves HTTP 422 to the form', () => {
    expect(identityOutcome(undefined, 422)).toBe('form');
  });

  it('treats an unknown code or no code as an error', () => {
    expect(identityOutcome(failed(999))).toBe('error');
    expect(identityOutcome(failed(undefined))).toBe('error');
    expect(identityOutcome(null, 500)).toBe('error');
  });
});

describe('identityTriesLeft', () => {
  it('is 3 minus the attempts used', () => {
    expect(IDENTITY_ATTEMPTS).toBe(3);
    expect(identityTriesLeft(0)).toBe(3);
    expect(identityTriesLeft(1)).toBe(2);
    expect(identityTriesLeft(2)).toBe(1);
    expect(identityTriesLeft(3)).toBe(0);
  });

  it('never goes below 0 and reads a missing count as none used', () => {
    expect(identityTriesLeft(5)).toBe(0);
    expect(identityTriesLeft(undefined)).toBe(3);
    expect(identityTriesLeft(null)).toBe(3);
    expect(identityTriesLeft(-1)).toBe(3);
  });
});
