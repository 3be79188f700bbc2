/**
 * The chunk groups of the browser's build (vite-plugins/area-chunks.ts): what an area's pages all load
 * and nothing outside the area reaches goes into one chunk; the rest keeps Rolldown's own chunks.
 */
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { areaChunkGroups, areaModules, areaOnly } from '../vite-plugins/area-chunks';

/** A module graph: each module's static and lazy imports. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[] }>) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module
        ? { importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] }
        : null;
    },
  };
}

const graph = graphOf({
  '/src/main.tsx': {
    imports: ['/src/lib/session.ts'],
    lazy: [
      '/src/routes/member/layout.tsx',
      '/src/routes/member/search.tsx',
      '/src/routes/ambassador/layout.tsx',
      '/src/routes/share/member.tsx',
    ],
  },
  '/src/lib/session.ts': {},
  '/src/routes/member/layout.tsx': { imports: ['/src/layouts/area.tsx', '/src/member-banner.tsx'] },
  '/src/routes/ambassador/layout.tsx': { imports: ['/src/layouts/area.tsx'] },
  '/src/layouts/area.tsx': { imports: ['/src/ui/button.tsx', '/src/ui/menu.tsx'] },
  '/src/ui/menu.tsx': { lazy: ['/src/ui/menu-dialog.tsx'] },
  '/src/ui/menu-dialog.tsx': {},
  '/src/ui/button.tsx': {},
  // The share page shows a button: it stays out of the areas' chunk.
  '/src/routes/share/member.tsx': { imports: ['/src/ui/button.tsx'] },
  '/src/routes/member/search.tsx': { imports: ['/src/member-banner.tsx'] },
  '/src/member-banner.tsx': {},
});
const member = { layout: '/src/routes/member/layout.tsx', folder: '/src/routes/member/' };
const ambassador = {
  layout: '/src/routes/ambassador/layout.tsx',
  folder: '/src/routes/ambassador/',
};
const group = (...areas: (typeof member)[]) => ({
  entry: '/src/main.tsx',
  layouts: areas.map((area) => area.layout),
  folders: areas.map((area) => area.folder),
});

describe('areaOnly', () => {
  it('takes what every layout of the group loads and only the group’s pages reach', () => {
    expect([...areaOnly(graph, group(member, ambassador))].sort()).toEqual([
      '/src/layouts/area.tsx',
      '/src/ui/menu.tsx',
    ]);
  });

  it('leaves what another area or a public page reaches, and what a layout loads only lazily', () => {
    const members = areaOnly(graph, group(member));
    expect(members.has('/src/ui/button.tsx')).toBe(false);
    expect(members.has('/src/layouts/area.tsx')).toBe(false);
    expect(members.has('/src/ui/menu-dialog.tsx')).toBe(false);
    expect([...members].sort()).toEqual([
      '/src/member-banner.tsx',
      '/src/routes/member/layout.tsx',
    ]);
  });
});

describe('areaModules', () => {
  it('names a module of the group, and no other', () => {
    const name = areaModules('areas', group(member, ambassador));
    expect(name('/src/layouts/area.tsx', graph)).toBe('areas');
    expect(name('/src/ui/button.tsx', graph)).toBeNull();
  });
});

describe('areaChunkGroups', () => {
  it('puts the entry’s imports first, then the areas together, then each area', () => {
    const groups = areaChunkGroups('/src');
    expect(groups.map((entry) => entry.priority)).toEqual([4, 3, 2, 1]);
    expect(groups[0]).toMatchObject({ name: 'app', tags: ['$initial'] });
    const name = groups[1]?.name;
    if (typeof name !== 'function') throw new Error('the areas group names by function');
    // Rolldown's context, of which the groups read each module's imports only.
    const context = graph as unknown as Rolldown.ChunkingContext;
    expect(name('/src/layouts/area.tsx', context)).toBe('areas');
    expect(groups.slice(1).every((entry) => entry.includeDependenciesRecursively === false)).toBe(
      true,
    );
  });
});
