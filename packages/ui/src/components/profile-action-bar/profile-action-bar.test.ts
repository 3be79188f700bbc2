import { describe, expect, it } from 'vitest';
import {
  PROFILE_ACTION_BAR_SCROLL_THRESHOLD,
  flowerButtonState,
  isScrolledPast,
} from './profile-action-bar';

describe('isScrolledPast', () => {
  it('uses the spec threshold of 200 px', () => {
    expect(PROFILE_ACTION_BAR_SCROLL_THRESHOLD).toBe(200);
  });

  it.each([
    [0, false],
    [199, false],
    [199.5, false],
    [200, true],
    [201, true],
    [5000, true],
  ])('at %d px → %s', (scrollY, past) => {
    expect(isScrolledPast(scrollY)).toBe(past);
  });

  it('takes another threshold', () => {
    expect(isScrolledPast(99, 100)).toBe(false);
    expect(isScrolledPast(100, 100)).toBe(true);
  });
});

describe('flowerButtonState', () => {
  it('is available without a conversation, for a member, with no reason against it', () => {
    expect(flowerButtonState({})).toBe('available');
    expect(
      flowerButtonState({ hasConversation: false, admin: false, cantSendFlowerMessage: null }),
    ).toBe('available');
  });

  it('is hidden once there is a conversation with the member', () => {
    expect(flowerButtonState({ hasConversation: true })).toBe('hidden');
    expect(
      flowerButtonState({ hasConversation: true, cantSendFlowerMessage: 'Déjà envoyée' }),
    ).toBe('hidden');
  });

  it('is hidden for an admin counterpart', () => {
    expect(flowerButtonState({ admin: true })).toBe('hidden');
    expect(flowerButtonState({ admin: true, cantSendFlowerMessage: 'Non' })).toBe('hidden');
  });

  it('is blocked with a reason', () => {
    expect(
      flowerButtonState({ cantSendFlowerMessage: 'Vous avez déjà envoyé une fleur aujourd’hui' }),
    ).toBe('blocked');
  });

  it('ignores an empty reason', () => {
    expect(flowerButtonState({ cantSendFlowerMessage: '' })).toBe('available');
    expect(flowerButtonState({ cantSendFlowerMessage: '  ' })).toBe('available');
  });
});
