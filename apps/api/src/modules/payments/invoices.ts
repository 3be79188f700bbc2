import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CardBrand } from '../../adapters/payments/gateway';
import { describePaymentSource } from '../../adapters/payments/test-gateway';
import { countriesFor } from '../../data/countries';
import { PROVINCES } from '../../data/places';
import { orders, users } from '../../db/schema';
import type { Services } from '../../http/context';
import type { Locale } from '../../i18n/messages';
import { storageOf } from '../media/uploads';
import {
  DEFAULT_TAX_PROVINCE,
  PRODUCTS,
  PROVINCE_TAXES,
  provinceCode,
  taxBreakdown,
  type ProvinceCode,
  type TaxBreakdown,
  type TaxComponent,
} from './pricing';

/**
 * PDF invoices of paid orders: rendered with pdf-lib's standard Helvetica (WinAnsi: French accents,
 * `’`, `«»`, `°` are there; anything else is reduced to its letter or `?`), stored once under
 * `invoices/<userId>/<orderId>.pdf` and served through a signed URL (`pdf_url` of `GET /account/orders`).
 *
 * An invoice shows the product, the months and the period, the total with taxes included and each tax of
 * it, the buyer's name and address and the order number; of a card, only the brand and the last four.
 */

export type OrderRow = typeof orders.$inferSelect;
export type InvoiceBuyer = Pick<
  typeof users.$inferSelect,
  'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'state' | 'country' | 'postalCode'
>;
/** The card charged: its brand and last four digits, never more. */
export interface InvoiceCard {
  brand: string;
  last4: string;
}

/** Dates on invoices are those of Eastern time, where the service is based. */
const TIME_ZONE = 'America/Toronto';

interface InvoiceTexts {
  title: string;
  order: string;
  date: string;
  status: string;
  billedTo: string;
  description: string;
  amount: string;
  period: (from: string, to: string) => string;
  months: (n: number) => string;
  promo: (code: string) => string;
  subtotal: string;
  total: string;
  province: (name: string) => string;
  paidWith: (what: string) => string;
  card: string;
  inApp: string;
  free: string;
  included: string;
  subscription: string;
  taxes: Record<TaxComponent['name'], string>;
  /** By order status; an unknown status is printed as it is. */
  statuses: Partial<Record<string, string>>;
}

const TEXTS: Record<Locale, InvoiceTexts> = {
  fr: {
    title: 'Facture',
    order: 'N° de commande',
    date: 'Date',
    status: 'Statut',
    billedTo: 'Facturé à',
    description: 'Description',
    amount: 'Montant',
    period: (from: string, to: string) => `Période\u00a0: du ${from} au ${to}`,
    months: (n: number) => `${n} mois`,
    promo: (code: string) => `Code promo\u00a0: ${code}`,
    subtotal: 'Sous-total avant taxes',
    total: 'Total, taxes incluses',
    province: (name: string) => `Taxes de la province ou du territoire\u00a0: ${name}`,
    paidWith: (what: string) => `Payé par ${what}`,
    card: 'carte de crédit',
    inApp: 'achat intégré (App Store ou Google Play)',
    free: 'Aucun montant facturé.',
    included: 'Les prix affichés incluent les taxes applicables.',
    subscription: 'Abonnement',
    taxes: { GST: 'TPS', HST: 'TVH', QST: 'TVQ', PST: 'TVP', RST: 'TVD' },
    statuses: {
      paid: 'Payée',
      refunded: 'Remboursée',
      failed: 'Échouée',
      pending: 'En attente',
    },
  },
  en: {
    title: 'Invoice',
    order: 'Order no.',
    date: 'Date',
    status: 'Status',
    billedTo: 'Billed to',
    description: 'Description',
    amount: 'Amount',
    period: (from: string, to: string) => `Period: ${from} to ${to}`,
    months: (n: number) => (n === 1 ? '1 month' : `${n} months`),
    promo: (code: string) => `Promo code: ${code}`,
    subtotal: 'Subtotal before taxes',
    total: 'Total, taxes included',
    province: (name: string) => `Taxes of the province or territory: ${name}`,
    paidWith: (what: string) => `Paid with ${what}`,
    card: 'credit card',
    inApp: 'in-app purchase (App Store or Google Play)',
    free: 'No amount charged.',
    included: 'Prices shown include applicable taxes.',
    subscription: 'Subscription',
    taxes: { GST: 'GST', HST: 'HST', QST: 'QST', PST: 'PST', RST: 'RST' },
    statuses: {
      paid: 'Paid',
      refunded: 'Refunded',
      failed: 'Failed',
      pending: 'Pending',
    },
  },
};

const tag = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

export function formatMoney(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'CAD' }).format(
    cents / 100,
  );
}

function formatRate(rate: number, locale: Locale): string {
  return new Intl.NumberFormat(tag(locale), { style: 'percent', maximumFractionDigits: 3 }).format(
    rate,
  );
}

