/**
 * The contract's types and enum value arrays, generated in `@app/openapi` (`pnpm generate`) and
 * re-exported here so the web app and its features keep one import for everything the client speaks.
 */
export type * from '@app/openapi/schema';
export * from '@app/openapi/enums';
