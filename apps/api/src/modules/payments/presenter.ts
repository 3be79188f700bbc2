import { describePaymentSource } from '../../adapters/payments/test-gateway';
import type { Schemas } from '../../http/types';
import type { Locale } from '../../i18n/messages';
import type { PaymentSourceRow } from './payment-sources';
import { PRODUCTS, productsForPlatform, toProduct, type Platform } from './pricing';

/** The payments module's replies: the products a platform can buy, and saved cards. */

export function presentProducts(
  platform: Platform | undefined,
  options: { locale: Locale; appKey: string },
): Schemas['Product'][] {
  return productsForPlatform(PRODUCTS, platform).map((product) =>
    toProduct(product, { locale: options.locale, secret: options.appKey }),
  );
}

export function presentPaymentSource(
  row: PaymentSourceRow,
  locale: Locale,
): Schemas['PaymentSource'] {
  return {
    id: row.id,
    description: describePaymentSource(
      { brand: row.brand as 'visa' | 'mastercard' | 'amex', last4: row.last4 },
      locale,
    ),
  };
}
