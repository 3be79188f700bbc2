/**
 * What the build writes into the HTML (vite-plugins/prerender.ts). The prerendered pages' starter:
 * nothing of the app's JavaScript is asked for from the head, so the first paint does not wait for it;
 * after that frame, every module the page needs is preloaded at once and the entry imported. And
 * index.html's first frame: the top menu's room for a signed-in browser, none for a visitor.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint, signedInStart, withShellFrame } from '../vite-plugins/prerender';

const template = `<!doctype html>
<html lang="fr">
  <head>
    <title>Rencontres</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <style>body{}</style>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The starter's code and the list of files it preloads. */
function starterOf(html: string): { code: string; files: string[] } {
  const code = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const files = JSON.parse(/const files = (\[[^\]]*\]);/.exec(code)?.[1] ?? 'null') as string[];
  return { code, files };
}

describe('afterFirstPaint', () => {
  const html = afterFirstPaint(template, [
    'assets/login-3.js',
    'assets/react-1.js',
    'assets/en-abcdefgh12.json',
  ]);

  it('leaves no script or module preload in the head', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* src=/);
  });

  it('preloads the entry’s imports and the page’s chunks once each, after the first frame', () => {
    const { code, files } = starterOf(html);
    expect(files).toEqual([
      'assets/react-1.js',
      'assets/router-2.js',
      'assets/login-3.js',
      'assets/en-abcdefgh12.json',
    ]);
    expect(code).toContain("link.rel = 'modulepreload'");
    expect(code).toContain('import("/assets/index-abc.js")');
    expect(code.indexOf('requestAnimationFrame')).toBeGreaterThan(-1);
    // A hidden tab paints nothing: it starts at once.
    expect(code).toMatch(/visibilityState === 'visible'.*else start\(\)/);
  });

  it('asks for the entry before the small chunks', () => {
    const { code } = starterOf(html);
    expect(code.indexOf('import("/assets/index-abc.js")')).toBeLessThan(
      code.indexOf('for (const file'),
    );
  });

  it('refuses a page with a second entry script, which would run on its own', () => {
    const twoEntries = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/runtime-9.js"></script></head>',
    );
    expect(() => afterFirstPaint(twoEntries, [])).toThrow('more than one entry script');
  });

  it('keeps the rest of the page as it was', () => {
    expect(html).toContain('<style>body{}</style>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('runs: the files are preloaded and the entry imported', () => {
    const { code } = starterOf(html);
    const appended: { rel: string; as?: string; href: string; crossOrigin: string | null }[] = [];
    const imported: string[] = [];
    const runNow = (callback: () => void) => {
      callback();
    };
    // The starter as the browser runs it, with `import()` observed.
    runInNewContext(code.replace('import(', 'load('), {
      location: { search: '', protocol: 'http:' },
      URLSearchParams,
      document: {
        visibilityState: 'visible',
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: {
          append: (link: (typeof appended)[number]) => {
            appended.push(link);
          },
        },
      },
      requestAnimationFrame: runNow,
      setTimeout: runNow,
      load: (file: string) => {
        imported.push(file);
      },
    });
    // An English part (vite-plugins/english-parts.ts) is fetched by its chunk: preloaded as a fetch,
    // with the same credentials mode, so that the chunk's request takes it over.
    expect(appended.map((link) => [link.rel, link.as, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', undefined, '/assets/react-1.js', ''],
      ['modulepreload', undefined, '/assets/router-2.js', ''],
      ['modulepreload', undefined, '/assets/login-3.js', ''],
      ['preload', 'fetch', '/assets/en-abcdefgh12.json', ''],
    ]);
    expect(imported).toEqual(['/assets/index-abc.js']);
  });
});

describe('the starter and the locale query', () => {
  /** The cookies the starter writes for an address with `search`. */
  function cookiesFor(search: string, protocol = 'http:'): string[] {
    const { code } = starterOf(afterFirstPaint(template, []));
    const written: string[] = [];
    runInNewContext(code.replace('import(', 'load('), {
      location: { search, protocol },
      URLSearchParams,
      document: {
        visibilityState: 'hidden',
        set cookie(value: string) {
          written.push(value);
        },
        createElement: () => ({}),
        head: { append: () => undefined },
      },
      load: () => undefined,
    });
    return written;
  }

  it('remembers a locale asked for in the address at once, as the app would', () => {
    expect(cookiesFor('?locale=en')).toEqual(['locale=en; path=/; max-age=31536000; samesite=lax']);
    expect(cookiesFor('?x=1&locale=fr', 'https:')).toEqual([
      'locale=fr; path=/; max-age=31536000; samesite=lax; secure',
    ]);
  });

  it('writes nothing without one, or for a language the app does not speak', () => {
    expect(cookiesFor('')).toEqual([]);
    expect(cookiesFor('?locale=de')).toEqual([]);
  });
});

