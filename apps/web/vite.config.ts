import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FRAMED, prerenderedFile } from './src/app/prerendered.ts';
import { MANIFEST_LOCALES, manifestFile } from './src/lib/web-manifest.ts';
import { areaChunkGroups } from './vite-plugins/area-chunks.ts';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { messagesByChunk } from './vite-plugins/english-parts.ts';
import { prerender } from './vite-plugins/prerender.ts';
import { defineConfig } from 'vitest/config';

const port = Number(process.env.WEB_PORT ?? 5173);

/** Where the API and its websocket live under the app's own origin (the app reads it as `__API_PREFIX__`). */
const API_PREFIX = '/backend';

/**
 * One origin: the API and its websocket sit under `API_PREFIX` of the app's own origin, so the session
 * and `XSRF-TOKEN` cookies belong to whatever host the app was opened by (`localhost`, `127.0.0.1`, the
 * machine's address). `vite dev` and `vite preview` (what `npm start` serves) proxy the prefix to the
 * API (`API_PROXY_TARGET`, default `http://localhost:$API_PORT`); in production a reverse proxy does the
 * same (apps/web/README.md).
 */
const apiTarget =
  process.env.API_PROXY_TARGET ?? `http://localhost:${process.env.API_PORT ?? 8000}`;
const proxy: Record<string, ProxyOptions> = {
  [API_PREFIX]: {
    target: apiTarget,
    ws: true,
    // Keep the browser's Host: the API answers for the origin the app was opened by.
    changeOrigin: false,
    // Tell the API who the caller is (X-Forwarded-For): its per-address limits count each browser, not
    // the proxy, when the proxy's address is in its TRUSTED_PROXIES (npm start and the journeys set it).
    xfwd: true,
    rewrite: (path) => path.slice(API_PREFIX.length) || '/',
  },
};

/**
 * The message catalogues (the app's `src/i18n/{fr,en}.json`, the design system's
 * `src/i18n/{fr,en}/*.json`), precompiled to react-intl's AST at build time, as `formatjs compile --ast`
 * does (same parser): the built app then never parses a message, so react-intl's runtime parser is
 * aliased to its no-parser build (formatjs, "Performance: remove the parser"). Dev and tests keep the
 * strings and the parser; the i18n tests guarantee every id the app asks for is in the catalogues, so
 * no `defaultMessage` string ever needs parsing.
 */
