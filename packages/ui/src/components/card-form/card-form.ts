/** The card types the payment form takes (spec 01 §3). */
export const CARD_TYPES = ['VISA', 'MASTERCARD', 'AMEX'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Card numbers: 13 to 19 digits (an American Express card has 15). */
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const AMEX_DIGITS = 15;
/** Expiry years: the current year to 10 years later. */
export const EXPIRY_YEARS_AHEAD = 10;
export const EXPIRY_MONTHS = Array.from({ length: 12 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

export interface CardFormValues {
  card_type: CardType | '';
  /** Digits only. */
  card_number: string;
  card_cvv: string;
  /** '01' to '12'. */
  card_expiry_month: string;
  card_expiry_year: number | null;
}

/** What the form sends (`CreatePaymentSourceRequest`). */
export interface CardPayload {
  card_type: CardType;
  card_number: string;
  card_cvv: string;
  card_expiry_month: string;
  card_expiry_year: number;
}

export type CardField = keyof CardFormValues;

export const EMPTY_CARD: CardFormValues = {
  card_type: '',
  card_number: '',
  card_cvv: '',
  card_expiry_month: '',
  card_expiry_year: null,
};

export function isCardType(value: string): value is CardType {
  return (CARD_TYPES as readonly string[]).includes(value);
}

/** The most digits a number of this type takes: 15 for Amex, 19 otherwise. */
export function maxCardDigits(type: CardType | ''): number {
  return type === 'AMEX' ? AMEX_DIGITS : CARD_NUMBER_MAX_DIGITS;
}

/** The digits of a typed card number, no more than the type allows. */
export function cardDigits(text: string, type: CardType | '' = ''): string {
  return text.replace(/\D/g, '').slice(0, maxCardDigits(type));
}

/** The number spaced as typed: 4-6-5 for Amex, groups of 4 otherwise. */
export function formatCardNumber(digits: string, type: CardType | '' = ''): string {
  const clean = cardDigits(digits, type);
  if (type === 'AMEX') {
    return [clean.slice(0, 4), clean.slice(4, 10), clean.slice(10, 15)].filter(Boolean).join(' ');
  }
  return clean.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function isCardNumberComplete(digits: string, type: CardType | ''): boolean {
  if (!/^\d+$/.test(digits)) return false;
  if (type === 'AMEX') return digits.length === AMEX_DIGITS;
  return digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS;
}

/** The security code: 4 digits for Amex, 3 otherwise. */
export function cvvLength(type: CardType | ''): 3 | 4 {
  return type === 'AMEX' ? 4 : 3;
}

export function cvvDigits(text: string, type: CardType | ''): string {
  return text.replace(/\D/g, '').slice(0, cvvLength(type));
}

/** The years offered: `currentYear` to `currentYear + 10`. */
export function expiryYears(currentYear: number): number[] {
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => currentYear + index);
}

export type CardFieldProblem = 'required' | 'invalid';

/** What is missing or wrong in each field; every field is required. */
export function cardFormProblems(
  values: CardFormValues,
  currentYear: number,
): Partial<Record<CardField, CardFieldProblem>> {
  const problems: Partial<Record<CardField, CardFieldProblem>> = {};
  if (values.card_type === '') problems.card_type = 'required';
  if (values.card_number === '') problems.card_number = 'required';
  else if (!isCardNumberComplete(values.card_number, values.card_type)) {
    problems.card_number = 'invalid';
  }
  if (values.card_cvv === '') problems.card_cvv = 'required';
  else if (!new RegExp(`^\\d{${String(cvvLength(values.card_type))}}$`).test(values.card_cvv)) {
    problems.card_cvv = 'invalid';
  }
  if (values.card_expiry_month === '') problems.card_expiry_month = 'required';
  else if (!EXPIRY_MONTHS.includes(values.card_expiry_month)) {
    problems.card_expiry_month = 'invalid';
  }
  if (values.card_expiry_year === null) problems.card_expiry_year = 'required';
  else if (!expiryYears(currentYear).includes(values.card_expiry_year)) {
    problems.card_expiry_year = 'invalid';
  }
  return problems;
}

/** The payload once every field is filled and valid, otherwise null (the button stays disabled). */
export function cardPayload(values: CardFormValues, currentYear: number): CardPayload | null {
  if (Object.keys(cardFormProblems(values, currentYear)).length > 0) return null;
  if (values.card_type === '' || values.card_expiry_year === null) return null;
  return {
    card_type: values.card_type,
    card_number: values.card_number,
    card_cvv: values.card_cvv,
    card_expiry_month: values.card_expiry_month,
    card_expiry_year: values.card_expiry_year,
  };
}
