import { expect, test } from '@playwright/test';
import { urls } from '../playwright.config';

test('the first page speaks French by default and switches to English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des rencontres authentiques');

  await page.getByRole('link', { name: 'Lire cette page en anglais' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentic dating');
  await expect(page.getByRole('link', { name: 'Read this page in French' })).toBeVisible();
});

test('the API answers and serves its reference at /docs', async ({ page, request }) => {
  const up = await request.get(`${urls.api}/up`);
  expect(await up.json()).toEqual({ status: 'ok' });
  const missing = await request.get(`${urls.api}/no-such-path`);
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ message: 'Page introuvable.' });
  const english = await request.get(`${urls.api}/no-such-path`, {
    headers: { 'Accept-Language': 'en' },
  });
  expect(await english.json()).toEqual({ message: 'Page not found' });

  await page.goto(`${urls.api}/docs`);
  await expect(page).toHaveTitle(/Dating and matchmaking membership API/);
  await expect(
    page.getByText('POST /api/app/login').or(page.getByText('/api/app/login')).first(),
  ).toBeVisible();
});
