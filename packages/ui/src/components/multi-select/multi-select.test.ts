import { describe, expect, it } from 'vitest';
import {
  hasManyOptions,
  MANY_OPTIONS_THRESHOLD,
  selectionStatus,
  toggleOption,
  type SelectionRuleOption,
} from './multi-select.ts';

const options: SelectionRuleOption[] = [
  { value: 'fr' },
  { value: 'en' },
  { value: 'es' },
  { value: 'de', disabled: true },
  { value: 'none', cancelOthers: true },
];
const option = (value: string) => {
  const found = options.find((o) => o.value === value);
  if (!found) throw new Error(value);
  return found;
};

describe('the many-options threshold', () => {
  it('is more than 11 options', () => {
    expect(MANY_OPTIONS_THRESHOLD).toBe(11);
    expect(hasManyOptions(11)).toBe(false);
    expect(hasManyOptions(12)).toBe(true);
  });
});

describe('toggleOption', () => {
  it('adds and removes a choice', () => {
    expect(toggleOption(['fr'], option('en'), options)).toEqual({
      value: ['fr', 'en'],
      refused: false,
    });
    expect(toggleOption(['fr', 'en'], option('fr'), options)).toEqual({
      value: ['en'],
      refused: false,
    });
  });

  it('refuses a choice past the maximum and keeps the selection', () => {
    expect(toggleOption(['fr', 'en'], option('es'), options, 2)).toEqual({
      value: ['fr', 'en'],
      refused: 'max',
    });
  });

  it('still lets a person remove a choice at the maximum', () => {
    expect(toggleOption(['fr', 'en'], option('en'), options, 2).value).toEqual(['fr']);
  });

  it('clears the others when a cancel_others option is chosen', () => {
    expect(toggleOption(['fr', 'en'], option('none'), options, 2)).toEqual({
      value: ['none'],
      refused: false,
    });
  });

  it('clears the cancel_others option when another is chosen', () => {
    expect(toggleOption(['none'], option('es'), options, 1)).toEqual({
      value: ['es'],
      refused: false,
    });
  });

  it('refuses a disabled option', () => {
    expect(toggleOption(['fr'], option('de'), options).refused).toBe('disabled');
  });
});

describe('selectionStatus', () => {
  it('asks for more while below the minimum', () => {
    expect(selectionStatus(1, { min: 2, max: 5 })).toMatchObject({
      belowMin: true,
      showCounter: false,
    });
    expect(selectionStatus(2, { min: 2, max: 5 }).belowMin).toBe(false);
  });

  it('shows an x/y counter instead of the minimum when min equals max', () => {
    expect(selectionStatus(1, { min: 3, max: 3 })).toMatchObject({
      showCounter: true,
      belowMin: false,
    });
  });

  it('knows when the maximum is reached or passed', () => {
    expect(selectionStatus(3, { max: 3 })).toMatchObject({ atMax: true, overMax: false });
    expect(selectionStatus(4, { max: 3 }).overMax).toBe(true);
    expect(selectionStatus(10, {})).toMatchObject({ atMax: false, belowMin: false });
  });
});
