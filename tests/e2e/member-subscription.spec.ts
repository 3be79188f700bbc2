import { readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiLogFile } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import {
  callApi,
  contextOptions,
  DEMO_PASSWORD,
  openSetting,
  RUNS,
  shot,
  signIn,
  trySignIn,
} from './support/journey';

/** The texts these journeys look for, per language. */
const texts = {
  fr: {
    settings: 'Paramètres',
    paymentSource: 'Moyens de paiement',
    noCard: 'Aucune carte',
    addCard: 'Ajouter une carte',
    updateCard: 'Mettre à jour ma carte',
    cardNumber: 'Numéro de carte',
    expiryMonth: 'Mois d’expiration',
    expiryYear: 'Année d’expiration',
    cvv: 'Code de sécurité (CVV)',
    saveCard: 'Enregistrer la carte',
    cardSaved: 'Votre carte est enregistrée.',
    savedCards: 'Cartes enregistrées',
    visa4242: 'Visa se terminant par 4242',
    usedForPayments: 'Utilisée pour les paiements',
    subscription: 'Mon abonnement',
    subscribed: 'Vous êtes abonné(e)',
    noPayment: 'Aucun paiement',
    choose: 'Choisir ce forfait',
    promoCode: 'Code promo',
    apply: 'Appliquer',
    applied: 'Code BIENVENUE20 appliqué',
    pay: /^Payer/,
    paid: 'Paiement réussi!',
    search: 'Commencer ma recherche',
    pastPayments: 'Paiements passés',
    package: 'Forfait 3 mois',
    paidStatus: 'Payé',
    pdf: /^Facture PDF du paiement du/,
    nextRenewal: /Prochain renouvellement automatique le/,
    cancelRenewal: 'Annuler le renouvellement automatique',
    cancelTitle: 'Annuler le renouvellement automatique?',
    confirmCancel: 'Annuler le renouvellement',
    endsOn: /Votre abonnement se termine le/,
    daysLeft: /\d+ jours restants/,
    email: 'Adresse courriel',
    currentPassword: 'Mot de passe actuel',
    newEmail: 'Nouvelle adresse courriel',
    emailConfirmation: 'Confirmez la nouvelle adresse',
    changeEmail: 'Changer l’adresse',
    emailChanged: /Votre adresse a été changée/,
    notVerified: /n’est pas encore vérifiée/,
    verified: (email: string) => `Votre adresse actuelle est ${email}. Elle est vérifiée.`,
    pauseLink: 'Mettre mon compte en pause',
    pause: 'Mettre en pause',
    resume: 'Reprendre mon compte',
    pausedText: /Votre compte est en pause : votre profil est masqué/,
    pauseScreen: 'Votre compte est en pause',
    pauseSettings: 'Paramètres de pause',
    deleteAccount: 'Supprimer mon compte',
    deleteTitle: 'Supprimer votre compte?',
    deleteForGood: 'Supprimer définitivement',
    pauseInstead: 'Mettre en pause plutôt',
    messages: 'Messages',
    deletedProfile: 'Profil supprimé',
  },
  en: {
    settings: 'Settings',
    paymentSource: 'Payment methods',
    noCard: 'No card',
    addCard: 'Add a card',
    updateCard: 'Update my card',
    cardNumber: 'Card number',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
    cvv: 'Security code (CVV)',
    saveCard: 'Save the card',
    cardSaved: 'Your card is saved.',
    savedCards: 'Saved cards',
    visa4242: 'Visa ending in 4242',
    usedForPayments: 'Used for payments',
    subscription: 'My subscription',
    subscribed: 'You are subscribed',
    noPayment: 'No payments',
    choose: 'Choose this package',
    promoCode: 'Promo code',
    apply: 'Apply',
    applied: 'Code BIENVENUE20 applied',
    pay: /^Pay(\s|$)/,
    paid: 'Payment successful!',
    search: 'Start searching',
    pastPayments: 'Past payments',
    package: '3-month package',
    paidStatus: 'Paid',
    pdf: /^PDF invoice of the payment of/,
    nextRenewal: /Next automatic renewal on/,
    cancelRenewal: 'Cancel automatic renewal',
    cancelTitle: 'Cancel automatic renewal?',
    confirmCancel: 'Cancel the renewal',
    endsOn: /Your subscription ends on/,
    daysLeft: /\d+ days left/,
    email: 'E-mail address',
    currentPassword: 'Current password',
    newEmail: 'New e-mail address',
    emailConfirmation: 'Confirm the new address',
    changeEmail: 'Change the address',
    emailChanged: /Your address was changed/,
    notVerified: /is not verified yet/,
    verified: (email: string) => `Your current address is ${email}. It is verified.`,
    pauseLink: 'Pause my account',
    pause: 'Pause',
    resume: 'Resume my account',
    pausedText: /Your account is paused: your profile is hidden/,
    pauseScreen: 'Your account is paused',
    pauseSettings: 'Pause settings',
    deleteAccount: 'Delete my account',
    deleteTitle: 'Delete your account?',
    deleteForGood: 'Delete permanently',
    pauseInstead: 'Pause instead',
    messages: 'Messages',
    deletedProfile: 'Deleted profile',
  },
} as const;
type Language = keyof typeof texts;

