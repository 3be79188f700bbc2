export {
  classifyPaymentError,
  isFirstPurchase,
  PaymentModal,
  type Estimate,
  type PaymentFailure,
  type PaymentModalLinkProps,
  type PaymentModalProps,
  type PaymentModalState,
  type PromoCode,
  type SubscriptionStatus,
} from './payment-modal.tsx';
