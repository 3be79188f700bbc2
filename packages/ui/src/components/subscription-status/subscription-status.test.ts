import { describe, expect, it } from 'vitest';
import { addOneDay, daysRemaining, subscriptionView } from './subscription-status.ts';

const now = new Date('2025-06-15T12:00:00Z');
const day = 86_400_000;
const inDays = (days: number) => new Date(now.getTime() + days * day);

describe('daysRemaining', () => {
  it('is the rounded days to the end date plus one', () => {
    expect(daysRemaining(inDays(10), now)).toBe(11);
    expect(daysRemaining(inDays(10.4), now)).toBe(11);
    expect(daysRemaining(inDays(10.6), now)).toBe(12);
    expect(daysRemaining(inDays(0), now)).toBe(1);
    expect(daysRemaining(inDays(10).toISOString(), now.toISOString())).toBe(11);
  });

  it('never goes below 0', () => {
    expect(daysRemaining(inDays(-1), now)).toBe(0);
    expect(daysRemaining(inDays(-30), now)).toBe(0);
  });

  it('is 0 without a valid end date', () => {
    expect(daysRemaining(null, now)).toBe(0);
    expect(daysRemaining(undefined, now)).toBe(0);
    expect(daysRemaining('not a date', now)).toBe(0);
  });
});

describe('subscriptionView', () => {
  it('shows the product and the next date of an auto-renewing subscription', () => {
    const product = { name: 'Forfait 6 mois', number_of_months: 6, price: 179.94 };
    expect(
      subscriptionView({
        status: 'active',
        endDate: inDays(40),
        activeSubscription: { product },
        now,
      }),
    ).toEqual({ kind: 'renewing', product, nextDate: inDays(40) });
  });

  it('shows the end date and the days remaining of an active subscription that does not renew', () => {
    expect(subscriptionView({ status: 'active', endDate: inDays(40), now })).toEqual({
      kind: 'active',
      endDate: inDays(40),
      daysRemaining: 41,
    });
  });

  it('shows the trial end date plus one day, and the trial days remaining', () => {
    expect(subscriptionView({ status: 'trial', trialEndDate: inDays(3), now })).toEqual({
      kind: 'trial',
      endDate: inDays(4),
      daysRemaining: 4,
    });
    expect(addOneDay(inDays(3))).toEqual(inDays(4));
  });

  it('is inactive otherwise', () => {
    expect(subscriptionView({ status: 'inactive', endDate: inDays(-3), now })).toEqual({
      kind: 'inactive',
    });
  });
});
