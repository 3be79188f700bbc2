/**
 * Fewer, larger chunks for the code every page of an area loads anyway (issue 12). Left to itself,
 * Rolldown makes a chunk for each set of pages that share a module: `/member/search` loaded 81 files,
 * most under 2 KiB. On HTTP/1.1 (what `npm start` and many mobile proxies speak) a browser fetches six
 * at a time, so the files queued, one round trip after another: in Lighthouse's simulation of a phone
 * the entry was asked for 4.4 s after the page, behind the preloads of 80 small chunks. Gzip also
 * compresses one file better than the same code in twenty.
 *
 * These groups merge only what each page of the group loads first anyway, so no page loads a byte more:
 * - `app`: every module the entry imports statically (Rolldown's `$initial`), on every page;
 * - one group per area (`member`, `ambassador`): the modules its layout imports statically that only
 *   the area's own pages and their lazy parts reach. A module the layout shares with another area or a
 *   public page (a dialog the share page also shows) stays in a chunk of its own, as before.
 */
import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/** The part of Rolldown's `ChunkingContext` read here: each module's static and lazy imports. */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds'> | null;
}

type NameFunction = (id: string, context: ModuleGraph) => string | null;

/**
 * The signed-in areas, by their layout module and folder under `src/routes`. Both draw the same
 * frame (components/layouts/area-layout.tsx): a group for what both layouts load, then one per area
 * for what only its own layout loads.
 */
const MEMBER = { layout: 'routes/member/layout.tsx', folder: 'routes/member/' };
const AMBASSADOR = { layout: 'routes/ambassador/layout.tsx', folder: 'routes/ambassador/' };
const GROUPS = [
  { name: 'areas', areas: [MEMBER, AMBASSADOR] },
  { name: 'member', areas: [MEMBER] },
  { name: 'ambassador', areas: [AMBASSADOR] },
];

export function areaChunkGroups(srcDir: string): Rolldown.CodeSplittingGroup[] {
  const entry = resolve(srcDir, 'main.tsx');
  return [
    // The entry module (main.tsx) ends up in this chunk too: it must not await at its top level, or a
    // lazy chunk importing this one would wait for it while it waits for that chunk (main.tsx).
    { name: 'app', tags: ['$initial'], priority: GROUPS.length + 1 },
    ...GROUPS.map((group, index) => ({
      name: areaModules(group.name, {
        entry,
        layouts: group.areas.map((area) => resolve(srcDir, area.layout)),
        folders: group.areas.map((area) => `${resolve(srcDir, area.folder)}/`),
      }),
      priority: GROUPS.length - index,
      // A captured module's imports are not pulled in with it: those loaded elsewhere too stay where
      // they were. No cycle can follow: a module outside the group that imported one inside would
      // be reached from elsewhere, so the one inside would not be in the group.
      includeDependenciesRecursively: false,
    })),
  ];
}

export interface AreaGroup {
  /** The app's entry module. */
  entry: string;
  /** The areas' layout modules: the group holds what every one of them loads. */
  layouts: readonly string[];
  /** The areas' folders (ending with `/`): only their modules may lead to a module of the group. */
  folders: readonly string[];
}

/**
 * The name function of a group: `name` for a module every layout of the group loads (directly or
 * not) that the app cannot reach from its entry without going through a module of the areas' folders.
 */
export function areaModules(name: string, group: AreaGroup): NameFunction {
  // One chunking pass asks about every module with the same graph: worked out once per graph.
  const passes = new WeakMap<ModuleGraph, Set<string>>();
  return (id, graph) => {
    let members = passes.get(graph);
    if (!members) {
      members = areaOnly(graph, group);
      passes.set(graph, members);
    }
    return members.has(id) ? name : null;
  };
}

/** The modules every layout of the group loads that only modules of its folders lead to. */
export function areaOnly(graph: ModuleGraph, { entry, layouts, folders }: AreaGroup): Set<string> {
  const walk = (from: string, enter: (id: string) => boolean, lazy: boolean) => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id) || !enter(id)) continue;
      seen.add(id);
      const module = graph.getModuleInfo(id);
      if (!module) continue;
      stack.push(...module.importedIds);
      if (lazy) stack.push(...module.dynamicallyImportedIds);
    }
    return seen;
  };
  // What every layout loads with it; what the app reaches, lazily or not, without entering the areas.
  const loaded = layouts.map((layout) => walk(layout, () => true, false));
  const outside = walk(entry, (id) => !folders.some((folder) => id.startsWith(folder)), true);
  return new Set(
    [...(loaded[0] ?? [])].filter(
      (id) => !outside.has(id) && loaded.every((graphOfLayout) => graphOfLayout.has(id)),
    ),
  );
}
