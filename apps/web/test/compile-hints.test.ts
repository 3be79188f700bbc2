/**
 * V8's compile hint on the chunk every page runs at its start (vite-plugins/compile-hints.ts): the
 * first line of the chunk holding the entry module, its source map shifted by that line, and no other
 * chunk touched. `node scripts/bundle-report.mjs --check` checks the same on a real build.
 */
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from '../vite-plugins/compile-hints';

const ENTRY = '/app/src/main.tsx';

function chunk(fileName: string, moduleIds: string[], code: string) {
  return { type: 'chunk', fileName, moduleIds, code } as unknown as Rolldown.OutputChunk;
}

function mapAsset(fileName: string, mappings: string) {
  return {
    type: 'asset',
    fileName: `${fileName}.map`,
    source: JSON.stringify({ version: 3, sources: ['x.ts'], names: [], mappings }),
  } as unknown as Rolldown.OutputAsset;
}

/** Runs the plugin's last step on a bundle, as Rolldown does once every chunk is written. */
function generate(bundle: Rolldown.OutputBundle): void {
  const hook = compileHints(ENTRY).generateBundle as {
    handler: (options: unknown, bundle: Rolldown.OutputBundle) => void;
  };
  hook.handler.call({}, {}, bundle);
}

describe('compile hints', () => {
  it('puts the hint first and moves every mapping one line down', () => {
    expect(withCompileHint('a();\nb();', 'AAAA;AACA')).toEqual({
      code: `${COMPILE_HINT}\na();\nb();`,
      mappings: ';AAAA;AACA',
    });
  });

  it('hints the chunk holding the entry module, and that chunk only', () => {
    const bundle: Rolldown.OutputBundle = {
      'assets/web.js': chunk('assets/web.js', ['/app/src/lib/x.ts', ENTRY], 'start();'),
      'assets/web.js.map': mapAsset('assets/web.js', 'AAAA'),
      'assets/search.js': chunk('assets/search.js', ['/app/src/routes/search.tsx'], 'page();'),
      'assets/search.js.map': mapAsset('assets/search.js', 'AAAA'),
    };
    generate(bundle);
    const web = bundle['assets/web.js'] as Rolldown.OutputChunk;
    const search = bundle['assets/search.js'] as Rolldown.OutputChunk;
    expect(web.code).toBe(`${COMPILE_HINT}\nstart();`);
    expect(search.code).toBe('page();');
    const mappings = (file: string) =>
      (
        JSON.parse(String((bundle[`${file}.map`] as Rolldown.OutputAsset).source)) as {
          mappings: string;
        }
      ).mappings;
    expect(mappings('assets/web.js')).toBe(';AAAA');
    expect(mappings('assets/search.js')).toBe('AAAA');
  });

  it('hints a chunk built without a source map', () => {
    const bundle: Rolldown.OutputBundle = {
      'assets/web.js': chunk('assets/web.js', [ENTRY], 'start();'),
    };
    generate(bundle);
    expect((bundle['assets/web.js'] as Rolldown.OutputChunk).code).toBe(
      `${COMPILE_HINT}\nstart();`,
    );
  });
});
