import { randomBytes } from 'node:crypto';
import {
  CARD_TYPE_BRAND,
  CardError,
  IdempotencyKeyReusedError,
  cardErrorMessage,
  type CardBrand,
  type CardForm,
  type ChargeFailureCode,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
  type TokenizedCard,
} from './gateway';

/**
 * The embedded test gateway: real form checks, in-memory tokens and charges, no network.
 *
 * Form checks (at `tokenize`, also available alone as `cardFormErrors`):
 * - number: 13 to 19 digits with a valid Luhn checksum; brand from the prefix — Visa `4` (13, 16 or 19
 *   digits), Mastercard `51`–`55` and `2221`–`2720` (16 digits), Amex `34` and `37` (15 digits); other
 *   prefixes are unsupported; the brand must be the chosen `card_type`;
 * - CVV: 3 digits, 4 for Amex;
 * - expiry: month `01` to `12`; year from the current year to 10 years later; the card is valid through
 *   its expiry month (months are compared in UTC).
 *
 * Deterministic test cards (any CVV of the right length, any valid future expiry):
 *
 * | number                | brand      | tokenize | charge                           |
 * | --------------------- | ---------- | -------- | -------------------------------- |
 * | `4242 4242 4242 4242` | Visa       | ok       | succeeds                         |
 * | `5555 5555 5555 4444` | Mastercard | ok       | succeeds                         |
 * | `2223 0031 2200 3222` | Mastercard | ok       | succeeds (2-series)              |
 * | `3782 822463 10005`   | Amex       | ok       | succeeds                         |
 * | `4000 0000 0000 0002` | Visa       | ok       | fails `declined`                 |
 * | `4000 0000 0000 9995` | Visa       | ok       | fails `insufficient_funds`       |
 * | `4000 0000 0000 0069` | Visa       | ok       | fails `expired` (issuer says so) |
 * | `4000 0000 0000 0119` | Visa       | ok       | fails `processing_error`         |
 * | `4242 4242 4242 4241` | —          | fails `invalid_number` (Luhn)               |
 * | `6011 1111 1111 1117` | Discover   | fails `unsupported_brand`                   |
 *
 * Any other valid number of a supported brand behaves like `4242 4242 4242 4242`. A stored card whose
 * expiry month has passed by the time of a charge fails `expired`.
 *
 * Only the brand, the last four digits, the expiry and the charge behaviour of the test card are kept,
 * under a random opaque token; never the number or the CVV.
 */
export class TestPaymentGateway implements PaymentGateway {
  readonly name = 'test';
  readonly #now: () => Date;
  readonly #random: () => string;
  readonly #cards = new Map<string, StoredCard>();
  readonly #charges = new Map<string, StoredCharge>();
  readonly #chargeKeys = new Map<
    string,
    { token: string; amountCents: number; result: ChargeResult }
  >();
  readonly #refundKeys = new Map<string, { request: string; result: RefundResult }>();

  constructor(options: TestGatewayOptions = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#random = options.random ?? (() => randomBytes(16).toString('hex'));
  }

