import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordRules, PASSWORD_MIN_LENGTH } from './password-input.ts';

const met = (value: string) =>
  Object.fromEntries(passwordRules(value).map((rule) => [rule.id, rule.met]));

describe('passwordRules', () => {
  it('lists the four rules in checklist order', () => {
    expect(passwordRules('').map((rule) => rule.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'digit',
    ]);
  });

  it('meets nothing for an empty value', () => {
    expect(met('')).toEqual({ length: false, uppercase: false, lowercase: false, digit: false });
  });

  it('needs at least 8 characters: 7 fail, 8 pass', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(met('Abcdef1').length).toBe(false);
    expect(met('Abcdefg1').length).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    // Seven characters, one of which takes two UTF-16 units.
    expect(met('Abcde1😀').length).toBe(false);
    expect(met('Abcdef1😀').length).toBe(true);
  });

  it('needs an uppercase letter, accented ones included', () => {
    expect(met('abcdefg1').uppercase).toBe(false);
    expect(met('Ébcdefg1').uppercase).toBe(true);
  });

  it('needs a lowercase letter, accented ones included', () => {
    expect(met('ABCDEFG1').lowercase).toBe(false);
    expect(met('ABCDEFé1').lowercase).toBe(true);
  });

  it('needs a digit', () => {
    expect(met('Abcdefgh').digit).toBe(false);
    expect(met('Abcdefg9').digit).toBe(true);
  });
});

describe('isPasswordValid', () => {
  it('accepts 8 characters with an upper case, a lower case and a digit', () => {
    expect(isPasswordValid('Abcdefg1')).toBe(true);
  });

  it('refuses 7 characters even when every class is there', () => {
    expect(isPasswordValid('Abcdef1')).toBe(false);
  });

  it.each([
    ['no uppercase letter', 'abcdefg1'],
    ['no lowercase letter', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
    ['only spaces and symbols', '        !!'],
  ])('refuses a password with %s', (_, value) => {
    expect(isPasswordValid(value)).toBe(false);
  });
});
