import {
  PLACES,
  PROVINCES,
  normalizePlaceText,
  type Place,
  type ProvinceCode,
} from '../../data/places';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import { message } from '../../i18n/messages';
import { snapPoint, type Point } from './location';

/**
 * The place of a postal address among the bundled Canadian places (a maps provider replaces this in
 * production), best match first:
 * 1. the city (or borough) in the province, with the same forward sortation area (postal prefix);
 * 2. the city in the province; 3. the postal prefix; 4. a place of the province in the same postal
 * district (first letter of the postal code); 5. the first place of the province.
 * Null outside Canada, or when nothing matches.
 */
export function geocodeAddress(address: {
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}): Place | null {
  if ((address.country ?? 'ca').toLowerCase() !== 'ca') return null;
  const city = normalizePlaceText(address.city ?? '');
  const fsa = (address.postal_code ?? '').replace(/\s+/g, '').slice(0, 3).toUpperCase();
  const province = provinceOf(address.state ?? '');
  const inProvince = (place: Place) => province === null || place.province === province;
  const sameCity = (place: Place) =>
    city !== '' &&
    (normalizePlaceText(place.name) === city || normalizePlaceText(place.city) === city);

  const byCityAndFsa = PLACES.find(
    (place) => sameCity(place) && inProvince(place) && place.postal_prefix === fsa,
  );
  if (byCityAndFsa) return byCityAndFsa;
  // A city's own entry first (Montréal before its boroughs).
  const cityMatches = PLACES.filter((place) => sameCity(place) && inProvince(place));
  const byCity =
    cityMatches.find((place) => normalizePlaceText(place.name) === city) ?? cityMatches[0];
  if (byCity) return byCity;
  if (fsa.length === 3) {
    const byFsa = PLACES.find((place) => place.postal_prefix === fsa && inProvince(place));
    if (byFsa) return byFsa;
  }
  const district = fsa.slice(0, 1);
  if (district !== '') {
    const byDistrict = PLACES.find(
      (place) => place.postal_prefix.startsWith(district) && inProvince(place),
    );
    if (byDistrict) return byDistrict;
  }
  return province ? (PLACES.find((place) => place.province === province) ?? null) : null;
}

/** A province from its code or its name in either language ("QC", "Québec", "Quebec"). */
export function provinceOf(state: string): ProvinceCode | null {
  const text = normalizePlaceText(state);
  if (text === '') return null;
  for (const [code, names] of Object.entries(PROVINCES) as [
    ProvinceCode,
    { fr: string; en: string },
  ][]) {
    if (
      text === code.toLowerCase() ||
      text === normalizePlaceText(names.fr) ||
      text === normalizePlaceText(names.en)
    )
      return code;
  }
  return null;
}

/** Location changes allowed per user and hour (address and search location together). */
export const LOCATION_CHANGES = { limit: 10, windowSeconds: 60 * 60 } as const;

const cellKey = (point: Point) => {
  const cell = snapPoint(point);
  return `${cell.latitude.toFixed(4)},${cell.longitude.toFixed(4)}`;
};

const sameCell = (a: Point | null, b: Point | null) =>
  a !== null && b !== null && cellKey(a) === cellKey(b);

/**
 * Counts a change of a member's location (their address, or the search location): at most
 * LOCATION_CHANGES per hour, else 429 with Retry-After. Moving within one grid cell is free (it changes
 * nothing anyone can see), as is going back to a cell used in the last hour or to one of `known` (the
 * home and the saved search location): only new cells are counted, which is what trilateration needs.
 */
export function chargeLocationChange(
  services: Services,
  options: { userId: number; point: Point; known: (Point | null)[] },
): void {
  const { userId, point, known } = options;
  if (known.some((other) => sameCell(point, other))) return;
  const seenKey = `location-cell:${userId}:${cellKey(point)}`;
  if (services.rateLimiter.retryAfter(seenKey, 1) > 0) return;
  const wait = services.rateLimiter.hit(
    `location-change:${userId}`,
    LOCATION_CHANGES.limit,
    LOCATION_CHANGES.windowSeconds,
  );
  if (wait > 0)
    throw new HttpError(429, message('members.location_throttle', { seconds: wait }), {
      'Retry-After': String(wait),
    });
  services.rateLimiter.hit(seenKey, 1, LOCATION_CHANGES.windowSeconds);
}