  tokenize(card: CardForm): Promise<TokenizedCard> {
    const errors = cardFormErrors(card, this.#now());
    const first = errors[0];
    if (first) return Promise.reject(first);
    const digits = card.card_number;
    const tokenized: TokenizedCard = {
      token: `tok_test_${this.#random()}`,
      brand: CARD_TYPE_BRAND[card.card_type],
      last4: digits.slice(-4),
      expiryMonth: Number(card.card_expiry_month),
      expiryYear: card.card_expiry_year,
    };
    this.#cards.set(tokenized.token, {
      expiryMonth: tokenized.expiryMonth,
      expiryYear: tokenized.expiryYear,
      failure: CHARGE_FAILURES[digits],
    });
    return Promise.resolve({ ...tokenized });
  }

  charge({ token, amountCents, idempotencyKey }: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      return Promise.reject(new RangeError('amountCents must be a positive integer.'));
    }
    const previous = this.#chargeKeys.get(idempotencyKey);
    if (previous) {
      if (previous.token !== token || previous.amountCents !== amountCents) {
        return Promise.reject(new IdempotencyKeyReusedError());
      }
      return Promise.resolve(previous.result);
    }
    const result = this.#charge(token, amountCents);
    this.#chargeKeys.set(idempotencyKey, { token, amountCents, result });
    return Promise.resolve(result);
  }

  refund({ chargeId, amountCents, idempotencyKey }: RefundRequest): Promise<RefundResult> {
    const request = `${chargeId}:${amountCents ?? 'rest'}`;
    const previous = this.#refundKeys.get(idempotencyKey);
    if (previous) {
      if (previous.request !== request) return Promise.reject(new IdempotencyKeyReusedError());
      return Promise.resolve(previous.result);
    }
    const result = this.#refund(chargeId, amountCents);
    this.#refundKeys.set(idempotencyKey, { request, result });
    return Promise.resolve(result);
  }

  detach(token: string): Promise<void> {
    this.#cards.delete(token);
    return Promise.resolve();
  }

  #charge(token: string, amountCents: number): ChargeResult {
    const card = this.#cards.get(token);
    if (!card) return failure('unknown_token');
    if (isExpired(card.expiryMonth, card.expiryYear, this.#now())) return failure('expired');
    if (card.failure) return failure(card.failure);
    const chargeId = `ch_test_${this.#random()}`;
    this.#charges.set(chargeId, { amountCents, refundedCents: 0 });
    return { ok: true, chargeId };
  }

  #refund(chargeId: string, amountCents: number | undefined): RefundResult {
    const charge = this.#charges.get(chargeId);
    if (!charge) return { ok: false, code: 'unknown_charge', message: 'Unknown charge.' };
    const remaining = charge.amountCents - charge.refundedCents;
    const amount = amountCents ?? remaining;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining) {
      return { ok: false, code: 'invalid_amount', message: 'The refund exceeds what is left.' };
    }
    charge.refundedCents += amount;
    return { ok: true, refundId: `re_test_${this.#random()}`, amountCents: amount };
  }
}

export interface TestGatewayOptions {
  /** The clock for the expiry checks; the system clock by default. */
  now?: () => Date;
  /** The random part of tokens and ids; 16 random bytes in hex by default. */
  random?: () => string;
}

export function createTestGateway(options: TestGatewayOptions = {}): PaymentGateway {
  return new TestPaymentGateway(options);
}

interface StoredCard {
  expiryMonth: number;
  expiryYear: number;
  failure: ChargeFailureCode | undefined;
}

interface StoredCharge {
  amountCents: number;
  refundedCents: number;
}

/** Test numbers whose charge fails, and how. Only this lookup reads the number, never stores it. */
const CHARGE_FAILURES: Readonly<Partial<Record<string, ChargeFailureCode>>> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired',
  '4000000000000119': 'processing_error',
};

function failure(code: ChargeFailureCode): ChargeResult {
  return { ok: false, code, message: cardErrorMessage(code) };
}

