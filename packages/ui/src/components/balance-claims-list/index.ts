export {
  BalanceClaimsList,
  balanceClaimsListVariants,
  claimDocument,
  type BalanceClaim,
  type BalanceClaimStatus,
  type BalanceClaimsListProps,
} from './balance-claims-list.tsx';
