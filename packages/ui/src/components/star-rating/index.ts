export {
  isRatingScore,
  MAX_RATING,
  MIN_RATING,
  RATING_SCORES,
  scoreForKey,
  shouldSendVote,
  StarRating,
  starRatingVariants,
  type StarRatingProps,
  type VoteCheck,
} from './star-rating.tsx';
