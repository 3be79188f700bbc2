/**
 * The public pages' HTML, written at build time (issue 12: a first screen that paints before the
 * JavaScript). After the browser build, the app is built once more for Node (`src/entry-prerender.tsx`,
 * react-dom/server), and each page of `src/app/prerendered.ts` is rendered in its locales into a copy
 * of the built `index.html`: the page's markup in `#root`, the stylesheet inline (one small Tailwind
 * file, so no request blocks the first paint), and the page's route modules and catalogues preloaded.
 * The browser hydrates it (main.tsx). `vite preview` (what `npm start` and the journeys serve) answers
 * each page's paths with its file, in the locale the app itself would choose (query, cookie, browser
 * language); a static host serves the French file by its clean URL (apps/web/README.md).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import type * as Pages from '../src/app/prerendered';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '../src/i18n/locale-names';
import type * as Locales from '../src/lib/locale';
import type { SignedInStart } from '../src/starters/signed-in';
import type * as Manifests from '../src/lib/web-manifest';
import { LOGGED_IN_KEY } from '../src/lib/logged-in-flag.ts';
import { ENGLISH_PART } from './english-parts.ts';

/** What the Node build of src/entry-prerender.tsx exports. */
interface ServerEntry
  extends
    Pick<typeof Pages, 'PRERENDERED' | 'FRAMED' | 'prerenderedFile'>,
    Pick<typeof Manifests, 'manifestFile'> {
  render: (url: string, locale: Locale) => Promise<string>;
  renderShell: () => Promise<string>;
}

/** What the preview server reads of the app's own modules (loaded through Vite, not bundled here). */
type PreviewModules = Pick<typeof Pages, 'prerenderedFile' | 'prerenderedPage' | 'framedPage'> &
  Pick<typeof Locales, 'resolveLocale'>;

interface ChunkInfo {
  file: string;
  imports: string[];
  /** Its English texts (vite-plugins/english-parts.ts), if it shows any. */
  englishPart?: string | undefined;
}

const SERVER_ENTRY = 'src/entry-prerender.tsx';

export interface PrerenderOptions {
  /** Where the API lives under the app's origin (`/backend`): the framed pages ask it for the user. */
  apiPrefix: string;
}

interface BuiltChunk {
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  code?: string;
}

/**
 * The built chunks by file and by the modules they hold. A module a chunk stands for (its facade)
 * wins; else the chunk that holds it: a chunk group (vite-plugins/area-chunks.ts) has no facade, and
 * the layouts it holds must still be preloaded with their pages.
 */
export function indexChunks(outputs: readonly BuiltChunk[]): {
  byModule: Map<string, ChunkInfo>;
  byFile: Map<string, ChunkInfo>;
} {
  const byModule = new Map<string, ChunkInfo>();
  const byFile = new Map<string, ChunkInfo>();
  const clean = (id: string) => id.split('?')[0] ?? '';
  for (const output of outputs) {
    const part = output.code === undefined ? null : ENGLISH_PART.exec(output.code);
    const info = {
      file: output.fileName,
      imports: output.imports,
      englishPart: part ? join(dirname(output.fileName), part[0]) : undefined,
    };
    byFile.set(output.fileName, info);
    if (output.facadeModuleId) byModule.set(clean(output.facadeModuleId), info);
  }
  for (const output of outputs) {
    const info = byFile.get(output.fileName);
    if (!info) continue;
    for (const id of output.moduleIds) if (!byModule.has(clean(id))) byModule.set(clean(id), info);
  }
  return { byModule, byFile };
}

