// Writes src/lib/cn-tables.generated.ts: the class tables `cn()` merges with (src/lib/cn.ts), compiled
// at build time by the `cn` package's compiler, so the browser never builds them (issue 12: building
// tailwind-merge's class map took about 30 ms inside the first render of every page).
//
// The tables hold only the class groups this repository's sources use (the classes Tailwind finds in
// packages/ui/src and apps/web/src, as `cn build` fits them): a class of a group they do not hold makes
// `--check` fail until the file is written again. They are `cn`'s default configuration with
// tailwind-merge's conflict rules, so that `cn()` keeps
// tailwind-merge 3.7's answers where `cn`'s defaults still hold an older rule: a font size without a
// line-height modifier (`text-base`) keeps an earlier `leading-*`, and `sr-only` overrides an earlier
// position, size, padding or margin. src/lib/cn.test.ts compares the two on every class list here.
//
//   node packages/ui/scripts/cn-tables.mjs          writes the file
//   node packages/ui/scripts/cn-tables.mjs --check  fails when the file is not what it would write
import { extractTokens } from 'cn/build';
import { compileToSource, subsetConfig } from 'cn/compiler';
import { defaultConfig } from 'cn/config';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig } from 'tailwind-merge';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const target = join(repository, 'packages', 'ui', 'src', 'lib', 'cn-tables.generated.ts');

/** Every class-name candidate in the sources Tailwind scans for this app's stylesheet. */
function sourceTokens() {
  const tokens = new Set();
  for (const folder of ['packages/ui/src', 'apps/web/src']) {
    for (const entry of readdirSync(join(repository, folder), {
      withFileTypes: true,
      recursive: true,
    })) {
      const file = join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.(tsx?|css|html)$/.test(entry.name) || file === target) continue;
      const text = readFileSync(file, 'utf8');
      extractTokens(text, tokens);
      // Arbitrary values holding quotes (`after:content-['']`), which the extractor ends at the quote.
      for (const [token] of text.matchAll(/[\w:!-]+-\[[^\]\s]*\]/g)) tokens.add(token);
    }
  }
  return tokens;
}

const tailwindMerge = getDefaultConfig();
const config = defaultConfig();
config.conflictingClassGroups = tailwindMerge.conflictingClassGroups;
config.conflictingClassGroupModifiers = tailwindMerge.conflictingClassGroupModifiers;
const subset = subsetConfig(config, sourceTokens());

const source = `// Written by packages/ui/scripts/cn-tables.mjs (${subset.usedGroups} of ${subset.totalGroups} class groups); do not edit.\n${compileToSource(subset.config, { lang: 'ts' })}`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== source) {
    process.stderr.write(
      `${target} is stale (a class of a group it lacks, or cn or tailwind-merge updated): run node packages/ui/scripts/cn-tables.mjs\n`,
    );
    process.exit(1);
  }
} else {
  writeFileSync(target, source);
}
