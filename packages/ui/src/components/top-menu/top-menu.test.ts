import { describe, expect, it } from 'vitest';
import { topMenuDestinations } from './top-menu.ts';

describe('topMenuDestinations', () => {
  it('gives a member who finished onboarding the member settings', () => {
    expect(topMenuDestinations({ member: { onboarding_completed: true } })).toEqual({
      settingsHref: '/member/settings',
    });
  });

  it('gives an ambassador refer your friends and the ambassador settings', () => {
    expect(topMenuDestinations({ ambassador: { code: 'CAMILLE22' } })).toEqual({
      settingsHref: '/ambassador/settings',
      referFriendsHref: '/ambassador',
    });
  });

  it('gives an ambassador whose member is still onboarding the ambassador settings', () => {
    expect(
      topMenuDestinations({ ambassador: {}, member: { onboarding_completed: false } }),
    ).toEqual({ settingsHref: '/ambassador/settings', referFriendsHref: '/ambassador' });
  });

  it('gives an ambassador who is also a member the member settings and refer your friends', () => {
    expect(topMenuDestinations({ ambassador: {}, member: { onboarding_completed: true } })).toEqual(
      { settingsHref: '/member/settings', referFriendsHref: '/ambassador' },
    );
  });

  it('gives a member still onboarding, or nobody, no settings link', () => {
    expect(topMenuDestinations({ member: { onboarding_completed: false } })).toEqual({});
    expect(topMenuDestinations({ member: null, ambassador: null })).toEqual({});
    expect(topMenuDestinations(null)).toEqual({});
  });
});
