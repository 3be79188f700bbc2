import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  apiCall,
  membersWhoMayMessage,
  RUNS,
  type MessagingAccount,
  type Session,
} from './support/journey';
import { pngPicture } from './support/png';

/**
 * Messaging beyond text (issue 13): a picture arriving live, flowers up to the flower match and the
 * one-flower-a-day rule, and a conversation that a member's secondary-conversation rules send to the
 * secondary inbox, then moved to priority, and the conversation's menu (report, block), whose code loads
 * on its first press. Three members in three browser contexts, the real socket.
 */
const texts = {
  fr: {
    log: (name: string) => `Messages avec ${name}`,
    picture: 'Envoyer une photo',
    flower: 'Offrir une fleur',
    flowerConfirm: 'Offrir la fleur',
    today: /déjà \S+ une fleur aujourd’hui/,
    secondary: 'Secondaire',
    priority: 'Prioritaire',
    move: 'Déplacer vers la boîte prioritaire',
    menu: 'Options de la conversation',
    block: 'Bloquer',
  },
  en: {
    log: (name: string) => `Messages with ${name}`,
    picture: 'Send a picture',
    flower: 'Offer a flower',
    flowerConfirm: 'Offer the flower',
    today: /already \S+ a flower today/,
    secondary: 'Secondary',
    priority: 'Priority',
    move: 'Move to priority inbox',
    menu: 'Conversation options',
    block: 'Block',
  },
} as const;
type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

/** Seeded members no other journey uses, one pool per run; the first three who may message are taken. */
const POOLS: Record<Language, string[]> = {
  fr: Array.from({ length: 12 }, (_, n) => `membre${String(30 + n).padStart(3, '0')}@demo.test`),
  en: Array.from({ length: 12 }, (_, n) => `membre${String(50 + n).padStart(3, '0')}@demo.test`),
};

type Person = Session & { account: MessagingAccount };

/** The first three members of the pool who may message (subscribed, not paused nor suspended). */
async function threeMembers(browser: Browser, language: Language, width: number) {
  const people = await membersWhoMayMessage(browser, POOLS[language], 3, {
    language,
    width,
    redirect: '/member/favorites',
  });
  return people as [Person, Person, Person];
}

function ageOf(birthday: string | null): number {
  if (!birthday) return 40;
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  const now = new Date();
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day))
    age -= 1;
  return age;
}

async function startConversation(from: Person, to: Person, content?: string): Promise<number> {
  const started = await apiCall(from.page, 'POST', '/conversations', {
    user_id: to.account.id,
    ...(content === undefined ? {} : { content }),
  });
  expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
  return (started.body as { data: { id: number } }).data.id;
}

const bubbles = (page: Page, name: string, t: Texts) =>
  page.getByRole('log', { name: t.log(name) }).locator('[data-slot=chat-bubble]');

