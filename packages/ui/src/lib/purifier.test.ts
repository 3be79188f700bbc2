import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../components/article-detail/article-html';
import { sanitizeMessageHtml } from '../components/chat-bubble/message-html';
import { sanitizeTermsHtml } from './terms-html';
import { createPurifier, escapeHtml } from './purifier';

// No DOM here (node): DOMPurify cannot run, and would hand the markup back untouched. Every sanitiser
// of the design system must then show the markup as text instead of rendering it. (In a browser the
// stories prove what each keeps and removes.)
describe('the sanitisers where DOMPurify cannot run', () => {
  const attack = 'Bonjour<script>alert(1)</script><img src=x onerror="alert(2)">';

  it('escape the markup instead of passing it through', () => {
    for (const sanitize of [sanitizeArticleHtml, sanitizeMessageHtml, sanitizeTermsHtml]) {
      const safe = sanitize(attack);
      expect(safe).not.toContain('<script');
      expect(safe).not.toContain('<img');
      expect(safe).toBe(escapeHtml(attack));
    }
  });

  it('escapes every character that opens markup or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('never runs the set-up of an instance that cannot sanitise', () => {
    let setUp = 0;
    const purifier = createPurifier(() => {
      setUp += 1;
    });
    expect(purifier.sanitize('<b>x</b>', {})).toBe('&lt;b&gt;x&lt;/b&gt;');
    expect(setUp).toBe(0);
  });
});