export function prerender({ apiPrefix }: PrerenderOptions): Plugin[] {
  let config: ResolvedConfig;
  /** Chunks by the module they stand for (absolute id), with their static imports' files. */
  const chunks = new Map<string, ChunkInfo>();
  const byFile = new Map<string, ChunkInfo>();

  const build_: Plugin = {
    name: 'prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      // Every page inlines the one stylesheet (vite.config.ts, `cssCodeSplit: false`): should the
      // build ever make two, the pages would be missing one.
      const stylesheets = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (stylesheets.length > 1)
        this.error(
          `The pages inline one stylesheet; the build made ${stylesheets.length}: ${stylesheets.join(', ')}`,
        );
      const index = indexChunks(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : [])),
      );
      chunks.clear();
      byFile.clear();
      for (const [id, info] of index.byModule) chunks.set(id, info);
      for (const [file, info] of index.byFile) byFile.set(file, info);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        // Built where Node resolves the app's packages, removed once the pages are written.
        const cache = join(config.root, 'node_modules', '.cache');
        mkdirSync(cache, { recursive: true });
        const serverDir = mkdtempSync(join(cache, 'prerender-'));
        try {
          await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            ssr: { noExternal: true },
            build: {
              ssr: SERVER_ENTRY,
              outDir: serverDir,
              emptyOutDir: true,
              sourcemap: false,
              manifest: false,
              ssrManifest: false,
              copyPublicDir: false,
              rollupOptions: { output: { format: 'esm', entryFileNames: 'entry.mjs' } },
            },
          });
          const server = (await import(
            pathToFileURL(join(serverDir, 'entry.mjs')).href
          )) as ServerEntry;
          const { PRERENDERED, FRAMED, prerenderedFile, manifestFile } = server;
          const inLocale = (html: string, locale: Locale, prerendered: boolean) =>
            html
              .replace(
                /<html lang="[^"]*">/,
                prerendered
                  ? `<html lang="${locale}" data-prerendered="${locale}">`
                  : `<html lang="${locale}">`,
              )
              .replace(
                /<link rel="manifest" href="[^"]*"/,
                `<link rel="manifest" href="/${manifestFile(locale)}"`,
              );
          // A visitor's page, with the menu's room a signed-in user's first paint keeps.
          const page = (html: string, locale: Locale, preload: string[]) =>
            inLocale(
              afterFirstPaint(inlineStylesheets(withShellFrame(template, html), outDir), preload),
              locale,
              true,
            );
          const preloadsOfPage = (modules: readonly string[], locale: Locale) =>
            preloadsOf(
              modules.map((module) => resolve(config.root, 'src/routes', module)),
              locale,
            );

          for (const entry of PRERENDERED) {
            for (const locale of entry.locales) {
              const html = await server.render(entry.url, locale);
              const file = join(outDir, prerenderedFile(entry, locale));
              mkdirSync(dirname(file), { recursive: true });
              writeFileSync(file, page(html, locale, preloadsOfPage(entry.modules, locale)));
            }
          }
          // Every other page (the member and ambassador areas, the wizard's steps) starts from
          // index.html: it paints the signed-in frame, with its CSS inline, before the app's code is
          // even asked for (the starter, as on the prerendered pages).
          const shell = inlineStylesheets(
            withShellFrame(template, await server.renderShell()),
            outDir,
          );
          writeFileSync(join(outDir, 'index.html'), afterFirstPaint(shell, []));
          // The signed-in pages members open the app on: the same frame, with their own code and the
          // signed-in user (on the search page, its first results too) asked for at once
          // (app/prerendered.ts, FRAMED; starters/signed-in.ts).
          const starter = await buildSignedInStarter(config, join(serverDir, 'starter'));
          for (const entry of FRAMED) {
            for (const locale of entry.locales) {
              const file = join(outDir, prerenderedFile(entry, locale));
              mkdirSync(dirname(file), { recursive: true });
              const preload = preloadsOfPage(entry.modules, locale);
              const start = signedInStart(starter, {
                apiPrefix,
                locale,
                savedSearch: entry.savedSearch === true,
              });
              writeFileSync(file, inLocale(afterFirstPaint(shell, preload, start), locale, false));
            }
          }
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };

  /**
   * The files a page needs before it hydrates: its route modules and their imports, and in English
   * their texts (vite-plugins/english-parts.ts).
   */
  function preloadsOf(modules: readonly string[], locale: Locale): string[] {
    const roots: ChunkInfo[] = [];
    for (const module of modules) {
      const chunk = chunks.get(module);
      if (chunk) roots.push(chunk);
    }
    const files = new Set<string>();
    const parts = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const chunk = stack.pop();
      if (!chunk || files.has(chunk.file)) continue;
      files.add(chunk.file);
      if (chunk.englishPart && locale === 'en') parts.add(chunk.englishPart);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
    }
    return [...files, ...parts];
  }

  const preview: Plugin = {
    name: 'prerender:preview',
    apply: (_, env) => env.isPreview === true,
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      let modules: Promise<PreviewModules> | undefined;
      const load = async (): Promise<PreviewModules> => {
        const [pages, locales] = await Promise.all([
          runnerImport<typeof Pages>(join(server.config.root, 'src/app/prerendered.ts')),
          runnerImport<typeof Locales>(join(server.config.root, 'src/lib/locale.ts')),
        ]);
        return { ...pages.module, resolveLocale: locales.module.resolveLocale };
      };
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          next();
          return;
        }
        modules ??= load();
        modules.then(
          (loaded) => {
            serve(loaded, request, response, next);
          },
          (error: unknown) => {
            next(error);
          },
        );
      });
      function serve(
        { prerenderedFile, prerenderedPage, framedPage, resolveLocale }: PreviewModules,
        request: IncomingMessage,
        response: ServerResponse,
        next: (error?: unknown) => void,
      ) {
        const url = new URL(request.url ?? '/', 'http://preview.invalid');
        const entry = prerenderedPage(url.pathname) ?? framedPage(url.pathname);
        if (!entry) {
          next();
          return;
        }
        const wanted = resolveLocale({
          search: url.search,
          cookie: cookie(request.headers.cookie, 'locale'),
          languages: acceptLanguages(request.headers['accept-language']),
          userAgent: request.headers['user-agent'] ?? '',
        });
        const locale = entry.locales.includes(wanted) ? wanted : (entry.locales[0] ?? wanted);
        const file = join(outDir, prerenderedFile(entry, locale));
        if (!existsSync(file) || relative(outDir, file).startsWith('..')) {
          next();
          return;
        }
        let body = readFileSync(file);
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          body = gzipSync(body);
          response.setHeader('Content-Encoding', 'gzip');
        }
        response.setHeader('Content-Length', body.length);
        response.end(request.method === 'HEAD' ? undefined : body);
      }
    },
  };

  return [build_, preview];
}

