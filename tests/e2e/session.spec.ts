import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiLogFile } from '../playwright.config';
import { closeFirstSearchModal, shot } from './support/journey';
import { texts } from './support/texts';

const t = texts.fr;
test.use({ locale: 'fr-CA' });

/** The reset link of the last reset mail sent to `email`, read from the API's printed outbox. */
function resetLink(email: string): string | undefined {
  const log = readFileSync(apiLogFile, 'utf8');
  const encoded = encodeURIComponent(email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const links = log.match(
    new RegExp(`https?://\\S+/reset-password/[\\w-]+\\?email=${encoded}`, 'g'),
  );
  return links?.at(-1);
}

test('a guest sent to /login comes back to the page they asked for after signing in', async ({
  page,
}, testInfo) => {
  await page.goto('/member/search?from=e2e');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fsearch%3Ffrom%3De2e$/);
  await expect(page.getByTestId('app-version')).toHaveText('Version 1.7.0');
  await shot(page, testInfo, 'login-with-redirect');

  await page.getByLabel(t.email).fill('demo@demo.test');
  await page.getByLabel(t.password, { exact: true }).fill('pas le bon');
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page.getByTestId('login-failure')).toBeVisible();
  await shot(page, testInfo, 'login-failure');

  await page.getByLabel(t.password, { exact: true }).fill('Demo2026!');
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/member\/search\?from=e2e$/);
  await expect(page.locator('[data-slot=member-layout]')).toBeVisible();
  // A signed-in user does not see /login again.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/member\/search$/);
});

test('a password is reset through the link of the mail, then the user is signed in', async ({
  page,
}, testInfo) => {
  const email = 'membre299@demo.test';
  await page.goto(`/forgot-password?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel(t.email)).toHaveValue(email);
  const before = resetLink(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();
  await shot(page, testInfo, 'forgot-password-sent');

  await expect.poll(() => resetLink(email)).not.toBe(before);
  const link = resetLink(email);
  if (!link) throw new Error('No reset link in the outbox');
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByLabel(t.email)).toHaveValue(email);
  const password = `Nouveau${String(Date.now()).slice(-6)}!a`;
  await page.getByLabel('Nouveau mot de passe').fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(password);
  await shot(page, testInfo, 'reset-password');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();

  // Signed in, on the search: a seeded member's first visit there opens its welcome modal over it.
  await expect(page).toHaveURL(/\/member\/search$/);
  await closeFirstSearchModal(page, 'C’est parti !');
  await expect(page.getByRole('banner')).toBeVisible();
  await shot(page, testInfo, 'after-reset');

  // The new password works (signed out from the favourites: the search may open its first-visit
  // modal over the page).
  await page.goto('/member/favorites');
  await page.getByRole('contentinfo').getByRole('button', { name: t.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a 401 during a session logs out and returns to /login with the redirect, then signs in again', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/login');
  await page.getByLabel(t.email).fill('demo@demo.test');
  await page.getByLabel(t.password, { exact: true }).fill('Demo2026!');
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/member\/search$/);

  // The session ends on the server's side (expired, signed out elsewhere).
  await context.clearCookies();
  // Switching the language tells the server (PATCH account/language), which answers 401.
  await page.getByRole('contentinfo').getByRole('button', { name: 'English' }).click();

  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fsearch$/);
  await expect(page.getByRole('banner')).toBeHidden();
  await shot(page, testInfo, 'logged-out-after-401');

  // Signing in again works without a reload: a new session, not the old one's CSRF token (419).
  // In French or in English: the switch was under way when the 401 came.
  const either = (fr: string, en: string) => new RegExp(`^(${fr}|${en})$`);
  await page.getByLabel(either(t.email, texts.en.email)).fill('demo@demo.test');
  await page.getByLabel(either(t.password, texts.en.password)).fill('Demo2026!');
  await page.getByRole('button', { name: either(t.signIn, texts.en.signIn) }).click();
  await expect(page).toHaveURL(/\/member\/search$/);
});
