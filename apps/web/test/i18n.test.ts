import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/en.json';
import fr from '../src/i18n/fr.json';
import { loadMessages } from '../src/i18n/locales';

const webDir = fileURLToPath(new URL('..', import.meta.url));

function extractMessages(): Record<string, { defaultMessage: string }> {
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'extracted.json');
  execFileSync(
    join(webDir, 'node_modules/.bin/formatjs'),
    ['extract', 'src/**/*.{ts,tsx}', '--out-file', out, '--throws'],
    { cwd: webDir, stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, { defaultMessage: string }>;
}

describe('catalogues', () => {
  const extracted = extractMessages();

  it('has every message of the code in both French and English', () => {
    const ids = Object.keys(extracted).sort();
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(fr).sort()).toEqual(ids);
    expect(Object.keys(en).sort()).toEqual(ids);
  });

  it('keeps French as the source: the catalogue matches the default messages', () => {
    for (const [id, { defaultMessage }] of Object.entries(extracted)) {
      expect(fr[id as keyof typeof fr], id).toBe(defaultMessage);
    }
  });

  it('has no empty translation', () => {
    for (const catalogue of [fr, en]) {
      for (const [id, text] of Object.entries(catalogue)) expect(text.trim(), id).not.toBe('');
    }
  });
});

describe('loadMessages', () => {
  it('merges the design system’s texts with the app’s, in the asked language', async () => {
    const french = await loadMessages('fr');
    const english = await loadMessages('en');
    expect(french['ui.button.loading']).toBe('Chargement…');
    expect(english['ui.button.loading']).toBe('Loading…');
    expect(french['error.generic']).toBe(fr['error.generic' as keyof typeof fr]);
    expect(english['error.generic']).toBe(en['error.generic' as keyof typeof en]);
  });
});
