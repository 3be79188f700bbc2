type Catalogue = Record<string, string>;

/**
 * What each chunk of a build registers (vite-plugins/english-parts.ts): the address of its English
 * part, and, while the page speaks English, `load`, which the chunk waits for before it runs.
 */
interface Registry {
  parts: string[];
  load: ((url: string) => Promise<void>) | null;
}

declare global {
  var __appEnglish: Registry | undefined;
}

function registry(): Registry {
  return (globalThis.__appEnglish ??= { parts: [], load: null });
}

/** The English texts of the parts loaded so far; a part only adds ids, so what was shown stays true. */
const english: Catalogue = {};
const loading = new Map<string, Promise<void>>();

function loadPart(url: string): Promise<void> {
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${String(response.status)}`);
        return response.json() as Promise<Catalogue>;
      })
      .then((part) => {
        Object.assign(english, part);
      });
    // A failed part is asked for again next time (the chunk that waits for it fails with it).
    pending.catch(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/**
 * English, in a build: the parts of every chunk run so far, and from now on each chunk's part before
 * that chunk runs. The catalogue returned grows as chunks arrive (react-intl reads it by id at each
 * use), so a page loaded later finds its texts there.
 */
export async function loadEnglishParts(): Promise<Catalogue> {
  const parts = registry();
  parts.load = loadPart;
  await Promise.all(parts.parts.map(loadPart));
  return english;
}

/** Another language from now on: chunks no longer wait for their English part. */
export function stopEnglishParts(): void {
  registry().load = null;
}
