import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  hasKeyword,
  isAtMax,
  keywordKey,
  MAX_KEYWORDS,
  normalizeKeyword,
  removeKeyword,
} from './keyword-tags.ts';

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

describe('removeKeyword', () => {
  it('removes by position', () => {
    expect(removeKeyword(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(removeKeyword(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
    expect(removeKeyword([], -1)).toEqual([]);
  });
});
