import { expect, test } from '@playwright/test';
import { urls } from '../playwright.config';

test.describe('a French browser', () => {
  test.use({ locale: 'fr-CA' });

  test('gets French, the locale query, then the footer’s language switch', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');

    // The locale query wins, and is remembered.
    await page.goto('/login?locale=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mot de passe oublié');
  });

  test('reads the locale pages in the language of their path', async ({ page }) => {
    await page.goto('/en/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click();
    await expect(page).toHaveURL(/\/en\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('gets English', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/onboarding\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome!');
  });
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
