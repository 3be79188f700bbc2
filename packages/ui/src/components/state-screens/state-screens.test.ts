import { describe, expect, it } from 'vitest';
import { protectionView, type ProtectedUser } from './state-screens.ts';

const subscribed: ProtectedUser = {
  authentication_flag: 'success',
  member: { subscription_status: 'active', suspended: false, paused: false },
};

describe('protectionView', () => {
  it('shows the content to a subscribed member in good standing', () => {
    expect(protectionView(subscribed)).toBe('content');
    expect(protectionView({ member: { subscription_status: 'trial' } })).toBe('content');
  });

  it('shows the unsubscribed screen first, before suspended and paused', () => {
    expect(
      protectionView({
        authentication_flag: 'fail',
        member: { subscription_status: 'inactive', suspended: true, paused: true },
      }),
    ).toBe('unsubscribed');
  });

  it('shows the suspended screen when suspended or when the identity check failed, before paused', () => {
    expect(
      protectionView({ ...subscribed, member: { ...subscribed.member, suspended: true } }),
    ).toBe('suspended');
    expect(
      protectionView({
        authentication_flag: 'fail',
        member: { subscription_status: 'active', paused: true },
      }),
    ).toBe('suspended');
    expect(protectionView({ ...subscribed, authentication_flag: 'warning' })).toBe('content');
  });

  it('shows the pause screen to a paused member', () => {
    expect(protectionView({ ...subscribed, member: { ...subscribed.member, paused: true } })).toBe(
      'paused',
    );
  });

  it('forces the member’s own profile visible', () => {
    expect(
      protectionView(
        { authentication_flag: 'fail', member: { subscription_status: 'inactive', paused: true } },
        { forceVisible: true },
      ),
    ).toBe('content');
  });

  it('shows the content when there is no user to judge', () => {
    expect(protectionView(null)).toBe('content');
  });
});
