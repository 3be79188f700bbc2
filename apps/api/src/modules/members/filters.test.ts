import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../http/errors';
import { countActiveFilters, foldText, parseFilters } from './filters';
import { geocodeAddress, provinceOf } from './geocode';
import { keywordPattern } from './search';

/** The filters parsed, their errors written in English as an answer would. */
const parse = (filters: Record<string, unknown>, orientations = ['man', 'woman']) => {
  const parsed = parseFilters(filters, { prefix: 'filter', searcherOrientations: orientations });
  return { ...parsed, errors: new ValidationError(parsed.errors).localized('en') };
};

describe('active filters', () => {
  it('counts every filter but the location fields and the favourites switch', () => {
    expect(
      countActiveFilters({
        distance: 50,
        latitude: 45,
        longitude: -73,
        location_label: 'Montréal',
        favorite: true,
      }),
    ).toBe(0);
    expect(
      countActiveFilters({
        age: '20,30',
        keywords: 'a,b',
        sexual_orientations: 'man',
        question__values: '1301',
        question__height: '150,180',
        smoking_tolerance_level: true,
        accepts_persons_with_limitations: false,
        question__languages: '',
      }),
    ).toBe(6);
  });
});

describe('parseFilters', () => {
  it('builds the criteria', () => {
    const { criteria, errors } = parse({
      age: '25,40',
      distance: 30,
      latitude: 46.8,
      longitude: -71.2,
      keywords: 'Vélo, velo ,LECTURE',
      question__values: '1301,1302,1301',
      smoking_tolerance_level: true,
      sexual_orientations: 'woman,non_binary',
    });
    expect(errors).toEqual({});
    expect(criteria).toMatchObject({
      age: [25, 40],
      distance: 30,
      location: { latitude: 46.8, longitude: -71.2 },
      keywords: ['velo', 'lecture'],
      orientations: ['woman'],
    });
    expect(criteria.questions).toEqual([
      { questionId: 13, optionIds: [1301, 1302] },
      { questionId: 20, optionIds: [2001] },
    ]);
  });

  it('reports each problem on its field', () => {
    expect(parse({ age: '30,20' }).errors).toEqual({
      'filter.age': ['The minimum of age cannot be above its maximum.'],
    });
    expect(Object.keys(parse({ question__values: '101' }).errors)).toEqual([
      'filter.question__values',
    ]);
    expect(Object.keys(parse({ longitude: 3 }).errors)).toEqual(['filter.latitude']);
    expect(parse({ keywords: 'a,b,c,d,e,f' }).errors).toEqual({
      'filter.keywords': ['You cannot add more than 5 keywords.'],
    });
  });
});

describe('keywords', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldText('  ÉCOUTE Cœur  ')).toBe('ecoute coeur');
    const match = (keyword: string, text: string) =>
      new RegExp(keywordPattern(foldText(keyword)).replace(/\(\?:/g, '(?:')).test(text);
    expect(match('ecoute', 'Une belle ÉCOUTE')).toBe(true);
    expect(match('coeur', 'Mon cœur')).toBe(true);
    expect(match('a.b', 'axb')).toBe(false);
    expect(match('a.b', 'a.b')).toBe(true);
    expect(match('café', 'cafe')).toBe(true);
  });
});

describe('geocoding', () => {
  it('finds the place of an address among the bundled places', () => {
    expect(provinceOf('Québec')).toBe('QC');
    expect(provinceOf('british columbia')).toBe('BC');
    expect(provinceOf('nowhere')).toBeNull();
    expect(geocodeAddress({ city: 'Montreal', state: 'QC', postal_code: 'H2J 1A1' })?.name).toBe(
      'Le Plateau-Mont-Royal',
    );
    expect(geocodeAddress({ city: 'Montréal', state: 'QC', postal_code: '' })?.name).toBe(
      'Montréal',
    );
    expect(geocodeAddress({ city: 'St-Jérôme', state: 'Québec' })?.name).toBe('Saint-Jérôme');
    expect(geocodeAddress({ city: 'Inconnu', state: 'ON', postal_code: 'K1A 0A6' })?.province).toBe(
      'ON',
    );
    expect(geocodeAddress({ city: 'Paris', country: 'fr' })).toBeNull();
    expect(geocodeAddress({ city: '', state: '' })).toBeNull();
  });
});
