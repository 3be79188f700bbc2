import { describe, expect, it } from 'vitest';
import { parsePaymentSource } from './saved-card.ts';

describe('parsePaymentSource', () => {
  it('reads the brand from the words visa, mastercard or amex, in any case', () => {
    expect(parsePaymentSource('Visa ending 4242').brand).toBe('visa');
    expect(parsePaymentSource('MASTERCARD se terminant par 5454').brand).toBe('mastercard');
    expect(parsePaymentSource('amex ending in 0005').brand).toBe('amex');
  });

  it('needs the whole word', () => {
    expect(parsePaymentSource('Visapro ending 4242').brand).toBeNull();
    expect(parsePaymentSource('Discover ending 1117').brand).toBeNull();
  });

  it('reads the last four digits from the end', () => {
    expect(parsePaymentSource('Visa ending 4242').lastFour).toBe('4242');
    expect(parsePaymentSource('Mastercard 5555 5555 5555 4444').lastFour).toBe('4444');
    expect(parsePaymentSource('Visa ending 4242.').lastFour).toBe('4242');
    expect(parsePaymentSource('Visa ending 12345').lastFour).toBe('2345');
  });

  it('gives nulls when there is nothing to read', () => {
    expect(parsePaymentSource('Carte enregistrée')).toEqual({ brand: null, lastFour: null });
    expect(parsePaymentSource('')).toEqual({ brand: null, lastFour: null });
    expect(parsePaymentSource(null)).toEqual({ brand: null, lastFour: null });
    expect(parsePaymentSource('Visa ending 42')).toEqual({ brand: 'visa', lastFour: null });
  });
});
