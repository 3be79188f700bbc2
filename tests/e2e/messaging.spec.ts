import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { apiCall, callApi, openPair, RUNS } from './support/journey';

/** The texts these journeys look for, per language. */
const texts = {
  fr: {
    priority: 'Prioritaire',
    message: 'Votre message',
    send: 'Envoyer',
    typing: (name: string) => `${name} est en train d’écrire…`,
    log: (name: string) => `Messages avec ${name}`,
    back: 'Retour aux messages',
    unread: (count: number) => `${String(count)} non ${count > 1 ? 'lus' : 'lu'}`,
  },
  en: {
    priority: 'Priority',
    message: 'Your message',
    send: 'Send',
    typing: (name: string) => `${name} is typing…`,
    log: (name: string) => `Messages with ${name}`,
    back: 'Back to messages',
    unread: (count: number) => `${String(count)} unread`,
  },
} as const;
type Language = keyof typeof texts;

const A_EMAIL = 'demo@demo.test';
/** Seeded members, tried in order for B (the first that A can write to). */
const B_CANDIDATES = ['membre010@demo.test', 'membre011@demo.test', 'membre012@demo.test'];

/**
 * A (the demo member) and B (a seeded member A can write to), each in a browser context of their own,
 * with their conversation open (created or reused), in B's priority inbox.
 */