/** The built stylesheets of `index.html`, inline: nothing blocks the first paint. */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
    (_, file: string) =>
      `<style>${readFileSync(join(outDir, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`,
  );
}

/**
 * The app starts once the prerendered page is painted (one frame later; at once in a hidden tab, which
 * paints nothing). Its modules are not preloaded from the head: on a slow network they would share the
 * first round trips with the fonts and hold the first paint back (Lighthouse counted every script asked
 * for before the first paint in it: FCP 3.3 s without, 0.8 s with this). The starter imports the entry
 * first, then preloads the rest at once, the entry's static imports (`template`'s links, if any) and
 * the page's own chunks (`preload`), so they arrive in parallel rather than import after import. A
 * `?locale=` in the address is remembered right away (the app would remember it once it runs; a link
 * followed before then would open the next page in the other language). `started`, a signed-in page's
 * reads (`signedInStart`), runs first, at once: they need no frame.
 */
export function afterFirstPaint(
  template: string,
  preload: readonly string[],
  started?: string,
): string {
  const files = new Set<string>();
  const withoutPreloads = template.replace(
    /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g,
    (_, file: string) => {
      files.add(file);
      return '';
    },
  );
  for (const file of preload) files.add(file);
  const html = withoutPreloads.replace(
    /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/,
    (_, entry: string) => {
      files.delete(entry);
      const starter =
        // A `?locale=` is remembered at once, as the app does when it runs (lib/locale.ts): a link
        // followed before the app has started opens the next page in the same language.
        `const locale = new URLSearchParams(location.search).get('locale');` +
        `if (${JSON.stringify(LOCALES)}.includes(locale)) document.cookie =` +
        ` '${LOCALE_COOKIE}=' + locale + '; path=/; max-age=${LOCALE_COOKIE_DAYS * 24 * 60 * 60}; samesite=lax'` +
        ` + (location.protocol === 'https:' ? '; secure' : '');` +
        (started ?? '') +
        `const files = ${JSON.stringify([...files])};` +
        // The entry first: the largest file, it should not queue behind the page's small chunks
        // (six at a time on HTTP/1.1).
        `const start = () => {` +
        `import(${JSON.stringify(`/${entry}`)});` +
        `for (const file of files) {` +
        `const link = document.createElement('link');` +
        // An English part (vite-plugins/english-parts.ts) is fetched by the chunk that shows it.
        `if (file.endsWith('.json')) { link.rel = 'preload'; link.as = 'fetch'; }` +
        ` else link.rel = 'modulepreload';` +
        `link.crossOrigin = ''; link.href = '/' + file;` +
        `document.head.append(link);` +
        `}` +
        `};` +
        `if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));` +
        ` else start();`;
      return `<script type="module">${starter.replace(/<\//g, '<\\/')}</script>`;
    },
  );
  // One entry script: a second (a runtime chunk of its own) would run before the starter's.
  if (/<script type="module" crossorigin src=/.test(html))
    throw new Error('index.html has more than one entry script: the starter starts one');
  return html;
}

