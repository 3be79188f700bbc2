import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { ambassadors, balanceClaims, referralRewards, users } from '../../db/schema';
import { translate, type Locale } from '../../i18n/messages';
import { formatMoney } from '../payments/invoices';

/**
 * The PDF statement of an approved balance claim (its `pdf_url`): who was paid, where, how much, and the
 * referral rewards it paid out. Rendered with pdf-lib's standard Helvetica like the order invoices; never
 * carries the SIN.
 */

export type ClaimRow = typeof balanceClaims.$inferSelect;
type RewardRow = Pick<typeof referralRewards.$inferSelect, 'amountCents' | 'createdAt'>;
export type StatementAmbassador = Pick<typeof ambassadors.$inferSelect, 'code' | 'gst' | 'pst'> &
  Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>;

const TIME_ZONE = 'America/Toronto';
const tag = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    date,
  );
}

/** Keeps what the WinAnsi font can draw; anything else becomes its base letter or `?`. */
function drawable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const ok = (ch: string) => supported.has(ch.codePointAt(0) ?? -1);
  return (text) =>
    Array.from(text.normalize('NFC'))
      .map((ch) => {
        if (ok(ch)) return ch;
        if (/\s/u.test(ch)) return ' ';
        const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
        return base !== '' && Array.from(base).every(ok) ? base : '?';
      })
      .join('');
}

export async function renderStatementPdf(
  claim: ClaimRow,
  ambassador: StatementAmbassador,
  rewards: readonly RewardRow[],
  locale: Locale,
): Promise<Uint8Array> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(locale, key, params);
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = drawable(regular);
  let page = doc.addPage([612, 792]);
  const margin = 56;
  const right = 612 - margin;
  const grey = rgb(0.35, 0.35, 0.35);
  let y = 792 - margin;

  const text = (
    value: string,
    opts: { size?: number; bold?: boolean; align?: 'left' | 'right'; muted?: boolean } = {},
  ) => {
    const font = opts.bold ? bold : regular;
    const size = opts.size ?? 10;
    const content = clean(value);
    const x = opts.align === 'right' ? right - font.widthOfTextAtSize(content, size) : margin;
    page.drawText(content, { x, y, size, font, color: opts.muted ? grey : rgb(0, 0, 0) });
  };
  const rule = () => {
    page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 0.5, color: grey });
  };
  const next = (points: number) => {
    y -= points;
    if (y < margin) {
      page = doc.addPage([612, 792]);
      y = 792 - margin;
    }
  };
  const labelled = (name: string, value: string) =>
    locale === 'fr' ? `${name}\u00a0: ${value}` : `${name}: ${value}`;

  text(t('ambassadors.statement.title'), { size: 22, bold: true });
  text(`${t('ambassadors.statement.number')} ${claim.id}`, {
    size: 12,
    bold: true,
    align: 'right',
  });
  next(20);
  text(labelled(t('ambassadors.statement.claimed'), formatDate(claim.createdAt, locale)), {
    align: 'right',
  });
  next(14);
  if (claim.approvedAt) {
    text(labelled(t('ambassadors.statement.approved'), formatDate(claim.approvedAt, locale)), {
      align: 'right',
    });
    next(14);
  }
  next(20);

  text(t('ambassadors.statement.ambassador'), { bold: true, size: 11 });
  next(15);
  text(`${ambassador.firstName} ${ambassador.lastName}`.trim());
  next(13);
  text(labelled(t('ambassadors.statement.code'), ambassador.code));
  next(13);
  text(labelled(t('ambassadors.statement.paid_to'), claim.email));
  next(13);
  if (ambassador.gst?.trim() && ambassador.pst?.trim()) {
    text(t('ambassadors.statement.taxes', { gst: ambassador.gst, pst: ambassador.pst }));
    next(13);
  }
  next(20);

  text(t('ambassadors.statement.rewards'), { bold: true });
  text(t('ambassadors.statement.amount'), { bold: true, align: 'right' });
  next(6);
  rule();
  next(16);
  for (const reward of rewards) {
    text(t('ambassadors.statement.reward_line', { date: formatDate(reward.createdAt, locale) }));
    text(formatMoney(reward.amountCents, locale), { align: 'right' });
    next(14);
  }
  rule();
  next(18);
  text(t('ambassadors.statement.total'), { bold: true, size: 11 });
  text(formatMoney(claim.amountCents, locale), { bold: true, size: 11, align: 'right' });
  next(30);
  text(t('ambassadors.statement.note'), { muted: true, size: 9 });

  doc.setTitle(`${t('ambassadors.statement.title')} ${claim.id}`);
  doc.setLanguage(tag(locale));
  doc.setCreationDate(claim.approvedAt ?? claim.createdAt);
  doc.setModificationDate(claim.updatedAt);
  return doc.save();
}
