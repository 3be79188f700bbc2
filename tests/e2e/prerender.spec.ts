/**
 * The public pages' prerendered HTML (issue 12, apps/web/vite-plugins/prerender.ts): the first screen
 * is there before any JavaScript runs, in the visitor's language, and the app takes it over without a
 * hydration mismatch (React reports one on the console) and works as before.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn, DEMO_PASSWORD } from './support/journey';

/** A page, and its heading in each language it is shown in (a locale page shows its path's). */
const pages: { path: string; fr: string | null; en: string | null }[] = [
  { path: '/login', fr: 'Connexion', en: 'Sign in' },
  { path: '/forgot-password', fr: 'Mot de passe oublié', en: 'Forgot your password' },
  { path: '/onboarding/home', fr: 'Bienvenue !', en: 'Welcome!' },
  { path: '/onboarding/start', fr: 'Créer un compte', en: 'Create an account' },
  { path: '/fr/privacy-policy', fr: 'Politique de confidentialité', en: null },
  { path: '/en/privacy-policy', fr: null, en: 'Privacy policy' },
];

/** Console errors and warnings, and uncaught errors, while the page runs. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Playwright blocks the service worker in the journeys (playwright.config.ts) and says so.
    if (message.text().includes('Service Worker registration blocked')) return;
    seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

for (const language of ['fr', 'en'] as const) {
  test.describe(`a ${language} visitor`, () => {
    test.use({ locale: language === 'fr' ? 'fr-CA' : 'en-US' });

    test('reads the public pages before any JavaScript runs', async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale: language === 'fr' ? 'fr-CA' : 'en-US',
      });
      const page = await context.newPage();
      for (const entry of pages) {
        const heading = entry[language] ?? entry.fr ?? entry.en;
        await page.goto(entry.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
      }
      await context.close();
    });

    test('gets the pages taken over without a mismatch, and working', async ({ page }) => {
      const seen = problems(page);
      // The live page's links are the router's: a click stays in the app.
      await page.goto('/login');
      await page
        .getByRole('link', {
          name: language === 'fr' ? 'Mot de passe oublié ?' : 'Forgot your password?',
        })
        .click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'fr' ? 'Mot de passe oublié' : 'Forgot your password',
      );
      // The locale pages last: a locale page's path language is remembered (routes/legal.tsx).
      for (const entry of pages) {
        const heading = entry[language] ?? entry.fr ?? entry.en;
        await page.goto(entry.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
      expect(seen).toEqual([]);
    });

    test('reads the terms from the sign-up page, in a modal whose code comes when asked for', async ({
      page,
    }) => {
      // French on a desktop, English on a phone.
      await page.setViewportSize(
        language === 'fr' ? { width: 1280, height: 900 } : { width: 390, height: 844 },
      );
      const seen = problems(page);
      await page.goto('/onboarding/start');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language === 'fr' ? 'Créer un compte' : 'Create an account',
      );
      const link = page.getByRole('button', {
        name: language === 'fr' ? 'Lire les conditions d’utilisation' : 'Read the terms of use',
      });
      // The prerendered button answers once the app has taken the page over (its code is in).
      await page.waitForLoadState('networkidle');
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {
        name: language === 'fr' ? 'Conditions d’utilisation' : 'Terms of use',
      });
      await expect(dialog.getByRole('region')).toBeVisible();
      await expectNoAxeViolations(page, `${language} terms modal of /onboarding/start`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
      expect(seen).toEqual([]);
    });
  });
}

test('a signed-in member who opens /login gets the app, not the visitor’s page', async ({
  page,
}) => {
  const seen = problems(page);
  await signIn(page, 'demo@demo.test', { language: 'fr', password: DEMO_PASSWORD });
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login$/);
  expect(seen.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
});

for (const language of ['fr', 'en'] as const) {
  test(`a signed-in member who opens /member/search in ${language} is asked for once, by the page itself`, async ({
    page,
  }) => {
    const seen = problems(page);
    await signIn(page, 'demo@demo.test', { language, password: DEMO_PASSWORD });
    // Away from the app first: nothing of the signed-in page is still asking.
    await page.goto('about:blank');
    // The API's requests in the order they leave, the account's with its language.
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/backend/account')
        asked.push(`account ${request.headers()['accept-language'] ?? ''}`);
      else if (pathname === '/backend/members') asked.push('members');
    });
    const response = await page.goto('/member/search');
    // The page's own file (app/prerendered.ts, FRAMED): its code preloaded, the user asked for.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toContain('__startedFetch');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'fr' ? 'Recherche' : 'Search',
    );
    await expect(page.locator('[data-slot="member-card"]').first()).toBeVisible();
    // The app took the page's answers: the user was asked for once, in the page's language, then
    // the search's first page once (the page may ask again later, after a change).
    expect(asked.slice(0, 2), asked.join(', ')).toEqual([`account ${language}`, 'members']);
    expect(
      asked.filter((read) => read === 'members'),
      asked.join(', '),
    ).toHaveLength(1);
    expect(seen.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
  });
}

test('the search page’s HTML asks for the user, the saved search and its first pictures before the app’s code runs', async ({
  page,
}) => {
  await signIn(page, 'demo@demo.test', { language: 'fr', password: DEMO_PASSWORD });
  await page.goto('about:blank');
  // None of the app's code runs: what is asked for, the page's own HTML asked for.
  await page.route('**/assets/*.js', (route) => route.abort());
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/backend/') || request.resourceType() === 'image')
      asked.push(pathname);
  });
  await page.goto('/member/search');
  const pictures = page.locator('link[rel="preload"][as="image"]');
  await expect(pictures.first()).toBeAttached();
  const hrefs = await pictures.evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.length).toBeLessThanOrEqual(4);
  await expect.poll(() => asked.filter((path) => hrefs.includes(path)).length).toBe(hrefs.length);
  expect(asked.slice(0, 2)).toEqual(['/backend/account', '/backend/members']);
  // The page shows its frame meanwhile, and nothing of the search: that is the app's to draw.
  await expect(page.locator('[data-slot="member-card"]')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, locale: 'fr-CA' });

  test('the search’s first pictures paint before the menu, the socket and the footer are asked for', async ({
    page,
  }) => {
    const seen = problems(page);
    await signIn(page, 'demo@demo.test', { language: 'fr', password: DEMO_PASSWORD });
    await page.goto('about:blank');
    // Each largest paint the browser reports, and whether it was a picture.
    await page.addInitScript(() => {
      const paints: { at: number; picture: boolean }[] = [];
      Object.assign(window, { paints });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
          paints.push({ at: entry.startTime, picture: entry.element?.tagName === 'IMG' });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/member/search');
    await expect(page.locator('[data-slot="member-card"] img').first()).toBeVisible();
    // The menu comes after the pictures, but it comes.
    await expect(page.locator('[data-slot="top-menu-trigger"]')).toBeVisible();
    await expect(page.locator('[data-slot="daily-quote"]')).toBeVisible();

    const { paints, started } = await page.evaluate(() => ({
      paints: (window as unknown as { paints: { at: number; picture: boolean }[] }).paints,
      started: performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: new URL(entry.name).pathname, at: entry.startTime })),
    }));
    const picture = paints.find((paint) => paint.picture);
    expect(picture, JSON.stringify(paints)).toBeDefined();
    // What waits for the first pictures: the menu's and the socket's code, the footer's quote, the
    // unseen count, the questionnaire and the countries.
    const waiting = [
      /\/assets\/signed-in-chrome-[^/]+\.js$/,
      /\/assets\/realtime-[^/]+\.js$/,
      /^\/backend\/api\/content\/daily-quote$/,
      /^\/backend\/conversations\/unseen$/,
      /^\/backend\/questions$/,
      /^\/backend\/api\/content\/countries$/,
    ];
    for (const pattern of waiting) {
      const first = started.find((entry) => pattern.test(entry.name));
      expect(first, `${String(pattern)} was asked for`).toBeDefined();
      expect(first?.at, `${String(pattern)} after the pictures`).toBeGreaterThan(picture?.at ?? 0);
    }
    expect(seen.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
  });
});
