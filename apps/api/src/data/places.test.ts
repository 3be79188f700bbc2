import { Ajv2020 } from 'ajv/dist/2020.js';
import { bundleContract } from '@app/openapi/bundle';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  LEADING_COUNTRY_CODES,
  countriesFor,
  isCountryCode,
} from './countries';
import {
  PLACES,
  PROVINCE_CODES,
  distanceKm,
  normalizePlaceText,
  searchPlaces,
  type Place,
  type ProvinceCode,
} from './places';

function place(name: string): Place {
  const found = PLACES.find((p) => p.name === name);
  if (!found) throw new Error(`Missing place ${name}`);
  return found;
}

/** Rough bounding boxes [south, north, west, east] of each province and territory. */
const BOUNDS: Record<ProvinceCode, [number, number, number, number]> = {
  AB: [49, 60, -120, -110],
  BC: [48.2, 60, -139.1, -114],
  MB: [49, 60, -102.1, -88.9],
  NB: [44.5, 48.1, -69.1, -63.7],
  NL: [46.6, 60.4, -67.8, -52.6],
  NS: [43.4, 47.1, -66.4, -59.6],
  NT: [60, 78.8, -136.5, -101.9],
  NU: [51.6, 83.2, -121, -61],
  ON: [41.6, 56.9, -95.2, -74.3],
  PE: [45.9, 47.1, -64.5, -61.9],
  QC: [45, 62.6, -79.8, -57.1],
  SK: [49, 60, -110, -101.3],
  YT: [60, 69.7, -141, -123.8],
};

/** First letter of the postal codes of each province and territory. */
const POSTAL_LETTERS: Record<ProvinceCode, string> = {
  AB: 'T',
  BC: 'V',
  MB: 'R',
  NB: 'E',
  NL: 'A',
  NS: 'B',
  NT: 'X',
  NU: 'X',
  ON: 'KLMNP',
  PE: 'C',
  QC: 'GHJ',
  SK: 'S',
  YT: 'Y',
};

describe('places', () => {
  it('have unique, stable ids from 1', () => {
    expect(PLACES.map((p) => p.id)).toEqual(PLACES.map((_, i) => i + 1));
    expect(place('Montréal').id).toBe(1);
  });

  it('cover all 13 provinces and territories, Quebec and Ontario best', () => {
    const provinces = new Set(PLACES.map((p) => p.province));
    expect([...provinces].sort()).toEqual([...PROVINCE_CODES].sort());
    expect(PROVINCE_CODES).toHaveLength(13);
    const count = (code: ProvinceCode) => PLACES.filter((p) => p.province === code).length;
    const others = PROVINCE_CODES.filter((code) => code !== 'QC' && code !== 'ON');
    for (const code of others) {
      expect(count('QC')).toBeGreaterThan(count(code));
      expect(count('ON')).toBeGreaterThan(count(code));
    }
    expect(PLACES.length).toBeGreaterThanOrEqual(100);
  });

  it('include the main cities', () => {
    for (const name of [
      'Montréal',
      'Québec',
      'Laval',
      'Gatineau',
      'Sherbrooke',
      'Trois-Rivières',
      'Saguenay',
      'Lévis',
      'Rimouski',
      'Toronto',
      'Ottawa',
      'Vancouver',
      'Calgary',
      'Edmonton',
      'Halifax',
      'Winnipeg',
      'Regina',
      'Charlottetown',
      'St. John’s',
      'Fredericton',
      'Whitehorse',
      'Yellowknife',
      'Iqaluit',
    ]) {
      expect(() => place(name)).not.toThrow();
    }
  });

  it('have valid coordinates with at most 4 decimals, inside their province', () => {
    for (const p of PLACES) {
      expect(Number.isFinite(p.latitude) && Number.isFinite(p.longitude), p.name).toBe(true);
      expect(Math.round(p.latitude * 1e4) / 1e4, p.name).toBe(p.latitude);
      expect(Math.round(p.longitude * 1e4) / 1e4, p.name).toBe(p.longitude);
      const [south, north, west, east] = BOUNDS[p.province];
      expect(p.latitude, p.name).toBeGreaterThanOrEqual(south);
      expect(p.latitude, p.name).toBeLessThanOrEqual(north);
      expect(p.longitude, p.name).toBeGreaterThanOrEqual(west);
      expect(p.longitude, p.name).toBeLessThanOrEqual(east);
    }
  });

  it('have a forward sortation area of their province', () => {
    for (const p of PLACES) {
      expect(p.postal_prefix, p.name).toMatch(/^[ABCEGHJ-NPRSTVXY]\d[A-Z]$/);
      expect(POSTAL_LETTERS[p.province], p.name).toContain(p.postal_prefix[0]);
    }
  });

  it('place boroughs close to their city', () => {
    for (const p of PLACES.filter((item) => item.city !== item.name)) {
      expect(distanceKm(p, place(p.city)), p.name).toBeLessThan(30);
    }
    expect(PLACES.filter((p) => p.city === 'Montréal').length).toBeGreaterThanOrEqual(19);
  });

  it('measure known distances', () => {
    const near = (actual: number, expected: number) => {
      expect(Math.abs(actual - expected) / expected).toBeLessThan(0.05);
    };
    near(distanceKm(place('Montréal'), place('Québec')), 233);
    near(distanceKm(place('Montréal'), place('Toronto')), 504);
    near(distanceKm(place('Vancouver'), place('Calgary')), 675);
    expect(distanceKm(place('Laval'), place('Laval'))).toBe(0);
  });
});

