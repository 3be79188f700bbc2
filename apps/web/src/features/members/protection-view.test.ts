import { describe, expect, it } from 'vitest';
import { isAccountPage, protectionScreen, type ProtectedUser } from './protection-view';

const member = (overrides: Partial<NonNullable<ProtectedUser['member']>> = {}) => ({
  authentication_flag: 'success' as const,
  member: { subscription_status: 'active' as const, suspended: false, paused: false, ...overrides },
});

describe('the protection view, in the spec’s order', () => {
  it('shows the content to a subscribed member in good standing, or in trial', () => {
    expect(protectionScreen(member())).toBe('content');
    expect(protectionScreen(member({ subscription_status: 'trial' }))).toBe('content');
  });

  it('puts the unsubscribed screen first, before a suspension or a pause', () => {
    expect(
      protectionScreen(member({ subscription_status: 'inactive', suspended: true, paused: true })),
    ).toBe('unsubscribed');
  });

  it('shows the suspended screen for a suspension or a failed identity check, before a pause', () => {
    expect(protectionScreen(member({ suspended: true, paused: true }))).toBe('suspended');
    expect(protectionScreen({ ...member({ paused: true }), authentication_flag: 'fail' })).toBe(
      'suspended',
    );
    expect(protectionScreen({ ...member(), authentication_flag: 'warning' })).toBe('content');
  });

  it('shows the pause screen to a paused member', () => {
    expect(protectionScreen(member({ paused: true }))).toBe('paused');
  });

  it('always shows the member’s own profile', () => {
    expect(
      protectionScreen(member({ subscription_status: 'inactive' }), { forceVisible: true }),
    ).toBe('content');
  });
});

describe('the account pages under the state screens', () => {
  it('keeps the settings and the subscription open', () => {
    expect(isAccountPage('/member/settings')).toBe(true);
    expect(isAccountPage('/member/settings/')).toBe(true);
    expect(isAccountPage('/member/settings/pause')).toBe(true);
    expect(isAccountPage('/member/settings/payment-source/update')).toBe(true);
    expect(isAccountPage('/member/subscription')).toBe(true);
  });

  it('protects every other member page', () => {
    expect(isAccountPage('/member/search')).toBe(false);
    expect(isAccountPage('/member/settingsx')).toBe(false);
    expect(isAccountPage('/member/subscriptions')).toBe(false);
    expect(isAccountPage('/member/messages/3')).toBe(false);
  });
});
