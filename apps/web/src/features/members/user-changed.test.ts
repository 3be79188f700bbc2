import { ApiError } from '@app/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const refreshUser = vi.fn(() => Promise.resolve(undefined));
vi.mock('../../../lib/session', () => ({ refreshUser }));

const { refetchUserIfChanged } = await import('../user-changed');
const { flowerErrorMessage, flowerErrors } = await import('./start-conversation');

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

describe('the flower messages', () => {
  it('names the two refusals the spec names, and says "you can’t" otherwise', () => {
    expect(flowerErrorMessage(domainError(409, 'ALREADY_SENT_FLOWER_TODAY'))).toBe(
      flowerErrors.today,
    );
    expect(flowerErrorMessage(domainError(409, 'ALREADY_SENT_FLOWER_IN_CONVERSATION'))).toBe(
      flowerErrors.conversation,
    );
    expect(flowerErrorMessage(domainError(403, 'CANT_SEND_FLOWER'))).toBe(flowerErrors.other);
    expect(flowerErrorMessage(new Error('offline'))).toBe(flowerErrors.other);
  });
});
