/**
 * The rating rules (spec 02, sections 5 and 9): a score from 1 to 5; a vote is sent only if none is
 * already loading and the score differs from the last one submitted.
 */

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** The scores a member can give, 1 to 5. */
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;

export function isRatingScore(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= MIN_RATING && (value as number) <= MAX_RATING
  );
}

export interface VoteCheck {
  /** The score the member picked. */
  score: number;
  /** A vote is being sent. */
  loading: boolean;
  /** The last score submitted (`my_vote` until the member votes), or none. */
  lastSubmitted: number | null | undefined;
}

/** True when the vote must be sent: a valid score, nothing loading, and not the last score submitted. */
export function shouldSendVote({ score, loading, lastSubmitted }: VoteCheck): boolean {
  if (loading || !isRatingScore(score)) return false;
  return score !== lastSubmitted;
}

/** The score a key moves to from `current` (none chosen yet counts as 0), or null for other keys. */
export function scoreForKey(key: string, current: number | null | undefined): number | null {
  const from = current ?? 0;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return from >= MAX_RATING ? MIN_RATING : from + 1;
    case 'ArrowLeft':
    case 'ArrowDown':
      return from <= MIN_RATING ? MAX_RATING : from - 1;
    case 'Home':
      return MIN_RATING;
    case 'End':
      return MAX_RATING;
    default:
      return null;
  }
}
