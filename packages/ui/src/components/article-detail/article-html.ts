/**
 * Sanitises an article's HTML body with DOMPurify (in the browser): simple formatting (paragraphs,
 * emphasis, lists, headings, quotes, pictures) and links survive; scripts, event handlers (`onerror`,
 * `onclick`), styles, frames and `javascript:` links go. Web links open in a new tab with
 * `rel="noopener noreferrer"`; pictures load lazily.
 */
import { createPurifier } from '../../lib/purifier';

export const ALLOWED_ARTICLE_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  's',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
] as const;

export const ALLOWED_ARTICLE_ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
] as const;

/** Links may only go to the web, an address or a phone number; pictures only to the web. */
export const SAFE_ARTICLE_URL = /^(?:https?:|mailto:|tel:)/i;
const WEB_URL = /^https?:/i;

// Our own instance, so these hooks never touch another use of DOMPurify; it fails closed.
const purifier = createPurifier((instance) => {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href === null || !SAFE_ARTICLE_URL.test(href.trim())) {
        node.removeAttribute('href');
        return;
      }
      if (WEB_URL.test(href.trim())) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.nodeName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
});

/** The body as safe HTML, ready for `dangerouslySetInnerHTML`. */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_ARTICLE_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ARTICLE_ATTRIBUTES],
    ALLOWED_URI_REGEXP: SAFE_ARTICLE_URL,
    KEEP_CONTENT: true,
  });
}
