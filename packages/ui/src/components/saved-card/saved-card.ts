/** A saved card (the contract's `PaymentSource`). */
export interface PaymentSource {
  id: number;
  /** The card as a phrase, e.g. 'Visa ending 4242'. */
  description: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex';

export interface ParsedPaymentSource {
  /** Detected from the words visa, mastercard or amex; null when none is there. */
  brand: CardBrand | null;
  /** The last four digits, read from the end of the description; null when it does not end with them. */
  lastFour: string | null;
}

const BRANDS: readonly CardBrand[] = ['visa', 'mastercard', 'amex'];

/** The brand and the last four digits of a saved card's description. */
export function parsePaymentSource(description: string | null | undefined): ParsedPaymentSource {
  const text = (description ?? '').trim();
  const words = text.toLowerCase().split(/[^a-z]+/);
  const brand = BRANDS.find((candidate) => words.includes(candidate)) ?? null;
  const lastFour = /(\d{4})\D*$/.exec(text)?.[1] ?? null;
  return { brand, lastFour };
}
