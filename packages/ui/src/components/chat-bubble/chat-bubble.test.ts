import { describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_SIZE,
  adminMessageFormat,
  escapeHtml,
  fitWithin,
  looksLikeHtml,
  messageKind,
  textToHtml,
} from './chat-bubble.ts';

describe('fitWithin', () => {
  it('fits within 800×800 by default', () => {
    expect(IMAGE_MAX_SIZE).toBe(800);
  });

  it.each([
    ['a landscape larger than the box', 1600, 1200, { width: 800, height: 600 }],
    ['a portrait larger than the box', 1200, 1600, { width: 600, height: 800 }],
    ['a square larger than the box', 4000, 4000, { width: 800, height: 800 }],
    ['a wide panorama', 4000, 1000, { width: 800, height: 200 }],
    ['a picture exactly 800×800', 800, 800, { width: 800, height: 800 }],
    ['a picture too wide only', 1000, 500, { width: 800, height: 400 }],
    ['a picture too tall only', 300, 1200, { width: 200, height: 800 }],
    ['a smaller picture (never enlarged)', 640, 480, { width: 640, height: 480 }],
    ['odd sizes (rounded)', 1001, 333, { width: 800, height: 266 }],
    ['a very thin strip (at least 1 px)', 100000, 10, { width: 800, height: 1 }],
  ] as const)('%s', (_, width, height, size) => {
    expect(fitWithin(width, height, 800)).toEqual(size);
  });

  it('takes another box', () => {
    expect(fitWithin(1000, 500, 250)).toEqual({ width: 250, height: 125 });
  });

  it('gives 0×0 for an unknown size', () => {
    expect(fitWithin(0, 600)).toEqual({ width: 0, height: 0 });
    expect(fitWithin(Number.NaN, 600)).toEqual({ width: 0, height: 0 });
  });
});

describe('messageKind', () => {
  it('reads a flower match before a flower, then a picture, a recording, else text', () => {
    expect(messageKind({ flower: true, flower_match: true })).toBe('flower-match');
    expect(messageKind({ flower: true })).toBe('flower');
    expect(messageKind({ image_path: 'messages/1.jpg' })).toBe('image');
    expect(messageKind({ audio: { url: 'https://example.test/a.mp3' } })).toBe('audio');
    expect(messageKind({ audio: null, image_path: null, flower: false })).toBe('text');
  });
});

describe('support templates', () => {
  it('escape HTML-significant characters', () => {
    expect(escapeHtml(`<b>"Tom" & 'Léa'</b>`)).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; &#39;Léa&#39;&lt;/b&gt;',
    );
  });

  it('turn every kind of line break into <br>', () => {
    expect(textToHtml('Bonjour,\nMerci.\r\nÀ bientôt\rL’équipe')).toBe(
      'Bonjour,<br>Merci.<br>À bientôt<br>L’équipe',
    );
  });

  it('never let a plain-text template inject a tag', () => {
    expect(textToHtml('<script>alert(1)</script>\nok')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;<br>ok',
    );
  });

  it('are rich only when the content has tags', () => {
    expect(looksLikeHtml('Bonjour <strong>Camille</strong>')).toBe(true);
    expect(looksLikeHtml('<p>Bienvenue</p>')).toBe(true);
    expect(looksLikeHtml('Ligne 1<br/>Ligne 2')).toBe(true);
    expect(looksLikeHtml('3 < 5 et 7 > 2')).toBe(false);
    expect(looksLikeHtml('Je t’aime <3')).toBe(false);
    expect(adminMessageFormat('Bonjour,\nBienvenue !')).toBe('template');
    expect(adminMessageFormat('<em>Bienvenue</em>')).toBe('rich');
  });
});
