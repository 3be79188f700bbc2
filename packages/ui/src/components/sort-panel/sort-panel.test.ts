import { describe, expect, it } from 'vitest';
import { isSortChoice, SORT_CHOICES, sortQuery } from './sort-panel.ts';

describe('sortQuery', () => {
  it('prefixes a - unless the choice is proximity', () => {
    expect(sortQuery('proximity')).toBe('proximity');
    expect(sortQuery('values')).toBe('-values');
    expect(sortQuery('connection')).toBe('-connection');
  });

  it('offers the three choices in order', () => {
    expect(SORT_CHOICES).toEqual(['proximity', 'values', 'connection']);
    expect(isSortChoice('values')).toBe(true);
    expect(isSortChoice('-values')).toBe(false);
  });
});