async function openPriorityPair(browser: Browser, language: Language, width: number) {
  const pair = await openPair(browser, {
    language,
    width,
    redirect: '/member/search',
    a: A_EMAIL,
    candidates: B_CANDIDATES,
  });
  await callApi(pair.b, 'PATCH', `/conversations/${String(pair.conversationId)}/priority`, {
    priority: 'priority',
  });
  return pair;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

for (const [language, width] of RUNS) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    // Two sign-ins (argon2) and two live pages on a busy machine: a generous bound, not a speed test.
    test.describe.configure({ timeout: 420_000 });
    test('two members talk live: unseen badge, typing, answer, and a failed send rolled back', async ({
      browser,
    }, testInfo: TestInfo) => {
      const { a, b, aAccount, bAccount, conversationId, contexts } = await openPriorityPair(
        browser,
        language,
        width,
      );
      const conversationPath = `/member/messages/${String(conversationId)}`;

      // B starts from having seen the conversation (an earlier run may have left it unseen).
      expect(
        (await apiCall(b, 'GET', `/conversations/${String(conversationId)}`)).status,
      ).toBeLessThan(300);
      const unseen = await apiCall(b, 'GET', '/conversations/unseen?filter[priority]=priority');
      const unseenBefore = ((unseen.body as { data?: unknown[] }).data ?? []).length;
      const desktop = width >= 1024;

      // On a phone B waits on the inbox's list. A desktop inbox opens the remembered or first
      // conversation by itself (which marks it seen), so there B waits on another member page and
      // watches the side menu's unseen count.
      const badge = b.locator(
        '[data-slot=side-menu-link][href="/member/messages"] [data-slot=side-menu-count]',
      );
      const row = b
        .locator('[data-slot=conversation-list-item]')
        .filter({ hasText: aAccount.first_name })
        .first();
      if (desktop) {
        await b.goto('/member/favorites');
        await expect(b.locator('[data-slot=side-menu]')).toBeVisible();
        if (unseenBefore > 0) await expect(badge).toContainText(t.unread(unseenBefore));
        else await expect(badge).toHaveCount(0);
      } else {
        await b.goto('/member/messages');
        await expect(b.getByRole('tab', { name: new RegExp(t.priority) })).toBeVisible();
      }
      await a.goto(conversationPath);
      const aLog = a.getByRole('log', { name: t.log(bAccount.first_name) });
      await expect(aLog).toBeVisible({ timeout: 60_000 });
      await expectNoAxeViolations(a, `${language} conversation (A)`);
      // The whole composer is on screen as the conversation opens, on a phone as on a desktop.
      await expect(a.getByRole('textbox', { name: t.message })).toBeInViewport({ ratio: 1 });
      await expect(a.getByRole('button', { name: t.send, exact: true })).toBeInViewport({
        ratio: 1,
      });

      // A writes: B sees it without a reload, unseen.
      const first = `Bonjour ${String(Date.now())}`;
      await a.getByRole('textbox', { name: t.message }).fill(first);
      await a.getByRole('button', { name: t.send, exact: true }).click();
      await expect(aLog.getByText(first)).toBeVisible();
      const bLog = b.getByRole('log', { name: t.log(aAccount.first_name) });
      if (desktop) {
        // The side menu's count goes up live.
        await expect(badge).toContainText(t.unread(unseenBefore + 1));
        await expectNoAxeViolations(b, `${language} favourites with an unseen message (B)`);
        // B opens the messages: the newest conversation, ours, opens beside the list, seen.
        await b.locator('[data-slot=side-menu-link][href="/member/messages"]').click();
        await b.waitForURL((url) => url.pathname === conversationPath);
        await expect(bLog.getByText(first)).toBeVisible();
        await expect(row).toContainText(first);
        await expect(row).not.toHaveAttribute('data-unseen', 'true');
        if (unseenBefore > 0) await expect(badge).toContainText(t.unread(unseenBefore));
        else await expect(badge).toHaveCount(0);
      } else {
        await expect(row).toHaveAttribute('data-unseen', 'true');
        await expect(row).toContainText(first);
        await expect(b.getByRole('tab', { name: new RegExp(t.priority) })).toContainText(/[1-9]/);
        await expectNoAxeViolations(b, `${language} inbox (B)`);
        // B opens it (seen).
        await row.click();
        await b.waitForURL((url) => url.pathname === conversationPath);
        await expect(bLog.getByText(first)).toBeVisible();
      }

      // B writes: A sees B typing, then the answer.
      const bBox = b.getByRole('textbox', { name: t.message });
      await bBox.pressSequentially('Bonj', { delay: 50 });
      await expect(a.getByText(t.typing(bAccount.first_name))).toBeVisible();
      const answer = `Réponse ${String(Date.now())}`;
      await bBox.fill(answer);
      await bBox.press('Enter');
      await expect(aLog.getByText(answer)).toBeVisible();
      // The typing indicator goes once the whispers stop.
      await expect(a.getByText(t.typing(bAccount.first_name))).toBeHidden();
      await expectNoAxeViolations(b, `${language} conversation (B)`);

      // A failed send: the optimistic message shows, then goes when the post fails.
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await a.route('**/backend/conversations/*/messages', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        await gate;
        return route.fulfill({ status: 500, json: { message: 'Server Error' } });
      });
      const failing = `Échec ${String(Date.now())}`;
      await a.getByRole('textbox', { name: t.message }).fill(failing);
      await a.getByRole('textbox', { name: t.message }).press('Enter');
      await expect(aLog.getByText(failing)).toBeVisible();
      // Nothing else is sent while a send is in flight.
      await a.getByRole('textbox', { name: t.message }).fill('Encore');
      await expect(a.getByRole('button', { name: t.send, exact: true })).toBeDisabled();
      await a.getByRole('textbox', { name: t.message }).fill('');
      release();
      await expect(aLog.getByText(failing)).toBeHidden();
      // The text comes back to the composer, and B never received it.
      await expect(a.getByRole('textbox', { name: t.message })).toHaveValue(failing);
      await expect(bLog.getByText(failing)).toBeHidden();
      await a.unroute('**/backend/conversations/*/messages');

      if (language === 'fr') {
        // The send-to-receive time between the two browsers: the median of 20 messages.
        const times: number[] = [];
        const aBox = a.getByRole('textbox', { name: t.message });
        for (let index = 0; index < 20; index += 1) {
          const text = `Mesure ${String(index)} ${String(Date.now())}`;
          await aBox.fill(text);
          const sentAt = Date.now();
          await aBox.press('Enter');
          await bLog.getByText(text).waitFor();
          times.push(Date.now() - sentAt);
          // The next one waits for this send to settle (nothing is sent while one is in flight).
          await expect(aLog.locator('[data-slot=chat-bubble][data-status=pending]')).toHaveCount(0);
        }
        const value = median(times);
        testInfo.annotations.push({
          type: 'send-to-receive median (ms)',
          description: String(value),
        });
        console.log(`send-to-receive over 20 messages: median ${String(value)} ms`, times);
      }

      for (const context of contexts) await context.close();
    });
  });
}
