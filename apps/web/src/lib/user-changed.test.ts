import { ApiError } from '@app/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const refreshUser = vi.fn(() => Promise.resolve(undefined));
vi.mock('./session', () => ({ refreshUser }));

const { refetchUserIfChanged } = await import('./user-changed');

const domainError = (status: number, code: string) =>
  new ApiError(status, { message: code, error: { code, message: code } });

describe('the codes that say the user changed', () => {
  beforeEach(() => {
    refreshUser.mockClear();
  });

  it.each(['SUBSCRIPTION_REQUIRED', 'ACCOUNT_PAUSED', 'ACCOUNT_SUSPENDED', 'ACCOUNT_BLOCKED'])(
    'refetches the user on %s',
    (code) => {
      expect(refetchUserIfChanged(domainError(403, code))).toBe(true);
      expect(refreshUser).toHaveBeenCalledTimes(1);
    },
  );

  it('leaves the user alone on any other failure', () => {
    expect(refetchUserIfChanged(domainError(403, 'MEMBER_UNAVAILABLE'))).toBe(false);
    expect(refetchUserIfChanged(new ApiError(404, { message: 'Not found' }))).toBe(false);
    expect(refetchUserIfChanged(new Error('offline'))).toBe(false);
    expect(refreshUser).not.toHaveBeenCalled();
  });
});
