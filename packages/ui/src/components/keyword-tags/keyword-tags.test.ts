import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  addKeywords,
  hasKeyword,
  isAtMax,
  joinedLength,
  keywordKey,
  keywordsValue,
  MAX_KEYWORDS,
  MAX_KEYWORDS_LENGTH,
  normalizeKeyword,
  removeKeyword,
} from './keyword-tags.ts';

/** The contract's `keywords` (components/schemas/SearchFilters.yaml). */
const acceptedByTheSearch = (value: string) =>
  value.length <= 100 && /^[^,]+(,[^,]+){0,4}$/.test(value);

describe('normalizeKeyword and keywordKey', () => {
  it('trim and collapse spaces', () => {
    expect(normalizeKeyword('  plein   air ')).toBe('plein air');
  });

  it('ignore case and accents', () => {
    expect(keywordKey('Café')).toBe('cafe');
    expect(keywordKey('ÉTÉ')).toBe(keywordKey('ete'));
    expect(hasKeyword(['Randonnée'], 'randonnee')).toBe(true);
    expect(hasKeyword(['Randonnée'], 'rando')).toBe(false);
  });
});

describe('addKeyword', () => {
  it('adds a trimmed keyword', () => {
    expect(addKeyword(['yoga'], '  plein air ')).toEqual({
      keywords: ['yoga', 'plein air'],
      status: 'added',
      keyword: 'plein air',
    });
  });

  it('ignores blank text', () => {
    expect(addKeyword(['yoga'], '   ').status).toBe('empty');
  });

  it('ignores duplicates whatever their case and accents', () => {
    const result = addKeyword(['Café', 'yoga'], 'CAFE');
    expect(result.status).toBe('duplicate');
    expect(result.keyword).toBe('Café');
    expect(result.keywords).toEqual(['Café', 'yoga']);
  });

  it('stops at 5 keywords', () => {
    expect(MAX_KEYWORDS).toBe(5);
    const four = ['a1', 'a2', 'a3', 'a4'];
    const five = addKeyword(four, 'a5');
    expect(five.status).toBe('added');
    expect(isAtMax(five.keywords)).toBe(true);
    expect(isAtMax(four)).toBe(false);
    const sixth = addKeyword(five.keywords, 'a6');
    expect(sixth.status).toBe('max');
    expect(sixth.keywords).toHaveLength(5);
  });

  it('reports a duplicate rather than the maximum', () => {
    expect(addKeyword(['a1', 'a2', 'a3', 'a4', 'a5'], 'A1').status).toBe('duplicate');
  });

  it('takes another maximum', () => {
    expect(addKeyword(['a'], 'b', 1).status).toBe('max');
  });
});

describe('keywords the search accepts', () => {
  it('never keeps a comma inside a keyword', () => {
    expect(normalizeKeyword(' plein, air ')).toBe('plein air');
    expect(addKeyword([], 'a,b').keyword).toBe('a b');
  });

  it('splits typed or pasted text at its commas, duplicates ignored', () => {
    expect(addKeywords(['yoga'], 'cuisine, ,Yoga, plein   air,cuisine')).toEqual({
      keywords: ['yoga', 'cuisine', 'plein air'],
      added: ['cuisine', 'plein air'],
      duplicates: ['yoga', 'cuisine'],
      refused: null,
      rest: '',
    });
  });

  it('refuses a keyword that would make the joined keywords pass 100 characters', () => {
    expect(MAX_KEYWORDS_LENGTH).toBe(100);
    const three = ['a'.repeat(30), 'b'.repeat(30), 'c'.repeat(30)];
    expect(joinedLength(three)).toBe(92);
    expect(addKeyword(three, 'd'.repeat(8)).status).toBe('too-long');
    const fits = addKeyword(three, 'd'.repeat(7));
    expect(fits.status).toBe('added');
    expect(joinedLength(fits.keywords)).toBe(100);
    expect(addKeyword([], 'x'.repeat(101)).status).toBe('too-long');
  });

  it('stops at the first refusal and gives back what was not taken', () => {
    const result = addKeywords(['a'.repeat(90)], 'vélo,randonnée en montagne, cuisine');
    expect(result.keywords).toEqual(['a'.repeat(90), 'vélo']);
    expect(result.refused).toEqual({ status: 'too-long', keyword: 'randonnée en montagne' });
    expect(result.rest).toBe('randonnée en montagne, cuisine');
    expect(addKeywords(['a1', 'a2', 'a3', 'a4'], 'a5,a6').refused).toEqual({
      status: 'max',
      keyword: 'a6',
    });
  });

  it('makes a value the search accepts of whatever keywords it is given', () => {
    const value = keywordsValue([
      'yoga, cuisine',
      ' ',
      'Yoga',
      'x'.repeat(60),
      'y'.repeat(40),
      'z',
    ]);
    expect(value).toBe(`yoga,cuisine,${'x'.repeat(60)}`);
    expect(acceptedByTheSearch(value ?? '')).toBe(true);
    expect(keywordsValue(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('a,b,c,d,e');
    expect(keywordsValue([' ', ','])).toBeUndefined();
  });
});

describe('removeKeyword', () => {
  it('removes by position', () => {
    expect(removeKeyword(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(removeKeyword(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removeKeyword([], -1)).toEqual([]);
  });
});
