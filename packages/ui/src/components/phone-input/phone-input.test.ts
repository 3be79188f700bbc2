import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhoneInput, isPhoneFormComplete, phoneDigits } from './phone-input.ts';

describe('formatPhoneInput', () => {
  it('formats a Canadian number as it is typed', () => {
    expect(formatPhoneInput('51')).toBe('51');
    expect(formatPhoneInput('514')).toBe('(514)');
    expect(formatPhoneInput('5145')).toBe('(514) 5');
    expect(formatPhoneInput('5145551234')).toBe('(514) 555-1234');
  });

  it('keeps digits only, and the leading +', () => {
    expect(formatPhoneInput('514.555.1234 ext')).toBe('(514) 555-1234');
    expect(formatPhoneInput('+1 514 555 1234')).toBe('+1 514 555 1234');
    expect(phoneDigits(' +33 (1) 23')).toBe('+33123');
  });

  it('removes the digit before a formatting character deleted with Backspace', () => {
    // Backspace after '(514)' removes the ')': the 4 goes instead.
    expect(formatPhoneInput('(514', '(514)')).toBe('51');
    // Backspace on the '-' of '(514) 555-1' removes the 5 before it.
    expect(formatPhoneInput('(514) 5551', '(514) 555-1')).toBe('(514) 551');
    // A digit deleted normally is simply gone.
    expect(formatPhoneInput('(514) 555-', '(514) 555-1')).toBe('(514) 555');
  });

  it('stops at 15 digits', () => {
    expect(phoneDigits('12345678901234567890')).toHaveLength(15);
  });
});

describe('checkPhone', () => {
  it('accepts a Canadian number and gives its E.164 form', () => {
    expect(checkPhone('(514) 555-1234')).toEqual({
      valid: true,
      e164: '+15145551234',
      country: 'CA',
    });
  });

  it('refuses an incomplete number or an unknown area code', () => {
    expect(checkPhone('(514) 555-123').valid).toBe(false);
    expect(checkPhone('(555) 555-1234').valid).toBe(false);
    expect(checkPhone('').valid).toBe(false);
    expect(checkPhone('abc').e164).toBeNull();
  });

  it('accepts an international number with its country code', () => {
    expect(checkPhone('+33 1 23 45 67 89')).toMatchObject({ valid: true, country: 'FR' });
  });
});

describe('isPhoneFormComplete', () => {
  it('needs both a valid phone and an availability', () => {
    expect(isPhoneFormComplete({ phone: '5145551234', phone_availability: 'Le soir' })).toBe(true);
    expect(isPhoneFormComplete({ phone: '5145551234', phone_availability: '   ' })).toBe(false);
    expect(isPhoneFormComplete({ phone: '514555', phone_availability: 'Le soir' })).toBe(false);
  });
});
