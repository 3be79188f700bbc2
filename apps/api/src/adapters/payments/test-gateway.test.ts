import { describe, expect, it } from 'vitest';
import { CardError, IdempotencyKeyReusedError, type CardForm } from './gateway';
import {
  CARD_EXPIRY_MAX_YEARS_AHEAD,
  TestPaymentGateway,
  cardFormErrors,
  createTestGateway,
  describePaymentSource,
  detectBrand,
  isExpired,
  luhnValid,
  maskCardNumber,
  validateCardForm,
} from './test-gateway';

const NOW = new Date('2026-06-15T12:00:00Z');
const VISA = '4242424242424242';
const MASTERCARD = '5555555555554444';
const MASTERCARD_2 = '2223003122003222';
const AMEX = '378282246310005';

function form(overrides: Partial<CardForm> = {}): CardForm {
  return {
    card_type: 'VISA',
    card_number: VISA,
    card_cvv: '123',
    card_expiry_month: '09',
    card_expiry_year: 2030,
    ...overrides,
  };
}

/** The codes and fields of a form's problems. */
function problems(overrides: Partial<CardForm>): { code: string; field: string }[] {
  return cardFormErrors(form(overrides), NOW).map(({ code, field }) => ({ code, field }));
}

function gateway(): TestPaymentGateway {
  return new TestPaymentGateway({ now: () => NOW });
}