/**
 * The journeys' own seeded accounts (`apps/api/src/seed/subscription-account.ts`), one set per
 * language: each journey changes its account for good.
 */
const BASE: Record<Language, number> = { fr: 1, en: 11 };
const ROLES = ['pay', 'renew', 'email', 'pause', 'delete', 'witness'] as const;
const account = (language: Language, role: (typeof ROLES)[number]) =>
  `subscription-${String(BASE[language] + ROLES.indexOf(role))}@demo.test`;

/** A toast's visible message. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast-message]', { hasText: text });

/** The printed outbox of the API (its console). */
const outbox = () => readFileSync(apiLogFile, 'utf8');

for (const [language, width] of RUNS) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    // Sign-ins hash passwords (argon2): generous on a busy machine, never a speed test.
    test.describe.configure({ timeout: 300_000 });
    test.use(contextOptions(language, width));

    test('a member saves a card, pays for a package with a promo code, and gets the order and its PDF', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, account(language, 'pay'), { language, redirect: '/member/settings' });

      // The payment methods: none yet, then a card saved from the update page.
      await openSetting(page, t.settings, {
        link: t.paymentSource,
        path: /\/member\/settings\/payment-source$/,
      });
      await expect(page.getByRole('heading', { name: t.noCard })).toBeVisible();
      await shot(page, testInfo, 'payment-source-empty');
      await expectNoAxeViolations(page, 'the payment methods, empty');
      await page.getByRole('link', { name: t.addCard }).click();
      await expect(page).toHaveURL(/\/member\/settings\/payment-source\/update$/);
      await expect(page.getByRole('heading', { level: 1, name: t.updateCard })).toBeVisible();
      await expectNoAxeViolations(page, 'the card update');
      await page.getByRole('radio', { name: 'Visa' }).click();
      await page.getByLabel(t.cardNumber).fill('4242 4242 4242 4242');
      await page.getByRole('combobox', { name: t.expiryMonth }).selectOption({ label: '12' });
      await page
        .getByRole('combobox', { name: t.expiryYear })
        .selectOption({ label: String(new Date().getFullYear() + 2) });
      await page.getByLabel(t.cvv).fill('123');
      await shot(page, testInfo, 'payment-source-update');
      await page.getByRole('button', { name: t.saveCard }).click();
      await expect(toast(page, t.cardSaved)).toBeVisible();
      await expect(page).toHaveURL(/\/member\/settings\/payment-source$/);
      const cards = page.getByRole('list', { name: t.savedCards });
      await expect(cards.getByText(t.visa4242)).toBeAttached();
      await expect(cards.getByText(t.usedForPayments)).toBeVisible();
      await shot(page, testInfo, 'payment-source');
      await expectNoAxeViolations(page, 'the payment methods');

      // The subscription page: subscribed, no payment yet.
      await page.getByRole('link', { name: t.subscription }).click();
      await expect(page).toHaveURL(/\/member\/subscription$/);
      await expect(page.getByRole('heading', { level: 2, name: t.subscribed })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.noPayment })).toBeVisible();
      await expectNoAxeViolations(page, 'the subscription page');

      // A package with the promo code, paid with the saved card.
      await page.getByRole('button', { name: t.choose }).first().click();
      const modal = page.getByRole('dialog');
      await expect(modal.getByText(t.visa4242)).toBeAttached();
      await modal.getByLabel(t.promoCode).fill('BIENVENUE20');
      await modal.getByRole('button', { name: t.apply }).click();
      await expect(modal.getByText(t.applied, { exact: true })).toBeVisible();
      await shot(page, testInfo, 'payment-modal');
      await expectNoAxeViolations(page, 'the payment dialog');
      await modal.getByRole('button', { name: t.pay }).click();
      await expect(modal.getByRole('heading', { name: t.paid })).toBeVisible();
      await expect(modal.getByRole('link', { name: t.search })).toBeVisible();
      await shot(page, testInfo, 'payment-success');
      await expectNoAxeViolations(page, 'the payment success');
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      // The past payments now list the order, with its invoice.
      const orders = page.getByRole('list', { name: t.pastPayments });
      const order = orders.getByRole('listitem').first();
      await expect(order.getByText(t.package)).toBeVisible();
      await expect(order.getByText(t.paidStatus, { exact: true })).toBeVisible();
      const pdf = order.getByRole('link', { name: t.pdf });
      await expect(pdf).toHaveAttribute('target', '_blank');
      await shot(page, testInfo, 'orders');
      const href = await pdf.getAttribute('href');
      if (!href) throw new Error('The order has no invoice link');
      const invoice = await page.request.get(href);
      expect(invoice.ok()).toBe(true);
      expect(invoice.headers()['content-type']).toContain('application/pdf');
      expect((await invoice.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    test('a member cancels the automatic renewal and sees the subscription run to its end', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, account(language, 'renew'), {
        language,
        redirect: '/member/subscription',
      });
      await expect(page.getByRole('heading', { level: 2, name: t.subscribed })).toBeVisible();
      await expect(page.getByText(t.package).first()).toBeVisible();
      await expect(page.getByText(t.nextRenewal)).toBeVisible();
      await shot(page, testInfo, 'renewing');
      await expectNoAxeViolations(page, 'the renewing subscription');

      await page.getByRole('button', { name: t.cancelRenewal }).click();
      const dialog = page.getByRole('alertdialog', { name: t.cancelTitle });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, 'the cancel confirmation');
      await dialog.getByRole('button', { name: t.confirmCancel, exact: true }).click();
      await expect(dialog).toBeHidden();

      // Still subscribed, now until the end date, with the days left; no renewal to cancel.
      await expect(page.getByText(t.endsOn)).toBeVisible();
      await expect(page.getByText(t.daysLeft)).toBeVisible();
      await expect(page.getByText(t.nextRenewal)).toBeHidden();
      await expect(page.getByRole('button', { name: t.cancelRenewal })).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: t.subscribed })).toBeVisible();
      await shot(page, testInfo, 'renewal-cancelled');
      const { data } = (await callApi(page, 'GET', '/account')) as {
        data: { active_subscription: unknown; member: { subscription_status: string } };
      };
      expect(data.active_subscription).toBeNull();
      expect(data.member.subscription_status).toBe('active');
    });

    test('a member changes the e-mail address and opens the verification link from the outbox', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, account(language, 'email'), { language, redirect: '/member/settings' });
      const newEmail = `subscription-${language}-${String(Date.now())}@demo.test`;
      await openSetting(page, t.settings, { link: t.email, path: /\/member\/settings\/email$/ });
      await expectNoAxeViolations(page, 'the e-mail page');
      await page.getByLabel(t.currentPassword, { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel(t.newEmail, { exact: true }).fill(newEmail);
      await page.getByLabel(t.emailConfirmation, { exact: true }).fill(newEmail);
      await page.getByRole('button', { name: t.changeEmail }).click();
      await expect(toast(page, t.emailChanged)).toBeVisible();
      await expect(page.getByText(t.notVerified).first()).toBeVisible();
      await shot(page, testInfo, 'email-changed');

      // The verification mail went to the new address; its link verifies it.
      await expect.poll(() => outbox().includes(`✉ To ${newEmail}:`)).toBe(true);
      const mail = outbox().split(`✉ To ${newEmail}:`).at(-1) ?? '';
      const link = /https?:\/\/\S+\/email\/verify\/\S+/.exec(mail)?.[0];
      if (!link) throw new Error('No verification link in the mail');
      await page.goto(link);
      await page.waitForURL((url) => !url.pathname.includes('/email/verify/'));
      await page.goto('/member/settings/email');
      await expect(page.getByText(t.verified(newEmail))).toBeVisible();
      await shot(page, testInfo, 'email-verified');
      await expectNoAxeViolations(page, 'the verified e-mail');
    });

    test('a member pauses from the settings, sees the pause screen, then resumes', async ({
      page,
    }, testInfo: TestInfo) => {
      await signIn(page, account(language, 'pause'), { language, redirect: '/member/settings' });
      await openSetting(page, t.settings, {
        link: t.pauseLink,
        path: /\/member\/settings\/pause$/,
      });
      await expectNoAxeViolations(page, 'the pause page');
      await page.getByRole('button', { name: t.pause, exact: true }).click();
      await expect(page.getByText(t.pausedText)).toBeVisible();
      await shot(page, testInfo, 'paused-settings');

      // Every other member page shows the pause screen; its button leads back to the pause settings.
      await page.goto('/member/search');
      await expect(page.getByRole('heading', { level: 1, name: t.pauseScreen })).toBeVisible();
      await shot(page, testInfo, 'pause-screen');
      await expectNoAxeViolations(page, 'the pause screen');
      await page.getByRole('link', { name: t.pauseSettings }).click();
      await expect(page).toHaveURL(/\/member\/settings\/pause$/);
      await page.getByRole('button', { name: t.resume }).click();
      await expect(page.getByRole('button', { name: t.pause, exact: true })).toBeVisible();

      await page.goto('/member/search');
      await expect(page.locator('[data-slot=member-layout]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t.pauseScreen })).toBeHidden();
      const { data } = (await callApi(page, 'GET', '/account')) as {
        data: { member: { paused: boolean } };
      };
      expect(data.member.paused).toBe(false);
    });

    test('a member deletes the account: sign-in then fails and the other member sees it deleted', async ({
      page,
    }, testInfo: TestInfo) => {
      const email = account(language, 'delete');
      await signIn(page, email, { language, redirect: '/member/settings' });
      await page.getByRole('button', { name: t.deleteAccount }).click();
      const dialog = page.getByRole('alertdialog', { name: t.deleteTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.pauseInstead })).toBeVisible();
      await shot(page, testInfo, 'delete-dialog');
      await expectNoAxeViolations(page, 'the delete dialog');
      await dialog.getByRole('button', { name: t.deleteForGood }).click();
      await expect(page).toHaveURL(/\/login/);

      // The account is gone: its sign-in is refused.
      expect(await trySignIn(page, email, { language, redirect: '/member/settings' })).toBe(false);
      await expect(page).toHaveURL(/\/login/);

      // The member it talked with sees a deleted profile in the inbox.
      await signIn(page, account(language, 'witness'), { language, redirect: '/member/messages' });
      await expect(page.getByRole('heading', { level: 1, name: t.messages })).toBeVisible();
      await expect(page.getByText(t.deletedProfile).first()).toBeVisible();
      await shot(page, testInfo, 'deleted-in-inbox');
      await expectNoAxeViolations(page, 'the inbox with a deleted member');
    });
  });
}
