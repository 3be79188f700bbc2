import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  ENGLISH_PART,
  englishCatalogue,
  englishPart,
  registration,
} from '../vite-plugins/english-parts';

const english = {
  'a.title': 'Sign in',
  'a.count': '{count, plural, one {# member} other {# members}}',
  'b.close': 'Close',
};
const ids = new Map<string, string[]>([
  ['/apps/web/src/a.tsx', ['a.count', 'a.title']],
  ['/packages/ui/src/b.tsx', ['b.close']],
  ['/packages/ui/src/c.tsx', ['c.unknown']],
]);
const idsOf = (file: string) => ids.get(file);

describe('englishPart (the English texts a chunk declares)', () => {
  it('holds the precompiled texts of its modules’ messages and no other', () => {
    const part = englishPart(['/apps/web/src/a.tsx?used', '/apps/web/src/none.ts'], idsOf, english);
    expect(part?.fileName).toMatch(/^assets\/en-[\w-]{10}\.json$/);
    expect(part?.fileName).toMatch(ENGLISH_PART);
    expect(JSON.parse(part?.source ?? '')).toEqual({
      'a.count': parse(english['a.count']),
      'a.title': parse(english['a.title']),
    });
  });

  it('is named by its content: the same texts, the same file; others, another', () => {
    const one = englishPart(['/apps/web/src/a.tsx'], idsOf, english);
    const again = englishPart(['/apps/web/src/a.tsx', '/packages/ui/src/c.tsx'], idsOf, english);
    const other = englishPart(['/apps/web/src/a.tsx', '/packages/ui/src/b.tsx'], idsOf, english);
    expect(again?.fileName).toBe(one?.fileName);
    expect(other?.fileName).not.toBe(one?.fileName);
  });

  it('is none for a chunk without English texts', () => {
    expect(englishPart(['/packages/ui/src/c.tsx', '/x.ts'], idsOf, english)).toBeNull();
  });

  it('reads every English text of the app and the design system, the app’s winning', () => {
    const catalogue = englishCatalogue();
    expect(catalogue['ui.chat-bubble.sender_me']).toBeTypeOf('string');
    expect(catalogue['app.manifest.name']).toBeTypeOf('string');
  });
});

describe('registration (what a chunk runs first)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'english-parts-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  afterEach(() => {
    delete globalThis.__appEnglish;
  });
  let count = 0;
  /** A chunk of its own file (its part's address is relative to it), run once. */
  async function run(body: string): Promise<{ order: string[] }> {
    count += 1;
    const file = join(folder, `chunk-${String(count)}.js`);
    writeFileSync(
      file,
      `${registration('assets/en-abcdefgh12.json')}export const order = [...(globalThis.order ?? [])];\n${body}`,
    );
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { order: string[] };
  }

  it('registers its part beside it and, in French, waits for nothing', async () => {
    await run('');
    expect(globalThis.__appEnglish?.parts).toEqual([
      pathToFileURL(join(folder, 'en-abcdefgh12.json')).href,
    ]);
  });

  it('in English, runs its code only once its part has loaded', async () => {
    const loaded: string[] = [];
    (globalThis as { order?: string[] }).order = [];
    globalThis.__appEnglish = {
      parts: [],
      load: async (url) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        loaded.push(url);
        (globalThis as { order?: string[] }).order?.push('part');
      },
    };
    const chunk = await run('');
    expect(loaded).toEqual([pathToFileURL(join(folder, 'en-abcdefgh12.json')).href]);
    expect(chunk.order).toEqual(['part']);
    delete (globalThis as { order?: string[] }).order;
  });
});
