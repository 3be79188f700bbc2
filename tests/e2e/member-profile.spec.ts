import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, currentAccount, shot, signIn } from './support/journey';
import { texts } from './support/texts';

/** The texts of the profile pages the journeys look for, in both languages. */
const profileTexts = {
  fr: {
    ...texts.fr,
    back: 'Retour à la recherche',
    preview: 'Aperçu de votre profil tel que les autres membres le voient.',
    previewLink: 'Retour aux paramètres',
    addFavorite: 'Ajouter aux favoris',
    removeFavorite: 'Retirer des favoris',
    contact: 'Contacter ce membre',
    sendMessage: 'Envoyer un message',
    menu: (name: string) => `Plus d’actions pour ${name}`,
    share: 'Partager le profil',
    block: 'Bloquer',
    unblock: 'Débloquer',
    report: 'Signaler',
    reportSubmit: 'Envoyer le signalement',
    reportReason: 'Fausse identité',
    reportNote: 'Précisions (facultatif)',
    reported: 'Merci, votre signalement a été transmis à notre équipe.',
    blocked: (name: string) => `${name} a été bloqué(e).`,
    unblocked: (name: string) => `${name} a été débloqué(e).`,
    blockedNotice: (name: string) =>
      `Vous avez bloqué ${name}, qui ne peut plus vous trouver ni vous écrire. Débloquez ce profil pour lui écrire.`,
    copy: 'Copier le lien',
    join: 'Rejoindre',
    lessThanADay: 'il y a moins de 24 h',
    registerPrompt: 'Je m’inscris',
    notFound: 'Page introuvable',
    age: (name: string, age: number) => `${name}, ${age} ans`,
  },
  en: {
    ...texts.en,
    back: 'Back to search',
    preview: 'A preview of your profile as other members see it.',
    previewLink: 'Back to settings',
    addFavorite: 'Add to favourites',
    removeFavorite: 'Remove from favourites',
    contact: 'Contact this member',
    sendMessage: 'Send a message',
    menu: (name: string) => `More actions for ${name}`,
    share: 'Share profile',
    block: 'Block',
    unblock: 'Unblock',
    report: 'Report',
    reportSubmit: 'Send the report',
    reportReason: 'False identity',
    reportNote: 'Details (optional)',
    reported: 'Thank you, your report has been sent to our team.',
    blocked: (name: string) => `${name} has been blocked.`,
    unblocked: (name: string) => `${name} has been unblocked.`,
    blockedNotice: (name: string) =>
      `You blocked ${name}, who can no longer find you or write to you. Unblock this profile to write to them.`,
    copy: 'Copy link',
    join: 'Join',
    lessThanADay: 'less than 24 hours ago',
    registerPrompt: 'Join now',
    notFound: 'Page not found',
    age: (name: string, age: number) => `${name}, ${age}`,
  },
} as const;

interface ListedMember {
  id: number;
  user?: { id: number; first_name: string; age?: number | null };
  can?: { view?: boolean };
  deleted?: boolean;
  unavailable?: boolean;
  paused?: boolean;
  suspended?: boolean;
  subscribed?: boolean;
  member_block_id?: number | null;
}

/** A toast on screen (not the screen reader's copy of it in the live region). */
function toast(page: Page, text: string) {
  return page.locator('[data-slot=toast-message]').filter({ hasText: text });
}

/** Scrolls the page past the action bar's 200 px. */
async function scrollDown(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.scrollTo(0, 600);
  });
}

async function searchIds(page: Page, query = ''): Promise<number[]> {
  const { data } = (await callApi(page, 'GET', `/members${query}`)) as { data: ListedMember[] };
  return data.map((member) => member.id);
}

/** Members of the first search page whose profile can be opened and who can be shared. */
async function openableMembers(page: Page): Promise<ListedMember[]> {
  const { data } = (await callApi(page, 'GET', '/members')) as { data: ListedMember[] };
  return data.filter(
    (member) =>
      member.can?.view === true &&
      !member.deleted &&
      !member.unavailable &&
      !member.paused &&
      !member.suspended &&
      member.subscribed !== false &&
      member.member_block_id == null &&
      member.user?.age != null,
  );
}

