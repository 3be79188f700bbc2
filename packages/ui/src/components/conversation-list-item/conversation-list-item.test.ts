import { describe, expect, it } from 'vitest';
import { conversationFlowerState } from './conversation-list-item.ts';

describe('conversationFlowerState', () => {
  it('has no flower by default', () => {
    expect(conversationFlowerState({})).toBe('none');
  });

  it('shows the single-flower state when one side sent', () => {
    expect(conversationFlowerState({ iSentFlower: true })).toBe('sent');
    expect(conversationFlowerState({ otherSentFlower: true })).toBe('received');
  });

  it('celebrates a match when both sent', () => {
    expect(conversationFlowerState({ iSentFlower: true, otherSentFlower: true })).toBe('match');
  });

  it('trusts the server’s flower_match', () => {
    expect(conversationFlowerState({ flowerMatch: true })).toBe('match');
  });
});
