/**
 * The database schema, one file per topic under `tables/`: every table is exported from here, where the
 * code and drizzle-kit (drizzle.config.ts) read it.
 */
export * from './tables/accounts';
export * from './tables/profiles';
export * from './tables/payments';
export * from './tables/relations';
export * from './tables/conversations';
export * from './tables/content';
export * from './tables/system';
