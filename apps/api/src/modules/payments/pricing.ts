/**
 * Pure pricing of the subscription packages, one concern per file under `pricing/`: the catalogue
 * (products and business constants), promo codes, Canadian sales taxes, subscription dates and the
 * quote of a purchase. No storage, no clock: `now` is always passed in.
 */
export * from './pricing/catalogue';
export * from './pricing/promo-codes';
export * from './pricing/taxes';
export * from './pricing/dates';
export * from './pricing/quote';
