import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { frenchDefaults } from './french-defaults.ts';

type Catalogue = Record<string, string>;

/** Where a chunk's English part lives, next to the chunk: `assets/en-<hash>.json`. */
export const ENGLISH_PART = /\ben-[\w-]{8,}\.json\b/;

/** The global each chunk registers its part with (src/i18n/english-parts.ts reads it). */
export const REGISTRY = '__appEnglish';

/** The English texts: the design system's (`packages/ui/src/i18n/en/*.json`), then the app's, which win. */
export function englishCatalogue(): Catalogue {
  const ui = new URL('../../../packages/ui/src/i18n/en/', import.meta.url);
  const groups = readdirSync(ui)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, ui), 'utf8')) as Catalogue);
  const app = JSON.parse(
    readFileSync(new URL('../src/i18n/en.json', import.meta.url), 'utf8'),
  ) as Catalogue;
  return Object.assign({}, ...groups, app) as Catalogue;
}

/**
 * The English part of a chunk: the texts, precompiled to react-intl's AST, of every message its
 * modules declare, named by its content; `null` for a chunk that declares none.
 */
export function englishPart(
  moduleIds: readonly string[],
  idsOf: (file: string) => readonly string[] | undefined,
  english: Catalogue,
): { fileName: string; source: string } | null {
  const ids = new Set<string>();
  for (const module of moduleIds)
    for (const id of idsOf(module.split('?')[0] ?? module) ?? []) ids.add(id);
  const texts: Record<string, unknown> = {};
  for (const id of [...ids].sort()) {
    const text = english[id];
    if (text !== undefined) texts[id] = parse(text);
  }
  if (Object.keys(texts).length === 0) return null;
  const source = JSON.stringify(texts);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return { fileName: `assets/en-${hash}.json`, source };
}

/**
 * What a chunk runs first: it registers its part, and waits for it when the page speaks English (the
 * app sets `load` then), so that no module of the chunk, and no importer, runs before its texts are
 * there. In French nothing is fetched and nothing waits.
 */
export function registration(fileName: string): string {
  const file = fileName.slice(fileName.lastIndexOf('/') + 1);
  return (
    `{const r=(globalThis.${REGISTRY}??={parts:[],load:null}),` +
    `u=new URL(${JSON.stringify(file)},import.meta.url).href;` +
    `r.parts.push(u);if(r.load)await r.load(u);}\n`
  );
}

/**
 * English in parts, with the code that shows it (issue 12: catalogues split per route and per
 * locale). French, the source language, is written into the code itself (french-defaults.ts); each
 * chunk of the browser's build gets the English texts of the messages its modules declare, as a small
 * JSON file beside it that it registers and, in English, waits for (`registration`). A page in English
 * thus loads the texts of the chunks it loads and no other. The Node build of the prerender
 * (`ssr`) keeps the whole catalogue (src/i18n/locales.ts).
 */
export function messagesByChunk(): Plugin[] {
  const idsByModule = new Map<string, readonly string[]>();
  let english: Catalogue = {};
  let emitted = new Set<string>();
  const parts: Plugin = {
    name: 'english-parts',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      english = englishCatalogue();
    },
    renderStart() {
      emitted = new Set();
    },
    renderChunk(code, chunk) {
      const part = englishPart(chunk.moduleIds, (file) => idsByModule.get(file), english);
      if (!part) return null;
      if (!emitted.has(part.fileName)) {
        emitted.add(part.fileName);
        this.emitFile({ type: 'asset', fileName: part.fileName, source: part.source });
      }
      const out = new MagicString(code);
      out.prepend(registration(part.fileName));
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
  };
  return [
    frenchDefaults((file, ids) => {
      idsByModule.set(file, ids);
    }),
    parts,
  ];
}
