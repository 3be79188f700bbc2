export {
  parsePaymentSource,
  SavedCard,
  type CardBrand,
  type ParsedPaymentSource,
  type PaymentSource,
  type SavedCardProps,
} from './saved-card.tsx';
