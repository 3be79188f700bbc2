import DOMPurify, { type Config } from 'dompurify';

/** What a purifier offers: `sanitize` to safe HTML, ready for `dangerouslySetInnerHTML`. */
export type Purifier = { sanitize: (html: string, config: Config) => string };

/** `<`, `>`, `&` and quotes as entities: the markup shown as text. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A DOMPurify instance of its own (so its hooks never touch another use), built on first use. Where
 * DOMPurify cannot run (no usable DOM: it would then hand the markup back untouched), the markup is
 * escaped instead: shown as text, never rendered. It fails closed.
 */
export function createPurifier(setUp?: (instance: ReturnType<typeof DOMPurify>) => void): Purifier {
  let instance: ReturnType<typeof DOMPurify> | null = null;
  return {
    sanitize(html, config) {
      if (!instance) {
        instance = DOMPurify(typeof window === 'undefined' ? undefined : window);
        if (instance.isSupported) setUp?.(instance);
      }
      if (!instance.isSupported) return escapeHtml(html);
      return instance.sanitize(html, { ...config, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false });
    },
  };
}
