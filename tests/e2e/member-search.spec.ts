import { expect, test, type Page, type Request, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { closeFirstSearchModal, shot } from './support/journey';

/** The texts these journeys look for, per language. */
const texts = {
  fr: {
    signIn: 'Se connecter',
    search: 'Recherche',
    favorites: 'Mes favoris',
    favoritesTab: 'Favoris',
    searchTab: 'Recherche',
    learnMore: 'Comment fonctionne la recherche?',
    onboardingDone: 'C’est parti !',
    filters: 'Filtres',
    smoking: 'À l’aise avec le tabac',
    apply: 'Appliquer',
    sortValues: 'Valeurs en commun',
    sortButton: /Trier par/,
    addFavorite: 'Ajouter aux favoris',
    removeFavorite: 'Retirer des favoris',
    noFavorite: 'Aucun favori pour le moment',
    unsubscribed: 'Activez votre abonnement',
    suspended: 'Votre compte est suspendu',
    incompleteGallery: 'Votre album photo est incomplet',
    pictures: 'Gérer mes photos',
    paused: 'Votre compte est en pause',
    blossom: 'Refleurir',
    pauseSettings: 'Paramètres de pause',
    pauseBanner: /en pause/,
  },
  en: {
    signIn: 'Sign in',
    search: 'Search',
    favorites: 'My favourites',
    favoritesTab: 'Favourites',
    searchTab: 'Search',
    learnMore: 'How does search work?',
    onboardingDone: 'Let’s go!',
    filters: 'Filters',
    smoking: 'Comfortable with smoking',
    apply: 'Apply',
    sortValues: 'Values in common',
    sortButton: /Sort by/,
    addFavorite: 'Add to favourites',
    removeFavorite: 'Remove from favourites',
    noFavorite: 'No favourites yet',
    unsubscribed: 'Activate your membership',
    suspended: 'Your account is suspended',
    incompleteGallery: 'Your photo album is incomplete',
    pictures: 'Manage my photos',
    paused: 'Your account is paused',
    blossom: 'Blossom again',
    pauseSettings: 'Pause settings',
    pauseBanner: /paused/,
  },
} as const;
type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

const PASSWORD = 'Demo2026!';

/** Signs in through the form, in the page's language (`?locale=`). */
async function signIn(page: Page, t: Texts, language: Language, email: string, path = '/') {
  await page.goto(`/login?locale=${language}&redirect=${encodeURIComponent(path)}`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[type=password]').first().fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A call to the API with the page's session (its cookies and XSRF token). */
async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(
    cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
  );
  const response = await page.request.fetch(`/backend${path}`, {
    method,
    headers: { Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
    ...(body === undefined ? {} : { data: body }),
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as unknown };
}

const isSearch = (request: Request, page: number) =>
  request.method() === 'GET' &&
  /\/backend\/members\?/.test(request.url()) &&
  new URL(request.url()).searchParams.get('page') === String(page) &&
  !request.url().includes('favorite');

for (const [language, width] of [
  ['fr', 1280],
  ['en', 390],
] as const) {
  const t = texts[language];
  const mobile = width < 1024;

  test.describe(`${language}, ${String(width)} px`, () => {
    // Several sign-ins (argon2) per test: generous on a busy machine, never a speed test.
    test.describe.configure({ timeout: 300_000 });
    test.use({ viewport: { width, height: 900 }, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a member searches, filters, sorts, scrolls, and keeps favourites', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, t, language, 'demo@demo.test', '/member/search');
      // Start from no saved search, whatever an earlier run left.
      expect(
        (
          await apiCall(page, 'PATCH', '/account/settings/search', {
            filters: {},
            sort: 'proximity',
          })
        ).status,
      ).toBeLessThan(300);
      const firstPage = page.waitForRequest((request) => isSearch(request, 1));
      await page.goto('/member/search');
      await firstPage;
      await closeFirstSearchModal(page, t.onboardingDone);
      await expect(page.getByRole('heading', { level: 1, name: t.search })).toBeVisible();
      const cards = page.locator('[data-slot=member-card][data-member-id]');
      await expect(cards.first()).toBeVisible();
      await expect(page.locator('[data-slot=member-grid]')).not.toHaveAttribute('aria-busy');
      await shot(page, testInfo, 'search');
      await expectNoAxeViolations(page, 'the search page');

      // The learn-more link opens the search onboarding modal.
      await page.getByRole('button', { name: t.learnMore }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, 'the search onboarding modal');
      await page.getByRole('button', { name: t.onboardingDone }).click();
      await expect(page.getByRole('dialog')).toBeHidden();

      // A filter: page 1 again with it, and the search saved.
      await page
        .getByRole('button', { name: new RegExp(`^${t.filters}`) })
        .first()
        .click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page, 'the filter panel');
      await panel.getByRole('switch', { name: t.smoking }).click();
      const filtered = page.waitForRequest(
        (request) => isSearch(request, 1) && request.url().includes('smoking_tolerance_level'),
      );
      const savedFilter = page.waitForRequest(
        (request) =>
          request.method() === 'PATCH' &&
          request.url().endsWith('/account/settings/search') &&
          (request.postDataJSON() as { filters?: Record<string, unknown> }).filters
            ?.smoking_tolerance_level === true,
      );
      await panel.getByRole('button', { name: t.apply }).click();
      await Promise.all([filtered, savedFilter]);
      if (!mobile) {
        // Desktop shows the active filter as a removable chip.
        await expect(page.locator('[data-slot=filter-chips]')).toContainText(t.smoking);
      }

      // A sort: the values in common, descending.
      const sorted = page.waitForRequest(
        (request) => isSearch(request, 1) && request.url().includes('sort=-values'),
      );
      const savedSort = page.waitForRequest(
        (request) =>
          request.method() === 'PATCH' &&
          request.url().endsWith('/account/settings/search') &&
          (request.postDataJSON() as { sort?: string }).sort === 'values',
      );
      if (mobile) {
        await page.getByRole('button', { name: t.sortButton }).click();
        const sortPanel = page.getByRole('dialog');
        await sortPanel.getByRole('radio', { name: new RegExp(t.sortValues) }).check();
        await expectNoAxeViolations(page, 'the sort panel');
        await sortPanel.getByRole('button', { name: t.apply }).click();
      } else {
        await page.getByRole('button', { name: t.sortValues, exact: true }).click();
      }
      await Promise.all([sorted, savedSort]);
      await expect(cards.first()).toBeVisible();
      await shot(page, testInfo, 'search-filtered-sorted');

      // Scrolling to the end of the grid asks for page 2.
      const secondPage = page.waitForRequest(
        (request) => isSearch(request, 2) && request.url().includes('sort=-values'),
      );
      await page.locator('[data-slot=search-results-sentinel]').scrollIntoViewIfNeeded();
      await secondPage;

      // Coming back restores the saved search.
      const restored = page.waitForRequest(
        (request) =>
          isSearch(request, 1) &&
          request.url().includes('sort=-values') &&
          request.url().includes('smoking_tolerance_level'),
      );
      await page.reload();
      await restored;
      await closeFirstSearchModal(page, t.onboardingDone);

      // A favourite from a card shows in the favourites, and leaves them when removed there.
      const card = cards.filter({ has: page.getByRole('button', { name: t.addFavorite }) }).first();
      const memberId = await card.getAttribute('data-member-id');
      if (!memberId) throw new Error('no card to favourite');
      await card.getByRole('button', { name: t.addFavorite }).click();
      await expect(
        page
          .locator(`[data-slot=member-card][data-member-id="${memberId}"]`)
          .getByRole('button', { name: t.removeFavorite }),
      ).toBeVisible();
      await page
        .getByRole('navigation')
        .getByRole('link', { name: t.favoritesTab })
        .first()
        .click();
      await expect(page).toHaveURL(/\/member\/favorites$/);
      await expect(page.getByRole('heading', { level: 1, name: t.favorites })).toBeVisible();
      const favourite = page.locator(`[data-slot=member-card][data-member-id="${memberId}"]`);
      await expect(favourite).toBeVisible();
      await expectNoAxeViolations(page, 'the favourites');
      await shot(page, testInfo, 'favorites');
      await favourite.getByRole('button', { name: t.removeFavorite }).click();
      await expect(favourite.getByRole('button', { name: t.addFavorite })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.favorites })).toBeVisible();
      await expect(page.locator('[data-slot=member-grid]')).not.toHaveAttribute('aria-busy');
      await expect(favourite).toHaveCount(0);

      await apiCall(page, 'PATCH', '/account/settings/search', { filters: {}, sort: 'proximity' });
    });

    test('a member whose subscription lapsed sees the products instead of the search', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, t, language, 'inactif@demo.test', '/member/search');
      await expect(page.getByRole('heading', { level: 1, name: t.unsubscribed })).toBeVisible();
      await expect(page.locator('[data-slot=product-card]').first()).toBeVisible();
      await shot(page, testInfo, 'unsubscribed');
      await expectNoAxeViolations(page, 'the unsubscribed screen');
    });

    test('a suspended member sees the suspended screen, with the pictures button only for an incomplete album', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, t, language, 'suspendu@demo.test', '/member/favorites');
      await expect(page.getByRole('heading', { level: 1, name: t.suspended })).toBeVisible();
      await expect(page.getByRole('link', { name: t.pictures })).toHaveCount(0);
      await expectNoAxeViolations(page, 'the suspended screen');
      await page.context().clearCookies();

      await signIn(page, t, language, 'galerie@demo.test', '/member/search');
      await expect(
        page.getByRole('heading', { level: 1, name: t.incompleteGallery }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t.pictures })).toHaveAttribute(
        'href',
        '/member/settings/pictures',
      );
      await shot(page, testInfo, 'incomplete-gallery');
      await expectNoAxeViolations(page, 'the incomplete-gallery screen');
    });

    test('a paused member sees the pause screen, and blossoming again shows the search', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, t, language, 'pause@demo.test', '/member/search');
      // Paused as seeded (an earlier run that stopped half-way may have left it resumed).
      expect((await apiCall(page, 'PATCH', '/account/member/pause', { active: true })).status).toBe(
        200,
      );
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.paused })).toBeVisible();
      await expect(page.getByRole('link', { name: t.pauseSettings })).toHaveAttribute(
        'href',
        '/member/settings/pause',
      );
      await expect(
        page.getByRole('status').filter({ hasText: t.pauseBanner }).first(),
      ).toBeVisible();
      await shot(page, testInfo, 'paused');
      await expectNoAxeViolations(page, 'the pause screen');
      await page.getByRole('button', { name: t.blossom }).click();
      await expect(page.getByRole('button', { name: t.blossom })).toBeHidden();
      // The search shows (its first-search modal may open over it 800 ms later, on a first visit).
      await expect(page.locator('[data-slot=page-header]')).toContainText(t.search);
      await expect(page.locator('[data-slot=member-card][data-member-id]').first()).toBeVisible();
      // Paused again, as seeded, for the next run.
      expect((await apiCall(page, 'PATCH', '/account/member/pause', { active: true })).status).toBe(
        200,
      );
    });
  });
}
