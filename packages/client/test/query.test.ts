import { describe, expect, it } from 'vitest';
import { serializeQuery } from '../src/query';

describe('serializeQuery', () => {
  it('joins arrays with commas, as the API reads them', () => {
    expect(serializeQuery({ filter: { question_id: [1, 2] } })).toBe('filter[question_id]=1,2');
    expect(serializeQuery({ ids: [3, 4, 5] })).toBe('ids=3,4,5');
  });

  it('nests objects in brackets and keeps scalars as they are', () => {
    expect(
      serializeQuery({ sort: '-values', page: 2, filter: { favorite: true, age: '18,40' } }),
    ).toBe('sort=-values&page=2&filter[favorite]=true&filter[age]=18%2C40');
  });

  it('leaves out empty values and empty arrays', () => {
    expect(serializeQuery({ a: undefined, b: null, c: '', d: [], e: [null, ''], f: 0 })).toBe(
      'f=0',
    );
  });

  it('percent-encodes values but keeps the bracket syntax readable', () => {
    expect(serializeQuery({ filter: { keywords: ['café', 'a&b'] }, search: 'deux mots' })).toBe(
      'filter[keywords]=caf%C3%A9,a%26b&search=deux%20mots',
    );
  });
});
