import { expect, test, type Request, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { contextOptions, RUNS, shot, signIn } from './support/journey';

/** The texts these journeys look for, per language. */
const texts = {
  fr: {
    blossom: 'S’épanouir',
    articles: 'Articles',
    filters: 'Filtres',
    sortBy: 'Trier par',
    bySpecialist: 'Spécialiste',
    rate: 'Qu’avez-vous pensé de ce contenu ?',
    back: 'Retour',
    star: (score: number) => `${String(score)} sur 5`,
    vipOnly: 'Ce contenu est réservé aux membres VIP',
    becomeVip: 'Devenir membre VIP',
    subscription: 'Mon abonnement',
    subscribed: 'Vous êtes abonné(e)',
    pastPayments: 'Paiements passés',
  },
  en: {
    blossom: 'Blossom',
    articles: 'Articles',
    filters: 'Filters',
    sortBy: 'Sort by',
    bySpecialist: 'Specialist',
    rate: 'What did you think of this content?',
    back: 'Back',
    star: (score: number) => `${String(score)} out of 5`,
    vipOnly: 'This content is for VIP members only',
    becomeVip: 'Become a VIP member',
    subscription: 'My subscription',
    subscribed: 'You are subscribed',
    pastPayments: 'Past payments',
  },
} as const;

/** A read of the article list (the query string says which). */
const isList = (request: Request, has: (query: URLSearchParams) => boolean) => {
  if (request.method() !== 'GET') return false;
  const url = new URL(request.url());
  return url.pathname.endsWith('/api/content/articles') && has(url.searchParams);
};

for (const [language, width] of RUNS) {
  const t = texts[language];
  const mobile = width < 1024;

  test.describe(`${language}, ${String(width)} px`, () => {
    // Two sign-ins (argon2) per test: generous on a busy machine, never a speed test.
    test.describe.configure({ timeout: 300_000 });
    test.use(contextOptions(language, width));

    test('a member browses the library, filters and sorts a list, rates an article, and a non-VIP member meets the paywall', async ({
      page,
    }, testInfo: TestInfo) => {
      // The favourites: no first-search modal over the page.
      await signIn(page, 'demo@demo.test', { language, redirect: '/member/favorites' });

      // The blossom tab leads to the library's four cards.
      await page
        .getByRole('navigation')
        .getByRole('link', { name: t.blossom, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/member\/personal-development$/);
      await expect(page.getByRole('heading', { level: 1, name: t.blossom })).toBeVisible();
      const cards = page.getByTestId('personal-development-cards');
      await expect(cards.getByRole('listitem')).toHaveCount(4);
      await shot(page, testInfo, 'library');
      await expectNoAxeViolations(page, 'the personal-development home');

      // The articles: the public and member articles, newest first.
      const firstList = page.waitForRequest((request) =>
        isList(
          request,
          (query) =>
            query.get('type') === 'article' && query.get('access_level') === 'public,member',
        ),
      );
      await cards.getByRole('link', { name: t.articles, exact: true }).click();
      await firstList;
      await expect(page.getByRole('heading', { level: 1, name: t.articles })).toBeVisible();
      const count = page.locator('[data-slot=article-result-count]');
      await expect(count).toBeVisible();
      const total = Number(await count.getAttribute('data-total'));
      expect(total).toBeGreaterThan(0);
      await expect(page.locator('[data-slot=article-card]').first()).toBeVisible();

      // A specialist: the list shrinks to theirs (the panel opens with its toggle on a phone).
      if (mobile) {
        const toggle = page.locator('[data-slot=article-list-filters-toggle]');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      const filters = page.locator('[data-slot=article-filters]');
      const specialist = filters.getByRole('radio').nth(1);
      await expect(specialist).toBeVisible();
      const byOwner = page.waitForRequest((request) =>
        isList(request, (query) => query.has('ownerable_id') && query.get('page') === '1'),
      );
      await specialist.click();
      await byOwner;
      await expect(specialist).toBeChecked();
      await expect(page.locator('[data-slot=article-list]')).not.toHaveAttribute('data-loading');
      const filtered = Number(await count.getAttribute('data-total'));
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThanOrEqual(total);
      await expectNoAxeViolations(page, 'the article list, filtered');

      // Back to every specialist, sorted by specialist.
      await filters.getByRole('radio').first().click();
      await expect(filters.getByRole('radio').first()).toBeChecked();
      await expect(count).toHaveAttribute('data-total', String(total));
      const sorted = page.waitForRequest((request) =>
        isList(request, (query) => query.get('sort') === '-ownerable_id'),
      );
      await page.getByRole('combobox', { name: t.sortBy }).selectOption({ label: t.bySpecialist });
      await sorted;
      await expect(page.locator('[data-slot=article-list]')).not.toHaveAttribute('data-loading');
      await expect(count).toHaveAttribute('data-total', String(total));
      await shot(page, testInfo, 'articles-sorted');

      // An article: its page, rated, the rating changed, and still there after a reload.
      const firstCard = page.locator('[data-slot=article-card-link]').first();
      const title = (await firstCard.textContent()) ?? '';
      await firstCard.click();
      await expect(page).toHaveURL(/\/member\/personal-development\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const rating = page.getByRole('radiogroup', { name: t.rate });
      await expect(rating).toBeVisible();
      // Another score than the one an earlier run left.
      const four = rating.getByRole('radio', { name: t.star(4) });
      const score = (await four.getAttribute('aria-checked')) === 'true' ? 2 : 4;
      // Rates it, then changes the rating: each vote is sent.
      for (const vote of [score, 3]) {
        const voted = page.waitForResponse(
          (response) =>
            response.request().method() === 'POST' &&
            /\/articles\/\d+\/votes$/.test(response.url()),
        );
        await rating.getByRole('radio', { name: t.star(vote) }).click();
        expect((await voted).status()).toBe(200);
        await expect(rating.getByRole('radio', { name: t.star(vote) })).toHaveAttribute(
          'aria-checked',
          'true',
        );
        // The stars take no vote while one is being sent (and the article read again).
        await expect(rating).not.toHaveAttribute('aria-busy');
      }
      await shot(page, testInfo, 'article-rated');
      await expectNoAxeViolations(page, 'the article');
      await page.reload();
      await expect(
        page.getByRole('radiogroup', { name: t.rate }).getByRole('radio', { name: t.star(3) }),
      ).toHaveAttribute('aria-checked', 'true');

      // Back: the list as it was left, still sorted by specialist.
      await page.getByRole('button', { name: t.back, exact: true }).click();
      await expect(page).toHaveURL(/\/member\/personal-development\/article\?sort=-ownerable_id$/);
      await expect(
        page.getByRole('combobox', { name: t.sortBy }).locator('option:checked'),
      ).toHaveText(t.bySpecialist);

      // The subscription page shows the current plan.
      await page.goto('/member/subscription');
      await expect(page.getByRole('heading', { level: 1, name: t.subscription })).toBeVisible();
      const status = page.locator('[data-slot=subscription-status]');
      await expect(status).toHaveAttribute('data-status', 'active');
      await expect(status.getByRole('heading', { name: t.subscribed })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.pastPayments })).toBeVisible();
      await expect(page.locator('[data-slot=order-list-item]').first()).toBeVisible();
      await expect(page.locator('[data-slot=product-card]').first()).toBeVisible();
      await shot(page, testInfo, 'subscription');
      await expectNoAxeViolations(page, 'the subscription page');

      // A member whose 3-month package does not open the bonus meets the paywall there.
      await page.context().clearCookies();
      await signIn(page, 'ambassadeur@demo.test', { language, redirect: '/member/favorites' });
      const bonusList = page.waitForRequest((request) =>
        isList(request, (query) => query.get('access_level') === 'vip'),
      );
      await page.goto('/member/personal-development/bonus');
      await bonusList;
      const bonus = page.locator('[data-slot=article-card-link]').first();
      await expect(bonus).toBeVisible();
      await bonus.click();
      const paywall = page.locator('[data-slot=paywall]');
      await expect(paywall.getByRole('heading', { name: t.vipOnly })).toBeVisible();
      await expect(page.getByRole('radiogroup', { name: t.rate })).toHaveCount(0);
      await shot(page, testInfo, 'paywall');
      await expectNoAxeViolations(page, 'the paywall');
      await paywall.getByRole('link', { name: t.becomeVip }).click();
      await expect(page).toHaveURL(/\/member\/subscription$/);
      await expect(page.locator('[data-slot=subscription-status]')).toHaveAttribute(
        'data-status',
        'active',
      );
    });
  });
}
