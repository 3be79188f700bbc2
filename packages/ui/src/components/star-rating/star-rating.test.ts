import { describe, expect, it } from 'vitest';
import {
  isRatingScore,
  MAX_RATING,
  MIN_RATING,
  scoreForKey,
  shouldSendVote,
} from './star-rating.ts';

describe('the rating scale', () => {
  it('runs from 1 to 5', () => {
    expect([MIN_RATING, MAX_RATING]).toEqual([1, 5]);
    expect(isRatingScore(1)).toBe(true);
    expect(isRatingScore(5)).toBe(true);
    expect(isRatingScore(0)).toBe(false);
    expect(isRatingScore(6)).toBe(false);
    expect(isRatingScore(2.5)).toBe(false);
  });
});

describe('shouldSendVote', () => {
  it('sends a first vote and a changed vote', () => {
    expect(shouldSendVote({ score: 4, loading: false, lastSubmitted: null })).toBe(true);
    expect(shouldSendVote({ score: 4, loading: false, lastSubmitted: undefined })).toBe(true);
    expect(shouldSendVote({ score: 2, loading: false, lastSubmitted: 4 })).toBe(true);
  });

  it('sends nothing while a vote is loading, even a different score', () => {
    expect(shouldSendVote({ score: 2, loading: true, lastSubmitted: 4 })).toBe(false);
    expect(shouldSendVote({ score: 2, loading: true, lastSubmitted: null })).toBe(false);
  });

  it('sends nothing when the score equals the last one submitted', () => {
    expect(shouldSendVote({ score: 4, loading: false, lastSubmitted: 4 })).toBe(false);
  });

  it('sends nothing outside 1 to 5', () => {
    expect(shouldSendVote({ score: 0, loading: false, lastSubmitted: null })).toBe(false);
    expect(shouldSendVote({ score: 6, loading: false, lastSubmitted: null })).toBe(false);
  });
});

describe('scoreForKey', () => {
  it('moves up and down with the arrows, wrapping around', () => {
    expect(scoreForKey('ArrowRight', 3)).toBe(4);
    expect(scoreForKey('ArrowUp', 5)).toBe(1);
    expect(scoreForKey('ArrowLeft', 3)).toBe(2);
    expect(scoreForKey('ArrowDown', 1)).toBe(5);
  });

  it('starts from nothing chosen', () => {
    expect(scoreForKey('ArrowRight', null)).toBe(1);
    expect(scoreForKey('ArrowLeft', null)).toBe(5);
  });

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(scoreForKey('Home', 4)).toBe(1);
    expect(scoreForKey('End', 2)).toBe(5);
    expect(scoreForKey('a', 2)).toBeNull();
  });
});
