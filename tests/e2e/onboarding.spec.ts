import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  acceptTerms,
  currentStep,
  fillIdentity,
  goNext,
  newPerson,
  register,
  shot,
  uploadPicture,
  walkSteps,
} from './support/journey';
import { texts, type Language, type Texts } from './support/texts';

test.describe.configure({ timeout: 240_000 });

async function identity(page: Page, t: Texts, testInfo: TestInfo, person = newPerson('id')) {
  await fillIdentity(page, t, person);
  await shot(page, testInfo, 'step-authentication-filled');
  await page.locator('[data-slot=onboarding-step-next]').click();
  const dialog = page.getByRole('dialog', { name: t.identitySuccess });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, 'identity-success');
  await dialog.getByRole('button', { name: t.continue }).click();
  await expect(page).toHaveURL(/\/onboarding\/step\/pictures-video/);
}

async function pictures(page: Page, t: Texts, testInfo: TestInfo) {
  await walkSteps(page, t, testInfo, 'sample-picture');
  const next = page.locator('[data-slot=onboarding-step-next]');
  await expect(next).toBeDisabled();
  await uploadPicture(page, t, '[data-slot=onboarding-step-content]', [190, 90, 120]);
  await expect(page.getByTestId('sample-picture')).toBeVisible();
  await shot(page, testInfo, 'step-sample-picture-uploaded');
  await goNext(page);

  expect(await currentStep(page)).toBe('pictures');
  await shot(page, testInfo, 'step-pictures');
  await expect(next).toBeDisabled();
  for (const colour of [
    [120, 160, 200],
    [200, 170, 90],
  ] as [number, number, number][]) {
    await page.getByRole('button', { name: t.addPicture }).first().click();
    await uploadPicture(page, t, '[role=dialog]', colour);
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await expect(page.locator('[data-slot=onboarding-step-content] img')).toHaveCount(2);
  await shot(page, testInfo, 'step-pictures-uploaded');
  await goNext(page);
  expect(await currentStep(page)).toBe('payment');
}

for (const language of ['fr', 'en'] as Language[]) {
  const t = texts[language];

  test.describe(`a new member, in ${language === 'fr' ? 'French' : 'English'}`, () => {
    test.use({ locale: language === 'fr' ? 'fr-CA' : 'en-CA' });

    test('goes from /onboarding/home through every step to /onboarding/success', async ({
      page,
    }, testInfo) => {
      const person = newPerson(`onboarding-${language}`);
      await register(page, t, person, testInfo);
      await acceptTerms(page, t, testInfo);
      await walkSteps(page, t, testInfo, 'authentication');
      await identity(page, t, testInfo, person);
      await pictures(page, t, testInfo);
      await shot(page, testInfo, 'step-payment');

      if (language === 'fr') {
        // Card payment, with a promo code and a new card.
        await page.getByRole('button', { name: t.choosePackage }).first().click();
        const modal = page.getByRole('dialog');
        await modal.getByRole('radio', { name: 'Visa' }).click();
        await modal.getByLabel(t.cardNumber).fill('4242 4242 4242 4242');
        await modal.getByRole('combobox', { name: t.expiryMonth }).selectOption({ label: '12' });
        await modal
          .getByRole('combobox', { name: t.expiryYear })
          .selectOption({ label: String(new Date().getFullYear() + 2) });
        await modal.getByLabel(t.cvv).fill('123');
        await modal.getByRole('button', { name: t.addCard }).click();
        await modal.getByLabel(t.promoCode).fill('BIENVENUE20');
        await modal.getByRole('button', { name: t.apply }).click();
        await expect(modal.getByText('BIENVENUE20').first()).toBeVisible();
        await shot(page, testInfo, 'payment-modal');
        await modal.getByRole('button', { name: t.pay }).click();
      } else {
        await page.getByRole('button', { name: t.trial }).click();
      }

      await expect(page).toHaveURL(/\/onboarding\/success/);
      await expect(page.getByRole('heading', { level: 1, name: t.success })).toBeVisible();
      await shot(page, testInfo, 'onboarding-success');
      await page.getByRole('link', { name: t.discover }).click();
      await expect(page).toHaveURL(/\/member\/search/);
      await expect(page.locator('[data-slot=member-layout]')).toBeVisible();
    });
  });
}