const CATALOGUE = /\/(?:apps\/web|packages\/ui)\/src\/i18n\/(?:[a-z]+\.json|[a-z]+\/[\w-]+\.json)$/;
function precompiledCatalogues(): Plugin {
  return {
    name: 'precompiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? id)) return null;
      const strings = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(strings).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** The app's colours for the install manifest and the browser's chrome (the design system's primary). */
const THEME_COLOR = '#7a3b4f';
const BACKGROUND_COLOR = '#fff8f4';

/**
 * One install manifest per locale, written from the catalogues (`app.manifest.*`) under the names of
 * `src/lib/web-manifest.ts`: index.html links the French one, `applyLocale` the current locale's.
 */
function webManifests(): Plugin {
  const manifest = (locale: (typeof MANIFEST_LOCALES)[number]) => {
    const texts = JSON.parse(
      readFileSync(new URL(`./src/i18n/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
    return JSON.stringify({
      id: '/',
      name: texts['app.manifest.name'],
      short_name: texts['app.manifest.short_name'],
      description: texts['app.manifest.description'],
      lang: locale,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  };
  const files = new Map(MANIFEST_LOCALES.map((locale) => [manifestFile(locale), locale]));
  return {
    name: 'web-manifests',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const locale = files.get((request.url ?? '').slice(1));
        if (!locale) {
          next();
          return;
        }
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(manifest(locale));
      });
    },
    generateBundle() {
      for (const [fileName, locale] of files) {
        this.emitFile({ type: 'asset', fileName, source: manifest(locale) });
      }
    },
  };
}

/**
 * The service worker (Workbox through vite-plugin-pwa): the app shell and every route chunk precached,
 * so a reload without network shows the app and its offline notice; navigations fall back to the
 * shell, except the API's prefix. It registers from the app (features/app-update), which asks for a
 * new version every 60 seconds and lets the member choose when to load it (`registerType: 'prompt'`).
 */
const serviceWorker = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}', 'assets/en-*.json'],
    // The signed-in pages' own files (app/prerendered.ts) only preload what the network would bring
    // late; offline, the shell (`navigateFallback`) does, in the member's language.
    globIgnores: FRAMED.flatMap((page) =>
      page.locales.map((locale) => prerenderedFile(page, locale)),
    ),
    // A first visit's page is taken over as soon as the worker is active, so a chunk it loads later
    // (a route, the offline notice) comes from the precache even once the network is gone. A new
    // version still waits for the member (no skipWaiting).
    clientsClaim: true,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [new RegExp(`^${API_PREFIX}(?:/|$)`)],
    cleanupOutdatedCaches: true,
    importScripts: ['/push-handler.js'],
  },
});

/**
 * Which build a page runs, as `<meta name="app-build">` (`APP_BUILD_ID` at build time, `local` by
 * default): a deployment sets it, support reads it, and the update journey checks the page reloaded
 * into the new build.
 */
function buildId(): Plugin {
  const id = process.env.APP_BUILD_ID ?? 'local';
  return {
    name: 'app-build-id',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'app-build', content: id }, injectTo: 'head' },
    ],
  };
}

/**
 * The two fonts' latin files (packages/ui styles), preloaded by every page: they arrive with the first
 * paint's requests rather than once the stylesheet is read. Until then the metric-matched fallbacks of
 * `font-fallbacks.css` take the same room, so the swap (`font-display: swap`) moves nothing.
 */
const PRELOADED_FONTS = [
  /^assets\/nunito-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/fraunces-latin-wght-normal-[\w-]+\.woff2$/,
];
function fontPreloads(): Plugin {
  return {
    name: 'font-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_, context) {
        const files = Object.keys(context.bundle ?? {});
        return PRELOADED_FONTS.flatMap((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`No built font matches ${String(pattern)}`);
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
                href: `/${file}`,
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}

/**
 * React Router 7's package exports always point at its development build (remix-run/react-router
 * #14102, open), the same code with `ENABLE_DEV_WARNINGS = true`: route-path checks and warnings run on
 * every navigation and render. The built app takes the production build beside it, which differs in
 * that constant only.
 */
function reactRouterProduction() {
  const fromApp = createRequire(import.meta.url);
  const fromDom = createRequire(fromApp.resolve('react-router-dom/package.json'));
  const production = join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    precompiledCatalogues(),
    react(),
    ...messagesByChunk(),
    tailwindcss(),
    // The prerender's Node build (vite-plugins/prerender.ts) needs the app only, not its files.
    ...(isSsrBuild
      ? []
      : [
          webManifests(),
          buildId(),
          fontPreloads(),
          compileHints(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
          prerender({ apiPrefix: API_PREFIX }),
          serviceWorker,
        ]),
  ],
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            ...reactRouterProduction(),
          ]
        : [],
  },
  define: { __API_PREFIX__: JSON.stringify(API_PREFIX) },
  build: {
    target: 'es2022',
    // The app's one stylesheet, inline in every page (vite-plugins/prerender.ts): not tied to a chunk,
    // so no lazy page asks for it again.
    cssCodeSplit: false,
    // The browser's build: what each area's pages load anyway, in a few chunks (vite-plugins/area-chunks.ts),
    // and a page's small shared modules (an icon, a button, a Radix primitive) copied into the chunks
    // that use them rather than each in a file of its own. On a phone over HTTP/1.1 every file of a
    // first load waits its turn on one of six connections: /member/search went from 47 files to 10
    // (Lighthouse 64 → 71, LCP 5.6 → 4.6 s) and /login from 16 to 4, each about as heavy as before;
    // the app as a whole is heavier (602 → 901 KiB gzip), since a copy lives in each chunk that uses it.
    // The copies run in source order (Rolldown turns on `strictExecutionOrder` for it).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                groups: areaChunkGroups(fileURLToPath(new URL('./src', import.meta.url))),
                experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
              },
            },
          },
        }),
  },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  test: {
    name: 'web',
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/setup.ts'],
    // The lint-rule test builds a typed ESLint program first: seconds, not a hang.
    testTimeout: 60_000,
  },
}));
