import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  apiCall,
  contextOptions,
  currentAccount,
  DEMO_PASSWORD,
  openSession,
  RUNS,
  shot,
  trySignIn,
} from './support/journey';

/** The texts these journeys look for, per language. */
const texts = {
  fr: {
    settings: 'Paramètres',
    blocked: 'Membres bloqués',
    unblock: (name: string) => `Débloquer ${name}`,
    unblockTitle: (name: string) => `Débloquer ${name}?`,
    confirmUnblock: 'Débloquer',
    unblocked: (name: string) => `${name} est débloqué.`,
    noBlocked: 'Aucun membre bloqué',
    password: 'Mot de passe',
    oldPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmation: 'Confirmez le nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    wrongPassword: 'Le mot de passe est incorrect.',
    passwordChanged: /Votre mot de passe a été changé/,
    language: 'Langue',
    other: 'English',
    rules: 'Règles de la boîte secondaire',
    addRule: 'Ajouter une règle',
    rule1: 'Règle 1',
    removeRule1: 'Retirer la règle 1',
    saveRules: 'Enregistrer les règles',
    rulesSaved: 'Vos règles sont enregistrées.',
    noRule: 'Aucune règle',
    save: 'Enregistrer',
  },
  en: {
    settings: 'Settings',
    blocked: 'Blocked members',
    unblock: (name: string) => `Unblock ${name}`,
    unblockTitle: (name: string) => `Unblock ${name}?`,
    confirmUnblock: 'Unblock',
    unblocked: (name: string) => `${name} is unblocked.`,
    noBlocked: 'No blocked members',
    password: 'Password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmation: 'Confirm the new password',
    changePassword: 'Change the password',
    wrongPassword: 'The password is incorrect.',
    passwordChanged: /Your password was changed/,
    language: 'Language',
    other: 'Français',
    rules: 'Secondary inbox rules',
    addRule: 'Add a rule',
    rule1: 'Rule 1',
    removeRule1: 'Remove rule 1',
    saveRules: 'Save the rules',
    rulesSaved: 'Your rules are saved.',
    noRule: 'No rules',
    save: 'Save',
  },
} as const;
type Language = keyof typeof texts;

/** After the switch, the language page speaks the other language. */
const switched = {
  fr: { title: 'Language', saved: 'Your language is saved.', lang: 'en' },
  en: { title: 'Langue', saved: 'Votre langue est enregistrée.', lang: 'fr' },
} as const;

const NEW_PASSWORD = 'Printemps2027!';

/**
 * Seeded members no other journey signs in as (the others use demo@, membre010–012 and membre299):
 * this journey changes their password (and puts it back) and their blocks.
 */
const CANDIDATES: Record<Language, number[]> = {
  fr: [251, 252, 253, 254, 255, 256, 257, 258, 259, 260],
  en: [271, 272, 273, 274, 275, 276, 277, 278, 279, 280],
};
const memberEmail = (n: number) => `membre${String(n).padStart(3, '0')}@demo.test`;

/** A toast's visible message. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-slot=toast-message]', { hasText: text });

interface Account {
  authentication_flag?: string | null;
  member?: { subscription_status?: string; paused?: boolean; suspended?: boolean } | null;
}

/** Signs in as the first candidate whose member pages show (active, not paused nor suspended). */
async function signInAsPlainMember(page: Page, language: Language): Promise<string> {
  for (const n of CANDIDATES[language]) {
    const email = memberEmail(n);
    if (await trySignIn(page, email, { language, redirect: '/member/settings' })) {
      const account = await currentAccount<Account>(page);
      const member = account.member;
      if (
        member?.subscription_status === 'active' &&
        !member.paused &&
        !member.suspended &&
        account.authentication_flag !== 'fail'
      ) {
        return email;
      }
    }
    await page.context().clearCookies();
  }
  throw new Error('No plain member among the candidates');
}

