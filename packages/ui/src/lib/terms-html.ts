/**
 * The terms' and legal pages' HTML made safe (spec 01, section 5 "Terms"; the legal pages of section 2): the
 * server sends them as HTML; the terms box and the legal pages show them.
 */
import { createPurifier } from './purifier';

const purifier = createPurifier();

/** The markup the terms may use (the server sends them as HTML). */
export const TERMS_ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'blockquote',
] as const;

/**
 * The terms' HTML made safe (in the browser): only `TERMS_ALLOWED_TAGS` and links to http(s) or mailto remain;
 * scripts, event handlers, styles and images go.
 */
export function sanitizeTermsHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...TERMS_ALLOWED_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    KEEP_CONTENT: true,
  });
}
