import { describe, expect, it } from 'vitest';
import { CARD_TYPE_BRAND, CardError, IdempotencyKeyReusedError, cardErrorMessage } from './gateway';

describe('CardError', () => {
  it('carries a code, the form field it belongs to and a fixed message', () => {
    const error = new CardError('invalid_cvv');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CardError');
    expect(error.code).toBe('invalid_cvv');
    expect(error.field).toBe('card_cvv');
    expect(error.message).toBe(cardErrorMessage('invalid_cvv'));
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      code: 'invalid_cvv',
      field: 'card_cvv',
      message: 'The security code is invalid.',
    });
  });

  it('lets the field be chosen', () => {
    expect(new CardError('invalid_expiry', 'card_expiry_year').field).toBe('card_expiry_year');
  });

  it('puts charge-time refusals on the card number', () => {
    for (const code of ['declined', 'insufficient_funds', 'processing_error'] as const) {
      expect(new CardError(code).field).toBe('card_number');
    }
  });
});

describe('CARD_TYPE_BRAND', () => {
  it('maps the form card types to stored brands', () => {
    expect(CARD_TYPE_BRAND).toEqual({ VISA: 'visa', MASTERCARD: 'mastercard', AMEX: 'amex' });
  });
});

describe('IdempotencyKeyReusedError', () => {
  it('is a named error', () => {
    expect(new IdempotencyKeyReusedError().name).toBe('IdempotencyKeyReusedError');
  });
});
