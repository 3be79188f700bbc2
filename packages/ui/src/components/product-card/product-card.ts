/**
 * Display rules of the subscription packages (spec 01, sections 3 and 9): products by
 * `number_of_months` ascending; real months = `number_of_months` − `number_of_extra_months`; monthly
 * price = `price` ÷ real months; the sale percentage (a fraction) shown only when it is 1 or less; the
 * 6-month package comes with a bonus course worth 494 $; prices are taxes included.
 */

/** A package as the contract's `Product` serves it (prices in dollars, taxes included). */
export interface Product {
  id: number;
  name: string;
  description?: string | null | undefined;
  price: number;
  price_before_sale?: number | null | undefined;
  /** The sale as a fraction (0.25 is 25 %); displayed only when it is 1 or less. */
  sale_percentage?: number | null | undefined;
  /** Months granted, extra months included. */
  number_of_months: number;
  /** Free months included in `number_of_months`. */
  number_of_extra_months: number;
  is_renewable?: boolean | undefined;
  featured?: boolean | undefined;
  vip?: boolean | undefined;
  price_hash?: string | undefined;
  apple_id?: string | null | undefined;
  google_id?: string | null | undefined;
}

/** The bonus personal-development course of the 6-month package, in dollars. */
export const BONUS_COURSE_VALUE = 494;
/** The package that comes with the bonus course. */
export const BONUS_COURSE_MONTHS = 6;

type Months = Pick<Product, 'number_of_months' | 'number_of_extra_months'>;

/** The paid months: `number_of_months` − `number_of_extra_months` (at least 1, never a division by 0). */
export function realMonths(product: Months): number {
  return Math.max(1, product.number_of_months - product.number_of_extra_months);
}

export interface ProductDisplay {
  /** Months granted (extra months included). */
  months: number;
  /** Months paid. */
  realMonths: number;
  /** Free months included. */
  extraMonths: number;
  /** `price` ÷ real months, rounded to the cent. */
  monthlyPrice: number;
  /** The sale as a fraction, or null when it must not show (none, 0, or above 1). */
  salePercentage: number | null;
  /** The price before the sale, struck through; null unless it is above the price. */
  priceBeforeSale: number | null;
  /** The bonus course's value for the 6-month package, otherwise null. */
  bonusCourseValue: number | null;
  featured: boolean;
  vip: boolean;
}

/** What a product card shows, computed from the product alone. */
export function productDisplay(product: Product): ProductDisplay {
  const paid = realMonths(product);
  const sale = product.sale_percentage;
  const before = product.price_before_sale;
  return {
    months: product.number_of_months,
    realMonths: paid,
    extraMonths: Math.max(0, product.number_of_extra_months),
    monthlyPrice: Math.round((product.price / paid) * 100) / 100,
    salePercentage: sale != null && sale > 0 && sale <= 1 ? sale : null,
    priceBeforeSale: before != null && before > product.price ? before : null,
    bonusCourseValue: product.number_of_months === BONUS_COURSE_MONTHS ? BONUS_COURSE_VALUE : null,
    featured: product.featured === true,
    vip: product.vip === true,
  };
}

/** Products by `number_of_months` ascending (then by id), as a new array. */
export function sortProducts<T extends Pick<Product, 'id' | 'number_of_months'>>(
  products: readonly T[],
): T[] {
  return [...products].sort((a, b) => a.number_of_months - b.number_of_months || a.id - b.id);
}
