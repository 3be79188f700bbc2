import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  callApi,
  closeFirstSearchModal,
  contextOptions,
  openSetting,
  RUNS,
  shot,
  signIn,
} from './support/journey';

/** The texts these journeys look for, per language. */
const texts = {
  fr: {
    onboardingDone: 'C’est parti !',
    settings: 'Paramètres',
    addressLink: 'Mon adresse',
    addressTitle: 'Mon adresse',
    address: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    saveAddress: 'Enregistrer l’adresse',
    addressSaved: 'Votre adresse est enregistrée.',
    visibilityLink: 'Visibilité du profil',
    publicProfile: 'Profil public',
    dailyQuoteLink: 'Proposer une citation du jour',
    dailyQuoteTitle: 'Proposer une citation du jour',
    privateWarning:
      'Votre profil est privé. Seuls les membres dont le profil est public peuvent proposer une citation.',
    changeVisibility: 'Modifier la visibilité de mon profil',
    privateReason: 'Rendez votre profil public pour proposer une citation.',
    quote: 'Votre citation',
    author: 'Nom de l’auteur',
    accept: /J’accepte que ma citation soit publiée/,
    submitQuote: 'Proposer ma citation',
    quoteSent: 'Merci ! Votre citation sera relue par notre équipe.',
    profileLink: 'Présentation et réponses',
    profileTitle: 'Mon profil',
    longGroup: 'Pour aller plus loin',
    save: 'Enregistrer',
    profileSaved: 'Votre profil est enregistré.',
    preview: 'Voir mon profil',
    picturesLink: 'Mes photos',
    picturesTitle: 'Mes photos',
    validation: /Chaque nouvelle photo est vérifiée par notre équipe/,
    movePicture: (position: number) => `Déplacer la photo ${String(position)}`,
    deletePicture: (position: number) => `Supprimer la photo ${String(position)}`,
    deletePictureTitle: 'Supprimer cette photo ?',
    sampleLink: 'Ma photo témoin',
    sampleTitle: 'Ma photo témoin',
  },
  en: {
    onboardingDone: 'Let’s go!',
    settings: 'Settings',
    addressLink: 'My address',
    addressTitle: 'My address',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal code',
    saveAddress: 'Save the address',
    addressSaved: 'Your address is saved.',
    visibilityLink: 'Profile visibility',
    publicProfile: 'Public profile',
    dailyQuoteLink: 'Suggest a quote of the day',
    dailyQuoteTitle: 'Suggest a quote of the day',
    privateWarning:
      'Your profile is private. Only members with a public profile can submit a quote.',
    changeVisibility: 'Change my profile visibility',
    privateReason: 'Make your profile public to submit a quote.',
    quote: 'Your quote',
    author: 'Author’s name',
    accept: /I agree that my quote may be published/,
    submitQuote: 'Submit my quote',
    quoteSent: 'Thank you! Our team will read your quote.',
    profileLink: 'Introduction and answers',
    profileTitle: 'My profile',
    longGroup: 'Going further',
    save: 'Save',
    profileSaved: 'Your profile is saved.',
    preview: 'Preview my profile',
    picturesLink: 'My photos',
    picturesTitle: 'My photos',
    validation: /Our team checks every new picture/,
    movePicture: (position: number) => `Move picture ${String(position)}`,
    deletePicture: (position: number) => `Delete picture ${String(position)}`,
    deletePictureTitle: 'Delete this picture?',
    sampleLink: 'My sample photo',
    sampleTitle: 'My sample photo',
  },
} as const;
type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

/** Copies of the demo member that only these journeys use (apps/api/src/seed/settings-profile.ts). */
const ACCOUNTS: Record<Language, string> = {
  fr: 'settings-profile-1@demo.test',
  en: 'settings-profile-2@demo.test',
};

/** Where the journeys start from, whatever an earlier run left: Montréal, public, no saved search. */
const MONTREAL = {
  address_1: '1234 rue Saint-Denis',
  address_2: null,
  city: 'Montréal',
  state: 'QC',
  country: 'ca',
  postal_code: 'H2X 3K7',
};

