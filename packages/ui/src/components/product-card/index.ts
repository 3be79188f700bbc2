export {
  BONUS_COURSE_MONTHS,
  BONUS_COURSE_VALUE,
  ProductCard,
  productCardVariants,
  productDisplay,
  realMonths,
  sortProducts,
  useFormatMoney,
  type Product,
  type ProductCardProps,
  type ProductDisplay,
} from './product-card.tsx';
