/**
 * The public distance (spec, section 9): kilometres, never below 3, shown capped at 200 with a plus.
 */

export const DISTANCE_MIN_KM = 3;
export const DISTANCE_MAX_KM = 200;

export interface DistanceDisplay {
  /** Whole kilometres to show. */
  value: number;
  /** Further than the cap: shown as '200+ km'. */
  capped: boolean;
}

/** What to show for a distance in kilometres; `null` when there is none (no reference location). */
export function distanceDisplay(km: number | null | undefined): DistanceDisplay | null {
  if (km == null || Number.isNaN(km)) return null;
  const rounded = Math.round(km);
  if (rounded > DISTANCE_MAX_KM) return { value: DISTANCE_MAX_KM, capped: true };
  return { value: Math.max(DISTANCE_MIN_KM, rounded), capped: false };
}
