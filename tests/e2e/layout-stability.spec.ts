/**
 * Nothing moves while a page loads (issue 12: CLS ≤ 0.02), read from Chromium's own layout-shift
 * records on a phone: the prerendered sign-in page as the app takes it over, and a member's search as
 * its frame, spinner, placeholders and first page of cards come in turn. What Lighthouse found and
 * this guards: the footer left on screen by the spinner, the placeholders pushed below the first page
 * of cards, the quote of the day growing under a short page, and a visitor's prerendered page shown to
 * a signed-in user then drawn again for them with the menu above it.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { newPerson, register, signIn } from './support/journey';
import { texts } from './support/texts';

declare global {
  interface Window {
    layoutShifts?: number[];
  }
}

/** From the next page on, every layout shift not caused by the user is kept. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    window.layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Holds the API's answers to the paths `matches` accepts until the returned `release` is called, so a
 * page's loading state is on screen, whatever the machine's speed, before what replaces it comes.
 */
async function holdAnswers(page: Page, matches: (path: string) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/backend/') && matches(url.pathname.slice('/backend'.length)),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const cumulativeShift = (page: Page) =>
  page.evaluate(() => (window.layoutShifts ?? []).reduce((sum, value) => sum + value, 0));

test.use({ viewport: { width: 412, height: 823 }, locale: 'en-CA' });

test('the sign-in page moves nothing as the app takes it over', async ({ page }) => {
  await recordShifts(page);
  await page.goto('/login');
  // Editable once the app has the page (read-only before).
  await expect(page.getByLabel(texts.en.email)).toBeEditable();
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'the sign-in page, taken over by the app');
});

test('a member’s search moves nothing while it loads', async ({ page }) => {
  await signIn(page, 'demo@demo.test', { language: 'en', redirect: '/member/search' });
  await recordShifts(page);
  await page.goto('/member/search');
  await expect(page.locator('[data-slot=member-card][data-member-id]').first()).toBeVisible();
  await expect(page.locator('[data-slot=member-grid]')).not.toHaveAttribute('aria-busy');
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'the search on a phone');
});

test('a page that is not prerendered paints the signed-in frame before the app runs', async ({
  browser,
  page,
}) => {
  await signIn(page, 'demo@demo.test', { language: 'en', redirect: '/member/search' });
  // The same session in a browser that runs no script: index.html's own frame.
  const still = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
    storageState: await page.context().storageState(),
  });
  const before = await still.newPage();
  await before.goto('/member/search');
  await expect(before.locator('[data-slot=top-menu-skeleton]')).toBeVisible();
  await expect(before.getByRole('link', { name: 'Rencontres' })).toBeVisible();
  await still.close();
});

test('a visitor’s page that is not prerendered shows no menu, and moves nothing', async ({
  page,
}) => {
  await recordShifts(page);
  await page.goto('/reset-password/not-a-token?email=someone%40example.com');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-slot=top-menu-skeleton]')).toHaveCount(0);
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
});

test('a new user’s welcome page moves nothing as the app draws it for them', async ({
  page,
}, testInfo) => {
  // Signed in as a new user who has not finished the wizard: the prerendered page is a visitor's.
  await register(page, texts.en, newPerson('stable-home'), testInfo);
  await recordShifts(page);
  await page.goto('/onboarding/home');
  await expect(page.getByRole('link', { name: texts.en.resumeRegistration })).toBeVisible();
  await expect(page.locator('[data-slot=top-menu-skeleton]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: texts.en.createAccount })).toHaveCount(0);
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'the welcome page, signed in as a new user');
});

test('a member’s prerendered page keeps the menu’s place and their page, with no spinner between', async ({
  page,
}) => {
  await signIn(page, 'demo@demo.test', { language: 'en', redirect: '/member/search' });
  // Where the heading is at the first frame that shows it, and whether a spinner ever came in.
  await page.addInitScript(() => {
    const seen = { firstHeadingTop: -1, spinner: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      if (document.querySelector('main [data-slot=spinner]')) seen.spinner = true;
    }).observe(document, { childList: true, subtree: true });
    const frame = () => {
      const heading = document.querySelector('h1');
      if (heading) seen.firstHeadingTop = heading.getBoundingClientRect().top;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await recordShifts(page);
  await page.goto('/en/privacy-policy');
  await expect(page.locator('[data-slot=top-menu-skeleton]')).toHaveCount(0);
  await expect(page.locator('footer[data-signed-in=true]')).toBeAttached();
  const heading = page.getByRole('heading', { level: 1 });
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { firstHeadingTop: number; spinner: boolean } }).seen,
  );
  expect(seen.spinner).toBe(false);
  expect(seen.firstHeadingTop).toBeCloseTo((await heading.boundingBox())?.y ?? -1, 0);
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'the privacy policy, signed in as a member');
});