describe('withShellFrame', () => {
  const frame =
    '<div class="frame"><div data-slot="top-menu-skeleton">Rencontres</div><main id="main">…</main></div>';
  const html = withShellFrame(template, frame);

  /**
   * Runs the page's two inline scripts, in order, with `stored` as the browser's `logged_in`: whether
   * the menu's room was hidden while the page was parsed, whether it is still there after, and
   * whether the hiding rule was left behind.
   */
  function frameFor(stored: { value: string | null } | 'throws') {
    const [hide = '', remove = ''] = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    const styles = new Map<string, { id: string; textContent: string; remove: () => void }>();
    let menuRoom = true;
    const globals = {
      localStorage: {
        getItem: (key: string) => {
          if (stored === 'throws') throw new Error('storage is disabled');
          return key === 'logged_in' ? stored.value : null;
        },
      },
      document: {
        createElement: () => {
          const style = { id: '', textContent: '', remove: () => styles.delete(style.id) };
          return style;
        },
        head: {
          append: (style: { id: string; textContent: string; remove: () => void }) =>
            styles.set(style.id, style),
        },
        getElementById: (id: string) => styles.get(id) ?? null,
        querySelector: (selector: string) =>
          selector === '#root [data-slot="top-menu-skeleton"]' && menuRoom
            ? {
                remove: () => {
                  menuRoom = false;
                },
              }
            : null,
      },
    };
    runInNewContext(hide, globals);
    const hiddenWhileParsed = [...styles.values()].some(
      (style) => style.textContent === '#root [data-slot="top-menu-skeleton"] { display: none; }',
    );
    runInNewContext(remove, globals);
    return { hiddenWhileParsed, menuRoom, ruleLeft: styles.size > 0 };
  }

  it('hides the menu’s room from the head, and puts the frame in #root with a script right after it', () => {
    expect(html).toContain(`<div id="root">${frame}</div>`);
    const scripts = [...html.matchAll(/<script>/g)].map((match) => match.index);
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toBeLessThan(html.indexOf('</head>'));
    expect(scripts[1]).toBeGreaterThan(html.indexOf(frame));
  });

  it('keeps the menu’s room for a signed-in browser only, and never shows it to a visitor', () => {
    expect(frameFor({ value: '1' })).toEqual({
      hiddenWhileParsed: false,
      menuRoom: true,
      ruleLeft: false,
    });
    const visitor = { hiddenWhileParsed: true, menuRoom: false, ruleLeft: false };
    expect(frameFor({ value: null })).toEqual(visitor);
    expect(frameFor('throws')).toEqual(visitor);
  });

  it('keeps a page’s text as it is, `$` sequences included', () => {
    const page = "<main><p>Price: $& and $' and $` and $1</p></main>";
    expect(withShellFrame(template, page)).toContain(`<div id="root">${page}</div>`);
  });

  it('refuses a template without an empty #root', () => {
    expect(() => withShellFrame('<div id="app"></div>', frame)).toThrow('#root');
    expect(() => withShellFrame('<body><div id="root"></div></body>', frame)).toThrow('</head>');
  });
});

describe('the signed-in pages’ starter', () => {
  // What starts the page's reads (starters/signed-in.ts, its own tests in signed-in-starter.test.ts).
  const started = `window.started.push('reads');`;

  /** Runs a signed-in page's starter whose reads are `reads`: what it imported. */
  function runWith(reads: string, globals: Record<string, unknown>): string[] {
    const { code } = starterOf(afterFirstPaint(template, [], reads));
    const imported: string[] = [];
    runInNewContext(code.replace('import(', 'load('), {
      location: { search: '', protocol: 'http:' },
      URLSearchParams,
      document: {
        visibilityState: 'hidden',
        createElement: () => ({}),
        head: { append: () => undefined },
      },
      load: (file: string) => {
        imported.push(file);
      },
      ...globals,
    });
    return imported;
  }

  it('starts the page’s reads first, without waiting for a frame', () => {
    const order: string[] = [];
    runWith(started, {
      window: { started: order },
      document: {
        visibilityState: 'visible',
        createElement: () => ({}),
        head: { append: () => undefined },
      },
      // The frame never comes here: the reads need none.
      requestAnimationFrame: () => undefined,
    });
    expect(order).toEqual(['reads']);
  });

  it('calls the bundle’s start for the page, in its language', () => {
    const calls: unknown[] = [];
    const bundle = 'var __signedInStarter = { startSignedIn: (options) => calls.push(options) };';
    runInNewContext(
      signedInStart(bundle, { apiPrefix: '/backend', locale: 'en', savedSearch: true }),
      { calls },
    );
    expect(calls).toEqual([{ apiPrefix: '/backend', locale: 'en', savedSearch: true }]);
  });

  it('starts the app even when the reads’ code throws', () => {
    const throwing = signedInStart('var __signedInStarter = {};', {
      apiPrefix: '/backend',
      locale: 'fr',
    });
    expect(runWith(throwing, {})).toEqual(['/assets/index-abc.js']);
  });

  it('leaves the other pages’ starter without it', () => {
    expect(starterOf(afterFirstPaint(template, [])).code).not.toContain('fetch(');
  });
});