describe('luhnValid', () => {
  it('accepts the documented test numbers', () => {
    for (const number of [
      VISA,
      MASTERCARD,
      MASTERCARD_2,
      AMEX,
      '4000000000000002',
      '4000000000009995',
      '4000000000000069',
      '4000000000000119',
      '6011111111111117',
    ]) {
      expect(luhnValid(number), number).toBe(true);
    }
  });

  it('refuses a number with one digit changed, and non-digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('detectBrand', () => {
  it('reads the prefix', () => {
    expect(detectBrand(VISA)).toBe('visa');
    expect(detectBrand(MASTERCARD)).toBe('mastercard');
    expect(detectBrand('5105105105105100')).toBe('mastercard');
    expect(detectBrand(AMEX)).toBe('amex');
    expect(detectBrand('341111111111111')).toBe('amex');
  });

  it('knows the Mastercard 2-series range at its edges', () => {
    expect(detectBrand('2220999999999999')).toBeNull();
    expect(detectBrand('2221000000000000')).toBe('mastercard');
    expect(detectBrand('2720999999999999')).toBe('mastercard');
    expect(detectBrand('2721000000000000')).toBeNull();
  });

  it('does not know other brands', () => {
    expect(detectBrand('6011111111111117')).toBeNull(); // Discover
    expect(detectBrand('5000000000000000')).toBeNull(); // 50 is not Mastercard
    expect(detectBrand('5600000000000000')).toBeNull();
    expect(detectBrand('3530111333300000')).toBeNull(); // JCB
    expect(detectBrand('36227206271667')).toBeNull(); // Diners
  });
});

describe('cardFormErrors', () => {
  it('accepts each brand with its own card type', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ card_type: 'MASTERCARD', card_number: MASTERCARD })).toEqual([]);
    expect(problems({ card_type: 'MASTERCARD', card_number: MASTERCARD_2 })).toEqual([]);
    expect(problems({ card_type: 'AMEX', card_number: AMEX, card_cvv: '1234' })).toEqual([]);
    expect(problems({ card_number: '4222222222222' })).toEqual([]); // 13-digit Visa
    expect(problems({ card_number: '4242424242424242428' })).toEqual([]); // 19-digit Visa
  });

  it('refuses a number whose brand is not the chosen card type', () => {
    const mismatch = [{ code: 'brand_mismatch', field: 'card_type' }];
    expect(problems({ card_type: 'MASTERCARD' })).toEqual(mismatch);
    expect(problems({ card_type: 'AMEX', card_cvv: '1234' })).toEqual(mismatch);
    expect(problems({ card_type: 'VISA', card_number: MASTERCARD })).toEqual(mismatch);
    expect(problems({ card_type: 'AMEX', card_number: MASTERCARD, card_cvv: '1234' })).toEqual(
      mismatch,
    );
    expect(problems({ card_type: 'VISA', card_number: AMEX })).toEqual(mismatch);
    expect(problems({ card_type: 'MASTERCARD', card_number: AMEX })).toEqual(mismatch);
  });

  it('refuses a wrong Luhn checksum', () => {
    expect(problems({ card_number: '4242424242424241' })).toEqual([
      { code: 'invalid_number', field: 'card_number' },
    ]);
  });

  it('refuses fewer than 13 or more than 19 digits, and non-digits', () => {
    const invalid = [{ code: 'invalid_number', field: 'card_number' }];
    expect(problems({ card_number: '424242424242' })).toEqual(invalid); // 12
    expect(problems({ card_number: '42424242424242424242' })).toEqual(invalid); // 20
    expect(problems({ card_number: '4242 4242 4242 4242' })).toEqual(invalid);
    expect(problems({ card_number: '' })).toEqual(invalid);
  });

  it('refuses a length the brand does not have, Luhn valid or not', () => {
    const invalid = [{ code: 'invalid_number', field: 'card_number' }];
    expect(problems({ card_number: '424242424242424' })).toEqual(invalid); // 15-digit Visa
    expect(problems({ card_type: 'MASTERCARD', card_number: '555555555555442' })).toEqual(invalid);
    expect(
      problems({ card_type: 'AMEX', card_number: '3782822463100003', card_cvv: '1234' }),
    ).toEqual(invalid); // 16-digit Amex (Luhn valid)
  });

  it('refuses other brands', () => {
    expect(problems({ card_number: '6011111111111117' })).toEqual([
      { code: 'unsupported_brand', field: 'card_number' },
    ]);
    expect(problems({ card_type: 'DISCOVER' as CardForm['card_type'] })).toEqual([
      { code: 'unsupported_brand', field: 'card_type' },
    ]);
  });

  it('wants 3 CVV digits, 4 for Amex', () => {
    const invalid = [{ code: 'invalid_cvv', field: 'card_cvv' }];
    expect(problems({ card_cvv: '123' })).toEqual([]);
    expect(problems({ card_cvv: '12' })).toEqual(invalid);
    expect(problems({ card_cvv: '1234' })).toEqual(invalid);
    expect(problems({ card_cvv: '12a' })).toEqual(invalid);
    const amex = { card_type: 'AMEX', card_number: AMEX } as const;
    expect(problems({ ...amex, card_cvv: '1234' })).toEqual([]);
    expect(problems({ ...amex, card_cvv: '123' })).toEqual(invalid);
    expect(problems({ ...amex, card_cvv: '12345' })).toEqual(invalid);
  });

  it('wants an expiry month from 01 to 12', () => {
    const invalid = [{ code: 'invalid_expiry', field: 'card_expiry_month' }];
    expect(problems({ card_expiry_month: '00' })).toEqual(invalid);
    expect(problems({ card_expiry_month: '01' })).toEqual([]);
    expect(problems({ card_expiry_month: '12' })).toEqual([]);
    expect(problems({ card_expiry_month: '13' })).toEqual(invalid);
    expect(problems({ card_expiry_month: '9' })).toEqual(invalid);
  });

  it('wants an expiry year from this year to 10 years later', () => {
    const year = NOW.getUTCFullYear();
    expect(CARD_EXPIRY_MAX_YEARS_AHEAD).toBe(10);
    expect(problems({ card_expiry_month: '12', card_expiry_year: year })).toEqual([]);
    expect(problems({ card_expiry_year: year + 10 })).toEqual([]);
    expect(problems({ card_expiry_year: year + 11 })).toEqual([
      { code: 'invalid_expiry', field: 'card_expiry_year' },
    ]);
    expect(problems({ card_expiry_month: '12', card_expiry_year: year - 1 })).toEqual([
      { code: 'expired', field: 'card_expiry_year' },
    ]);
    expect(problems({ card_expiry_year: 2030.5 })).toEqual([
      { code: 'invalid_expiry', field: 'card_expiry_year' },
    ]);
  });

  it('accepts a card expiring this month and refuses one that expired last month', () => {
    const year = NOW.getUTCFullYear();
    expect(problems({ card_expiry_month: '06', card_expiry_year: year })).toEqual([]);
    expect(problems({ card_expiry_month: '05', card_expiry_year: year })).toEqual([
      { code: 'expired', field: 'card_expiry_month' },
    ]);
  });

  it('gives one problem per field, in form order', () => {
    expect(
      problems({
        card_number: '4242424242424241',
        card_cvv: '1',
        card_expiry_month: '13',
        card_expiry_year: 2000,
      }).map((p) => p.field),
    ).toEqual(['card_number', 'card_cvv', 'card_expiry_month', 'card_expiry_year']);
  });

  it('survives fields of the wrong type', () => {
    const broken = { card_type: 'VISA', card_number: 4242, card_cvv: null } as unknown as CardForm;
    expect(cardFormErrors(broken, NOW).map((e) => e.field)).toEqual([
      'card_number',
      'card_cvv',
      'card_expiry_month',
      'card_expiry_year',
    ]);
  });
});

