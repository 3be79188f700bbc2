/**
 * Nothing moves while a page loads (issue 12: CLS ≤ 0.02), read from Chromium's own layout-shift
 * records on a phone: the prerendered sign-in page as the app takes it over, and a member's search as
 * its frame, spinner, placeholders and first page of cards come in turn. What Lighthouse found and
 * this guards: the footer left on screen by the spinner, the placeholders pushed below the first page
 * of cards, the quote of the day growing under a short page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/journey';
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
