import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Phone numbers are read as Canadian unless they start with + and a country code. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'CA';
/** E.164 allows at most 15 digits. */
const MAX_DIGITS = 15;

export interface PhoneCheck {
  /** A real number for its country (libphonenumber-js). */
  valid: boolean;
  /** The number in E.164 (`+15145551234`) once valid, otherwise null. */
  e164: string | null;
  country: CountryCode | undefined;
}

/** The digits of a typed number, with its leading + kept. */
export function phoneDigits(text: string): string {
  const plus = text.trimStart().startsWith('+') ? '+' : '';
  return plus + text.replace(/\D/g, '').slice(0, MAX_DIGITS);
}

/**
 * The number formatted as typed ('5145551234' is '(514) 555-1234'). When a deletion removed only a
 * formatting character (the ')' or '-'), the digit before it goes instead, so Backspace never gets
 * stuck on a character the formatting puts back.
 */
export function formatPhoneInput(
  next: string,
  previous = '',
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string {
  let digits = phoneDigits(next);
  if (next.length < previous.length && digits === phoneDigits(previous)) {
    let at = 0;
    while (at < next.length && next[at] === previous[at]) at += 1;
    const before = phoneDigits(previous.slice(0, at)).length;
    digits = before > 0 ? digits.slice(0, before - 1) + digits.slice(before) : digits;
  }
  if (digits === '' || digits === '+') return digits;
  return new AsYouType(country).input(digits);
}

/** Whether a typed number is a real phone number, and its E.164 form. */
export function checkPhone(text: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.isValid()) return { valid: false, e164: null, country: parsed?.country };
  return { valid: true, e164: parsed.number, country: parsed.country };
}

export interface PhoneFormValues {
  phone: string;
  phone_availability: string;
}

/** The phone form can be sent once the number is valid and the availability is filled. */
export function isPhoneFormComplete(
  { phone, phone_availability }: PhoneFormValues,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): boolean {
  return checkPhone(phone, country).valid && phone_availability.trim() !== '';
}