/** Years accepted after the current one. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 10;

const CARD_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
};

/** The Luhn (mod 10) checksum of a string of digits; false for anything else. */
export function luhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (Visa 4; Mastercard 51–55, 2221–2720; Amex 34, 37), or null. */
export function detectBrand(number: string): CardBrand | null {
  if (/^4/.test(number)) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  const four = Number(number.slice(0, 4));
  if (/^2\d{3}/.test(number) && four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

/** True when the card is past its expiry month (a card is valid through the end of that month, UTC). */
export function isExpired(expiryMonth: number, expiryYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expiryYear < year || (expiryYear === year && expiryMonth < now.getUTCMonth() + 1);
}

/**
 * Every problem of a card form, at most one per field, in form order (card_type and number first).
 * Empty when the card can be tokenised. The errors never contain the number or the CVV.
 */
export function cardFormErrors(card: CardForm, now: Date): CardError[] {
  // The form is typed, but it comes from a request: every field is checked as if it were unknown.
  const form = card as Record<keyof CardForm, unknown>;
  const errors: CardError[] = [];
  const chosen =
    typeof form.card_type === 'string' && Object.hasOwn(CARD_TYPE_BRAND, form.card_type)
      ? CARD_TYPE_BRAND[form.card_type as CardForm['card_type']]
      : null;
  if (!chosen) errors.push(new CardError('unsupported_brand', 'card_type'));

  const number = typeof form.card_number === 'string' ? form.card_number : '';
  const brand = detectBrand(number);
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) {
    errors.push(new CardError('invalid_number', 'card_number'));
  } else if (!brand) {
    errors.push(new CardError('unsupported_brand', 'card_number'));
  } else if (!CARD_LENGTHS[brand].includes(number.length)) {
    errors.push(new CardError('invalid_number', 'card_number'));
  } else if (chosen && brand !== chosen) {
    errors.push(new CardError('brand_mismatch', 'card_type'));
  }

  const cvvPattern = (chosen ?? brand) === 'amex' ? /^\d{4}$/ : /^\d{3}$/;
  if (typeof form.card_cvv !== 'string' || !cvvPattern.test(form.card_cvv)) {
    errors.push(new CardError('invalid_cvv', 'card_cvv'));
  }

  const month =
    typeof form.card_expiry_month === 'string' && /^(0[1-9]|1[0-2])$/.test(form.card_expiry_month)
      ? Number(form.card_expiry_month)
      : null;
  if (month === null) errors.push(new CardError('invalid_expiry', 'card_expiry_month'));

  const year = form.card_expiry_year;
  const thisYear = now.getUTCFullYear();
  if (
    typeof year !== 'number' ||
    !Number.isInteger(year) ||
    year > thisYear + CARD_EXPIRY_MAX_YEARS_AHEAD
  ) {
    errors.push(new CardError('invalid_expiry', 'card_expiry_year'));
  } else if (year < thisYear) {
    errors.push(new CardError('expired', 'card_expiry_year'));
  } else if (month !== null && isExpired(month, year, now)) {
    errors.push(new CardError('expired', 'card_expiry_month'));
  }
  return errors;
}

/**
 * Checks a card form and returns what may be kept of it (without a token).
 * @throws CardError, the first problem of `cardFormErrors`.
 */
export function validateCardForm(card: CardForm, now: Date): Omit<TokenizedCard, 'token'> {
  const first = cardFormErrors(card, now)[0];
  if (first) throw first;
  return {
    brand: CARD_TYPE_BRAND[card.card_type],
    last4: card.card_number.slice(-4),
    expiryMonth: Number(card.card_expiry_month),
    expiryYear: card.card_expiry_year,
  };
}

const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
};

/**
 * The `description` of a `PaymentSource`: 'Visa ending 4242', 'Mastercard ending 4444',
 * 'Amex ending 0005' (French: 'Visa se terminant par 4242'). The client reads the last four digits from
 * its end and the brand from the words visa, mastercard or amex, which both languages keep.
 */
export function describePaymentSource(
  { brand, last4 }: { brand: CardBrand; last4: string },
  locale: 'fr' | 'en' = 'en',
): string {
  if (!/^\d{4}$/.test(last4)) throw new RangeError('last4 must be four digits.');
  const name = BRAND_NAMES[brand];
  return locale === 'fr' ? `${name} se terminant par ${last4}` : `${name} ending ${last4}`;
}

/**
 * A card number safe for logs: every digit hidden but the last four ('************4242'); fully hidden
 * when it has fewer than 12 digits, so a short fragment reveals nothing. Separators are dropped.
 */
export function maskCardNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return '*'.repeat(digits.length);
  return '*'.repeat(digits.length - 4) + digits.slice(-4);
}