describe('isExpired', () => {
  it('keeps a card valid through its expiry month, in UTC', () => {
    expect(isExpired(6, 2026, NOW)).toBe(false);
    expect(isExpired(5, 2026, NOW)).toBe(true);
    expect(isExpired(12, 2025, NOW)).toBe(true);
    expect(isExpired(6, 2026, new Date('2026-06-30T23:59:59Z'))).toBe(false);
    expect(isExpired(6, 2026, new Date('2026-07-01T00:00:00Z'))).toBe(true);
  });
});

describe('validateCardForm', () => {
  it('returns what may be kept', () => {
    expect(validateCardForm(form(), NOW)).toEqual({
      brand: 'visa',
      last4: '4242',
      expiryMonth: 9,
      expiryYear: 2030,
    });
  });

  it('throws the first problem as a CardError', () => {
    expect(() => validateCardForm(form({ card_cvv: '1' }), NOW)).toThrow(CardError);
  });
});

describe('TestPaymentGateway.tokenize', () => {
  it('keeps only the brand, the last four, the expiry and a random token', async () => {
    const card = await gateway().tokenize(
      form({ card_type: 'AMEX', card_number: AMEX, card_cvv: '7391' }),
    );
    expect(Object.keys(card).sort()).toEqual([
      'brand',
      'expiryMonth',
      'expiryYear',
      'last4',
      'token',
    ]);
    expect(card).toMatchObject({ brand: 'amex', last4: '0005', expiryMonth: 9, expiryYear: 2030 });
    expect(card.token).toMatch(/^tok_test_[0-9a-f]{32}$/);
    const text = JSON.stringify(card);
    expect(text).not.toContain(AMEX);
    expect(text).not.toContain('7391');
  });

  it('gives a new token each time', async () => {
    const g = gateway();
    const a = await g.tokenize(form());
    const b = await g.tokenize(form());
    expect(a.token).not.toBe(b.token);
  });

  it('rejects with a CardError that does not contain the number or the CVV', async () => {
    const number = '4242424242424241';
    const error = await gateway()
      .tokenize(form({ card_number: number, card_cvv: '987' }))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(CardError);
    const cardError = error as CardError;
    expect(cardError.code).toBe('invalid_number');
    for (const text of [cardError.message, cardError.stack ?? '', JSON.stringify(cardError)]) {
      expect(text).not.toContain(number);
      expect(text).not.toContain('987');
    }
  });

  it('rejects an expired card at its expiry month', async () => {
    await expect(
      gateway().tokenize(form({ card_expiry_month: '05', card_expiry_year: 2026 })),
    ).rejects.toMatchObject({ code: 'expired', field: 'card_expiry_month' });
  });
});

