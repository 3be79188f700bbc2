/**
 * The installable app (issue 18): its manifests in both languages, Chromium's installability checks, a
 * reload without network that shows
 * the cached app and its offline notice, and a new build deployed while a page is open, offered by the
 * page's own update check (every 60 seconds, spec 01 section 9) and loaded only when the member accepts.
 *
 * The journey serves a copy of the built app on a port of its own (the same `vite preview` with the
 * /backend proxy as the other journeys), so it can deploy a second build over it without touching the
 * app the other journeys use.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { urls } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { shot } from './support/journey';

const webDir = fileURLToPath(new URL('../../apps/web', import.meta.url));
const vite = join(webDir, 'node_modules', '.bin', 'vite');
const apiPort = new URL(urls.api).port;
const port = Number(new URL(urls.web).port) + 7;
const origin = `http://localhost:${port}`;

/** Runs vite and resolves with its exit code. */
function viteRun(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(vite, args, { cwd: webDir, env: { ...process.env, ...env }, stdio: 'ignore' });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', resolve);
  });
}

async function waitForServer(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const texts = {
  fr: {
    heading: 'Connexion',
    offline: /Vous êtes hors ligne/,
    update: 'Une nouvelle version de l’application est disponible',
    reload: 'Recharger',
    name: 'Rencontres authentiques',
  },
  en: { name: 'Authentic dating' },
};

test.describe('the installable app (fr, 1280 px)', () => {
  // Two builds and a minute's update check: a generous bound, never a speed test.
  test.describe.configure({ timeout: 360_000 });

  let served = '';
  let next = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    served = mkdtempSync(join(tmpdir(), 'app-update-served-'));
    next = mkdtempSync(join(tmpdir(), 'app-update-next-'));
    cpSync(join(webDir, 'dist'), served, { recursive: true });
    server = viteRun(['preview', '--outDir', served, '--port', String(port), '--strictPort'], {
      API_PORT: apiPort,
    });
    await waitForServer(`${origin}/login`);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(served, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  });

  test('manifests, offline reload, and a new build offered then loaded on demand', async ({
    browser,
  }, testInfo) => {
    // The next build, made while the first one is being used.
    const building = exited(
      viteRun(['build', '--outDir', next, '--emptyOutDir', '--logLevel', 'error'], {
        APP_BUILD_ID: 'e2e-next',
      }),
    );

    const context = await browser.newContext({
      baseURL: origin,
      locale: 'fr-CA',
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: texts.fr.heading })).toBeVisible();
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', 'local');

    // Installable: a French manifest linked by default, with its icons.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: texts.fr.name,
      lang: 'fr',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    // The service worker installs, precaches the app and takes this first visit's page over.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chromium's own installability checks (what Lighthouse's former PWA audit asked): none fails
    // but `in-incognito`, which says what a Playwright context is (a fresh profile), not the app.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    // Detached, so that only Playwright's own session emulates the network below.
    await cdp.detach();

    // Without network, the page says so at once: the notice's code comes from the worker's cache.
    await context.setOffline(true);
    const offline = page.getByRole('status').filter({ hasText: texts.fr.offline });
    await expect(offline).toBeVisible();
    // A reload shows the app and says it is offline (not the browser's error page).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: texts.fr.heading })).toBeVisible();
    // Chromium 150's emulation cuts the network of a document loaded while offline but leaves its
    // `navigator.onLine` true (a real device says false from the start: the unit test of
    // OfflineNotice covers that); the connection coming and going again is what the page hears.
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(offline).toBeVisible();
    await expectNoAxeViolations(page, 'offline sign-in page');
    await shot(page, testInfo, 'offline');
    await context.setOffline(false);
    await expect(offline).toBeHidden();

    // A new build is deployed over the served one.
    expect(await building).toBe(0);
    cpSync(next, served, { recursive: true, force: true });

    // The page's own check finds it within about a minute, and waits for the member.
    const prompt = page.getByRole('region', { name: texts.fr.update });
    await expect(prompt).toBeVisible({ timeout: 120_000 });
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', 'local');
    await expectNoAxeViolations(page, 'update prompt');
    await shot(page, testInfo, 'update-prompt');
    await prompt.getByRole('button', { name: texts.fr.reload }).click();
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', 'e2e-next');
    await expect(page.getByRole('heading', { level: 1, name: texts.fr.heading })).toBeVisible();
    await expect(prompt).toBeHidden();

    // In English, the English manifest is linked.
    await page.goto('/login?locale=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.en.webmanifest',
    );
    const english = (await (await page.request.get('/manifest.en.webmanifest')).json()) as {
      name: string;
      lang: string;
    };
    expect(english).toMatchObject({ name: texts.en.name, lang: 'en' });
    await context.close();
  });
});
