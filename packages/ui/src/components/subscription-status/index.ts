export {
  addOneDay,
  daysRemaining,
  SubscriptionStatus,
  subscriptionView,
  type ActiveSubscription,
  type DateLike,
  type SubscriptionInput,
  type SubscriptionStatusProps,
  type SubscriptionView,
} from './subscription-status.tsx';