test('the terms, whose text the page asks for, move nothing as it arrives', async ({ page }) => {
  await recordShifts(page);
  await page.goto('/en/terms');
  await expect(page.getByRole('heading', { level: 1, name: texts.en.terms })).toBeVisible();
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'the terms, as a visitor');
});

test('the sign-up form moves nothing as it comes in place of its spinner', async ({ page }) => {
  const release = await holdAnswers(page, (path) => path === '/api/content/countries');
  await recordShifts(page);
  await page.goto('/onboarding/register');
  await expect(page.getByRole('status')).toBeVisible();
  release();
  await expect(page.getByLabel(texts.en.email)).toBeVisible();
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'the sign-up form');
});

test('an expired share link’s page moves nothing as it comes in place of the spinner', async ({
  page,
}) => {
  const release = await holdAnswers(page, (path) => path.startsWith('/share/member/'));
  await recordShifts(page);
  await page.goto('/share/member/999999999');
  await expect(page.getByRole('status')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'an expired share link');
});

test('a member’s sample picture takes its placeholder’s place', async ({ page }) => {
  await signIn(page, 'demo@demo.test', { language: 'en', redirect: '/member/search' });
  const release = await holdAnswers(page, (path) => path === '/account/member/sample-picture');
  await recordShifts(page);
  await page.goto('/member/settings/sample-pictures');
  await expect(page.locator('#main [data-slot=skeleton]')).toBeVisible();
  release();
  await expect(page.getByTestId('sample-picture')).toBeVisible();
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'the sample picture’s settings');
});

test('a new user’s terms move nothing as they come in place of the page’s spinner', async ({
  page,
}, testInfo) => {
  // The terms page is not prerendered: its frame's spinner, then the short page and its footer.
  await register(page, texts.en, newPerson('stable-terms'), testInfo);
  await recordShifts(page);
  await page.goto('/onboarding/terms');
  await expect(page.getByRole('button', { name: texts.en.accept })).toBeVisible();
  await expect(page.locator('footer[data-signed-in=true]')).toBeVisible();
  expect(await cumulativeShift(page)).toBeLessThanOrEqual(0.02);
  await expectNoAxeViolations(page, 'the terms step, signed in as a new user');
});

test('the saved cards page moves nothing as the cards come', async ({ page }) => {
  // A card, a list or an empty state: the placeholder cannot know which. The buttons under it (the
  // first says "add" or "replace") come with the cards.
  await signIn(page, 'demo@demo.test', { language: 'en', redirect: '/member/search' });
  const release = await holdAnswers(page, (path) => path === '/payment-sources');
  await recordShifts(page);
  await page.goto('/member/settings/payment-source');
  await expect(page.locator('#main [data-slot=skeleton]')).toBeVisible();
  release();
  await expect(page.getByRole('link', { name: 'My subscription' })).toBeVisible();
  expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);
  await expectNoAxeViolations(page, 'the saved cards');
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 823 } });

  test('the rewards page moves no section as the claim’s part comes between them', async ({
    page,
  }) => {
    // The claim's part, under the balance, is a form or a pending claim's notice: only the answer
    // for the pending claim says which. Held until everything else is in, it comes last.
    await signIn(page, 'ambassadeur@demo.test', { language: 'en', redirect: '/ambassador' });
    const release = await holdAnswers(
      page,
      (path) => path === '/account/ambassador/balance-claims',
    );
    const others = ['/account/ambassador/referrals', '/account/ambassador/balance'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === `/backend${path}`),
    );
    await recordShifts(page);
    await page.goto('/ambassador/rewards');
    await Promise.all(others);
    await expect(page.getByTestId('rewards-balance')).toHaveAttribute('data-state', 'ready');
    await page.evaluate(() => (window.layoutShifts ?? []).splice(0));
    release();
    await expect(page.locator('[data-slot=balance-claim-form]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Referrals' })).toBeVisible();
    await expect(page.locator('#main [aria-busy=true]')).toHaveCount(0);
    // Not a small shift: none. What is drawn under the claim's part comes with it.
    expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);
    await expectNoAxeViolations(page, 'the rewards page');
  });
});