/** A toast's visible message. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast-message]', { hasText: text });

/** The distance each member card of the search's first page shows, by member id. */
async function searchDistances(page: Page, t: Texts): Promise<Map<string, string>> {
  await page.goto('/member/search');
  await closeFirstSearchModal(page, t.onboardingDone);
  const cards = page.locator('[data-slot=member-card][data-member-id]');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[data-slot=member-grid]')).not.toHaveAttribute('aria-busy');
  const distances = new Map<string, string>();
  for (const card of await cards.all()) {
    const id = await card.getAttribute('data-member-id');
    const label = card.locator('[data-slot=distance-label]');
    if (id !== null && (await label.count()) > 0) distances.set(id, await label.innerText());
  }
  return distances;
}

for (const [language, width] of RUNS) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    // Several saves on a busy machine: generous, never a speed test.
    test.describe.configure({ timeout: 300_000 });
    test.use(contextOptions(language, width));

    test('a member moves to Québec and the search shows new distances', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, ACCOUNTS[language], { language, redirect: '/member/settings' });
      await callApi(page, 'PATCH', '/account/address', MONTREAL);
      // A sort that does not depend on the place, so the same members stay on the first page.
      await callApi(page, 'PATCH', '/account/settings/search', { filters: {}, sort: 'connection' });
      const before = await searchDistances(page, t);
      expect(before.size).toBeGreaterThan(0);
      await shot(page, testInfo, 'search-from-montreal');

      await openSetting(page, t.settings, {
        link: t.addressLink,
        title: t.addressTitle,
        path: /\/member\/settings\/address$/,
      });
      await expect(page.getByLabel(t.city, { exact: true })).toHaveValue('Montréal');
      await expectNoAxeViolations(page, 'the address settings');
      await page.getByLabel(t.address, { exact: true }).fill('2 rue des Jardins');
      await page.keyboard.press('Escape');
      await page.getByLabel(t.city, { exact: true }).fill('Québec');
      await page.getByLabel(t.postalCode).fill('G1R 4S9');
      await shot(page, testInfo, 'address');
      await page.getByRole('button', { name: t.saveAddress }).click();
      await expect(toast(page, t.addressSaved)).toBeVisible();

      const after = await searchDistances(page, t);
      await shot(page, testInfo, 'search-from-quebec');
      const moved = [...before].filter(
        ([id, distance]) => after.has(id) && after.get(id) !== distance,
      );
      expect(moved.length, 'members whose distance changed').toBeGreaterThan(0);
    });

    test('a private profile cannot propose a daily quote; public again, the quote is sent', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, ACCOUNTS[language], { language, redirect: '/member/settings' });
      await callApi(page, 'PATCH', '/account/member/visibility', { visibility: 'public' });

      // Private.
      await openSetting(page, t.settings, {
        link: t.visibilityLink,
        path: /\/member\/settings\/visibility$/,
      });
      const visibility = page.getByRole('switch', { name: t.publicProfile });
      await expect(visibility).toBeChecked();
      await visibility.click();
      await expect(visibility).not.toBeChecked();
      await expect(visibility).toBeEnabled();

      // The form refuses: the warning with its link, and the button holds back.
      await openSetting(page, t.settings, {
        link: t.dailyQuoteLink,
        title: t.dailyQuoteTitle,
        path: /\/member\/settings\/daily-quote$/,
      });
      await expect(page.getByText(t.privateWarning)).toBeVisible();
      await page.getByLabel(t.quote).fill('Le bonheur est un chemin, pas une destination.');
      await page.getByLabel(t.author).fill('Anonyme inspiré');
      await page.getByRole('checkbox', { name: t.accept }).check();
      const submit = page.getByRole('button', { name: t.submitQuote });
      await expect(submit).toHaveAttribute('aria-disabled', 'true');
      await expect(submit).toHaveAccessibleDescription(t.privateReason);
      // The reason in a tooltip on keyboard focus (its code loads for a private profile only), from
      // the top of the page: the Tab that reaches the button scrolls to it, and the tooltip stays
      // (Radix alone would close it on that scroll: radix-ui/primitives#1944, ui/tooltip).
      const accept = page.getByRole('checkbox', { name: t.accept });
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await accept.focus();
      await page.keyboard.press('Tab');
      await expect(submit).toBeFocused();
      await expect(page.getByRole('tooltip')).toHaveText(t.privateReason);
      await shot(page, testInfo, 'daily-quote-private');
      await expectNoAxeViolations(page, 'the daily quote form of a private profile');

      // Public again, through the warning's link.
      await page.getByRole('link', { name: t.changeVisibility }).click();
      await expect(page).toHaveURL(/\/member\/settings\/visibility$/);
      const again = page.getByRole('switch', { name: t.publicProfile });
      await expect(again).not.toBeChecked();
      await again.click();
      await expect(again).toBeChecked();
      await expect(again).toBeEnabled();

      await openSetting(page, t.settings, {
        link: t.dailyQuoteLink,
        title: t.dailyQuoteTitle,
        path: /\/member\/settings\/daily-quote$/,
      });
      await expect(page.getByText(t.privateWarning)).toBeHidden();
      await page.getByLabel(t.quote).fill('Le bonheur est un chemin, pas une destination.');
      await page.getByLabel(t.author).fill('Anonyme inspiré');
      await page.getByRole('checkbox', { name: t.accept }).check();
      await expectNoAxeViolations(page, 'the daily quote form');
      const sent = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && /\/member\/daily-quotes$/.test(response.url()),
      );
      await page.getByRole('button', { name: t.submitQuote }).click();
      expect((await sent).status()).toBe(204);
      await expect(toast(page, t.quoteSent)).toBeVisible();
      await shot(page, testInfo, 'daily-quote-sent');
    });

    test('a member edits a profile answer and sees it on the profile preview', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, ACCOUNTS[language], { language, redirect: '/member/settings' });
      await openSetting(page, t.settings, {
        link: t.profileLink,
        title: t.profileTitle,
        path: /\/member\/settings\/profile$/,
      });
      const long = page.getByRole('region', { name: t.longGroup });
      const answer = long.locator('textarea:not([disabled])').first();
      await expect(answer).toBeVisible();
      await expectNoAxeViolations(page, 'the profile settings');
      const text = `Prendre le temps de se connaître, sans se presser (${String(Date.now())}).`;
      await answer.fill(text);
      await long.getByRole('button', { name: t.save }).click();
      await expect(toast(page, t.profileSaved)).toBeVisible();
      await shot(page, testInfo, 'profile-settings');

      await page.goto('/member/settings');
      await page.getByRole('link', { name: t.preview }).click();
      await expect(page).toHaveURL(/\/member\/profile\/\d+$/);
      await expect(page.getByText(text)).toBeVisible();
      await shot(page, testInfo, 'profile-preview');
    });

    test('the pictures page shows the validation notice; the sample picture page its picture', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, ACCOUNTS[language], { language, redirect: '/member/settings' });
      await openSetting(page, t.settings, {
        link: t.picturesLink,
        title: t.picturesTitle,
        path: /\/member\/settings\/pictures$/,
      });
      await expect(page.locator('[data-slot=picture-gallery-validation]')).toHaveText(t.validation);
      await expect(page.locator('[data-slot=picture-gallery-list] img').first()).toBeVisible();
      await shot(page, testInfo, 'pictures');
      await expectNoAxeViolations(page, 'the pictures settings');

      // The album's reordering and its deletion's confirmation load after the page: the drag
      // handles come to work, and the confirmation opens on a click and closes as it was (the
      // uploader's dialog, also loaded on its first opening, is in the onboarding journey: this
      // album is full).
      await expect(page.getByRole('button', { name: t.movePicture(1) })).toBeEnabled();
      const items = page.locator('[data-slot=picture-gallery-item]');
      const count = await items.count();
      expect(count).toBeGreaterThan(1);
      const remove = page.getByRole('button', { name: t.deletePicture(2) });
      await remove.click();
      const confirm = page.getByRole('alertdialog', { name: t.deletePictureTitle });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, 'the deletion confirmation');
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(remove).toBeFocused();
      await expect(items).toHaveCount(count);

      await openSetting(page, t.settings, {
        link: t.sampleLink,
        title: t.sampleTitle,
        path: /\/member\/settings\/sample-pictures$/,
      });
      await expect(page.getByTestId('sample-picture')).toBeVisible();
      await shot(page, testInfo, 'sample-picture');
      await expectNoAxeViolations(page, 'the sample picture settings');
    });
  });
}
