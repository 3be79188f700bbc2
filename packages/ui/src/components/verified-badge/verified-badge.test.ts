import { describe, expect, it } from 'vitest';
import { isVerifiedMember, isVerifiedPicture } from './verified-badge';

describe('isVerifiedPicture', () => {
  it.each([
    ['portrait', true],
    ['authenticated', true],
    ['validated', false],
    ['refused', false],
    ['pending', false],
    [null, false],
    [undefined, false],
  ] as const)('%s → %s', (status, verified) => {
    expect(isVerifiedPicture(status)).toBe(verified);
  });
});

describe('isVerifiedMember', () => {
  it('is verified when the identity check succeeded', () => {
    expect(isVerifiedMember({ authenticationFlag: 'success' })).toBe(true);
  });

  it('is not verified for a pending or failed check without verified pictures', () => {
    expect(isVerifiedMember({ authenticationFlag: 'warning' })).toBe(false);
    expect(
      isVerifiedMember({ authenticationFlag: 'fail', gallery: [{ status: 'validated' }] }),
    ).toBe(false);
    expect(isVerifiedMember({})).toBe(false);
    expect(isVerifiedMember({ authenticationFlag: null, gallery: null })).toBe(false);
  });

  it('is verified with a portrait or authenticated picture', () => {
    expect(isVerifiedMember({ gallery: [{ status: 'pending' }, { status: 'portrait' }] })).toBe(
      true,
    );
    expect(isVerifiedMember({ gallery: [{ status: 'authenticated' }] })).toBe(true);
    expect(isVerifiedMember({ gallery: [{ status: 'validated' }, { status: 'refused' }] })).toBe(
      false,
    );
  });
});
