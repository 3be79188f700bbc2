import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi } from './support/journey';

/**
 * Voice messages (issue 13): A records one in the conversation's composer with Chromium's fake
 * microphone (the time against the 30-second limit shows while recording), sends it, and B, on the
 * same conversation in another browser context, sees it arrive live with an audio player that loads
 * the recording. French on a desktop, English on a phone.
 */
test.use({
  launchOptions: {
    // As in playwright.config.ts, plus the fake microphone (and no permission prompt).
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

const texts = {
  fr: {
    signIn: 'Se connecter',
    log: (name: string) => `Messages avec ${name}`,
    record: 'Enregistrer un message vocal',
    recording: 'Message vocal',
    limit: /sur 0:30/,
    send: 'Envoyer le message vocal',
    mine: 'Votre message vocal',
    theirs: (name: string) => `Message vocal de ${name}`,
  },
  en: {
    signIn: 'Sign in',
    log: (name: string) => `Messages with ${name}`,
    record: 'Record a voice message',
    recording: 'Voice message',
    limit: /of 0:30/,
    send: 'Send the voice message',
    mine: 'Your voice message',
    theirs: (name: string) => `Voice message from ${name}`,
  },
} as const;
type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

const PASSWORD = 'Demo2026!';
/** Seeded members no other journey signs in as, one pool per language; the first two who may message. */
const POOLS: Record<Language, string[]> = {
  fr: Array.from({ length: 10 }, (_, n) => `membre${String(180 + n).padStart(3, '0')}@demo.test`),
  en: Array.from({ length: 10 }, (_, n) => `membre${String(190 + n).padStart(3, '0')}@demo.test`),
};

interface Account {
  id: number;
  first_name: string;
  member: {
    subscribed?: boolean;
    paused?: boolean;
    suspended?: boolean;
    onboarding_completed?: boolean;
  } | null;
}

interface Member {
  page: Page;
  context: BrowserContext;
  account: Account;
}

async function signIn(page: Page, t: Texts, language: Language, email: string) {
  await page.goto(`/login?locale=${language}&redirect=${encodeURIComponent('/member/favorites')}`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[type=password]').first().fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The first two members of the pool who may message (subscribed, not paused nor suspended). */
async function twoMembers(browser: Browser, language: Language, width: number, t: Texts) {
  const members: Member[] = [];
  for (const email of POOLS[language]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      locale: language === 'fr' ? 'fr-CA' : 'en-CA',
      permissions: ['microphone'],
    });
    const page = await context.newPage();
    await signIn(page, t, language, email);
    const body = (await callApi(page, 'GET', '/account')) as { data?: Account } & Account;
    const account = body.data ?? body;
    const member = account.member;
    if (
      member?.subscribed === true &&
      member.paused !== true &&
      member.suspended !== true &&
      member.onboarding_completed !== false
    ) {
      members.push({ page, context, account });
      if (members.length === 2) return members as [Member, Member];
    } else await context.close();
  }
  throw new Error(`Fewer than two members of the ${language} pool may message.`);
}

for (const [language, width] of [
  ['fr', 1280],
  ['en', 390],
] as const) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    // Two sign-ins (argon2) and two live pages on a busy machine: a generous bound, not a speed test.
    test.describe.configure({ timeout: 360_000 });

    test('A records and sends a voice message; B receives it live and can play it', async ({
      browser,
    }) => {
      const [a, b] = await twoMembers(browser, language, width, t);
      const aName = a.account.first_name;
      const bName = b.account.first_name;
      const started = (await callApi(a.page, 'POST', '/conversations', {
        user_id: b.account.id,
      })) as { data: { id: number } };
      const path = `/member/messages/${String(started.data.id)}`;

      await b.page.goto(path);
      await a.page.goto(path);
      const aLog = a.page.getByRole('log', { name: t.log(bName) });
      const bLog = b.page.getByRole('log', { name: t.log(aName) });
      await expect(aLog).toBeVisible({ timeout: 60_000 });
      await expect(bLog).toBeVisible({ timeout: 60_000 });
      const received = bLog.getByLabel(t.theirs(aName), { exact: true });
      await expect(received).toHaveCount(0);

      await test.step('A records: the time runs against the 30-second limit', async () => {
        await a.page.getByRole('button', { name: t.record, exact: true }).click();
        const bar = a.page.getByRole('group', { name: t.recording, exact: true });
        await expect(bar).toHaveAttribute('data-phase', 'recording');
        const timer = bar.getByRole('timer');
        await expect(timer).toHaveText(t.limit);
        // A second of sound at least, whatever the machine's pace.
        await expect(timer).not.toHaveAttribute('data-elapsed', '0');
        await expectNoAxeViolations(a.page, `${language} conversation while recording (A)`);
        await bar.getByRole('button', { name: t.send, exact: true }).click();
        await expect(bar).toBeHidden();
      });

      await test.step('A sees the voice message sent, B sees it arrive live', async () => {
        await expect(aLog.getByLabel(t.mine, { exact: true })).toHaveCount(1);
        await expect(received).toHaveCount(1);
        await expect(received).toHaveJSProperty('controls', true);
        // The recording itself loads (served from storage): the player knows its first frames.
        await expect
          .poll(() =>
            received.evaluate((audio: HTMLAudioElement) => {
              if (audio.readyState === 0 && audio.networkState !== HTMLMediaElement.NETWORK_LOADING)
                audio.load();
              return audio.readyState >= HTMLMediaElement.HAVE_METADATA && audio.error === null;
            }),
          )
          .toBe(true);
        await expectNoAxeViolations(b.page, `${language} conversation with a voice message (B)`);
      });

      await a.context.close();
      await b.context.close();
    });
  });
}
