import { expect, test } from '@playwright/test';
import {
  acceptTerms,
  callApi,
  fastForward,
  fillIdentity,
  newPerson,
  register,
  shot,
} from './support/journey';
import { texts } from './support/texts';

const t = texts.fr;
test.use({ locale: 'fr-CA' });
test.describe.configure({ timeout: 120_000 });

test('an identity warning offers a retry with the attempts left, then the manual verification', async ({
  page,
}, testInfo) => {
  // The test identity provider answers 803 (a warning) for the last name Test803.
  const person = newPerson('identity-warning', 'Test803');
  await register(page, t, person, testInfo);
  await acceptTerms(page, t, testInfo);
  await fastForward(page, 'authentication');
  await fillIdentity(page, t, person);
  const next = page.locator('[data-slot=onboarding-step-next]');
  await next.click();

  const warning = page.getByRole('dialog', { name: t.warningTitle });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Il vous reste 2 tentatives.');
  await shot(page, testInfo, 'identity-warning');
  await warning.getByRole('button', { name: t.retry }).click();
  await expect(warning).toBeHidden();

  await next.click();
  await expect(warning).toContainText('Il vous reste 1 tentative.');
  await warning.getByRole('button', { name: t.manual }).click();

  await expect(page.getByRole('heading', { level: 1, name: t.manual })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel(t.phone).fill('514 555-1234');
  await page.getByLabel(t.availability).fill('En semaine, de 9 h à 17 h');
  await shot(page, testInfo, 'identity-manual');
  await next.click();
  await expect(page).toHaveURL(/\/onboarding\/step\/pictures-video/);
  await shot(page, testInfo, 'after-manual');
});

test('skipping the identity check asks for the manual verification, and the account is pending', async ({
  page,
}, testInfo) => {
  const person = newPerson('identity-skip', 'Tremblay');
  await register(page, t, person, testInfo);
  await acceptTerms(page, t, testInfo);
  await fastForward(page, 'authentication');
  const next = page.locator('[data-slot=onboarding-step-next]');
  await page.getByRole('button', { name: 'Demander une vérification manuelle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.manual })).toBeVisible();
  await page.getByLabel(t.phone).fill('514 555-1234');
  await page.getByLabel(t.availability).fill('Le soir, après 18 h');
  await next.click();
  await expect(page).toHaveURL(/\/onboarding\/step\/pictures-video/);
  // Spec 01, section 4: after a skip an administrator verifies; until then the identity is pending.
  const account = (await callApi(page, 'GET', '/account')) as {
    data: { authentication_flag: string | null; phone: string | null };
  };
  expect(account.data.authentication_flag).toBe('warning');
  expect(account.data.phone).not.toBeNull();
  await shot(page, testInfo, 'after-skip');
});

test('a blocked identity check goes to /blocked, where only logout remains', async ({
  page,
}, testInfo) => {
  // 600 from the test provider: fraud suspected, the account is blocked.
  const person = newPerson('identity-blocked', 'Test600');
  await register(page, t, person, testInfo);
  await acceptTerms(page, t, testInfo);
  await fastForward(page, 'authentication');
  await fillIdentity(page, t, person);
  await page.locator('[data-slot=onboarding-step-next]').click();

  await expect(page).toHaveURL(/\/blocked$/);
  await expect(page.getByRole('heading', { name: t.blocked })).toBeVisible();
  await shot(page, testInfo, 'blocked');

  // The wizard and the member area send a blocked user back here.
  await page.goto('/onboarding/step/authentication');
  await expect(page).toHaveURL(/\/blocked$/);
  await page.goto('/member/search');
  await expect(page).toHaveURL(/\/blocked$/);
  // Nor the welcome pages' sign-up (spec 01 section 6: only /blocked and logout).
  await page.goto('/onboarding/home');
  await expect(page).toHaveURL(/\/blocked$/);

  await page.getByRole('main').getByRole('button', { name: t.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an identity error shows the server’s message, then the manual verification follows', async ({
  page,
}, testInfo) => {
  // 800: the check failed; an administrator verifies manually.
  const person = newPerson('identity-error', 'Test800');
  await register(page, t, person, testInfo);
  await acceptTerms(page, t, testInfo);
  await fastForward(page, 'authentication');
  await fillIdentity(page, t, person);
  await page.locator('[data-slot=onboarding-step-next]').click();

  const error = page.getByRole('dialog', { name: 'Vérification impossible' });
  await expect(error).toContainText('Nous n’avons pas pu vérifier votre identité.');
  await shot(page, testInfo, 'identity-error');
  await error.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: t.manual })).toBeVisible();
});

test('the same name and birth date as another account shows the same-user modal', async ({
  page,
  browser,
}, testInfo) => {
  const person = newPerson('identity-twin');
  // Someone else already holds this identity.
  const other = await browser.newContext({ locale: 'fr-CA' });
  const otherPage = await other.newPage();
  await register(otherPage, t, { ...person, email: `other-${person.email}` }, testInfo);
  const birthday = `${String(person.birthday.year)}-${String(person.birthday.month).padStart(2, '0')}-${String(person.birthday.day).padStart(2, '0')}`;
  await callApi(otherPage, 'POST', '/onboarding/authenticate', {
    first_name: person.firstName,
    last_name: person.lastName,
    birthday,
    address_1: '1 rue Principale',
    city: 'Québec',
    state: 'QC',
    country: 'ca',
    postal_code: 'G1R 4P5',
    accept: true,
  });
  await other.close();

  await register(page, t, person, testInfo);
  await acceptTerms(page, t, testInfo);
  await fastForward(page, 'authentication');
  await fillIdentity(page, t, person);
  await page.locator('[data-slot=onboarding-step-next]').click();

  const twin = page.getByRole('dialog', { name: 'Vous avez déjà un compte' });
  await expect(twin).toBeVisible();
  await expect(twin.getByRole('link', { name: /1 855 555-0142/ })).toHaveAttribute(
    'href',
    'tel:+18555550142',
  );
  await shot(page, testInfo, 'identity-same-user');
  await twin.getByRole('button', { name: t.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
});
