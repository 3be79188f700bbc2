import { timestamp } from 'drizzle-orm/pg-core';

/**
 * The grid cell centre of members/location.ts (`snapPoint`) as SQL over raw column names, for the
 * generated columns (no parameters there): 0.05° latitude bands, each cut into whole cells about as
 * wide as the band is tall.
 */
export function CELL_LATITUDE_SQL(latitude: string): string {
  return `(-90 + (least(floor((${latitude} + 90) / 0.05::float8), 3599::float8) + 0.5) * 0.05::float8)`;
}
export function CELL_LONGITUDE_SQL(latitude: string, longitude: string): string {
  const step = `(360.0 / greatest(1, floor(360 * cos(radians(${CELL_LATITUDE_SQL(latitude)})) / 0.05::float8)))`;
  return `(-180 + (floor((${longitude} + 180) / ${step}) + 0.5) * ${step})`;
}

/** When a row was created and last changed. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
