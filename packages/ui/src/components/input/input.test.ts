import { describe, expect, it } from 'vitest';
import { normalizeText, textLengthState } from './input.ts';

describe('textLengthState', () => {
  it('is below the minimum while shorter than it, empty included', () => {
    expect(textLengthState('', { minLength: 5 }).belowMin).toBe(true);
    expect(textLengthState('Bonj', { minLength: 5 }).belowMin).toBe(true);
    expect(textLengthState('Bonjour', { minLength: 5 }).belowMin).toBe(false);
  });

  it('does not count outer spaces towards the minimum when trimming', () => {
    expect(textLengthState('  ab  ', { minLength: 5, trim: true }).belowMin).toBe(true);
    expect(textLengthState('  ab  ', { minLength: 5 }).belowMin).toBe(false);
  });

  it('counts every typed character and knows when the maximum is reached', () => {
    expect(textLengthState('abc', { maxLength: 100 })).toEqual({
      count: 3,
      belowMin: false,
      atMax: false,
    });
    expect(textLengthState('abcde', { maxLength: 5 }).atMax).toBe(true);
  });

  it('has no minimum when none or zero is given', () => {
    expect(textLengthState('', {}).belowMin).toBe(false);
    expect(textLengthState('', { minLength: 0 }).belowMin).toBe(false);
  });
});

describe('normalizeText', () => {
  it('trims only when asked', () => {
    expect(normalizeText('  Marie ', true)).toBe('Marie');
    expect(normalizeText('  Marie ', false)).toBe('  Marie ');
  });
});
