// Writes src/styles/font-fallbacks.css: for each of the design system's two fonts, a local system font
// resized to the real font's metrics (size-adjust, ascent/descent/line-gap overrides, computed by
// Capsize from the woff2 files the app ships), so that the text laid out before the font arrives takes
// the same room as after the swap: nothing moves (issue 12, CLS).
//
//   node packages/ui/scripts/font-fallbacks.mjs          writes the file
//   node packages/ui/scripts/font-fallbacks.mjs --check  fails when the file is not what it would write
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import georgia from '@capsizecss/metrics/georgia';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromFile } from '@capsizecss/unpack/fs';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, '..', 'src', 'styles', 'font-fallbacks.css');

/**
 * Linux without the proprietary fonts or their Liberation stand-ins (Debian with only DejaVu, as the
 * machine the benchmark runs on): DejaVu's metrics, read once from its files with
 * `@capsizecss/unpack` (`fromFile('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')`), kept here so
 * the file is written the same where DejaVu is absent.
 */
const dejaVuSans = {
  familyName: 'DejaVu Sans',
  fullName: 'DejaVu Sans',
  postscriptName: 'DejaVuSans',
  category: 'sans-serif',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1041,
};
const dejaVuSerif = {
  familyName: 'DejaVu Serif',
  fullName: 'DejaVu Serif',
  postscriptName: 'DejaVuSerif',
  category: 'serif',
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
  xWidthAvg: 1058,
};

/**
 * The latin subset (what French and English text is laid out with), and the system fonts that stand
 * in for it, first found first: desktops, then Android's own.
 */
const fonts = [
  {
    family: 'Nunito Variable',
    file: '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
    fallbacks: [arial, roboto, dejaVuSans],
  },
  {
    family: 'Fraunces Variable',
    file: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    fallbacks: [georgia, timesNewRoman, notoSerif, dejaVuSerif],
  },
];
/** Metric-compatible stand-ins on Linux, where the proprietary fonts are missing. */
const sameMetrics = { Arial: 'Liberation Sans', 'Times New Roman': 'Liberation Serif' };

let css = `/* Written by scripts/font-fallbacks.mjs from the fonts' files: do not edit. */\n`;
for (const font of fonts) {
  const metrics = await fromFile(require.resolve(font.file));
  const { fontFaces } = createFontStack(
    [{ ...metrics, familyName: font.family }, ...font.fallbacks],
    { fontFaceFormat: 'styleString' },
  );
  css += `\n${fontFaces
    .trim()
    .replace(/src: local\('([^']+)'\)(.*);/g, (line, name, rest) =>
      name in sameMetrics ? `src: local('${name}')${rest}, local('${sameMetrics[name]}');` : line,
    )}\n`;
}

// As the repository's formatter (prettier) leaves it: single quotes.
css = css.replace(/font-family: "([^"]+)"/g, "font-family: '$1'");

if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== css) {
    process.stderr.write(
      `${target} is out of date: run node packages/ui/scripts/font-fallbacks.mjs\n`,
    );
    process.exit(1);
  }
} else writeFileSync(target, css);
