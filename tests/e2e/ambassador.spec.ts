import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { apiLogFile, urls } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import {
  acceptTerms,
  callApi,
  closeFirstSearchModal,
  currentAccount,
  fastForward,
  newPerson,
  register,
  shot,
  signIn,
} from './support/journey';
import { texts as journeyTexts, type Language } from './support/texts';

/**
 * The ambassador area (issue 15) on the seeded accounts: `partenaire@demo.test` is an ambassador who
 * is not a member (SIN requested, no reward yet), `ambassadeur@demo.test` (code ISABELLE) is also a
 * member, with rewards and a claim awaiting payment; `demo@demo.test` is a member only;
 * `ambassador-claim-1@demo.test` (French run) and `-2` (English run) are ambassadors who are not members,
 * with $60 to claim, GST and PST on file (an invoice is required) and no claim yet.
 */
/** Generous bounds on a shared machine (a page may take a while to load its chunk and data). */
const expect = baseExpect.configure({ timeout: 30_000 });
const CLAIMER = { fr: 'ambassador-claim-1@demo.test', en: 'ambassador-claim-2@demo.test' } as const;
/** What the claim ambassadors have to claim, in dollars (six $10 rewards). */
const CLAIM_BALANCE = 60;
/** The smallest PDF the upload accepts (its bytes are sniffed: `%PDF-`). */
const INVOICE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PARTNER = { email: 'partenaire@demo.test', code: 'PARTENAIRE' };
const ISABELLE = { email: 'ambassadeur@demo.test', code: 'ISABELLE' };
const MEMBER = 'demo@demo.test';
/** A SIN that passes the Luhn check. */
const SIN = '046 454 286';

const texts = {
  fr: {
    dashboard: 'Tableau de bord',
    createMember: 'Créer mon profil de membre',
    sinWarning: /ajoutez votre numéro d’assurance sociale/,
    logout: 'Se déconnecter',
    copy: 'Copier le lien',
    copied: 'Lien copié !',
    sharingTools: 'Outils de partage',
    mediaKit: 'Trousse média',
    rewards: 'Récompenses',
    settings: 'Paramètres',
    next: 'Suivant',
    back: 'Précédent',
    video: 'Vidéo promotionnelle',
    article: 'Article',
    facebook: 'Facebook',
    emailPlatform: 'Courriel',
    shareFacebook: 'Partager sur Facebook',
    recipients: 'Destinataires',
    openMail: 'Ouvrir dans ma messagerie',
    mailEmails: 'Adresses courriel',
    sendMail: 'Envoyer l’invitation',
    mailSent: 'Invitation envoyée.',
    sinLabel: /Numéro d’assurance sociale \(NAS\)/,
    saveSin: 'Enregistrer le NAS',
    update: 'Mettre à jour',
    forFun: 'Pour le plaisir',
    phone: 'Téléphone',
    save: 'Enregistrer',
    saved: 'Paramètres enregistrés.',
    claim: 'Demander le paiement',
    pending: /est en cours de traitement/,
    claimForm: 'Demande de paiement',
    amount: 'Montant',
    removeInvoice: (name: string) => `Retirer ${name}`,
    claimSent: 'Demande envoyée : le paiement suit dans les 7 jours ouvrables.',
    linkCopied: 'Lien copié',
    menu: { desktop: 'Menu principal', mobile: 'Navigation principale' },
    referYourFriends: 'Parrainer mes amis',
    searchDone: 'C’est parti !',
  },
  en: {
    dashboard: 'Dashboard',
    createMember: 'Create my member profile',
    sinWarning: /add your social insurance number/,
    logout: 'Log out',
    copy: 'Copy link',
    copied: 'Link copied!',
    sharingTools: 'Sharing tools',
    mediaKit: 'Media kit',
    rewards: 'Rewards',
    settings: 'Settings',
    next: 'Next',
    back: 'Back',
    video: 'Promotional video',
    article: 'Article',
    facebook: 'Facebook',
    emailPlatform: 'Email',
    shareFacebook: 'Share on Facebook',
    recipients: 'Recipients',
    openMail: 'Open in my email app',
    mailEmails: 'E-mail addresses',
    sendMail: 'Send the invitation',
    mailSent: 'Invitation sent.',
    sinLabel: /Social insurance number \(SIN\)/,
    saveSin: 'Save the SIN',
    update: 'Update',
    forFun: 'For fun',
    phone: 'Phone',
    save: 'Save',
    saved: 'Settings saved.',
    claim: 'Request the payment',
    pending: /is being processed/,
    claimForm: 'Payment request',
    amount: 'Amount',
    removeInvoice: (name: string) => `Remove ${name}`,
    claimSent: 'Claim sent: the payment follows within 7 business days.',
    linkCopied: 'Link copied',
    menu: { desktop: 'Main menu', mobile: 'Main navigation' },
    referYourFriends: 'Refer your friends',
    searchDone: 'Let’s go!',
  },
} as const;

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

