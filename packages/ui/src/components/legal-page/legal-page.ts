/**
 * The legal pages' helpers (spec 01, section 2 "Shared chrome": locale pages for contact, privacy policy and
 * terms): anchors for the table of contents and the last-updated date.
 */
import { sanitizeTermsHtml } from '../../lib/terms-html.ts';

/** An anchor from a heading: lowercase, accents dropped, words joined by dashes ('Vie privée' → 'vie-privee'). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * One unique anchor per heading, in order: repeated headings get -2, -3…; a heading with no letters or digits
 * gets `section-<number>`.
 */
export function uniqueAnchors(headings: readonly string[]): string[] {
  const used = new Set<string>();
  return headings.map((heading, index) => {
    const base = slugify(heading) || `section-${index + 1}`;
    let anchor = base;
    for (let suffix = 2; used.has(anchor); suffix += 1) anchor = `${base}-${suffix}`;
    used.add(anchor);
    return anchor;
  });
}

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date to show: a date-only string ('2022-06-20') is that day in the reader's time zone (not midnight UTC,
 * which is the day before in Canada); anything else as `new Date()` reads it. `null` when invalid.
 */
export function toDate(value: DateInput): Date | null {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, year, month, day] = match.map(Number) as [number, number, number, number];
      const date = new Date(year, month - 1, day);
      return date.getMonth() === month - 1 ? date : null;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The `datetime` attribute of a date: `YYYY-MM-DD` in the reader's time zone. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A heading of the table of contents. */
export interface LegalHeading {
  id: string;
  title: string;
}

/**
 * The server's HTML made safe (the terms' rules: headings, paragraphs, lists, emphasis, safe links) with an
 * anchor on every `h2`, and those headings for the table of contents. In the browser only.
 */
export function prepareLegalHtml(html: string): { html: string; headings: LegalHeading[] } {
  const container = document.createElement('div');
  // Already sanitised: nothing runs or loads when it is parsed.
  container.innerHTML = sanitizeTermsHtml(html);
  const nodes = Array.from(container.querySelectorAll('h2'));
  const titles = nodes.map((node) => node.textContent.trim());
  const anchors = uniqueAnchors(titles);
  const headings = nodes.map((node, index) => {
    const id = anchors[index] ?? `section-${index + 1}`;
    node.id = id;
    return { id, title: titles[index] ?? '' };
  });
  return { html: container.innerHTML, headings };
}
