import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ProxyOptions } from 'vite';
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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __API_PREFIX__: JSON.stringify(API_PREFIX) },
  build: { target: 'es2022' },
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
});