describe('searchPlaces', () => {
  const names = (query: string, limit?: number) => searchPlaces(query, limit).map((p) => p.name);

  it('ignores accents and case', () => {
    expect(names('montreal')[0]).toBe('Montréal');
    expect(names('MONTRÉAL')[0]).toBe('Montréal');
    expect(names('levis')[0]).toBe('Lévis');
    expect(names('QUEBEC')[0]).toBe('Québec');
  });

  it('matches prefixes first, then words, then substrings', () => {
    expect(names('trois riv')[0]).toBe('Trois-Rivières');
    expect(names('sept iles')[0]).toBe('Sept-Îles');
    expect(names('plateau')[0]).toBe('Le Plateau-Mont-Royal');
    const sher = names('sher');
    expect(sher[0]).toBe('Sherbrooke');
    const foy = names('foy');
    expect(foy).toContain('Sainte-Foy');
  });

  it('spells out saint and sainte', () => {
    expect(names('st-jerome')[0]).toBe('Saint-Jérôme');
    expect(names('ste therese')[0]).toBe('Sainte-Thérèse');
    expect(normalizePlaceText('St. John’s')).toBe('saint john s');
  });

  it('finds boroughs by their city and places by province or postal prefix', () => {
    const montreal = names('montreal', 30);
    expect(montreal[0]).toBe('Montréal');
    expect(montreal).toContain('Verdun');
    expect(names('verdun montreal')[0]).toBe('Verdun');
    expect(names('richmond bc')[0]).toBe('Richmond');
    expect(names('H2J')[0]).toBe('Le Plateau-Mont-Royal');
  });

  it('respects the limit and returns nothing for empty or unknown queries', () => {
    expect(searchPlaces('saint', 5)).toHaveLength(5);
    expect(searchPlaces('s').length).toBeLessThanOrEqual(10);
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('xyzzy')).toEqual([]);
    expect(searchPlaces('montreal', 0)).toEqual([]);
  });
});

describe('countries', () => {
  it('start with Canada, the default, then the US, France, Belgium and Switzerland', () => {
    expect(DEFAULT_COUNTRY).toBe('ca');
    expect(COUNTRIES[0]?.code).toBe('ca');
    expect(COUNTRIES.slice(0, 5).map((c) => c.code)).toEqual([...LEADING_COUNTRY_CODES]);
    for (const locale of ['fr', 'en'] as const) {
      const list = countriesFor(locale);
      expect(list[0]).toEqual({ code: 'ca', name: 'Canada' });
      expect(list.slice(0, 5).map((c) => c.code)).toEqual(['ca', 'us', 'fr', 'be', 'ch']);
    }
  });

  it('list the rest alphabetically in the request’s language', () => {
    for (const locale of ['fr', 'en'] as const) {
      const rest = countriesFor(locale)
        .slice(5)
        .map((c) => c.name);
      const collator = new Intl.Collator(locale === 'fr' ? 'fr-CA' : 'en-CA', {
        sensitivity: 'base',
      });
      expect(rest).toEqual([...rest].sort((a, b) => collator.compare(a, b)));
    }
    expect(countriesFor('fr').find((c) => c.code === 'de')?.name).toBe('Allemagne');
    expect(countriesFor('en').find((c) => c.code === 'de')?.name).toBe('Germany');
  });

  it('use unique lower-case ISO codes and names in both languages', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(40);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[a-z]{2}$/);
      expect(c.name.fr.trim()).not.toBe('');
      expect(c.name.en.trim()).not.toBe('');
    }
    expect(isCountryCode('ca')).toBe(true);
    expect(isCountryCode('zz')).toBe(false);
  });

  describe('contract shape', () => {
    let validate: (value: unknown) => boolean;

    beforeAll(async () => {
      const document = await bundleContract();
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      ajv.addSchema({ ...document, $id: 'openapi.json' });
      const compiled = ajv.compile({ $ref: 'openapi.json#/components/schemas/Country' });
      validate = (value) => compiled(value);
    }, 60_000);

    it('serves contract Countries', () => {
      for (const c of countriesFor('fr')) expect(validate(c), c.code).toBe(true);
    });
  });
});