function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    date,
  );
}

/** The order's product name in the language, `Abonnement` when the product is gone. */
export function orderDescription(order: Pick<OrderRow, 'productId'>, locale: Locale): string {
  const product = PRODUCTS.find((p) => p.id === order.productId);
  return product ? product.name[locale] : TEXTS[locale].subscription;
}

/** The number printed on the invoice and shown in the list (`id` of the contract's `Order`). */
export const orderNumber = (order: Pick<OrderRow, 'id'>): string => String(order.id);

/**
 * The taxes contained in the order's total. The province is the buyer's (Québec when unknown), unless
 * the taxes recorded at payment tell another one (the buyer moved since): the invoice shows what was
 * charged.
 */
export function invoiceTaxes(
  order: Pick<OrderRow, 'totalCents' | 'taxesCents'>,
  state: string | null,
): TaxBreakdown {
  const own = provinceCode(state) ?? DEFAULT_TAX_PROVINCE;
  const breakdown = taxBreakdown(order.totalCents, own);
  if (breakdown.taxesCents === order.taxesCents) return breakdown;
  const candidates = [DEFAULT_TAX_PROVINCE, ...(Object.keys(PROVINCE_TAXES) as ProvinceCode[])];
  for (const province of candidates) {
    const other = taxBreakdown(order.totalCents, province);
    if (other.taxesCents === order.taxesCents) return other;
  }
  return breakdown;
}

/** Keeps what the WinAnsi font can draw: `ł` → `l`, a narrow no-break space → a no-break space, else `?`. */
function sanitiser(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const drawable = (text: string) =>
    Array.from(text).every((ch) => supported.has(ch.codePointAt(0) ?? -1));
  const FALLBACKS: Record<string, string> = {
    '\u202f': '\u00a0',
    '\u2009': ' ',
    '\u2007': ' ',
    ł: 'l',
    Ł: 'L',
    đ: 'd',
    Đ: 'D',
    ø: 'o',
    Ø: 'O',
    ß: 'ss',
  };
  return (text) =>
    Array.from(text.normalize('NFC'))
      .map((ch) => {
        if (drawable(ch)) return ch;
        if (/\s/u.test(ch)) return ' ';
        if (/\p{Cc}|\p{Cf}/u.test(ch)) return '';
        const fallback = FALLBACKS[ch];
        if (fallback !== undefined && drawable(fallback)) return fallback;
        const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
        return base !== '' && drawable(base) ? base : '?';
      })
      .join('');
}

const KNOWN_BRANDS = new Set<string>(['visa', 'mastercard', 'amex']);

function paymentLine(
  order: Pick<OrderRow, 'channel' | 'totalCents'>,
  card: InvoiceCard | null | undefined,
  locale: Locale,
): string {
  const t = TEXTS[locale];
  if (order.totalCents <= 0) return t.free;
  if (order.channel === 'in_app') return t.paidWith(t.inApp);
  if (card && KNOWN_BRANDS.has(card.brand) && /^\d{4}$/.test(card.last4)) {
    return t.paidWith(
      describePaymentSource({ brand: card.brand as CardBrand, last4: card.last4 }, locale),
    );
  }
  return t.paidWith(t.card);
}

function addressLines(user: InvoiceBuyer, locale: Locale): string[] {
  const province = provinceCode(user.state);
  const region = province ?? user.state?.trim() ?? '';
  const cityLine = [user.city?.trim(), region ? `(${region})` : '', user.postalCode?.trim()]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  const country = (user.country || 'ca').toLowerCase();
  const countryName = countriesFor(locale).find((c) => c.code === country)?.name ?? country;
  return [
    `${user.firstName} ${user.lastName}`.trim(),
    user.address1?.trim() ?? '',
    user.address2?.trim() ?? '',
    cityLine,
    countryName,
  ].filter((line) => line !== '');
}

/**
 * The invoice of an order, as PDF bytes (Letter size, one page). The same order, buyer and card give the
 * same text; the document's dates are the order's.
 */
