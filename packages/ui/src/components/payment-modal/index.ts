export {
  classifyPaymentError,
  isFirstPurchase,
  PaymentModal,
  PaymentSuccessDialog,
  type Estimate,
  type PaymentFailure,
  type PaymentModalLinkProps,
  type PaymentModalProps,
  type PaymentModalState,
  type PaymentSuccessDialogProps,
  type PromoCode,
  type SubscriptionStatus,
} from './payment-modal.tsx';
