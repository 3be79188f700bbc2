import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  cardFormProblems,
  cardPayload,
  cvvDigits,
  cvvLength,
  EXPIRY_MONTHS,
  expiryYears,
  formatCardNumber,
  isCardNumberComplete,
  type CardFormValues,
} from './card-form.ts';

const visa: CardFormValues = {
  card_type: 'VISA',
  card_number: '4242424242424242',
  card_cvv: '123',
  card_expiry_month: '09',
  card_expiry_year: 2027,
};

describe('card numbers', () => {
  it('keep digits only, 19 at most', () => {
    expect(cardDigits('4242-4242 abc 4242')).toBe('424242424242');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
    expect(cardDigits('3'.repeat(20), 'AMEX')).toHaveLength(15);
  });

  it('are spaced in fours, or 4-6-5 for Amex', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4'.repeat(19))).toBe('4444 4444 4444 4444 444');
    expect(formatCardNumber('378282246310005', 'AMEX')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828', 'AMEX')).toBe('3782 8');
  });

  it('are complete from 13 to 19 digits, exactly 15 for Amex', () => {
    expect(isCardNumberComplete('4'.repeat(12), 'VISA')).toBe(false);
    expect(isCardNumberComplete('4'.repeat(13), 'VISA')).toBe(true);
    expect(isCardNumberComplete('4'.repeat(19), 'MASTERCARD')).toBe(true);
    expect(isCardNumberComplete('3'.repeat(15), 'AMEX')).toBe(true);
    expect(isCardNumberComplete('3'.repeat(16), 'AMEX')).toBe(false);
  });
});

describe('CVV', () => {
  it('has 3 digits, 4 for Amex', () => {
    expect(cvvLength('VISA')).toBe(3);
    expect(cvvLength('MASTERCARD')).toBe(3);
    expect(cvvLength('AMEX')).toBe(4);
    expect(cvvDigits('12a34', 'VISA')).toBe('123');
    expect(cvvDigits('12a34', 'AMEX')).toBe('1234');
  });
});

describe('expiry', () => {
  it('months run from 01 to 12', () => {
    expect(EXPIRY_MONTHS).toHaveLength(12);
    expect(EXPIRY_MONTHS[0]).toBe('01');
    expect(EXPIRY_MONTHS.at(-1)).toBe('12');
  });

  it('years run from the current year to 10 years later', () => {
    const years = expiryYears(2025);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2035);
    expect(years).toHaveLength(11);
  });
});

describe('cardFormProblems and cardPayload', () => {
  it('require every field', () => {
    expect(
      cardFormProblems(
        {
          card_type: '',
          card_number: '',
          card_cvv: '',
          card_expiry_month: '',
          card_expiry_year: null,
        },
        2025,
      ),
    ).toEqual({
      card_type: 'required',
      card_number: 'required',
      card_cvv: 'required',
      card_expiry_month: 'required',
      card_expiry_year: 'required',
    });
  });

  it('give the payload once everything is valid', () => {
    expect(cardFormProblems(visa, 2025)).toEqual({});
    expect(cardPayload(visa, 2025)).toEqual(visa);
  });

  it('refuse a 3-digit CVV on an Amex and a 4-digit one elsewhere', () => {
    const amex = { ...visa, card_type: 'AMEX' as const, card_number: '378282246310005' };
    expect(cardFormProblems(amex, 2025).card_cvv).toBe('invalid');
    expect(cardFormProblems({ ...amex, card_cvv: '1234' }, 2025)).toEqual({});
    expect(cardFormProblems({ ...visa, card_cvv: '1234' }, 2025).card_cvv).toBe('invalid');
  });

  it('refuse a year outside the current year to +10, and a month outside 01 to 12', () => {
    expect(cardFormProblems({ ...visa, card_expiry_year: 2024 }, 2025).card_expiry_year).toBe(
      'invalid',
    );
    expect(cardFormProblems({ ...visa, card_expiry_year: 2036 }, 2025).card_expiry_year).toBe(
      'invalid',
    );
    expect(cardFormProblems({ ...visa, card_expiry_year: 2035 }, 2025)).toEqual({});
    expect(cardFormProblems({ ...visa, card_expiry_month: '13' }, 2025).card_expiry_month).toBe(
      'invalid',
    );
    expect(cardPayload({ ...visa, card_expiry_month: '00' }, 2025)).toBeNull();
  });
});
