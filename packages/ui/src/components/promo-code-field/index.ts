export {
  normalizePromoCode,
  PromoCodeField,
  promoCodeResultVariants,
  promoRebates,
  type PromoCode,
  type PromoCodeFieldProps,
  type PromoCodeStatus,
  type PromoRebate,
} from './promo-code-field.tsx';
