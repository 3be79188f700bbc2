import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** Ports of their own, so that tests never meet a running `npm start`. */
const API_PORT = Number(process.env.E2E_API_PORT ?? 8100);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5180);
/** The system's Chromium (never a downloaded browser) and its switches, shared with the journeys. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const urls = { api: `http://localhost:${API_PORT}`, web: `http://localhost:${WEB_PORT}` };

/**
 * The API's console: its mail outbox is printed there with usable links (the reset-password journey
 * reads its link from it).
 */
export const apiLogFile = fileURLToPath(
  new URL(`../.data/e2e-api-${String(API_PORT)}.log`, import.meta.url),
);
/**
 * `npm test` runs the journeys in two groups at once (scripts/test.mjs), each on ports of its own with
 * its own API, database, report and artefacts; the names below keep the two apart.
 */
const run = process.env.E2E_RUN ?? 'e2e';

mkdirSync(dirname(apiLogFile), { recursive: true });

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Generous bounds, never a speed test: a busy 2-core machine signs in (argon2) slowly.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/${run}.json` }]],
  outputDir: `test-results/artifacts/${run}`,
  use: {
    baseURL: urls.web,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The journeys drive the app, not its offline cache: a service worker would precache every route
    // chunk in the background of each test. The app-update journey allows it and tests it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      // A fresh, freshly seeded database for every run, as on a new machine: journeys that change
      // state once (a claim awaiting payment, a referral) find the seed as it is written, run after run.
      command: `rm -rf ../apps/.data/${run} && pnpm --dir ../apps/api start > '${apiLogFile}'`,
      url: `${urls.api}/up`,
      env: {
        PORT: String(API_PORT),
        DATA_DIR: `../.data/${run}`,
        WEB_PORT: String(WEB_PORT),
        PUBLIC_API_URL: '/backend',
        // The preview server's proxy forwards each browser's address, as in npm start.
        TRUSTED_PROXIES: '127.0.0.1,::1',
      },
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      // The app and its API on one origin: the preview server proxies /backend to the API.
      command: `pnpm --dir ../apps/web exec vite preview --host --port ${WEB_PORT} --strictPort`,
      url: urls.web,
      env: { API_PORT: String(API_PORT) },
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
});
