import { describe, expect, it } from 'vitest';
import { normalizePromoCode, promoRebates } from './promo-code-field.ts';

describe('promoRebates', () => {
  it('gives a percentage rebate', () => {
    expect(
      promoRebates({
        code: 'A',
        additional_months: 0,
        rebate_type: 'percentage',
        rebate_value: 20,
      }),
    ).toEqual([{ kind: 'percentage', value: 20 }]);
  });

  it('gives an amount rebate', () => {
    expect(
      promoRebates({ code: 'A', additional_months: 0, rebate_type: 'amount', rebate_value: 25 }),
    ).toEqual([{ kind: 'amount', value: 25 }]);
  });

  it('gives extra months, alone or after a rebate', () => {
    expect(
      promoRebates({ code: 'A', additional_months: 1, rebate_type: 'amount', rebate_value: 0 }),
    ).toEqual([{ kind: 'months', value: 1 }]);
    expect(
      promoRebates({
        code: 'A',
        additional_months: 2,
        rebate_type: 'percentage',
        rebate_value: 10,
      }),
    ).toEqual([
      { kind: 'percentage', value: 10 },
      { kind: 'months', value: 2 },
    ]);
  });
});

describe('normalizePromoCode', () => {
  it('trims the code', () => {
    expect(normalizePromoCode('  AMOUR2025 ')).toBe('AMOUR2025');
  });
});
