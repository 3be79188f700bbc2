import { describe, expect, it } from 'vitest';
import {
  applySuggestion,
  EMPTY_ADDRESS,
  formatPostalCode,
  isAddressComplete,
  isValidPostalCode,
  moveActive,
  PROVINCE_CODES,
  withDefaults,
} from './address-fields.ts';

const complete = {
  address_1: '1234 rue Saint-Denis',
  address_2: '',
  city: 'Montréal',
  state: 'QC',
  country: 'ca',
  postal_code: 'H2X 3K7',
};

describe('provinces', () => {
  it('are the 13 provinces and territories', () => {
    expect(PROVINCE_CODES).toHaveLength(13);
    expect(new Set(PROVINCE_CODES).size).toBe(13);
  });
});

describe('postal codes', () => {
  it('are tidied as typed', () => {
    expect(formatPostalCode('h2x')).toBe('H2X');
    expect(formatPostalCode('h2x3')).toBe('H2X 3');
    expect(formatPostalCode('h2x-3k7')).toBe('H2X 3K7');
    expect(formatPostalCode('H2X 3K7 99')).toBe('H2X 3K7');
  });

  it('follow the Canadian format', () => {
    expect(isValidPostalCode('H2X 3K7')).toBe(true);
    expect(isValidPostalCode('h2x3k7')).toBe(true);
    expect(isValidPostalCode('K1A 0B1')).toBe(true);
  });

  it('refuse other shapes and the letters Canada Post never uses', () => {
    expect(isValidPostalCode('H2X 3K')).toBe(false);
    expect(isValidPostalCode('12345')).toBe(false);
    expect(isValidPostalCode('D2X 3K7')).toBe(false); // D never used
    expect(isValidPostalCode('W2X 3K7')).toBe(false); // W never first
    expect(isValidPostalCode('H2O 3K7')).toBe(false); // O never used
  });
});

describe('isAddressComplete', () => {
  it('needs address_1, city, state, country and postal code, not address_2', () => {
    expect(isAddressComplete(complete)).toBe(true);
    for (const field of ['address_1', 'city', 'state', 'country', 'postal_code'] as const) {
      expect(isAddressComplete({ ...complete, [field]: ' ' }), field).toBe(false);
    }
  });

  it('checks the postal code format in Canada only', () => {
    expect(isAddressComplete({ ...complete, postal_code: '75001' })).toBe(false);
    expect(
      isAddressComplete({ ...complete, country: 'fr', state: 'IDF', postal_code: '75001' }),
    ).toBe(true);
  });

  it('defaults the country to ca', () => {
    expect(withDefaults({}).country).toBe('ca');
    expect(withDefaults({ country: '' }).country).toBe('ca');
    expect(withDefaults(undefined)).toEqual(EMPTY_ADDRESS);
  });
});

describe('applySuggestion', () => {
  it('fills address_1, city, state and postal code and keeps address_2', () => {
    const next = applySuggestion(
      { ...EMPTY_ADDRESS, address_2: 'App. 4' },
      {
        id: 'a',
        label: '1234 Rue Saint-Denis',
        address: {
          address_1: '1234 Rue Saint-Denis',
          city: 'Montréal',
          state: 'qc',
          postal_code: 'h2x3k7',
        },
      },
    );
    expect(next).toEqual({
      address_1: '1234 Rue Saint-Denis',
      address_2: 'App. 4',
      city: 'Montréal',
      state: 'QC',
      country: 'ca',
      postal_code: 'H2X 3K7',
    });
  });

  it('uses the label as address_1 when the suggestion has no parts', () => {
    expect(applySuggestion(EMPTY_ADDRESS, { id: 'b', label: '1 rue X' }).address_1).toBe('1 rue X');
  });
});

describe('moveActive', () => {
  it('wraps with the arrows', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
