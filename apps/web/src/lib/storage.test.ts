import { describe, expect, it, vi } from 'vitest';
import { DEVICE_REF_COOKIE_DAYS, deviceReference } from './device-reference';
import {
  ONBOARDING_COOKIE_DAYS,
  storedOnboardingChoices,
  storeOnboardingQuery,
} from './onboarding-query';
import { postPendingReferral, storeReferralQuery } from './referral-codes';
import { memoryStore, type KeyValueStore } from './storage';

/** A store that records the options of each write (cookie lifetimes). */
function recordingStore(initial: Record<string, string> = {}) {
  const inner = memoryStore(initial);
  const writes: { name: string; value: string; days: number | undefined }[] = [];
  const store: KeyValueStore = {
    get: inner.get,
    remove: inner.remove,
    set: (name, value, options) => {
      writes.push({ name, value, days: options?.days });
      inner.set(name, value);
    },
  };
  return { store, writes, values: inner.values };
}

describe('the device reference', () => {
  it('is created once and kept in a cookie for 3 weeks and in local storage', () => {
    const cookies = recordingStore();
    const local = memoryStore();
    const reference = deviceReference(cookies.store, local, () => 'ref-1');
    expect(reference).toBe('ref-1');
    expect(cookies.writes).toEqual([{ name: 'device_ref', value: 'ref-1', days: 21 }]);
    expect(DEVICE_REF_COOKIE_DAYS).toBe(21);
    expect(local.values.device_ref).toBe('ref-1');
    expect(deviceReference(cookies.store, local, () => 'ref-2')).toBe('ref-1');
  });

  it('comes back from local storage when the cookie has expired', () => {
    const cookies = recordingStore();
    const local = memoryStore({ device_ref: 'kept' });
    expect(deviceReference(cookies.store, local, () => 'new')).toBe('kept');
    expect(cookies.values.device_ref).toBe('kept');
  });
});

describe('the onboarding queries', () => {
  it('keeps gender and sexual_orientations[] in cookies for a week', () => {
    const cookies = recordingStore();
    storeOnboardingQuery(
      '?gender=female&sexual_orientations[]=man&sexual_orientations[]=non_binary',
      cookies.store,
    );
    expect(cookies.writes).toEqual([
      { name: 'onboarding_gender', value: 'female', days: 7 },
      { name: 'onboarding_sexual_orientations', value: 'man,non_binary', days: 7 },
    ]);
    expect(ONBOARDING_COOKIE_DAYS).toBe(7);
    expect(storedOnboardingChoices(cookies.store)).toEqual({
      gender: 'female',
      sexualOrientations: ['man', 'non_binary'],
    });
  });

  it('ignores values the product does not know', () => {
    const cookies = recordingStore();
    storeOnboardingQuery('?gender=robot&sexual_orientations[]=plants', cookies.store);
    expect(cookies.writes).toEqual([]);
    expect(storedOnboardingChoices(cookies.store)).toEqual({
      gender: undefined,
      sexualOrientations: [],
    });
  });
});

describe('the reference and ambassador codes', () => {
  it('stores the code of either query and posts it once per code', async () => {
    const local = memoryStore();
    const send = vi.fn(() => Promise.resolve());

    storeReferralQuery('?reference=ISABELLE', local);
    expect(await postPendingReferral(send, local)).toBe(true);
    expect(send).toHaveBeenCalledWith('ISABELLE');

    storeReferralQuery('?reference=ISABELLE', local);
    expect(await postPendingReferral(send, local)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);

    storeReferralQuery('?ambassador=MARC', local);
    expect(await postPendingReferral(send, local)).toBe(true);
    expect(send).toHaveBeenLastCalledWith('MARC');
  });

  it('keeps a code whose post failed, for the next visit', async () => {
    const local = memoryStore();
    storeReferralQuery('?ambassador=MARC', local);
    await expect(
      postPendingReferral(() => Promise.reject(new Error('offline')), local),
    ).rejects.toThrow();
    const send = vi.fn(() => Promise.resolve());
    expect(await postPendingReferral(send, local)).toBe(true);
    expect(send).toHaveBeenCalledWith('MARC');
  });

  it('posts nothing without a code', async () => {
    const send = vi.fn(() => Promise.resolve());
    storeReferralQuery('?utm=x', memoryStore());
    expect(await postPendingReferral(send, memoryStore())).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
