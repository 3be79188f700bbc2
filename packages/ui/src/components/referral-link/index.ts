export {
  ReferralLink,
  useCopyToClipboard,
  type CopyToClipboardOptions,
  referralLinkVariants,
  type CopyState,
  type ReferralLinkProps,
} from './referral-link.tsx';
export { COPIED_LABEL_MS, copyToClipboard } from './referral-link.ts';
