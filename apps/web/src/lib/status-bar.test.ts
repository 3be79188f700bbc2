import { describe, expect, it } from 'vitest';
import { statusBarMessage } from './status-bar';

const member = { onboarding_completed: true, paused: false };
const user = {
  email_verified_at: '2026-01-01T00:00:00Z',
  authentication_flag: 'success' as const,
  member,
};

describe('the status bar', () => {
  it('says nothing to a visitor or a user in order', () => {
    expect(statusBarMessage(null)).toBeNull();
    expect(statusBarMessage(user)).toBeNull();
  });

  it('warns about an unverified email, linking to the member or the ambassador settings', () => {
    expect(statusBarMessage({ ...user, email_verified_at: null })).toEqual({
      kind: 'email-not-verified',
      type: 'warning',
      href: '/member/settings/email',
    });
    expect(statusBarMessage({ ...user, email_verified_at: null, member: null })).toEqual({
      kind: 'email-not-verified',
      type: 'warning',
      href: '/ambassador/settings#email-not-verified',
    });
  });

  it('then warns about a pending identity check', () => {
    expect(statusBarMessage({ ...user, authentication_flag: 'warning' })).toEqual({
      kind: 'pending-authentication',
      type: 'warning',
    });
    expect(
      statusBarMessage({ ...user, email_verified_at: null, authentication_flag: 'warning' })?.kind,
    ).toBe('email-not-verified');
  });

  it('then tells a paused member, linking to the pause settings', () => {
    expect(statusBarMessage({ ...user, member: { ...member, paused: true } })).toEqual({
      kind: 'paused',
      type: 'info',
      href: '/member/settings/pause',
    });
  });
});
