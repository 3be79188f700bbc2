import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../src/i18n';

const uiDir = fileURLToPath(new URL('..', import.meta.url));

function extractMessages(): Record<string, { defaultMessage: string }> {
  const out = join(mkdtempSync(join(tmpdir(), 'ui-i18n-')), 'extracted.json');
  execFileSync(
    join(uiDir, 'node_modules/.bin/formatjs'),
    [
      'extract',
      'src/**/*.tsx',
      'src/**/*.ts',
      '--ignore',
      'src/**/*.stories.tsx',
      '--out-file',
      out,
      '--throws',
    ],
    { cwd: uiDir, stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, { defaultMessage: string }>;
}

describe('the library catalogues', () => {
  const extracted = extractMessages();

  it('have every message of the components in French and in English, and nothing else', () => {
    const ids = Object.keys(extracted).sort();
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(uiMessages.fr).sort()).toEqual(ids);
    expect(Object.keys(uiMessages.en).sort()).toEqual(ids);
  });

  it('use French as the source: the French catalogue matches each default message', () => {
    for (const [id, { defaultMessage }] of Object.entries(extracted)) {
      expect(uiMessages.fr[id], id).toBe(defaultMessage);
    }
  });

  it('have no empty text', () => {
    for (const catalogue of Object.values(uiMessages)) {
      for (const [id, text] of Object.entries(catalogue)) expect(text.trim(), id).not.toBe('');
    }
  });

  it('namespace every id under ui.', () => {
    for (const id of Object.keys(extracted)) expect(id).toMatch(/^ui\.[a-z0-9_.-]+$/);
  });
});
