import { describe, expect, it } from 'vitest';
import {
  avatarBlur,
  avatarBlurStrength,
  avatarCanReveal,
  avatarHidesPicture,
  avatarOverlay,
  avatarOverlays,
  avatarShowsStateText,
  type AvatarMemberState,
} from './avatar';

const active: AvatarMemberState = { subscribed: true, galleryReviewStatus: 'done' };

describe('avatarOverlay', () => {
  it('shows nothing for a subscribed member in good standing', () => {
    expect(avatarOverlay(active)).toBeNull();
    expect(avatarOverlay(active, { isOwn: true })).toBeNull();
  });

  it('does not treat missing fields (hidden data) as a state', () => {
    expect(avatarOverlay({})).toBeNull();
    expect(avatarOverlay({ galleryReviewStatus: null })).toBeNull();
  });

  it('puts deleted first, over every other state', () => {
    const everything: AvatarMemberState = {
      deleted: true,
      unavailable: true,
      subscribed: false,
      suspended: true,
      paused: true,
      galleryReviewStatus: 'pending',
    };
    expect(avatarOverlay(everything, { anonymousMode: true })).toBe('deleted');
  });

  it('puts unavailable second, over the subscription states', () => {
    expect(avatarOverlay({ unavailable: true, subscribed: false, suspended: true })).toBe(
      'unavailable',
    );
    expect(avatarOverlay({ ...active, unavailable: true, paused: true })).toBe('unavailable');
  });

  it('shows unsubscribed for a member who is not subscribed, whatever else is set', () => {
    expect(avatarOverlay({ subscribed: false })).toBe('unsubscribed');
    expect(
      avatarOverlay(
        { subscribed: false, suspended: true, paused: true, galleryReviewStatus: 'pending' },
        { anonymousMode: true },
      ),
    ).toBe('unsubscribed');
  });

  it('orders the subscribed states: suspended, paused, gallery review, anonymous mode', () => {
    const ctx = { anonymousMode: true };
    expect(
      avatarOverlay(
        { ...active, suspended: true, paused: true, galleryReviewStatus: 'pending' },
        ctx,
      ),
    ).toBe('suspended');
    expect(avatarOverlay({ ...active, paused: true, galleryReviewStatus: 'pending' }, ctx)).toBe(
      'paused',
    );
    expect(avatarOverlay({ ...active, galleryReviewStatus: 'pending' }, ctx)).toBe('pending');
    expect(avatarOverlay(active, ctx)).toBe('anonymous');
  });

  it('counts any gallery review that is not done as pending', () => {
    expect(avatarOverlay({ ...active, galleryReviewStatus: 'pending' })).toBe('pending');
    expect(avatarOverlay({ ...active, galleryReviewStatus: 'refused' })).toBe('pending');
    expect(avatarOverlay({ ...active, galleryReviewStatus: 'done' })).toBeNull();
  });

  it('lifts the anonymous overlay once revealed, and never applies it to the own avatar', () => {
    expect(avatarOverlay(active, { anonymousMode: true, revealed: true })).toBeNull();
    expect(avatarOverlay(active, { anonymousMode: true, isOwn: true })).toBeNull();
    expect(avatarOverlay(active, { anonymousMode: false })).toBeNull();
    expect(avatarOverlay(active, { revealed: true })).toBeNull();
  });

  it('still shows the own member their state (own preview)', () => {
    expect(avatarOverlay({ ...active, paused: true }, { isOwn: true })).toBe('paused');
    expect(avatarOverlay({ subscribed: false }, { isOwn: true })).toBe('unsubscribed');
  });

  it('lists every overlay in precedence order', () => {
    expect(avatarOverlays).toEqual([
      'deleted',
      'unavailable',
      'suspended',
      'paused',
      'pending',
      'anonymous',
      'unsubscribed',
    ]);
  });
});

describe('avatarBlur', () => {
  it('does not blur a member in good standing', () => {
    expect(avatarBlur(active)).toBe(false);
    expect(avatarBlur({})).toBe(false);
  });

  it.each<[string, AvatarMemberState]>([
    ['suspended', { ...active, suspended: true }],
    ['unsubscribed', { subscribed: false }],
    ['paused', { ...active, paused: true }],
  ])('blurs another member who is %s', (_, member) => {
    expect(avatarBlur(member)).toBe(true);
    expect(avatarBlur(member, { isOwn: false })).toBe(true);
  });

  it('blurs another member in anonymous mode until revealed', () => {
    expect(avatarBlur(active, { anonymousMode: true })).toBe(true);
    expect(avatarBlur(active, { anonymousMode: true, revealed: true })).toBe(false);
  });

  it('keeps the blur of a paused member even when revealed', () => {
    expect(avatarBlur({ ...active, paused: true }, { anonymousMode: true, revealed: true })).toBe(
      true,
    );
  });

  it('does not blur for a pending gallery, deleted or unavailable alone', () => {
    expect(avatarBlur({ ...active, galleryReviewStatus: 'pending' })).toBe(false);
    expect(avatarBlur({ ...active, deleted: true })).toBe(false);
    expect(avatarBlur({ ...active, unavailable: true })).toBe(false);
  });

  it('never blurs the own avatar', () => {
    const worst: AvatarMemberState = { subscribed: false, suspended: true, paused: true };
    expect(avatarBlur(worst, { isOwn: true, anonymousMode: true })).toBe(false);
  });
});

describe('avatarBlurStrength', () => {
  it.each([
    [40, 'soft'],
    [64, 'soft'],
    [100, 'soft'],
    [101, 'strong'],
    [150, 'strong'],
    [400, 'strong'],
  ] as const)('at %i px is %s', (size, strength) => {
    expect(avatarBlurStrength(size)).toBe(strength);
  });
});

describe('avatarShowsStateText', () => {
  it.each([
    [40, false],
    [150, false],
    [200, false],
    [201, true],
    [400, true],
  ] as const)('at %i px is %s', (size, shows) => {
    expect(avatarShowsStateText(size)).toBe(shows);
  });
});

describe('avatarCanReveal', () => {
  it('allows reveal only where anonymous mode is the overlay', () => {
    expect(avatarCanReveal(active, { anonymousMode: true })).toBe(true);
    expect(avatarCanReveal(active, { anonymousMode: true, revealed: true })).toBe(false);
    expect(avatarCanReveal(active, { anonymousMode: true, isOwn: true })).toBe(false);
    expect(avatarCanReveal({ ...active, paused: true }, { anonymousMode: true })).toBe(false);
    expect(avatarCanReveal({ subscribed: false }, { anonymousMode: true })).toBe(false);
    expect(avatarCanReveal(active)).toBe(false);
  });
});

describe('avatarHidesPicture', () => {
  it('hides the picture of deleted and unavailable members only', () => {
    expect(avatarHidesPicture('deleted')).toBe(true);
    expect(avatarHidesPicture('unavailable')).toBe(true);
    for (const overlay of [
      'suspended',
      'paused',
      'pending',
      'anonymous',
      'unsubscribed',
    ] as const) {
      expect(avatarHidesPicture(overlay)).toBe(false);
    }
    expect(avatarHidesPicture(null)).toBe(false);
  });
});
