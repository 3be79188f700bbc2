/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints) on the chunk every page runs at its
 * start (issue 12). V8 compiles a function when it is first called, on the main thread, so the start of
 * every page (React, the router, the messages, the shell) was compiled piece by piece inside its first
 * tasks. The magic comment `//# allFunctionsCalledOnLoad` at the top of a file has V8 compile all of its
 * functions at once, on a background thread while the file streams in. Only the entry module's chunk
 * carries it: its functions do run on every load, and the lazy chunks' mostly do not.
 *
 * Measured with Lighthouse (mobile, simulated throttling, 3 runs each), the same build without and with
 * the hint, one after the other: `/login` script evaluation 870–1,026 ms → 482–748, scores 89–91 →
 * 97–99; `/onboarding/home` 916–1,030 ms → 449–634, scores 90–91 → 93–100. Hinting the member area's
 * chunks too changed nothing measurable on `/member/search`.
 *
 * The first line of the file, after minification (which would drop the comment) and after Vite writes
 * its list of preloaded files at the top (the hint on the second line made no difference).
 */
import type { Plugin, Rolldown } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A chunk's code and its source map with the hint as their first line (the map shifted one line down). */
export function withCompileHint(
  code: string,
  mappings: string,
): { code: string; mappings: string } {
  return { code: `${COMPILE_HINT}\n${code}`, mappings: `;${mappings}` };
}

export function compileHints(entry: string): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // Last: after Vite writes its list of preloaded files at the top of the chunk.
    generateBundle: {
      order: 'post',
      handler(_, bundle: Rolldown.OutputBundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.moduleIds.includes(entry)) continue;
          const asset = bundle[`${chunk.fileName}.map`];
          const map =
            asset?.type === 'asset' && typeof asset.source === 'string'
              ? (JSON.parse(asset.source) as { mappings: string })
              : undefined;
          const hinted = withCompileHint(chunk.code, map?.mappings ?? '');
          chunk.code = hinted.code;
          if (asset?.type === 'asset' && map) {
            map.mappings = hinted.mappings;
            asset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