for (const [language, width] of RUNS) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    // Several sign-ins (argon2) per test: generous on a busy machine, never a speed test.
    test.describe.configure({ timeout: 300_000 });
    test.use(contextOptions(language, width));

    test('a member unblocks a member, changes the password, sets inbox rules, then the language', async ({
      page,
      browser,
    }, testInfo: TestInfo) => {
      const email = await signInAsPlainMember(page, language);
      // The language the account had, put back at the end (the switch saves it on the account).
      expect((await apiCall(page, 'PATCH', '/account/language', { locale: language })).status).toBe(
        204,
      );

      // Block someone (the profile's menu is the profile journey's business), from no block at all.
      const before = (await apiCall(page, 'GET', '/member-blocks')).body as {
        data: { pivot: { id: number } }[];
      };
      for (const block of before.data) {
        await apiCall(page, 'DELETE', `/member-blocks/${String(block.pivot.id)}`);
      }
      const search = (await apiCall(page, 'GET', '/members?page=1')).body as {
        data: { id: number; user: { first_name: string } }[];
      };
      const other = search.data[0];
      if (!other) throw new Error('The search found nobody to block');
      expect(
        (await apiCall(page, 'POST', '/member-blocks', { blocked_member_id: other.id })).status,
      ).toBe(201);
      const name = other.user.first_name;

      // The settings index links the new pages.
      await page.goto('/member/settings');
      await expect(page.getByRole('heading', { level: 1, name: t.settings })).toBeVisible();
      await shot(page, testInfo, 'settings');
      await expectNoAxeViolations(page, 'the settings index');

      // Blocked members: the list, then unblock after a confirmation.
      await page.getByRole('link', { name: t.blocked }).click();
      await expect(page).toHaveURL(/\/member\/settings\/blocked-users$/);
      await expect(page.getByRole('heading', { level: 1, name: t.blocked })).toBeVisible();
      const unblock = page.getByRole('button', { name: t.unblock(name) });
      await expect(unblock).toBeVisible();
      // The blocker may reopen the profile (the list's `can.view`), to unblock from there too.
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/member/profile/${String(other.id)}`,
      );
      await shot(page, testInfo, 'blocked-users');
      await expectNoAxeViolations(page, 'the blocked members');
      await unblock.click();
      const dialog = page.getByRole('alertdialog', { name: t.unblockTitle(name) });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, 'the unblock confirmation');
      await dialog.getByRole('button', { name: t.confirmUnblock, exact: true }).click();
      await expect(toast(page, t.unblocked(name))).toBeVisible();
      await expect(page.getByRole('heading', { name: t.noBlocked })).toBeVisible();
      await expect(dialog).toBeHidden();
      await shot(page, testInfo, 'blocked-users-empty');

      // Password: a wrong current password is refused under its field, then the change goes through.
      // The same member is also signed in on another device, which the change signs out.
      const otherDevice = await openSession(browser, email, {
        language,
        width,
        redirect: '/member/settings',
      });
      expect((await apiCall(otherDevice.page, 'GET', '/account')).status).toBe(200);
      await page.goto('/member/settings');
      await page.getByRole('link', { name: t.password, exact: true }).click();
      await expect(page).toHaveURL(/\/member\/settings\/password$/);
      await expect(page.getByRole('heading', { level: 1, name: t.password })).toBeVisible();
      await expectNoAxeViolations(page, 'the password page');
      const old = page.getByLabel(t.oldPassword, { exact: true });
      const submit = page.getByRole('button', { name: t.changePassword });
      await old.fill('Mauvais2026!');
      await page.getByLabel(t.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(t.confirmation, { exact: true }).fill(NEW_PASSWORD);
      await submit.click();
      await expect(page.getByText(t.wrongPassword)).toBeVisible();
      await expect(old).toHaveAttribute('aria-invalid', 'true');
      await shot(page, testInfo, 'password-refused');
      await expectNoAxeViolations(page, 'the refused password');
      await old.fill(DEMO_PASSWORD);
      await expect(page.getByText(t.wrongPassword)).toBeHidden();
      await submit.click();
      await expect(toast(page, t.passwordChanged)).toBeVisible();
      await expect(old).toHaveValue('');
      // The other device's session is gone; this one stays signed in.
      expect((await apiCall(otherDevice.page, 'GET', '/account')).status).toBe(401);
      await otherDevice.context.close();
      expect((await apiCall(page, 'GET', '/account')).status).toBe(200);
      try {
        // The new password signs in; the old one no longer does.
        await page.context().clearCookies();
        expect(
          await trySignIn(page, email, {
            language,
            redirect: '/member/settings',
            password: DEMO_PASSWORD,
          }),
        ).toBe(false);
        expect(
          await trySignIn(page, email, {
            language,
            redirect: '/member/settings',
            password: NEW_PASSWORD,
          }),
        ).toBe(true);
      } finally {
        // Put the seeded password back, for the next run.
        expect(
          (
            await apiCall(page, 'PATCH', '/account/password', {
              old_password: NEW_PASSWORD,
              new_password: DEMO_PASSWORD,
              new_password_confirmation: DEMO_PASSWORD,
            })
          ).status,
        ).toBe(204);
      }

      // Secondary inbox rules: from none, an age rule (18–99 by default) is saved, then removed again.
      expect(
        (
          await apiCall(page, 'POST', '/account/member/secondary-conversation-rules/batch', {
            secondary_conversation_rules: [],
          })
        ).status,
      ).toBeLessThan(300);
      await page.goto('/member/settings');
      await page.getByRole('link', { name: t.rules }).click();
      await expect(page).toHaveURL(/\/member\/settings\/secondary-conversation-rules$/);
      await expect(page.getByRole('heading', { name: t.noRule })).toBeVisible();
      await expectNoAxeViolations(page, 'the secondary inbox rules, empty');
      await page.getByRole('button', { name: t.addRule }).click();
      await expect(page.getByRole('group', { name: t.rule1 })).toBeVisible();
      await expect(page.getByRole('slider')).toHaveCount(2);
      await shot(page, testInfo, 'secondary-rules');
      await expectNoAxeViolations(page, 'the secondary inbox rules');
      await page.getByRole('button', { name: t.saveRules }).click();
      await expect(toast(page, t.rulesSaved)).toBeVisible();
      const saved = (await apiCall(page, 'GET', '/account/member/secondary-conversation-rules'))
        .body as { data: { field: string | null; value: string | null }[] };
      expect(saved.data).toEqual([expect.objectContaining({ field: 'age', value: '18,99' })]);
      await page.getByRole('button', { name: t.removeRule1 }).click();
      await page.getByRole('button', { name: t.saveRules }).click();
      await expect
        .poll(
          async () =>
            (
              (await apiCall(page, 'GET', '/account/member/secondary-conversation-rules')).body as {
                data: unknown[];
              }
            ).data.length,
        )
        .toBe(0);
      await expect(page.getByRole('heading', { name: t.noRule })).toBeVisible();

      // Language: the other one is saved, and the app speaks it at once.
      await page.goto('/member/settings/language');
      await expect(page.getByRole('heading', { level: 1, name: t.language })).toBeVisible();
      const save = page.getByRole('button', { name: t.save });
      await expect(save).toBeDisabled();
      await expectNoAxeViolations(page, 'the language page');
      await page.getByRole('radio', { name: t.other }).click();
      await save.click();
      const after = switched[language];
      await expect(page.getByRole('status').filter({ hasText: after.saved })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', after.lang);
      await expect(page.getByRole('heading', { level: 1, name: after.title })).toBeVisible();
      await shot(page, testInfo, 'language-switched');
      const account = (await apiCall(page, 'GET', '/account')).body as {
        data: { locale: string };
      };
      expect(account.data.locale).toBe(after.lang);
      await apiCall(page, 'PATCH', '/account/language', { locale: language });
    });
  });
}