const runs = [
  { lang: 'fr', locale: 'fr-CA', viewport: { width: 1280, height: 900 }, label: 'desktop' },
  { lang: 'en', locale: 'en-CA', viewport: { width: 390, height: 844 }, label: 'mobile' },
] as const;

for (const run of runs) {
  const t = profileTexts[run.lang];

  test.describe(`the profile pages (${run.lang}, ${run.label} ${run.viewport.width} px)`, () => {
    // Two contexts, sign-in (argon2) and several axe passes on a busy machine: a generous bound.
    test.describe.configure({ timeout: 300_000 });
    test.use({ locale: run.locale, viewport: run.viewport });

    test('own preview, then another member: favourite, report, share, block and unblock', async ({
      page,
      browser,
    }, testInfo) => {
      await signIn(page, 'demo@demo.test', { language: run.lang, redirect: '/member/favorites' });

      // The own profile: a preview with the way back to the settings, interactions disabled.
      const own = (await currentAccount<{ member: { id: number } }>(page)).member.id;
      await page.goto(`/member/profile/${own}`);
      await expect(page.getByText(t.preview)).toBeVisible();
      await expect(page.getByRole('link', { name: t.previewLink })).toHaveAttribute(
        'href',
        '/member/settings',
      );
      await expect(page.getByRole('button', { name: t.addFavorite })).toBeDisabled();
      await expectNoAxeViolations(page, `${run.lang} own profile preview`);
      await shot(page, testInfo, 'own-profile-preview');

      // Another member, found through the API.
      const candidates = await openableMembers(page);
      expect(candidates.length).toBeGreaterThan(1);
      const [other] = candidates;
      if (!other?.user) throw new Error('No member to open');
      const name = other.user.first_name;
      await page.goto(`/member/profile/${other.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: t.age(name, other.user.age ?? 0) }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t.back })).toHaveAttribute(
        'href',
        '/member/search',
      );
      await expect(page.getByText(t.preview)).toHaveCount(0);
      await expectNoAxeViolations(page, `${run.lang} profile`);
      await shot(page, testInfo, 'profile');

      // The action bar shows once the page has scrolled 200 px.
      const bar = page.getByRole('group', { name: t.contact });
      await expect(bar).toBeHidden();
      await scrollDown(page);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('button', { name: t.sendMessage })).toBeEnabled();
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });

      // Favourite, seen by the API's favourites list, then unfavourite.
      await page.getByRole('button', { name: t.addFavorite }).click();
      await expect(page.getByRole('button', { name: t.removeFavorite })).toBeVisible();
      await expect.poll(() => searchIds(page, '?filter[favorite]=true')).toContain(other.id);
      await page.getByRole('button', { name: t.removeFavorite }).click();
      await expect(page.getByRole('button', { name: t.addFavorite })).toBeVisible();
      await expect.poll(() => searchIds(page, '?filter[favorite]=true')).not.toContain(other.id);

      // Report, with a reason and a note.
      await page.getByRole('button', { name: t.menu(name) }).click();
      await page.getByRole('menuitem', { name: t.report }).click();
      const report = page.getByRole('dialog');
      await report.getByLabel(t.reportReason).check();
      await report.getByLabel(t.reportNote).fill('Journey e2e');
      await expectNoAxeViolations(page, `${run.lang} report dialog`);
      await report.getByRole('button', { name: t.reportSubmit }).click();
      await expect(toast(page, t.reported)).toBeVisible();
      await expect(report).toBeHidden();

      // Share: a 3-day link, opened by a visitor in a fresh context.
      await page.getByRole('button', { name: t.menu(name) }).click();
      await page.getByRole('menuitem', { name: t.share }).click();
      const share = page.getByRole('dialog');
      const link = share.getByRole('textbox');
      await expect(link).toHaveValue(new RegExp(`/share/member/${other.id}$`));
      await expect(share.getByRole('button', { name: t.copy })).toBeVisible();
      await expectNoAxeViolations(page, `${run.lang} share dialog`);
      await shot(page, testInfo, 'share-dialog');
      const { pathname } = new URL(await link.inputValue());
      await page.keyboard.press('Escape');
      await expect(share).toBeHidden();

      const visitorContext = await browser.newContext({
        locale: run.locale,
        viewport: run.viewport,
        baseURL: testInfo.project.use.baseURL,
      });
      const visitor = await visitorContext.newPage();
      await visitor.goto(pathname);
      await expect(
        visitor.getByRole('heading', { level: 1, name: t.age(name, other.user.age ?? 0) }),
      ).toBeVisible();
      await expect(visitor.getByRole('link', { name: t.join })).toHaveAttribute(
        'href',
        '/onboarding',
      );
      // A visitor's interactions open the register prompt.
      await visitor.getByRole('button', { name: t.addFavorite }).click();
      const prompt = visitor.getByRole('dialog');
      await expect(prompt.getByRole('link', { name: t.registerPrompt })).toHaveAttribute(
        'href',
        '/onboarding',
      );
      await expectNoAxeViolations(visitor, `${run.lang} share page register prompt`);
      await shot(visitor, testInfo, 'share-page-prompt');
      await visitor.keyboard.press('Escape');
      await expectNoAxeViolations(visitor, `${run.lang} share page`);
      // The other language through `?locale=`.
      const otherLang = run.lang === 'fr' ? 'en' : 'fr';
      await visitor.goto(`${pathname}?locale=${otherLang}`);
      await expect(visitor.locator('html')).toHaveAttribute('lang', otherLang);
      await expect(visitor.getByRole('link', { name: profileTexts[otherLang].join })).toBeVisible();
      // An unknown id: the 404 page.
      await visitor.goto('/share/member/999999999');
      await expect(
        visitor.getByRole('heading', { name: profileTexts[otherLang].notFound }),
      ).toBeVisible();
      await expectNoAxeViolations(visitor, `${run.lang} share page not found`);
      await visitorContext.close();

      // Block: the member leaves the search, and their profile stays open to the blocker only to
      // unblock (nothing else can be done with it); unblock brings them back.
      await page.getByRole('button', { name: t.menu(name) }).click();
      await page.getByRole('menuitem', { name: t.block }).click();
      const block = page.getByRole('alertdialog');
      await expectNoAxeViolations(page, `${run.lang} block dialog`);
      await block.getByRole('button', { name: t.block }).click();
      await expect(toast(page, t.blocked(name))).toBeVisible();
      await expect.poll(() => searchIds(page)).not.toContain(other.id);
      const blockedNotice = page.getByRole('status').filter({ hasText: t.blockedNotice(name) });
      await expect(blockedNotice).toBeVisible();
      await expect(page.getByRole('button', { name: t.addFavorite })).toBeDisabled();
      // Read again from the server: the profile is still there for the blocker.
      await page.reload();
      await expect(blockedNotice).toBeVisible();
      await expect(page.getByRole('button', { name: t.addFavorite })).toBeDisabled();
      await scrollDown(page);
      await expect(bar.getByRole('button', { name: t.sendMessage })).toBeDisabled();
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await page.getByRole('button', { name: t.menu(name) }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: t.unblock })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: t.share })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expectNoAxeViolations(page, `${run.lang} a blocked profile`);
      await shot(page, testInfo, 'blocked-profile');

      await blockedNotice.getByRole('button', { name: t.unblock }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.unblock }).click();
      await expect(toast(page, t.unblocked(name))).toBeVisible();
      await expect(blockedNotice).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.addFavorite })).toBeEnabled();
      await expect.poll(() => searchIds(page)).toContain(other.id);
      await shot(page, testInfo, 'after-unblock');
    });

    test('send a message opens the conversation; an unknown member goes back to the search', async ({
      page,
    }) => {
      await signIn(page, 'demo@demo.test', { language: run.lang, redirect: '/member/favorites' });
      const [, second] = await openableMembers(page);
      if (!second) throw new Error('No member to write to');
      await page.goto(`/member/profile/${second.id}`);
      await expect(page.getByRole('link', { name: t.back })).toBeVisible();
      await scrollDown(page);
      const bar = page.getByRole('group', { name: t.contact });
      await bar.getByRole('button', { name: t.sendMessage }).click();
      await expect(page).toHaveURL(/\/member\/messages\/\d+$/);

      await page.goto('/member/profile/999999999');
      await expect(page).toHaveURL(/\/member\/search$/);
    });
  });
}
