/**
 * The countries of the address forms: Canada first (the default), then the United States, France,
 * Belgium and Switzerland, then the rest in alphabetical order of their name in the request's language.
 */

export type CountryLocale = 'fr' | 'en';

export interface CountryData {
  /** Lower-case ISO 3166-1 alpha-2 code. */
  code: string;
  name: { fr: string; en: string };
}

/** The contract's `Country`: the name in the request's language. */
export interface Country {
  code: string;
  name: string;
}

export const DEFAULT_COUNTRY = 'ca';

/** The countries listed before the others, in this order. */
export const LEADING_COUNTRY_CODES = ['ca', 'us', 'fr', 'be', 'ch'] as const;

/** Canada and the leading countries, then the rest sorted by French name (the default locale). */
export const COUNTRIES: readonly CountryData[] = [
  { code: 'ca', name: { fr: 'Canada', en: 'Canada' } },
  { code: 'us', name: { fr: 'États-Unis', en: 'United States' } },
  { code: 'fr', name: { fr: 'France', en: 'France' } },
  { code: 'be', name: { fr: 'Belgique', en: 'Belgium' } },
  { code: 'ch', name: { fr: 'Suisse', en: 'Switzerland' } },
  { code: 'dz', name: { fr: 'Algérie', en: 'Algeria' } },
  { code: 'de', name: { fr: 'Allemagne', en: 'Germany' } },
  { code: 'ar', name: { fr: 'Argentine', en: 'Argentina' } },
  { code: 'au', name: { fr: 'Australie', en: 'Australia' } },
  { code: 'br', name: { fr: 'Brésil', en: 'Brazil' } },
  { code: 'cm', name: { fr: 'Cameroun', en: 'Cameroon' } },
  { code: 'cl', name: { fr: 'Chili', en: 'Chile' } },
  { code: 'cn', name: { fr: 'Chine', en: 'China' } },
  { code: 'co', name: { fr: 'Colombie', en: 'Colombia' } },
  { code: 'kr', name: { fr: 'Corée du Sud', en: 'South Korea' } },
  { code: 'ci', name: { fr: 'Côte d’Ivoire', en: 'Côte d’Ivoire' } },
  { code: 'cu', name: { fr: 'Cuba', en: 'Cuba' } },
  { code: 'eg', name: { fr: 'Égypte', en: 'Egypt' } },
  { code: 'es', name: { fr: 'Espagne', en: 'Spain' } },
  { code: 'gr', name: { fr: 'Grèce', en: 'Greece' } },
  { code: 'ht', name: { fr: 'Haïti', en: 'Haiti' } },
  { code: 'in', name: { fr: 'Inde', en: 'India' } },
  { code: 'ir', name: { fr: 'Iran', en: 'Iran' } },
  { code: 'ie', name: { fr: 'Irlande', en: 'Ireland' } },
  { code: 'it', name: { fr: 'Italie', en: 'Italy' } },
  { code: 'jm', name: { fr: 'Jamaïque', en: 'Jamaica' } },
  { code: 'jp', name: { fr: 'Japon', en: 'Japan' } },
  { code: 'lb', name: { fr: 'Liban', en: 'Lebanon' } },
  { code: 'lu', name: { fr: 'Luxembourg', en: 'Luxembourg' } },
  { code: 'ma', name: { fr: 'Maroc', en: 'Morocco' } },
  { code: 'mx', name: { fr: 'Mexique', en: 'Mexico' } },
  { code: 'nl', name: { fr: 'Pays-Bas', en: 'Netherlands' } },
  { code: 'pe', name: { fr: 'Pérou', en: 'Peru' } },
  { code: 'ph', name: { fr: 'Philippines', en: 'Philippines' } },
  { code: 'pl', name: { fr: 'Pologne', en: 'Poland' } },
  { code: 'pt', name: { fr: 'Portugal', en: 'Portugal' } },
  {
    code: 'cd',
    name: { fr: 'République démocratique du Congo', en: 'Democratic Republic of the Congo' },
  },
  { code: 'do', name: { fr: 'République dominicaine', en: 'Dominican Republic' } },
  { code: 'ro', name: { fr: 'Roumanie', en: 'Romania' } },
  { code: 'gb', name: { fr: 'Royaume-Uni', en: 'United Kingdom' } },
  { code: 'sn', name: { fr: 'Sénégal', en: 'Senegal' } },
  { code: 'se', name: { fr: 'Suède', en: 'Sweden' } },
  { code: 'tn', name: { fr: 'Tunisie', en: 'Tunisia' } },
  { code: 'ua', name: { fr: 'Ukraine', en: 'Ukraine' } },
  { code: 'vn', name: { fr: 'Viêt Nam', en: 'Vietnam' } },
];

/**
 * The countries as the contract serves them: names in `locale`, the leading countries first, then
 * the rest in that locale's alphabetical order.
 */
export function countriesFor(locale: CountryLocale): Country[] {
  const leading = new Set<string>(LEADING_COUNTRY_CODES);
  const collator = new Intl.Collator(locale === 'fr' ? 'fr-CA' : 'en-CA', { sensitivity: 'base' });
  const head = LEADING_COUNTRY_CODES.flatMap((code) => COUNTRIES.filter((c) => c.code === code));
  const rest = COUNTRIES.filter((c) => !leading.has(c.code)).sort((a, b) =>
    collator.compare(a.name[locale], b.name[locale]),
  );
  return [...head, ...rest].map((c) => ({ code: c.code, name: c.name[locale] }));
}

export function isCountryCode(code: string): boolean {
  return COUNTRIES.some((c) => c.code === code);
}
