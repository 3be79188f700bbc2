import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, membersWhoMayMessage, RUNS, withFakeMedia } from './support/journey';

/**
 * Voice messages (issue 13): A records one in the conversation's composer with Chromium's fake
 * microphone (the time against the 30-second limit shows while recording), sends it, and B, on the
 * same conversation in another browser context, sees it arrive live with an audio player that loads
 * the recording. French on a desktop, English on a phone.
 */
test.use({ permissions: ['microphone'], launchOptions: withFakeMedia() });

const texts = {
  fr: {
    log: (name: string) => `Messages avec ${name}`,
    record: 'Enregistrer un message vocal',
    recording: 'Message vocal',
    limit: /sur 0:30/,
    send: 'Envoyer le message vocal',
    mine: 'Votre message vocal',
    theirs: (name: string) => `Message vocal de ${name}`,
  },
  en: {
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

/** Seeded members no other journey signs in as, one pool per language; the first two who may message. */
const POOLS: Record<Language, string[]> = {
  fr: Array.from({ length: 10 }, (_, n) => `membre${String(180 + n).padStart(3, '0')}@demo.test`),
  en: Array.from({ length: 10 }, (_, n) => `membre${String(190 + n).padStart(3, '0')}@demo.test`),
};

for (const [language, width] of RUNS) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    // Two sign-ins (argon2) and two live pages on a busy machine: a generous bound, not a speed test.
    test.describe.configure({ timeout: 360_000 });

    test('A records and sends a voice message; B receives it live and can play it', async ({
      browser,
    }) => {
      const [a, b] = await membersWhoMayMessage(browser, POOLS[language], 2, {
        language,
        width,
        redirect: '/member/favorites',
      });
      if (!a || !b) throw new Error('Two members who may message');
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
