/** The 13 Canadian provinces and territories, by their postal abbreviation (the `state` sent). */
export const PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

export type ProvinceCode = (typeof PROVINCE_CODES)[number];

/** The country the form starts with (spec 01 §9). */
export const DEFAULT_COUNTRY = 'ca';

export interface AddressValue {
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
}

export type AddressField = keyof AddressValue;

/** The fields the identity form needs filled (address_2 is optional). */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = [
  'address_1',
  'city',
  'state',
  'country',
  'postal_code',
];

export const EMPTY_ADDRESS: AddressValue = {
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  country: DEFAULT_COUNTRY,
  postal_code: '',
};

/** A suggestion of the address search (the app fetches them, restricted to Canada). */
export interface AddressSuggestion {
  id: string;
  /** The main line ('1234 rue Saint-Denis'). */
  label: string;
  /** The second line ('Montréal, QC H2X 3K7'). */
  description?: string;
  /** The address parts, when the search gives them; otherwise the app fills them from `onSelect`. */
  address?: Partial<AddressValue>;
}

export function isProvinceCode(value: string): value is ProvinceCode {
  return (PROVINCE_CODES as readonly string[]).includes(value.toUpperCase());
}

/** The address with every field present, country defaulting to 'ca'. */
export function withDefaults(value: Partial<AddressValue> | undefined): AddressValue {
  return { ...EMPTY_ADDRESS, ...value, country: value?.country || DEFAULT_COUNTRY };
}

/** A Canadian postal code as typed, tidied: capitals, and a space after the third character. */
export function formatPostalCode(text: string): string {
  const compact = text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 6);
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

// Letter, digit, letter, digit, letter, digit; D, F, I, O, Q and U are never used, and W and Z
// never start a code.
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

export function isValidPostalCode(text: string): boolean {
  return POSTAL_CODE.test(text.trim().toUpperCase());
}

/** Every required field is filled, and a Canadian postal code has the right format. */
export function isAddressComplete(value: AddressValue): boolean {
  const filled = REQUIRED_ADDRESS_FIELDS.every((field) => value[field].trim() !== '');
  if (!filled) return false;
  return value.country !== DEFAULT_COUNTRY || isValidPostalCode(value.postal_code);
}

/**
 * The address once a suggestion is chosen: its parts replace address_1, city, state and postal code
 * (a Canadian postal code tidied, a province code in capitals); address_2 is kept.
 */
export function applySuggestion(value: AddressValue, suggestion: AddressSuggestion): AddressValue {
  const parts = suggestion.address ?? {};
  const next: AddressValue = {
    address_1: parts.address_1 ?? suggestion.label,
    address_2: parts.address_2 ?? value.address_2,
    city: parts.city ?? value.city,
    state: parts.state ?? value.state,
    country: parts.country ?? value.country,
    postal_code: parts.postal_code ?? value.postal_code,
  };
  if (next.country === DEFAULT_COUNTRY) {
    if (isProvinceCode(next.state)) next.state = next.state.toUpperCase();
    if (parts.postal_code !== undefined) next.postal_code = formatPostalCode(parts.postal_code);
  }
  return next;
}

/** The option an arrow key moves to, wrapping at both ends; -1 is 'none'. */
export function moveActive(active: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return direction === 1 ? 0 : count - 1;
  return (active + direction + count) % count;
}
