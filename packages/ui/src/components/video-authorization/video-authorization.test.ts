import { describe, expect, it } from 'vitest';
import {
  VIDEO_AUTHORIZATION_DEBOUNCE_MS,
  callUnlocked,
  isAuthorizationPending,
  videoAuthorizationState,
} from './video-authorization.ts';

describe('VIDEO_AUTHORIZATION_DEBOUNCE_MS', () => {
  it('is 300 ms', () => {
    expect(VIDEO_AUTHORIZATION_DEBOUNCE_MS).toBe(300);
  });
});

describe('videoAuthorizationState', () => {
  it('opens the call only when both authorised', () => {
    expect(videoAuthorizationState({ mine: true, other: true })).toBe('both');
  });

  it('waits for the other side when only I authorised', () => {
    expect(videoAuthorizationState({ mine: true, other: false })).toBe('waiting-other');
  });

  it('waits for me when only the other side authorised', () => {
    expect(videoAuthorizationState({ mine: false, other: true })).toBe('waiting-me');
  });

  it('has nothing pending when nobody authorised', () => {
    expect(videoAuthorizationState({ mine: false, other: false })).toBe('none');
  });
});

describe('isAuthorizationPending', () => {
  it('is pending when exactly one side authorised', () => {
    expect(isAuthorizationPending('waiting-other')).toBe(true);
    expect(isAuthorizationPending('waiting-me')).toBe(true);
    expect(isAuthorizationPending('both')).toBe(false);
    expect(isAuthorizationPending('none')).toBe(false);
  });
});

describe('callUnlocked', () => {
  it('unlocks when the other side authorises while mine is on', () => {
    expect(callUnlocked({ previousOther: false, other: true, mine: true })).toBe(true);
  });

  it('does not unlock while mine is off', () => {
    expect(callUnlocked({ previousOther: false, other: true, mine: false })).toBe(false);
  });

  it('does not unlock again without a change, nor when the other withdraws', () => {
    expect(callUnlocked({ previousOther: true, other: true, mine: true })).toBe(false);
    expect(callUnlocked({ previousOther: true, other: false, mine: true })).toBe(false);
  });
});
