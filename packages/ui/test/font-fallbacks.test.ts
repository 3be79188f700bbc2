import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const uiDir = fileURLToPath(new URL('..', import.meta.url));

describe('the fonts’ metric-matched fallbacks', () => {
  it('are what scripts/font-fallbacks.mjs computes from the fonts the app ships', () => {
    // Exits non-zero (and this throws) when a font package update changed the metrics.
    execFileSync(process.execPath, ['scripts/font-fallbacks.mjs', '--check'], { cwd: uiDir });
  });

  it('stand behind each font in the theme’s stacks', () => {
    const fallbacks = readFileSync(`${uiDir}/src/styles/font-fallbacks.css`, 'utf8');
    const theme = readFileSync(`${uiDir}/src/styles/theme.css`, 'utf8').replace(/\s+/g, ' ');
    const families = [...fallbacks.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]);
    expect(families.length).toBeGreaterThanOrEqual(2);
    for (const family of families) expect(theme).toContain(`'${family ?? ''}'`);
  });
});