describe('TestPaymentGateway.charge', () => {
  async function chargeWith(number: string, cardType: CardForm['card_type'] = 'VISA') {
    const g = gateway();
    const { token } = await g.tokenize(form({ card_type: cardType, card_number: number }));
    return g.charge({ token, amountCents: 11_997, idempotencyKey: 'order-1' });
  }

  it('succeeds with 4242 4242 4242 4242 and 5555 5555 5555 4444', async () => {
    const visa = await chargeWith(VISA);
    expect(visa.ok && visa.chargeId).toMatch(/^ch_test_[0-9a-f]{32}$/);
    expect(await chargeWith(MASTERCARD, 'MASTERCARD')).toMatchObject({ ok: true });
  });

  it('fails the documented failure cards with their codes', async () => {
    expect(await chargeWith('4000000000000002')).toMatchObject({ ok: false, code: 'declined' });
    expect(await chargeWith('4000000000009995')).toMatchObject({
      ok: false,
      code: 'insufficient_funds',
    });
    expect(await chargeWith('4000000000000069')).toMatchObject({ ok: false, code: 'expired' });
    expect(await chargeWith('4000000000000119')).toMatchObject({
      ok: false,
      code: 'processing_error',
    });
  });

  it('fails an unknown or detached token', async () => {
    const g = gateway();
    const { token } = await g.tokenize(form());
    await g.detach(token);
    expect(await g.charge({ token, amountCents: 100, idempotencyKey: 'k' })).toMatchObject({
      ok: false,
      code: 'unknown_token',
    });
  });

  it('fails a stored card whose expiry month has passed since', async () => {
    let now = NOW;
    const g = new TestPaymentGateway({ now: () => now });
    const { token } = await g.tokenize(form({ card_expiry_month: '06', card_expiry_year: 2026 }));
    now = new Date('2026-07-01T00:00:00Z');
    expect(await g.charge({ token, amountCents: 100, idempotencyKey: 'k' })).toMatchObject({
      ok: false,
      code: 'expired',
    });
  });

  it('does not charge twice for the same idempotency key', async () => {
    const g = gateway();
    const { token } = await g.tokenize(form());
    const first = await g.charge({ token, amountCents: 500, idempotencyKey: 'order-7' });
    const again = await g.charge({ token, amountCents: 500, idempotencyKey: 'order-7' });
    const other = await g.charge({ token, amountCents: 500, idempotencyKey: 'order-8' });
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('throws when an idempotency key comes back with another amount', async () => {
    const g = gateway();
    const { token } = await g.tokenize(form());
    await g.charge({ token, amountCents: 500, idempotencyKey: 'order-7' });
    await expect(g.charge({ token, amountCents: 501, idempotencyKey: 'order-7' })).rejects.toThrow(
      IdempotencyKeyReusedError,
    );
  });

  it('refuses amounts that are not positive integers of cents', async () => {
    const g = gateway();
    const { token } = await g.tokenize(form());
    for (const amountCents of [0, -1, 1.5]) {
      await expect(
        g.charge({ token, amountCents, idempotencyKey: `k${amountCents}` }),
      ).rejects.toThrow(RangeError);
    }
    expect(await g.charge({ token, amountCents: 1, idempotencyKey: 'k1' })).toMatchObject({
      ok: true,
    });
  });
});

describe('TestPaymentGateway.refund', () => {
  it('refunds up to what was charged, once per key', async () => {
    const g = createTestGateway({ now: () => NOW });
    const { token } = await g.tokenize(form());
    const charge = await g.charge({ token, amountCents: 1000, idempotencyKey: 'c' });
    if (!charge.ok) throw new Error('the charge should succeed');
    const { chargeId } = charge;
    expect(await g.refund({ chargeId, amountCents: 400, idempotencyKey: 'r1' })).toMatchObject({
      ok: true,
      amountCents: 400,
    });
    expect(await g.refund({ chargeId, amountCents: 400, idempotencyKey: 'r1' })).toMatchObject({
      ok: true,
      amountCents: 400,
    });
    expect(await g.refund({ chargeId, amountCents: 601, idempotencyKey: 'r2' })).toMatchObject({
      ok: false,
      code: 'invalid_amount',
    });
    expect(await g.refund({ chargeId, idempotencyKey: 'r3' })).toMatchObject({
      ok: true,
      amountCents: 600,
    });
    expect(await g.refund({ chargeId, idempotencyKey: 'r4' })).toMatchObject({
      ok: false,
      code: 'invalid_amount',
    });
    expect(await g.refund({ chargeId: 'ch_nope', idempotencyKey: 'r5' })).toMatchObject({
      ok: false,
      code: 'unknown_charge',
    });
  });
});

describe('describePaymentSource', () => {
  it('names the brand and ends with the last four digits', () => {
    expect(describePaymentSource({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(describePaymentSource({ brand: 'mastercard', last4: '4444' })).toBe(
      'Mastercard ending 4444',
    );
    expect(describePaymentSource({ brand: 'amex', last4: '0005' })).toBe('Amex ending 0005');
    expect(describePaymentSource({ brand: 'visa', last4: '4242' }, 'fr')).toBe(
      'Visa se terminant par 4242',
    );
  });

  it('reads back as the client reads it: brand word anywhere, last four at the end', async () => {
    const card = await gateway().tokenize(
      form({ card_type: 'MASTERCARD', card_number: MASTERCARD }),
    );
    for (const locale of ['fr', 'en'] as const) {
      const description = describePaymentSource(card, locale);
      expect(description.toLowerCase()).toContain('mastercard');
      expect(description.slice(-4)).toBe('4444');
      expect(description).not.toContain(MASTERCARD);
    }
  });

  it('refuses anything but four digits', () => {
    expect(() => describePaymentSource({ brand: 'visa', last4: VISA })).toThrow(RangeError);
  });
});

describe('maskCardNumber', () => {
  it('keeps only the last four digits', () => {
    expect(maskCardNumber(VISA)).toBe('************4242');
    expect(maskCardNumber('3782 822463 10005')).toBe('***********0005');
    expect(maskCardNumber(VISA)).not.toContain(VISA);
  });

  it('hides a short fragment entirely', () => {
    expect(maskCardNumber('42424242424')).toBe('***********');
    expect(maskCardNumber('')).toBe('');
  });
});
