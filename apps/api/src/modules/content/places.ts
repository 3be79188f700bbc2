import type { Context, Hono } from 'hono';
import { searchPlaces, type Place } from '../../data/places';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import type { Schemas } from '../../http/types';
import { message } from '../../i18n/messages';
import { clientAddress } from '../session/client-address';

/**
 * Autocomplete calls accepted per client address and minute: one per keystroke after the client's
 * debounce leaves plenty for a person typing, and little for someone scraping the list.
 */
export const PLACES_LIMIT = { perAddress: 60, windowSeconds: 60 };

/** The contract's default `limit`. */
export const DEFAULT_PLACES_LIMIT = 10;

/** Coarse coordinates: 2 decimals is about a kilometre, enough for a search distance. */
const coarse = (degrees: number): number => Math.round(degrees * 100) / 100;

/** `Verdun, Montréal (QC)`, `Montréal (QC)`. */
export function placeLabel(place: Pick<Place, 'name' | 'city' | 'province'>): string {
  const where = place.city === place.name ? place.name : `${place.name}, ${place.city}`;
  return `${where} (${place.province})`;
}

export function toPlace(place: Place): Schemas['Place'] {
  return {
    id: place.id,
    label: placeLabel(place),
    city: place.city,
    state: place.province,
    country: 'ca',
    postal_prefix: place.postal_prefix,
    latitude: coarse(place.latitude),
    longitude: coarse(place.longitude),
  };
}

function throttle(c: Context<AppEnv>): void {
  const wait = c
    .get('services')
    .rateLimiter.hit(
      `places:address:${clientAddress(c)}`,
      PLACES_LIMIT.perAddress,
      PLACES_LIMIT.windowSeconds,
    );
  if (wait > 0) {
    throw new HttpError(429, message('auth.throttle', { seconds: wait }), {
      'Retry-After': String(wait),
    });
  }
}

/**
 * `GET /api/content/places`: the embedded default of the Canada-only maps autocomplete that serves the
 * address fields (a maps provider replaces it in production with the same answer).
 */
export function registerPlaceRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/api/content/places', (c, { query }) => {
    throttle(c);
    const places = searchPlaces(query.search, query.limit ?? DEFAULT_PLACES_LIMIT);
    return c.json({ data: places.map(toPlace) }, 200);
  });
}
