/**
 * A support message's rich markup made safe with DOMPurify: a module of its own, which the chat bubble
 * loads with the first such message (most conversations have none), so that DOMPurify (11 KiB gzip) is
 * not in the conversation page's first load (issue 12).
 */
import { createPurifier } from '../../lib/purifier';
import { ALLOWED_MESSAGE_TAGS, SAFE_LINK } from './chat-bubble.ts';

// Our own instance, so the link hook never touches another use of DOMPurify; it fails closed.
const purifier = createPurifier((instance) => {
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !SAFE_LINK.test(href.trim())) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
});

/**
 * Sanitises markup with DOMPurify (in the browser): only `ALLOWED_MESSAGE_TAGS` and `href` survive, links keep
 * only http(s), mailto and tel addresses and open in a new tab; scripts, event handlers, styles and images go.
 */
export function sanitizeMessageHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_MESSAGE_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_LINK,
    KEEP_CONTENT: true,
  });
}