test.describe.configure({ timeout: 240_000 });

/** The printed outbox of the API (its console). */
function outbox(): string {
  return readFileSync(apiLogFile, 'utf8');
}

interface Stats {
  visits: number;
  conversions: number;
  total: number;
  balance: number;
}

async function ambassadorStats(page: Page): Promise<Stats> {
  const { data } = (await callApi(page, 'GET', '/account/ambassador/stats')) as { data: Stats };
  return data;
}

/** Dollars as the app shows them: `10,00 $` in French, `$10.00` in English (whitespace aside). */
function money(language: Language, amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string];
  return language === 'fr' ? `${whole},${cents}\\s*\\$` : `\\$${whole}\\.${cents}`;
}

/** A text that is that amount of dollars, and nothing else. */
const dollars = (language: Language, amount: number) => new RegExp(`^${money(language, amount)}$`);

/**
 * A notification, by its toast (the live region repeats its text for screen readers, a moment later).
 */
const toast = (page: Page, text: string) =>
  page.locator('[data-slot=toast-message]').filter({ hasText: text });

for (const [language, device] of [
  ['fr', 'desktop'],
  ['en', 'mobile'],
] as const) {
  const t = texts[language];
  const viewport = viewports[device];
  /** The area's tabs: the side menu on a desktop, the bottom bar on a phone. */
  const tabs = (page: Page) => page.getByRole('navigation', { name: t.menu[device] });
  test.describe(`${language === 'fr' ? 'French' : 'English'}, ${String(viewport.width)} px`, () => {
    test.use({
      locale: language === 'fr' ? 'fr-CA' : 'en-CA',
      viewport,
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    test('an ambassador who is not a member uses the whole area', async ({ page }, testInfo) => {
      await signIn(page, PARTNER.email, { language });
      // The home rule: an ambassador without a member goes to /ambassador.
      await expect(page).toHaveURL(/\/ambassador$/);
      // The SIN on file is removed first, so that the settings start as the spec says.
      await callApi(page, 'PATCH', '/account/ambassador', { objective: 'for_fun', nas: '' });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
      // Only its three tabs: dashboard, sharing tools, settings.
      await expect(tabs(page).getByRole('link')).toHaveText([
        t.dashboard,
        t.sharingTools,
        t.settings,
      ]);
      await expect(page.getByRole('button', { name: t.createMember })).toBeVisible();
      await expect(page.getByTestId('sin-warning')).toContainText(t.sinWarning);
      await expect(
        page.getByTestId('ambassador-logout').getByRole('button', { name: t.logout }),
      ).toBeVisible();
      await expect(page.locator('[data-slot=ambassador-stats][data-state=ready]')).toBeVisible();
      await expectNoAxeViolations(page, 'dashboard');
      await shot(page, testInfo, 'dashboard');

      // The referral link and its copy button.
      const account = await currentAccount<{ ambassador: { referral_link: string } }>(page);
      const link = account.ambassador.referral_link;
      await expect(page.locator('[data-slot=referral-link] input')).toHaveValue(link);
      await page.getByRole('button', { name: t.copy }).click();
      await expect(page.getByRole('button', { name: t.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // The sharing tools wizard, with its resets.
      await tabs(page).getByRole('link', { name: t.sharingTools }).click();
      await expect(page).toHaveURL(/\/ambassador\/sharing-tools$/);
      await expect(page.getByRole('heading', { level: 1, name: t.sharingTools })).toBeVisible();
      await expectNoAxeViolations(page, 'sharing-tools');
      const wizard = page.locator('[data-slot=share-wizard]');
      const next = wizard.getByRole('button', { name: t.next });
      const back = wizard.getByRole('button', { name: t.back });
      await expect(next).toBeDisabled();
      await wizard.getByRole('radio', { name: new RegExp(`^${t.video}`) }).click();
      await next.click();
      await expect(wizard).toHaveAttribute('data-step', 'item');
      await expect(next).toBeDisabled();
      const items = wizard.getByRole('radio');
      // The videos load with the page: at least two to choose from.
      await expect(items.nth(1)).toBeVisible();
      await items.nth(0).click();
      await next.click();
      await expect(wizard).toHaveAttribute('data-step', 'platform');
      await wizard.getByRole('radio', { name: new RegExp(`^${t.facebook}`) }).click();
      await expect(next).toBeEnabled();
      // Changing the item resets the platform.
      await back.click();
      await items.nth(1).click();
      await next.click();
      await expect(wizard).toHaveAttribute('data-step', 'platform');
      await expect(wizard.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(next).toBeDisabled();
      await wizard.getByRole('radio', { name: new RegExp(`^${t.facebook}`) }).click();
      // Changing the content type resets the item and the platform.
      await back.click();
      await back.click();
      await expect(wizard).toHaveAttribute('data-step', 'content');
      await wizard.getByRole('radio', { name: new RegExp(`^${t.article}`) }).click();
      await next.click();
      await expect(wizard).toHaveAttribute('data-step', 'item');
      await expect(wizard.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(next).toBeDisabled();
      await wizard.getByRole('radio').first().click();
      await next.click();
      await expect(wizard.getByRole('radio', { checked: true })).toHaveCount(0);
      await wizard.getByRole('radio', { name: new RegExp(`^${t.facebook}`) }).click();
      await next.click();
      const shareLink = await wizard.getByRole('textbox').inputValue();
      expect(new URL(shareLink).searchParams.get('reference')).toBe(PARTNER.code);
      const facebook = wizard.getByRole('link', { name: new RegExp(t.shareFacebook) });
      await expect(facebook).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareLink)}`,
      );
      await shot(page, testInfo, 'sharing-tools-facebook');

      // The e-mail share builds a mailto link and calls nothing.
      await back.click();
      await wizard.getByRole('radio', { name: new RegExp(`^${t.emailPlatform}`) }).click();
      await next.click();
      const friend = `ami-${Date.now()}@e2e.example`;
      await wizard.getByLabel(t.recipients).fill(friend);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/account/ambassador')) calls.push(request.url());
      });
      const open = wizard.getByRole('link', { name: t.openMail });
      await expect(open).toHaveAttribute('href', new RegExp(`^mailto:${friend}\\?subject=`));
      const mailto = await open.getAttribute('href');
      expect(decodeURIComponent(mailto ?? '')).toContain(shareLink);
      expect(calls).toEqual([]);

      // The referral mail goes through the server: the outbox shows it.
      const mail = page.getByTestId('referral-mail');
      await mail.getByRole('button', { name: t.sendMail }).click();
      await expect(mail.getByText(/obligatoire|required/).first()).toBeVisible();
      await mail.getByLabel(t.mailEmails).fill(friend);
      await mail.getByRole('button', { name: t.sendMail }).click();
      await expect(toast(page, t.mailSent)).toBeVisible();
      await expect.poll(() => outbox().includes(`✉ To ${friend}:`)).toBe(true);
      await shot(page, testInfo, 'referral-mail-sent');

      // The media kit.
      await page.goto('/ambassador/media-kit');
      await expect(page.getByRole('heading', { level: 1, name: t.mediaKit })).toBeVisible();
      const videos = page.getByTestId('media-kit-video');
      await expect(videos.locator('[data-slot=media-kit-item]')).toHaveCount(3);
      await videos.getByRole('button', { name: t.copy }).first().click();
      await expect(videos.getByRole('button', { name: t.linkCopied })).toHaveCount(1);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).searchParams.get('reference')).toBe(PARTNER.code);
      await expectNoAxeViolations(page, 'media-kit');
      await shot(page, testInfo, 'media-kit');

      // The settings: the SIN starts editable (required and absent), then shows masked.
      await page.goto('/ambassador/settings#sin');
      const sin = page.locator('[data-slot=sin-field]');
      await expect(sin.getByRole('button', { name: t.saveSin })).toBeVisible();
      await expectNoAxeViolations(page, 'settings');
      await sin.getByLabel(t.sinLabel).fill(SIN);
      await sin.getByRole('button', { name: t.saveSin }).click();
      await expect(sin.getByRole('button', { name: t.update })).toBeVisible();
      // Masked: the last three digits only.
      await expect(sin).toContainText('*** *** 286');
      await expect(sin).not.toContainText('046');
      await page.getByRole('radio', { name: t.forFun }).click();
      // The phone field's code (libphonenumber-js) loads with the form, not before it: it formats
      // the number as it is typed, and the number is kept.
      const phone = page.getByLabel(t.phone, { exact: true });
      await phone.fill('5145551234');
      await expect(phone).toHaveValue('(514) 555-1234');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(toast(page, t.saved)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t.phone, { exact: true })).toHaveValue('(514) 555-1234');
      await expect(page.locator('[data-slot=sin-field]')).toContainText('*** *** 286');
      await expect(page.locator('[data-slot=sin-field]')).not.toContainText('046');
      await expect(
        page.locator('[data-slot=sin-field]').getByRole('button', { name: t.update }),
      ).toBeVisible();
      await shot(page, testInfo, 'settings');

      // The rewards: the claim waits for an amount (and for a balance of $50).
      await page.goto('/ambassador/rewards');
      await expect(page.getByRole('heading', { level: 1, name: t.rewards })).toBeVisible();
      await expect(page.getByRole('button', { name: t.claim })).toBeDisabled();
      await expectNoAxeViolations(page, 'rewards');
      await shot(page, testInfo, 'rewards');

      // The dashboard no longer warns about the SIN.
      await page.goto('/ambassador');
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
      await expect(page.getByTestId('sin-warning')).toHaveCount(0);
    });

    test('an ambassador who is not a member claims the balance with an invoice', async ({
      page,
    }, testInfo) => {
      await signIn(page, CLAIMER[language], { language });
      await expect(page).toHaveURL(/\/ambassador$/);
      await expect(tabs(page).getByRole('link')).toHaveText([
        t.dashboard,
        t.sharingTools,
        t.settings,
      ]);
      await page.getByTestId('ambassador-cards').getByRole('link', { name: t.rewards }).click();
      await expect(page).toHaveURL(/\/ambassador\/rewards$/);
      await expect(page.getByRole('heading', { level: 1, name: t.rewards })).toBeVisible();
      const balance = (key: string) =>
        page.locator(
          `[data-testid=rewards-balance][data-state=ready] [data-stat=${key}] [data-slot=ambassador-stats-value]`,
        );
      await expect(balance('balance')).toHaveText(dollars(language, CLAIM_BALANCE));
      await expect(balance('pending')).toHaveText(dollars(language, 0));

      // The form: submit waits for an amount, then (taxes on file) for the invoice.
      const form = page.getByRole('form', { name: t.claimForm });
      const submit = form.getByRole('button', { name: t.claim });
      await expect(submit).toBeDisabled();
      await form
        .getByRole('textbox', { name: new RegExp(`^${t.amount}`) })
        .fill(language === 'fr' ? '60,00' : '60.00');
      await expect(form).toHaveAttribute('data-blockers', 'invoice');
      await expect(submit).toBeDisabled();
      const invoice = language === 'fr' ? 'facture.pdf' : 'invoice.pdf';
      await form
        .locator('[data-slot=balance-claim-invoice-input]')
        .setInputFiles({ name: invoice, mimeType: 'application/pdf', buffer: INVOICE });
      await expect(form.getByRole('button', { name: t.removeInvoice(invoice) })).toBeVisible();
      await expect(submit).toBeEnabled();
      await expectNoAxeViolations(page, 'rewards-claim-form');
      await shot(page, testInfo, 'rewards-claim-form');

      // Sent (the invoice uploaded first): the pending notice replaces the form.
      await submit.click();
      await expect(toast(page, t.claimSent)).toBeVisible();
      const pending = page.locator('[data-slot=balance-claim-pending]');
      await expect(pending).toContainText(t.pending);
      await expect(pending).toContainText(new RegExp(money(language, CLAIM_BALANCE)));
      await expect(page.getByRole('form', { name: t.claimForm })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.claim })).toHaveCount(0);
      await expect(balance('pending')).toHaveText(dollars(language, CLAIM_BALANCE));
      await expect(balance('balance')).toHaveText(dollars(language, 0));
      await expectNoAxeViolations(page, 'rewards-claim-pending');
      await shot(page, testInfo, 'rewards-claim-pending');
      // The claim is the server's: still pending after a reload.
      await page.reload();
      await expect(page.locator('[data-slot=balance-claim-pending]')).toContainText(t.pending);
      await expect(page.getByRole('button', { name: t.claim })).toHaveCount(0);
    });

    test('an ambassador who is also a member sees the pending claim', async ({
      page,
    }, testInfo) => {
      await signIn(page, ISABELLE.email, { language });
      await expect(page).toHaveURL(/\/member\/search/);
      await closeFirstSearchModal(page, t.searchDone);
      // The member tabs lead to the area.
      await tabs(page).getByRole('link', { name: t.referYourFriends }).click();
      await expect(page).toHaveURL(/\/ambassador$/);
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
      // A member: no create-member prompt and no logout block.
      await expect(page.getByTestId('create-member-prompt')).toHaveCount(0);
      await expect(page.getByTestId('ambassador-logout')).toHaveCount(0);
      await page.getByTestId('ambassador-cards').getByRole('link', { name: t.rewards }).click();
      await expect(page).toHaveURL(/\/ambassador\/rewards$/);
      await expect(page.getByText(t.pending)).toBeVisible();
      await expect(page.getByRole('button', { name: t.claim })).toHaveCount(0);
      await expectNoAxeViolations(page, 'rewards-pending');
      await shot(page, testInfo, 'rewards-pending');
    });

    test('a visitor who came through the link subscribes, and the ambassador sees the conversion', async ({
      page,
      browser,
    }, testInfo) => {
      // The ambassador, signed in on a device of their own: their figures before.
      const partnerContext = await browser.newContext({
        baseURL: urls.web,
        locale: language === 'fr' ? 'fr-CA' : 'en-CA',
        viewport,
      });
      const partner = await partnerContext.newPage();
      await signIn(partner, PARTNER.email, { language });
      await expect(partner).toHaveURL(/\/ambassador$/);
      const before = await ambassadorStats(partner);

      // The visitor opens a page with the code (`reference` in French, `ambassador` in English):
      // the visit is recorded at once.
      const visit = page.waitForResponse(
        (response) =>
          response.url().endsWith('/backend/referral') && response.request().method() === 'POST',
      );
      await page.goto(
        language === 'fr'
          ? `/login?reference=${PARTNER.code}`
          : `/onboarding/home?ambassador=${PARTNER.code}`,
      );
      expect((await visit).status()).toBe(204);

      // They register and buy the 3-month package with a card.
      const friend = newPerson(`referred-${language}`);
      const wording = journeyTexts[language];
      await register(page, wording, friend, testInfo);
      await acceptTerms(page, wording, testInfo);
      // Straight to the payment step (the onboarding journey walks every step), then the 3-month
      // package with a new card.
      await fastForward(page, 'authentication');
      for (const step of ['pictures-video', 'sample-picture', 'pictures', 'payment']) {
        await callApi(page, 'PATCH', '/onboarding/step', { step });
      }
      await page.goto('/onboarding/step/payment');
      const choose = page
        .locator('[data-slot=product-card][data-months="3"]')
        .getByRole('button', { name: wording.choosePackage });
      const paidAt = Date.now();
      await choose.click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('radio', { name: 'Visa' }).click();
      await modal.getByLabel(wording.cardNumber).fill('4242 4242 4242 4242');
      await modal
        .getByRole('combobox', { name: wording.expiryMonth })
        .selectOption({ label: '12' });
      await modal
        .getByRole('combobox', { name: wording.expiryYear })
        .selectOption({ label: String(new Date().getFullYear() + 2) });
      await modal.getByLabel(wording.cvv).fill('123');
      await modal.getByRole('button', { name: wording.addCard }).click();
      await shot(page, testInfo, 'payment-modal');
      await modal.getByRole('button', { name: wording.pay }).click();
      await expect(page).toHaveURL(/\/onboarding\/success/);
      await expect(page.getByRole('heading', { level: 1, name: wording.success })).toBeVisible();
      // The friend's end date carries the extra month: 3 paid + 1 offered.
      const account = await currentAccount<{
        member: { subscription_end_date: string | null };
      }>(page);
      const end = new Date(account.member.subscription_end_date ?? 0).getTime();
      const fourMonths = new Date(paidAt);
      fourMonths.setMonth(fourMonths.getMonth() + 4);
      expect(Math.abs(end - fourMonths.getTime())).toBeLessThan(3 * 86_400_000);

      // The ambassador's dashboard shows the visit, the conversion and the $10 earned.
      await partner.reload();
      await expect(partner.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
      const stat = (key: string) =>
        partner.locator(
          `[data-slot=ambassador-stats][data-state=ready] [data-stat=${key}] [data-slot=ambassador-stats-value]`,
        );
      await expect(stat('conversions')).toHaveText(String(before.conversions + 1));
      await expect(stat('visits')).toHaveText(String(before.visits + 1));
      await expect(stat('total')).toHaveText(dollars(language, before.total + 10));
      await expect(stat('balance')).toHaveText(dollars(language, before.balance + 10));
      await shot(partner, testInfo, 'dashboard-after-referral');
      // The rewards list the friend, with the $10.
      await partner.goto('/ambassador/rewards');
      // A table on a wide screen, cards on a phone: the one shown.
      const referral = partner
        .locator('[data-slot=referrals-row], [data-slot=referrals-card]')
        .filter({ visible: true, hasText: friend.firstName });
      await expect(referral).toHaveCount(1);
      await expect(referral).toContainText('10');
      await shot(partner, testInfo, 'rewards-after-referral');
      await partnerContext.close();
    });

    test('a member who is not an ambassador is sent away from /ambassador', async ({ page }) => {
      await signIn(page, MEMBER, { language, redirect: '/member/favorites' });
      for (const path of ['/ambassador', '/ambassador/rewards']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/member\/search$/);
      }
    });
  });
}
