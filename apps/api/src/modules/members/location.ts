import { sql, type SQL } from 'drizzle-orm';

/**
 * Location privacy. No response carries another member's coordinates, and every distance shown,
 * sorted on or filtered by is computed between the centres of coarse grid cells, never between the
 * stored points themselves. A member who moves their own search point therefore only ever sees the
 * distance change when their point crosses into another cell, and the value depends only on the
 * cell the other member lives in: trilateration can at best find that cell (about 5.5 km across),
 * never the home inside it (the leak several dating apps suffered).
 *
 * The grid: latitude bands of 0.05° (5.56 km); each band is cut into a whole number of longitude
 * cells about as wide as the band is tall (fewer cells towards the poles), so cells are roughly
 * square everywhere and tile each band exactly. Distances are great-circle (haversine, mean Earth
 * radius 6371 km) between cell centres, rounded to the kilometre and never below 3 km.
 */
export const GRID_DEGREES = 0.05;
export const EARTH_RADIUS_KM = 6371;
/** Distances under this are shown as this (spec §9: public distance minimum 3). */
export const MIN_DISTANCE_KM = 3;
/** Distances past this are shown as '200+ km' (spec §9). */
export const DISPLAY_CAP_KM = 200;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** How many longitude cells the band centred on `latitude` holds (at least one). */
function cellsInBand(latitude: number): number {
  return Math.max(1, Math.floor((360 * Math.cos(radians(latitude))) / GRID_DEGREES));
}

/** The centre of the grid cell holding `point`. */
export function snapPoint(point: Point): Point {
  const band = Math.floor((point.latitude + 90) / GRID_DEGREES);
  const latitude = -90 + (Math.min(band, 180 / GRID_DEGREES - 1) + 0.5) * GRID_DEGREES;
  const step = 360 / cellsInBand(latitude);
  const column = Math.floor((point.longitude + 180) / step);
  const longitude = -180 + (column + 0.5) * step;
  return { latitude, longitude };
}

/** Great-circle distance in km between two points, as they are (no snapping). */
export function haversineKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point whose coordinates may be unknown (a user who never gave an address). */
export interface MaybePoint {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

const known = (point: MaybePoint | null | undefined): point is Point =>
  typeof point?.latitude === 'number' &&
  typeof point.longitude === 'number' &&
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude);

/**
 * The distance others see between two members (or a search point and a member): between the centres
 * of their grid cells, in whole km, never below 3. Null when either location is unknown.
 */
export function snappedDistanceKm(
  a: MaybePoint | null | undefined,
  b: MaybePoint | null | undefined,
): number | null {
  if (!known(a) || !known(b)) return null;
  const km = Math.round(haversineKm(snapPoint(a), snapPoint(b)));
  return Math.max(MIN_DISTANCE_KM, km);
}

/** The distance as shown: '3 km', '42 km', '200+ km'. */
export function distanceLabel(km: number | null): string | null {
  if (km === null) return null;
  return km > DISPLAY_CAP_KM ? `${DISPLAY_CAP_KM}+ km` : `${km} km`;
}

/**
 * The same snapped distance as `snappedDistanceKm`, as a SQL expression over a row's grid cell centre
 * (the `users.cell_latitude` and `cell_longitude` columns the database keeps, computed from the
 * coordinates with `snapPoint`'s arithmetic: see db/schema.ts), for sorting and for the distance
 * filter (null when the row has no coordinates). The origin is snapped here, in JS.
 */
export function snappedDistanceSql(cellLatitude: SQL, cellLongitude: SQL, origin: Point): SQL {
  const o = snapPoint(origin);
  const h = sql`(power(sin(radians(${cellLatitude} - ${o.latitude}::float8) / 2), 2) + cos(radians(${o.latitude}::float8)) * cos(radians(${cellLatitude})) * power(sin(radians(${cellLongitude} - ${o.longitude}::float8) / 2), 2))`;
  return sql`greatest(${MIN_DISTANCE_KM}, round(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(${h})))))::int`;
}

/**
 * A box of grid-cell centres around `origin` outside which no member is within `km` once snapped: a
 * cheap prefilter on the indexed `cell_latitude`, `cell_longitude` columns before the trigonometry.
 * The snapped distance is measured between cell centres, so the box needs no margin for the
 * snapping, only for the rounding to the kilometre (a box on the raw coordinates needed 10 km more
 * each way, and held 3 to 8 times as many members at the nearest rings). Null when the box would
 * wrap around a pole or the antimeridian (the caller then skips the prefilter).
 */
export function cellBoundingBox(
  origin: Point,
  km: number,
): { minLat: number; maxLat: number; minLng: number; maxLng: number } | null {
  const centre = snapPoint(origin);
  // Rounded to the kilometre: a distance under km + 0.5 is shown as km (plus a hair for floats).
  const reach = km + 0.5 + 0.01;
  const kmPerDegree = (2 * Math.PI * EARTH_RADIUS_KM) / 360;
  const dLat = reach / kmPerDegree;
  const minLat = centre.latitude - dLat;
  const maxLat = centre.latitude + dLat;
  if (minLat <= -89 || maxLat >= 89) return null;
  // A degree of longitude is shortest at the box's edge furthest from the equator.
  const cos = Math.cos(radians(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const dLng = reach / (kmPerDegree * cos);
  if (dLng >= 180) return null;
  const minLng = centre.longitude - dLng;
  const maxLng = centre.longitude + dLng;
  if (minLng < -180 || maxLng > 180) return null;
  return { minLat, maxLat, minLng, maxLng };
}
