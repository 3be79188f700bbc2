import sanitizeHtml from 'sanitize-html';

/**
 * The HTML allowed in an article's body: headings, paragraphs, lists, emphasis, quotes and links (http,
 * https, mailto; external ones open in a new tab with `noopener noreferrer`). Scripts, styles, event
 * handlers, iframes and images are removed. Applied when content is written and again when it is served.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : Object.fromEntries(
              Object.entries(attribs).filter(([name]) => name !== 'target' && name !== 'rel'),
            ),
      };
    },
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
