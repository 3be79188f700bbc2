import { describe, expect, it } from 'vitest';
import { classifyPaymentError, isFirstPurchase } from './payment-modal.ts';

describe('isFirstPurchase', () => {
  it('is a first purchase when inactive or on trial, adding months when active', () => {
    expect(isFirstPurchase('inactive')).toBe(true);
    expect(isFirstPurchase('trial')).toBe(true);
    expect(isFirstPurchase(null)).toBe(true);
    expect(isFirstPurchase('active')).toBe(false);
  });
});

describe('classifyPaymentError', () => {
  it('treats a 400 as a stale screen, with the server message for the app to show', () => {
    expect(classifyPaymentError({ status: 400, message: 'La carte a été refusée.' })).toEqual({
      kind: 'stale',
      message: 'La carte a été refusée.',
    });
    expect(classifyPaymentError({ response: { status: 400 } })).toEqual({
      kind: 'stale',
      message: null,
    });
    expect(classifyPaymentError({ status: 400, message: 'x', isGeneric: true })).toEqual({
      kind: 'stale',
      message: null,
    });
  });

  it('keeps the server message of other failures', () => {
    const error = Object.assign(new Error('Carte refusée'), { status: 402 });
    expect(classifyPaymentError(error)).toEqual({ kind: 'error', message: 'Carte refusée' });
  });

  it('falls back to the generic message', () => {
    expect(classifyPaymentError({ status: 500, message: 'x', isGeneric: true })).toEqual({
      kind: 'error',
      message: null,
    });
    expect(classifyPaymentError(new Error(''))).toEqual({ kind: 'error', message: null });
    expect(classifyPaymentError(undefined)).toEqual({ kind: 'error', message: null });
    expect(classifyPaymentError('boom')).toEqual({ kind: 'error', message: null });
  });
});
