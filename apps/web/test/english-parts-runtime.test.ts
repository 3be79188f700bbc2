import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Catalogue = Record<string, string>;

/** A fresh copy of the module: its catalogue and its loads start empty. */
async function fresh() {
  vi.resetModules();
  return import('../src/i18n/english-parts');
}

describe('English in parts (src/i18n/english-parts.ts)', () => {
  const served = new Map<string, Catalogue | number>();
  const fetched: string[] = [];
  beforeEach(() => {
    served.clear();
    fetched.length = 0;
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      const body = served.get(url);
      return Promise.resolve(
        typeof body === 'number' || body === undefined
          ? new Response('', { status: typeof body === 'number' ? body : 404 })
          : Response.json(body),
      );
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete globalThis.__appEnglish;
  });

  it('loads the parts of the chunks run so far, then each new chunk’s as it registers', async () => {
    const { loadEnglishParts } = await fresh();
    served.set('/a.json', { 'a.title': 'Sign in' });
    served.set('/b.json', { 'b.close': 'Close' });
    globalThis.__appEnglish = { parts: ['/a.json'], load: null };
    const messages = await loadEnglishParts();
    expect(messages).toEqual({ 'a.title': 'Sign in' });
    // A chunk run later waits for its part (vite-plugins/english-parts.ts), which lands in the same
    // catalogue: react-intl reads it by id at each use.
    await globalThis.__appEnglish.load?.('/b.json');
    expect(messages).toEqual({ 'a.title': 'Sign in', 'b.close': 'Close' });
    await loadEnglishParts();
    expect(fetched).toEqual(['/a.json', '/b.json']);
  });

  it('stops asking for parts in French', async () => {
    const { loadEnglishParts, stopEnglishParts } = await fresh();
    await loadEnglishParts();
    stopEnglishParts();
    expect(globalThis.__appEnglish?.load).toBeNull();
  });

  it('fails with a part that does not load, and asks for it again next time', async () => {
    const { loadEnglishParts } = await fresh();
    served.set('/a.json', 503);
    globalThis.__appEnglish = { parts: ['/a.json'], load: null };
    await expect(loadEnglishParts()).rejects.toThrow('/a.json: 503');
    served.set('/a.json', { 'a.title': 'Sign in' });
    await expect(loadEnglishParts()).resolves.toEqual({ 'a.title': 'Sign in' });
    expect(fetched).toEqual(['/a.json', '/a.json']);
  });
});
