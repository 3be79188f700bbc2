import type { components } from '@app/openapi/schema';

/**
 * The card payment port (web only; the native apps pay through an `InAppStore`).
 *
 * The embedded default is the test gateway (`test-gateway.ts`); a production adapter (a real processor's
 * tokenisation and charges API) fills the same interface. Whatever the adapter, the server never stores
 * a full card number or a CVV: it keeps the opaque token, the brand, the last four digits and the expiry
 * that `tokenize` returns, and nothing an adapter returns or throws contains the number or the CVV.
 *
 * Amounts are integers in cents (Canadian dollars).
 */
export interface PaymentGateway {
  /** Short adapter name for logs (`test`, or the processor's name). */
  readonly name: string;

  /**
   * Checks the card form and exchanges the card for a reusable opaque token.
   * @throws CardError when the card is refused (its `field` says which form field to flag).
   */
  tokenize(card: CardForm): Promise<TokenizedCard>;

  /**
   * Charges a tokenised card. The same `idempotencyKey` with the same token and amount returns the first
   * result (success or failure) without charging twice; with a different token or amount it throws
   * `IdempotencyKeyReusedError`. A refused charge is a result, not an exception.
   * @throws RangeError when `amountCents` is not a positive integer (a free order is never charged).
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;

  /**
   * Refunds a charge, all of it by default or `amountCents` of it; the same `idempotencyKey` returns the
   * first result.
   */
  refund(request: RefundRequest): Promise<RefundResult>;

  /** Forgets a token (the payment source was deleted). Unknown tokens are ignored. */
  detach(token: string): Promise<void>;
}

/** The card form of the contract (`CreatePaymentSourceRequest`): VISA, MASTERCARD or AMEX. */
export type CardForm = components['schemas']['CreatePaymentSourceRequest'];

/** `card_type` of the card form. */
export type CardType = CardForm['card_type'];

/** The brand of a card, lower-case as it is stored and read back. */
export type CardBrand = 'visa' | 'mastercard' | 'amex';

export const CARD_TYPE_BRAND: Readonly<Record<CardType, CardBrand>> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMEX: 'amex',
};

/** All the server keeps of a card. */
export interface TokenizedCard {
  /** Opaque and random; it does not derive from the card number. */
  token: string;
  brand: CardBrand;
  /** The last four digits of the number. */
  last4: string;
  /** 1 to 12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

export interface ChargeRequest {
  token: string;
  /** Positive integer, in cents. */
  amountCents: number;
  /** One key per order attempt, e.g. `order-<id>`; a retry with the same key is not charged twice. */
  idempotencyKey: string;
  /** What the statement or the processor's dashboard shows, e.g. the product name. */
  description?: string;
}

/** Why a charge was refused. */
export type ChargeFailureCode = Extract<
  CardErrorCode,
  'declined' | 'insufficient_funds' | 'expired' | 'processing_error' | 'unknown_token'
>;

export type ChargeResult =
  { ok: true; chargeId: string } | { ok: false; code: ChargeFailureCode; message: string };

export interface RefundRequest {
  chargeId: string;
  /** Part of the charge to refund, in cents; the rest of the charge by default. */
  amountCents?: number;
  idempotencyKey: string;
}

export type RefundFailureCode = 'unknown_charge' | 'invalid_amount' | 'processing_error';

export type RefundResult =
  | { ok: true; refundId: string; amountCents: number }
  | { ok: false; code: RefundFailureCode; message: string };

/**
 * Why a card is refused, at tokenisation (form checks) or at charge time.
 * - `invalid_number`: not 13 to 19 digits, wrong Luhn checksum, or a length the brand does not have.
 * - `unsupported_brand`: the number is not a Visa, Mastercard or Amex, or `card_type` is none of them.
 * - `brand_mismatch`: the number's brand is not the chosen `card_type`.
 * - `invalid_cvv`: not 3 digits (4 for Amex).
 * - `invalid_expiry`: month not 01 to 12, or year more than 10 years ahead or not a year.
 * - `expired`: the expiry month is over (or the issuer says the card expired).
 * - `declined`, `insufficient_funds`, `processing_error`: the issuer or processor refused the charge.
 * - `unknown_token`: the token is not (or no longer) known to the gateway.
 */
export type CardErrorCode =
  | 'invalid_number'
  | 'unsupported_brand'
  | 'brand_mismatch'
  | 'invalid_cvv'
  | 'invalid_expiry'
  | 'expired'
  | 'declined'
  | 'insufficient_funds'
  | 'processing_error'
  | 'unknown_token';

/** The card form field a code belongs to, for a 422 answer; charge-time codes fall on the number. */
export type CardField = keyof CardForm;

const MESSAGES: Readonly<Record<CardErrorCode, string>> = {
  invalid_number: 'The card number is invalid.',
  unsupported_brand: 'Only Visa, Mastercard and American Express cards are accepted.',
  brand_mismatch: 'The card number does not match the card type.',
  invalid_cvv: 'The security code is invalid.',
  invalid_expiry: 'The expiry date is invalid.',
  expired: 'The card has expired.',
  declined: 'The card was declined.',
  insufficient_funds: 'The card has insufficient funds.',
  processing_error: 'The payment could not be processed, please try again.',
  unknown_token: 'The payment source is no longer valid.',
};

const DEFAULT_FIELDS: Readonly<Record<CardErrorCode, CardField>> = {
  invalid_number: 'card_number',
  unsupported_brand: 'card_number',
  brand_mismatch: 'card_type',
  invalid_cvv: 'card_cvv',
  invalid_expiry: 'card_expiry_month',
  expired: 'card_expiry_year',
  declined: 'card_number',
  insufficient_funds: 'card_number',
  processing_error: 'card_number',
  unknown_token: 'card_number',
};

/** The fixed English message of a code (for logs and as a fallback; the route translates by `code`). */
export function cardErrorMessage(code: CardErrorCode): string {
  return MESSAGES[code];
}

/**
 * A refused card. Its message is fixed per code and never carries the card number or the CVV, so it is
 * safe to log and to answer with.
 */
export class CardError extends Error {
  override readonly name = 'CardError';
  readonly code: CardErrorCode;
  readonly field: CardField;

  constructor(code: CardErrorCode, field: CardField = DEFAULT_FIELDS[code]) {
    super(MESSAGES[code]);
    this.code = code;
    this.field = field;
  }

  toJSON(): { code: CardErrorCode; field: CardField; message: string } {
    return { code: this.code, field: this.field, message: this.message };
  }
}

/** An idempotency key was sent again with a different token or amount: a programming error. */
export class IdempotencyKeyReusedError extends Error {
  override readonly name = 'IdempotencyKeyReusedError';

  constructor() {
    super('This idempotency key was already used with a different request.');
  }
}
