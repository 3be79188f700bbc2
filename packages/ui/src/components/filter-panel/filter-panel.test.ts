import { describe, expect, it } from 'vitest';
import {
  activeFilterKeys,
  canApply,
  countActiveFilters,
  formatRange,
  HEIGHT_BOUNDS,
  AGE_BOUNDS,
  isFilterActive,
  joinList,
  MAX_ACTIVE_FILTERS,
  parseList,
  parseRange,
  removeFilter,
  resetFilters,
  setFilter,
  type SearchFilters,
} from './filter-panel.ts';

const location: SearchFilters = {
  distance: 50,
  latitude: 45.5,
  longitude: -73.57,
  location_label: 'Montréal, QC',
};

const five: SearchFilters = {
  ...location,
  age: '30,45',
  question__languages: '401,402',
  question__values: '1301',
  keywords: 'randonnée,cuisine',
  smoking_tolerance_level: true,
};

describe('countActiveFilters and canApply', () => {
  it('allows 5 active filters', () => {
    expect(MAX_ACTIVE_FILTERS).toBe(5);
    expect(countActiveFilters(five)).toBe(5);
    expect(canApply(five)).toBe(true);
  });

  it('refuses a 6th filter', () => {
    const six = { ...five, question__objective: '101' };
    expect(countActiveFilters(six)).toBe(6);
    expect(canApply(six)).toBe(false);
  });

  it('never counts the location fields', () => {
    expect(countActiveFilters(location)).toBe(0);
    expect(canApply({ ...five, distance: 400 })).toBe(true);
  });

  it('ignores empty values, false toggles and full ranges', () => {
    const filters: SearchFilters = {
      age: '18,99',
      question__height: '122,213',
      question__silhouette: '',
      keywords: ' , ',
      sexual_orientations: null,
      accepts_persons_with_limitations: false,
      favorite: true,
    };
    expect(countActiveFilters(filters)).toBe(0);
    expect(countActiveFilters(null)).toBe(0);
  });

  it('counts a narrowed range and a true toggle', () => {
    expect(isFilterActive('age', '18,40')).toBe(true);
    expect(isFilterActive('question__height', '150,213')).toBe(true);
    expect(isFilterActive('accepts_persons_with_limitations', true)).toBe(true);
  });
});

describe('activeFilterKeys', () => {
  it('lists the active filters in the panel order', () => {
    expect(
      activeFilterKeys({
        question__values: '1301',
        ...location,
        keywords: 'yoga',
        question__objective: '101',
        age: '30,45',
        sexual_orientations: 'woman',
      }),
    ).toEqual([
      'sexual_orientations',
      'age',
      'keywords',
      'question__objective',
      'question__values',
    ]);
  });
});

describe('lists and ranges', () => {
  it('parses and joins comma-separated lists', () => {
    expect(parseList('401, 402,,403')).toEqual(['401', '402', '403']);
    expect(parseList(undefined)).toEqual([]);
    expect(joinList(['401', ' 402 '])).toBe('401,402');
    expect(joinList([])).toBeUndefined();
  });

  it('parses ranges within the bounds and drops a full range', () => {
    expect(parseRange('45,30', AGE_BOUNDS)).toEqual([30, 45]);
    expect(parseRange('10,120', AGE_BOUNDS)).toEqual([18, 99]);
    expect(parseRange('abc', AGE_BOUNDS)).toBeNull();
    expect(formatRange([18, 99], AGE_BOUNDS)).toBeUndefined();
    expect(formatRange([160, 185], HEIGHT_BOUNDS)).toBe('160,185');
  });
});

describe('setFilter, removeFilter and resetFilters', () => {
  it('removes a key set to an empty value', () => {
    expect(setFilter(five, 'smoking_tolerance_level', false)).not.toHaveProperty(
      'smoking_tolerance_level',
    );
    expect(setFilter(five, 'age', '18,99')).not.toHaveProperty('age');
    expect(setFilter(five, 'question__values', undefined)).not.toHaveProperty('question__values');
    expect(setFilter({}, 'question__objective', '101')).toEqual({ question__objective: '101' });
  });

  it('removes one filter, or the whole location', () => {
    expect(removeFilter(five, 'age')).not.toHaveProperty('age');
    const withoutLocation = removeFilter(five, 'location');
    expect(withoutLocation).not.toHaveProperty('latitude');
    expect(withoutLocation).not.toHaveProperty('distance');
    expect(countActiveFilters(withoutLocation)).toBe(5);
  });

  it('resets every filter but keeps the location', () => {
    expect(resetFilters(five)).toEqual(location);
  });
});
