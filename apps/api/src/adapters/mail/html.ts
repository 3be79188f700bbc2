import type { Locale } from '../../i18n/messages';

const escape = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A line with its links made clickable (the text escaped around and inside them). */
function linkify(line: string): string {
  const parts = line.split(/(https?:\/\/[^\s<>"]+)/);
  return parts
    .map((part, index) =>
      index % 2 === 1
        ? `<a href="${escape(part)}" style="color:#b4235a">${escape(part)}</a>`
        : escape(part),
    )
    .join('');
}

/**
 * The HTML part of an e-mail, from its text part: the same words in the member's language (`lang`),
 * a paragraph per blank-line-separated block, links clickable. Nothing of the text is taken as markup,
 * so an ambassador's own words in a referral mail stay words.
 */
export function htmlFromText(text: string, options: { subject: string; locale: Locale }): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p style="margin:0 0 16px">${block.split('\n').map(linkify).join('<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${options.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escape(options.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#faf7f5;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#222">',
    `<div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">\n${paragraphs}\n</div>`,
    '</body></html>',
  ].join('\n');
}
