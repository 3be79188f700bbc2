import { describe, expect, it } from 'vitest';
import { htmlFromText } from './html';

describe('the HTML part of an e-mail', () => {
  it('keeps the text’s words and paragraphs, in the given language, with links clickable', () => {
    const html = htmlFromText(
      'Bonjour Léa,\n\nOuvrez ce lien :\nhttps://app.test/a?b=1&c=2\n\nÀ bientôt !',
      {
        subject: 'Un lien',
        locale: 'fr',
      },
    );
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Un lien</title>');
    expect(html).toContain('<p style="margin:0 0 16px">Bonjour Léa,</p>');
    expect(html).toContain(
      'Ouvrez ce lien :<br><a href="https://app.test/a?b=1&amp;c=2" style="color:#b4235a">https://app.test/a?b=1&amp;c=2</a>',
    );
  });

  it('takes nothing of the text as markup (an ambassador’s own words)', () => {
    const html = htmlFromText('<script>alert(1)</script> "quoted" & <b>bold</b>', {
      subject: '<i>x</i>',
      locale: 'en',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;',
    );
    expect(html).toContain('<title>&lt;i&gt;x&lt;/i&gt;</title>');
  });
});
