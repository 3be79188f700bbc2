export {
  REFERRAL_REWARD,
  ReferralsList,
  referralsListVariants,
  type Referral,
  type ReferralsListProps,
} from './referrals-list.tsx';
