import { describe, expect, it } from 'vitest';
import { registration } from '../vite-plugins/english-parts';
import { indexChunks } from '../vite-plugins/prerender';

describe('the prerender plugin’s index of the built chunks', () => {
  it('finds a layout held by a chunk group, which stands for no module of its own', () => {
    const { byModule } = indexChunks([
      {
        fileName: 'assets/search-1.js',
        imports: ['assets/index-1.js'],
        facadeModuleId: '/app/src/routes/member/search.tsx',
        moduleIds: ['/app/src/routes/member/search.tsx'],
      },
      {
        // The member area's group: its layout and what only that area loads.
        fileName: 'assets/member-1.js',
        imports: ['assets/areas-1.js'],
        facadeModuleId: null,
        moduleIds: ['/app/src/routes/member/layout.tsx', '/app/src/components/member-tabs.tsx'],
      },
    ]);
    expect(byModule.get('/app/src/routes/member/layout.tsx')?.file).toBe('assets/member-1.js');
    expect(byModule.get('/app/src/routes/member/search.tsx')?.file).toBe('assets/search-1.js');
  });

  it('prefers the chunk that stands for a module to the one that holds it', () => {
    const { byModule } = indexChunks([
      {
        fileName: 'assets/group.js',
        imports: [],
        facadeModuleId: null,
        moduleIds: ['/app/src/routes/login.tsx?lang=fr'],
      },
      {
        fileName: 'assets/login.js',
        imports: ['assets/group.js'],
        facadeModuleId: '/app/src/routes/login.tsx',
        moduleIds: [],
      },
    ]);
    expect(byModule.get('/app/src/routes/login.tsx')?.file).toBe('assets/login.js');
  });

  it('knows the English part each chunk registers, for the English pages to preload', () => {
    const { byFile } = indexChunks([
      {
        fileName: 'assets/login-1.js',
        imports: [],
        facadeModuleId: '/app/src/routes/login.tsx',
        moduleIds: ['/app/src/routes/login.tsx'],
        code: `${registration('assets/en-abcdefgh12.json')}export{};`,
      },
      {
        fileName: 'assets/icons-1.js',
        imports: [],
        facadeModuleId: null,
        moduleIds: ['/app/src/icons.tsx'],
        code: 'export{};',
      },
    ]);
    expect(byFile.get('assets/login-1.js')?.englishPart).toBe('assets/en-abcdefgh12.json');
    expect(byFile.get('assets/icons-1.js')?.englishPart).toBeUndefined();
  });
});
