import { describe, expect, it } from 'vitest';
import { telHref } from './phone-link.ts';

describe('telHref', () => {
  it('keeps the digits and an international prefix', () => {
    expect(telHref('+33 1 23 45 67 89')).toBe('tel:+33123456789');
    expect(telHref('1 888 555-0199')).toBe('tel:+18885550199');
    expect(telHref('(514) 555-0199')).toBe('tel:+15145550199');
    expect(telHref('911')).toBe('tel:911');
  });
});
