/** Canadian sales taxes: each province's components, and the taxes a tax-included total contains. */

export type ProvinceCode =
  'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

export interface TaxComponent {
  /** GST (federal), HST (harmonised), QST (Québec), PST (provincial), RST (Manitoba's retail tax). */
  name: 'GST' | 'HST' | 'QST' | 'PST' | 'RST';
  /** A fraction: 0.05 is 5 %. */
  rate: number;
}

const GST: TaxComponent = { name: 'GST', rate: 0.05 };
const hst = (rate: number): TaxComponent[] => [{ name: 'HST', rate }];

/**
 * Sales tax rates by province and territory, in force on 1 April 2025 (the year of the source: Canada
 * Revenue Agency, "GST/HST rates" table; Revenu Québec for the QST; the provincial finance ministries for
 * the PST and Manitoba's RST). Nova Scotia's HST went from 15 % to 14 % on 1 April 2025. Review each year.
 *
 * The same rates are applied to every package; whether a provincial PST or RST reaches this kind of
 * digital subscription is for the accountant to confirm.
 */
export const PROVINCE_TAXES: Readonly<Record<ProvinceCode, readonly TaxComponent[]>> = {
  AB: [GST],
  BC: [GST, { name: 'PST', rate: 0.07 }],
  MB: [GST, { name: 'RST', rate: 0.07 }],
  NB: hst(0.15),
  NL: hst(0.15),
  NS: hst(0.14),
  NT: [GST],
  NU: [GST],
  ON: hst(0.13),
  PE: hst(0.15),
  QC: [GST, { name: 'QST', rate: 0.09975 }],
  SK: [GST, { name: 'PST', rate: 0.06 }],
  YT: [GST],
};

/**
 * The province taxed when the member's is unknown or outside Canada: Québec, where the French-first
 * service is assumed to be based. An assumption for the lead and the accountant to confirm.
 */
export const DEFAULT_TAX_PROVINCE: ProvinceCode = 'QC';

const PROVINCE_NAMES: Readonly<Record<ProvinceCode, readonly string[]>> = {
  AB: ['alberta'],
  BC: ['british columbia', 'colombie britannique'],
  MB: ['manitoba'],
  NB: ['new brunswick', 'nouveau brunswick'],
  NL: ['newfoundland and labrador', 'newfoundland', 'terre neuve et labrador', 'terre neuve'],
  NS: ['nova scotia', 'nouvelle ecosse'],
  NT: ['northwest territories', 'territoires du nord ouest'],
  NU: ['nunavut'],
  ON: ['ontario'],
  PE: ['prince edward island', 'ile du prince edouard'],
  QC: ['quebec', 'pq'],
  SK: ['saskatchewan'],
  YT: ['yukon'],
};

function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The province code of a user's `state`: a code (`QC`, `on`, `CA-QC`) or a name in English or French
 * (`Québec`, `Colombie-Britannique`), or null when it is none of them.
 */
export function provinceCode(state: string | null | undefined): ProvinceCode | null {
  if (!state) return null;
  const text = normalizePlace(state).replace(/^ca /, '');
  const code = text.toUpperCase();
  if (Object.hasOwn(PROVINCE_TAXES, code)) return code as ProvinceCode;
  for (const [province, names] of Object.entries(PROVINCE_NAMES)) {
    if (names.includes(text)) return province as ProvinceCode;
  }
  return null;
}

/** The combined rate of a province (0.14975 for Québec, 0.13 for Ontario). */
export function taxRate(province: ProvinceCode): number {
  return sumUnits(PROVINCE_TAXES[province]) / RATE_UNITS;
}

// Rates are handled as integers of 1/100 000 so that 9.975 % stays exact.
const RATE_UNITS = 100_000;
const units = (rate: number): number => Math.round(rate * RATE_UNITS);
const sumUnits = (components: readonly TaxComponent[]): number =>
  components.reduce((sum, c) => sum + units(c.rate), 0);

export interface TaxBreakdown {
  province: ProvinceCode;
  /** The combined rate, a fraction. */
  rate: number;
  /** The total, taxes included, as given. */
  totalCents: number;
  /** The total without taxes: total / (1 + rate), rounded to the cent. */
  subtotalCents: number;
  /** The taxes contained in the total: total - subtotal. */
  taxesCents: number;
  /** Each tax's share of `taxesCents` (they add up to it exactly). */
  components: { name: TaxComponent['name']; rate: number; amountCents: number }[];
}

/**
 * The taxes contained in a tax-included total: taxes = total - total / (1 + rate), with each component's
 * share (the last one absorbs the rounding so they add up to the total's taxes).
 */
export function taxBreakdown(totalCents: number, province: ProvinceCode): TaxBreakdown {
  const components = PROVINCE_TAXES[province];
  const rateUnits = sumUnits(components);
  const subtotalCents = Math.round((totalCents * RATE_UNITS) / (RATE_UNITS + rateUnits));
  const taxesCents = totalCents - subtotalCents;
  let left = taxesCents;
  const shares = components.map((c, index) => {
    const amountCents =
      index === components.length - 1
        ? left
        : Math.round((subtotalCents * units(c.rate)) / RATE_UNITS);
    left -= amountCents;
    return { name: c.name, rate: c.rate, amountCents };
  });
  return {
    province,
    rate: rateUnits / RATE_UNITS,
    totalCents,
    subtotalCents,
    taxesCents,
    components: shares,
  };
}

/** The taxes contained in a tax-included total, in cents. */
export function includedTaxesCents(totalCents: number, province: ProvinceCode): number {
  return taxBreakdown(totalCents, province).taxesCents;
}
