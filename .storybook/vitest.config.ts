import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Committed baselines, one per story id; diffs of a failed comparison go to the test results. */
const baselines = join(root, 'tests/visual/baselines');
const diffs = join(root, 'tests/test-results/visual');

// Every story, and its play function, runs as a test in Debian's Chromium; axe violations fail it, and
// so does a page that no longer looks like its committed screenshot (visual.setup.ts).
export default defineConfig({
  // The baselines live outside the stories' folders: let the browser's test server write there.
  server: { fs: { allow: [root] } },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    setupFiles: [fileURLToPath(new URL('./visual.setup.ts', import.meta.url))],
    // Stories wait for what they assert, never for the clock: on a busy shared machine a story and its
    // screenshot may take far longer than the defaults (15 s and 10 s) without anything being wrong.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    browser: {
      enabled: true,
      // Starting Chromium on a loaded machine may take minutes (the default allows one).
      connectTimeout: 300_000,
      headless: true,
      // Served on the loopback only, which lets the matcher write baselines and diffs.
      api: { host: '127.0.0.1', allowWrite: true },
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
      commands: {
        // visual.setup.ts grows the page with the test frame to capture a tall story whole.
        setPageViewport: async (context, width: number, height: number) => {
          await context.page.setViewportSize({ width, height });
        },
      },
      expect: {
        toMatchScreenshot: {
          resolveScreenshotPath: ({ arg, ext }) => join(baselines, `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => join(diffs, `${arg}${ext}`),
        },
      },
    },
  },
});