const SIGNED_IN_STARTER = 'src/starters/signed-in.ts';
/** The global the starter's bundle defines (an IIFE's name): `startSignedIn` is called on it. */
const STARTER_GLOBAL = '__signedInStarter';

/**
 * starters/signed-in.ts bundled on its own, minified, as one script to inline: what the signed-in
 * pages' HTML runs before the app's code has loaded. Built with the app's own configuration (its
 * aliases and defines), without the app's plugins, which write pages and chunks of their own.
 */
async function buildSignedInStarter(config: ResolvedConfig, outDir: string): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    define: config.define,
    build: {
      outDir,
      emptyOutDir: true,
      write: false,
      sourcemap: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: resolve(config.root, SIGNED_IN_STARTER),
        formats: ['iife'],
        name: STARTER_GLOBAL,
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const [chunk, ...others] = chunks;
  if (chunk?.type !== 'chunk' || others.length > 0)
    throw new Error(`${SIGNED_IN_STARTER} should build to one script, not ${chunks.length} files`);
  return chunk.code;
}

/**
 * The code a signed-in page's starter runs first: the starter's bundle, then its `startSignedIn` for
 * this page (starters/signed-in.ts). Whatever it throws stays there: the app starts all the same, and
 * asks for what it needs itself.
 */
export function signedInStart(bundle: string, options: SignedInStart): string {
  return `try { ${bundle.trim()};${STARTER_GLOBAL}.startSignedIn(${JSON.stringify(options)}); } catch {}`;
}

const MENU_ROOM = '#root [data-slot="top-menu-skeleton"]';
const VISITOR_STYLE = 'visitor-frame';

/**
 * `index.html` with a page's first frame in `#root` (the top menu's room, then the spinner or a
 * prerendered page), and two lines for a browser on which no one is signed in (the flag the app
 * keeps, lib/session.ts): one at the end of the head hides the menu's room, so that no paint shows it
 * while the page is parsed (a slow phone may paint before the page's end), and one right after
 * `#root`, where that rule is, removes the room, then the rule. A visitor's page never shows a menu
 * that then goes away, and a signed-in user's never moves down when theirs comes. For a visitor,
 * `hydrateRoot` takes a prerendered page over as it is then; otherwise `createRoot` draws the same
 * frame over it, then the page.
 */
export function withShellFrame(template: string, frame: string): string {
  const hide =
    `(() => { let signedIn = false;` +
    ` try { signedIn = localStorage.getItem(${JSON.stringify(LOGGED_IN_KEY)}) === '1'; } catch {}` +
    ` if (signedIn) return;` +
    ` const style = document.createElement('style'); style.id = ${JSON.stringify(VISITOR_STYLE)};` +
    ` style.textContent = ${JSON.stringify(`${MENU_ROOM} { display: none; }`)};` +
    ` document.head.append(style); })();`;
  // The head's line decided: its rule is there for a visitor only.
  const remove =
    `(() => { const style = document.getElementById(${JSON.stringify(VISITOR_STYLE)});` +
    ` if (!style) return;` +
    ` document.querySelector(${JSON.stringify(MENU_ROOM)})?.remove(); style.remove(); })();`;
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  // Functions: the page's own text may hold `$&` or `$'`, which a replacement string would expand.
  return template
    .replace('</head>', () => `  <script>${hide}</script>\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${frame}</div>\n    <script>${remove}</script>`,
    );
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** `Accept-Language`, best first, as `navigator.languages` lists them. */
function acceptLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((language) => language.tag !== '' && language.tag !== '*' && language.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((language) => language.tag);
}