for (const [language, width] of RUNS) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    // Three sign-ins (argon2) and three live pages on a busy machine: a generous bound, not a speed test.
    test.describe.configure({ timeout: 480_000 });

    test('a picture arrives live, flowers match, one flower a day, and the secondary inbox', async ({
      browser,
    }) => {
      const [a, b, c] = await threeMembers(browser, language, width);
      const aName = a.account.first_name;
      const bName = b.account.first_name;
      const cName = c.account.first_name;
      const desktop = width >= 1024;

      // A's conversations with B (in B's priority inbox) and with C (for the flower rule).
      const ab = await startConversation(a, b);
      expect(
        (
          await apiCall(b.page, 'PATCH', `/conversations/${String(ab)}/priority`, {
            priority: 'priority',
          })
        ).status,
      ).toBeLessThan(300);
      const ac = await startConversation(a, c);
      for (const [who, id] of [
        [a, ab],
        [b, ab],
        [a, ac],
      ] as const) {
        const { body } = await apiCall(who.page, 'GET', `/conversations/${String(id)}`);
        expect(
          (body as { data: { cant_send_flower_message: string | null } }).data
            .cant_send_flower_message,
          'a fresh seed: nobody of the pool sent a flower today',
        ).toBeNull();
      }
      const abPath = `/member/messages/${String(ab)}`;

      await test.step('a picture sent by A arrives live at B', async () => {
        await b.page.goto(abPath);
        await a.page.goto(abPath);
        const aLog = a.page.getByRole('log', { name: t.log(bName) });
        const bLog = b.page.getByRole('log', { name: t.log(aName) });
        await expect(aLog).toBeVisible({ timeout: 60_000 });
        await expect(bLog).toBeVisible({ timeout: 60_000 });
        const chooser = a.page.waitForEvent('filechooser');
        await a.page.getByRole('button', { name: t.picture, exact: true }).click();
        await (
          await chooser
        ).setFiles({
          name: 'photo.png',
          mimeType: 'image/png',
          buffer: pngPicture(1000, [200, 80, 120]),
        });
        await expect(
          bubbles(a.page, bName, t).filter({
            has: a.page.locator('[data-slot=chat-bubble-image]'),
          }),
        ).toHaveCount(1);
        const received = bubbles(b.page, aName, t).filter({
          has: b.page.locator('[data-slot=chat-bubble-image]'),
        });
        await expect(received).toHaveCount(1);
        // The picture itself loads (served from storage), not only its frame.
        await expect
          .poll(() =>
            received
              .locator('img')
              .first()
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          )
          .toBe(true);
        await expectNoAxeViolations(b.page, `${language} conversation with a picture (B)`);
      });

      await test.step('A offers a flower: B sees it live, and the single-flower state', async () => {
        await a.page.getByRole('button', { name: t.flower, exact: true }).click();
        const dialog = a.page.getByRole('alertdialog').or(a.page.getByRole('dialog'));
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(bName);
        await expectNoAxeViolations(a.page, `${language} flower confirmation (A)`);
        await dialog.getByRole('button', { name: t.flowerConfirm, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(
          bubbles(a.page, bName, t).filter({
            has: a.page.locator('[data-slot=chat-bubble-flower]'),
          }),
        ).toHaveCount(1);
        // One flower per conversation: A's flower button is gone here.
        await expect(a.page.locator('[data-slot=chat-composer]')).toHaveAttribute(
          'data-flower',
          'hidden',
        );
        await expect(
          bubbles(b.page, aName, t).filter({
            has: b.page.locator('[data-slot=chat-bubble-flower]'),
          }),
        ).toHaveCount(1);
        // B's inbox row: a flower received.
        if (!desktop) await b.page.goto('/member/messages');
        const row = b.page
          .locator('[data-slot=conversation-list-item]')
          .filter({ hasText: aName })
          .first();
        await expect(row).toHaveAttribute('data-flower', 'received');
        await expectNoAxeViolations(b.page, `${language} inbox with a flower received (B)`);
        if (!desktop) {
          await row.click();
          await b.page.waitForURL((url) => url.pathname === abPath);
        }
      });

      await test.step('B offers one back: the flower match on both sides', async () => {
        await b.page.getByRole('button', { name: t.flower, exact: true }).click();
        const dialog = b.page.getByRole('alertdialog').or(b.page.getByRole('dialog'));
        await dialog.getByRole('button', { name: t.flowerConfirm, exact: true }).click();
        await expect(dialog).toBeHidden();
        for (const [page, name] of [
          [b.page, aName],
          [a.page, bName],
        ] as const) {
          const match = page
            .getByRole('log', { name: t.log(name) })
            .locator('[data-slot=chat-bubble-flower-match]');
          await expect(match).toBeVisible();
          await expect(match.locator('[data-slot=chat-bubble-tagline]')).not.toBeEmpty();
        }
        await expectNoAxeViolations(a.page, `${language} flower match (A)`);
        await a.page.goto('/member/messages');
        await expect(
          a.page.locator('[data-slot=conversation-list-item]').filter({ hasText: bName }).first(),
        ).toHaveAttribute('data-flower', 'match');
      });

      await test.step('one flower a day: A cannot offer C one today, and is told why', async () => {
        await a.page.goto(`/member/messages/${String(ac)}`);
        await expect(a.page.getByRole('log', { name: t.log(cName) })).toBeVisible();
        const button = a.page.getByRole('button', { name: t.flower, exact: true });
        await expect(button).toHaveAttribute('aria-disabled', 'true');
        // The reason (the API's `cant_send_flower_message`), for screen readers and as the tooltip.
        await expect(button).toHaveAccessibleDescription(t.today);
        if (desktop) {
          // A pointer's tooltip (a phone has none: there the description above is what is told). The
          // pointer may rest where the other conversation's flower button was pressed: it leaves first.
          await a.page.mouse.move(0, 0);
          await button.hover();
          await expect(a.page.getByRole('tooltip')).toContainText(t.today);
        }
        // Pressing it sends nothing: no dialog, no flower (forced: Playwright waits for an
        // aria-disabled button to become enabled, a member can still press it).
        await button.click({ force: true });
        await expect(a.page.getByRole('alertdialog')).toHaveCount(0);
        await expect(
          bubbles(a.page, cName, t).filter({
            has: a.page.locator('[data-slot=chat-bubble-flower]'),
          }),
        ).toHaveCount(0);
        await expectNoAxeViolations(a.page, `${language} flower refused for today (A)`);
      });

      await test.step('a new sender who fails B’s rules lands in B’s secondary inbox', async () => {
        // B accepts an age range that leaves C out.
        const age = ageOf(c.account.birthday);
        const range = age >= 25 ? '18,20' : '60,99';
        const saved = await apiCall(
          b.page,
          'POST',
          '/account/member/secondary-conversation-rules/batch',
          {
            secondary_conversation_rules: [
              { key: 'age', field: 'age', question_id: null, value: range, options: [] },
            ],
          },
        );
        expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);

        // B waits on the inbox's secondary tab, empty of C.
        await b.page.goto('/member/messages');
        const secondaryTab = b.page.getByRole('tab', { name: new RegExp(t.secondary) });
        await secondaryTab.click();
        const secondaryList = b.page.locator('[data-slot=conversation-list][data-inbox=secondary]');
        await expect(secondaryList.locator('[data-slot=conversation-list-notice]')).toBeVisible();
        const row = secondaryList
          .locator('[data-slot=conversation-list-item]')
          .filter({ hasText: cName });
        await expect(row).toHaveCount(0);

        const text = `Bonjour de ${cName} ${String(Date.now())}`;
        const bc = await startConversation(c, b, text);
        const bcPath = `/member/messages/${String(bc)}`;
        // It arrives live, unseen, in the secondary tab, with the tab's unseen count.
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(text);
        await expect(row).toHaveAttribute('data-unseen', 'true');
        await expect(secondaryTab).toContainText(/[1-9]/);
        await expectNoAxeViolations(b.page, `${language} secondary inbox (B)`);

        // C is told B has not answered and the conversation waits in B's secondary inbox.
        await c.page.goto(bcPath);
        await expect(c.page.getByRole('log', { name: t.log(bName) })).toBeVisible();
        await expect(c.page.locator('[data-slot=other-secondary-banner]')).toContainText(bName);
        await expectNoAxeViolations(
          c.page,
          `${language} conversation in the other's secondary inbox (C)`,
        );

        // B opens it: the banner and its move.
        await row.click();
        await b.page.waitForURL((url) => url.pathname === bcPath);
        await expect(b.page.getByRole('log', { name: t.log(cName) })).toContainText(text);
        const banner = b.page.locator('[data-slot=move-to-priority-banner]');
        await expect(banner).toBeVisible();
        await expectNoAxeViolations(b.page, `${language} conversation in my secondary inbox (B)`);
        await banner.getByRole('button', { name: t.move, exact: true }).click();
        await expect(banner).toBeHidden();

        // Now in B's priority inbox, no longer in the secondary one.
        if (!desktop) await b.page.goto('/member/messages');
        await b.page.getByRole('tab', { name: new RegExp(t.priority) }).click();
        await expect(
          b.page
            .locator('[data-slot=conversation-list][data-inbox=priority]')
            .locator('[data-slot=conversation-list-item]')
            .filter({ hasText: cName }),
        ).toHaveCount(1);
        await b.page.getByRole('tab', { name: new RegExp(t.secondary) }).click();
        await expect(
          b.page
            .locator('[data-slot=conversation-list][data-inbox=secondary]')
            .locator('[data-slot=conversation-list-item]')
            .filter({ hasText: cName }),
        ).toHaveCount(0);
      });

      await test.step('C’s conversation menu, by keyboard then pointer: report, then block A', async () => {
        // The menu's code loads on its first press (issue 12): the button is a menu button before.
        await c.page.goto(`/member/messages/${String(ac)}`);
        await expect(c.page.getByRole('log', { name: t.log(aName) })).toBeVisible();
        const menuButton = c.page.getByRole('button', { name: t.menu, exact: true });
        await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
        await menuButton.focus();
        await c.page.keyboard.press('Enter');
        const menu = c.page.getByRole('menu');
        await expect(menu.getByRole('menuitem', { name: t.block, exact: true })).toBeFocused();
        await expectNoAxeViolations(c.page, `${language} conversation menu (C)`);
        await c.page.keyboard.press('ArrowDown');
        await c.page.keyboard.press('Enter');
        // The profile's report dialog (ui/report-dialog): no reason chosen for the member.
        const report = c.page.getByRole('dialog');
        await expect(report).toContainText(aName);
        await expect(report.getByRole('radio', { checked: true })).toHaveCount(0);
        await expectNoAxeViolations(c.page, `${language} report from a conversation (C)`);
        await c.page.keyboard.press('Escape');
        await expect(report).toBeHidden();
        await expect(menuButton).toBeFocused();

        await menuButton.click();
        await menu.getByRole('menuitem', { name: t.block, exact: true }).click();
        const confirm = c.page.getByRole('alertdialog');
        await expect(confirm).toContainText(aName);
        await confirm.getByRole('button', { name: t.block, exact: true }).click();
        await c.page.waitForURL((url) => url.pathname === '/member/messages');
        // The conversation is gone from C's messages.
        await expect(c.page.locator('[data-slot=conversation-list]').first()).toBeVisible();
        await expect(
          c.page.locator('[data-slot=conversation-list-item]').filter({ hasText: aName }),
        ).toHaveCount(0);
      });

      for (const person of [a, b, c]) await person.context.close();
    });
  });
}