export async function renderInvoicePdf(
  order: OrderRow,
  user: InvoiceBuyer,
  locale: Locale,
  options: { card?: InvoiceCard | null } = {},
): Promise<Uint8Array> {
  const t = TEXTS[locale];
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = sanitiser(regular);
  const page: PDFPage = doc.addPage([612, 792]);
  const { width, height } = page.getSize();
  const margin = 56;
  const right = width - margin;
  const grey = rgb(0.35, 0.35, 0.35);
  let y = height - margin;

  const text = (
    value: string,
    opts: {
      x?: number;
      size?: number;
      bold?: boolean;
      align?: 'left' | 'right';
      muted?: boolean;
    } = {},
  ) => {
    const font = opts.bold ? bold : regular;
    const size = opts.size ?? 10;
    const content = clean(value);
    const x =
      opts.align === 'right'
        ? (opts.x ?? right) - font.widthOfTextAtSize(content, size)
        : (opts.x ?? margin);
    page.drawText(content, { x, y, size, font, color: opts.muted ? grey : rgb(0, 0, 0) });
  };
  /** Wraps a long value (an address line) on words to the width available. */
  const wrap = (value: string, size: number, maxWidth: number): string[] => {
    const lines: string[] = [];
    let current = '';
    for (const word of clean(value).split(' ')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && regular.widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current !== '') lines.push(current);
    return lines;
  };
  const rule = () => {
    page.drawLine({
      start: { x: margin, y },
      end: { x: right, y },
      thickness: 0.5,
      color: grey,
    });
  };
  const next = (points: number) => {
    y -= points;
  };

  // French typography puts a (no-break) space before the colon.
  const labelled = (name: string, value: string) =>
    locale === 'fr' ? `${name}\u00a0: ${value}` : `${name}: ${value}`;
  const number = orderNumber(order);
  const taxes = invoiceTaxes(order, user.state);
  const description = orderDescription(order, locale);
  const province = PROVINCES[taxes.province][locale];

  // Header
  text(t.title, { size: 22, bold: true });
  text(`${t.order} ${number}`, { size: 12, bold: true, align: 'right' });
  next(20);
  text(labelled(t.date, formatDate(order.createdAt, locale)), { align: 'right' });
  next(14);
  text(labelled(t.status, t.statuses[order.status] ?? order.status), { align: 'right' });
  next(34);

  // Buyer
  text(t.billedTo, { bold: true, size: 11 });
  next(15);
  for (const line of addressLines(user, locale)) {
    for (const part of wrap(line, 10, right - margin)) {
      text(part);
      next(13);
    }
  }
  next(20);

  // The line bought
  text(t.description, { bold: true });
  text(t.amount, { bold: true, align: 'right' });
  next(6);
  rule();
  next(16);
  text(`${description} (${t.months(order.months)})`, { size: 11 });
  text(formatMoney(order.totalCents, locale), { size: 11, align: 'right' });
  next(14);
  text(t.period(formatDate(order.startsAt, locale), formatDate(order.endsAt, locale)), {
    muted: true,
  });
  if (order.promoCode) {
    next(13);
    text(t.promo(order.promoCode), { muted: true });
  }
  next(12);
  rule();
  next(18);

  // Totals and taxes
  const totalsX = right - 220;
  text(t.subtotal, { x: totalsX });
  text(formatMoney(taxes.subtotalCents, locale), { align: 'right' });
  for (const component of taxes.components) {
    next(14);
    text(`${t.taxes[component.name]} (${formatRate(component.rate, locale)})`, { x: totalsX });
    text(formatMoney(component.amountCents, locale), { align: 'right' });
  }
  next(18);
  text(t.total, { x: totalsX, bold: true, size: 11 });
  text(formatMoney(order.totalCents, locale), { bold: true, size: 11, align: 'right' });
  next(30);

  text(paymentLine(order, options.card, locale));
  next(14);
  text(t.province(province), { muted: true });
  next(14);
  text(t.included, { muted: true });

  doc.setTitle(`${t.title} ${t.order} ${number}`);
  doc.setSubject(description);
  doc.setLanguage(tag(locale));
  doc.setCreationDate(order.createdAt);
  doc.setModificationDate(order.updatedAt);
  return doc.save();
}

/** Where an order's invoice is stored. */
export const invoiceKey = (order: Pick<OrderRow, 'id' | 'userId'>): string =>
  `invoices/${order.userId}/${order.id}.pdf`;

/**
 * Stores the invoice of a paid order, once: an invoice already there is kept as it is. Returns its
 * key, or null when the order does not exist or is not paid. `card` is the card charged (the payment
 * route knows it); without it, a card payment reads "paid with credit card" rather than guess which
 * of the member's cards it was.
 */
export async function storeInvoice(
  services: Services,
  orderId: number,
  options: { card?: InvoiceCard | null } = {},
): Promise<string | null> {
  const [row] = await services.db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (row?.order.status !== 'paid') return null;
  const key = invoiceKey(row.order);
  const storage = storageOf(services);
  if (await storage.exists(key)) return key;
  const locale: Locale = row.user.locale === 'en' ? 'en' : 'fr';
  const bytes = await renderInvoicePdf(row.order, row.user, locale, options);
  await storage.put(key, bytes);
  return key;
}

/**
 * Right after an order is paid: stores its invoice. A failure is logged and never fails the payment,
 * which is done; `GET /account/orders` makes the invoice when it is missing.
 */
export async function issueInvoice(
  services: Services,
  orderId: number,
  card?: InvoiceCard | null,
): Promise<void> {
  try {
    await storeInvoice(services, orderId, card === undefined ? {} : { card });
  } catch (error) {
    console.error('invoice generation failure', { orderId, error });
  }
}
