import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { callApi, openPair, RUNS, withFakeMedia } from './support/journey';

/**
 * Two members, two browser contexts, one video call over Chromium's fake camera and microphone: both
 * allow video calls, A calls, B accepts from the incoming-call dialog, both see the other's video,
 * B's camera goes off and A sees it, A's microphone goes off and B knows it, A hangs up and both
 * leave; then a second call that B declines tells A that B did not answer; then both call at once;
 * then B withdraws the consent and A's call button goes.
 */
test.use({
  permissions: ['camera', 'microphone'],
  // The fake media devices, and their sound may play unasked.
  launchOptions: withFakeMedia('--autoplay-policy=no-user-gesture-required'),
});

const texts = {
  fr: {
    section: 'Appel vidéo',
    authorize: 'Autoriser les appels vidéo',
    call: (name: string) => `Appeler ${name}`,
    incoming: 'Appel vidéo entrant',
    accept: 'Accepter',
    decline: 'Refuser',
    cameraOff: 'Désactiver la caméra',
    microphoneOff: 'Couper le micro',
    hangUp: 'Raccrocher',
    remoteCameraOff: (name: string) => `${name} a désactivé sa caméra`,
    remoteMicrophoneOff: (name: string) => `${name} a coupé son micro`,
    didNotAnswer: (name: string) => `${name} n’a pas répondu à l’appel`,
  },
  en: {
    section: 'Video call',
    authorize: 'Allow video calls',
    call: (name: string) => `Call ${name}`,
    incoming: 'Incoming video call',
    accept: 'Accept',
    decline: 'Decline',
    cameraOff: 'Turn camera off',
    microphoneOff: 'Mute microphone',
    hangUp: 'Hang up',
    remoteCameraOff: (name: string) => `${name} turned their camera off`,
    remoteMicrophoneOff: (name: string) => `${name} muted their microphone`,
    didNotAnswer: (name: string) => `${name} did not answer the call`,
  },
} as const;
type Language = keyof typeof texts;
type Texts = (typeof texts)[Language];

const A_EMAIL = 'demo@demo.test';
/** Seeded members, tried in order for B (the first that A can write to). */
const B_CANDIDATES = ['membre013@demo.test', 'membre014@demo.test', 'membre015@demo.test'];

/** Opens the conversation's video section and turns my consent on. */
async function allowVideo(page: Page, t: Texts, conversationPath: string) {
  await page.goto(conversationPath);
  const section = page.locator('[data-slot=video-authorization-disclosure]');
  await section.getByText(t.section, { exact: true }).click();
  const consent = section.getByRole('switch', { name: t.authorize });
  await expect(consent).not.toBeChecked();
  await consent.click();
  await expect(consent).toBeChecked();
  return section;
}

/** The remote tile plays the other's camera: its video has frames, not just a stream. */
async function expectRemoteVideo(page: Page) {
  const view = page.locator('[data-slot=video-call-view]');
  await expect(view).toHaveAttribute('data-status', 'connected', { timeout: 60_000 });
  await expect
    .poll(
      () =>
        view
          .locator('[data-slot=video-call-view-remote] video')
          .evaluate((video: HTMLVideoElement) => video.videoWidth),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}

for (const [language, width] of RUNS) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    test.describe.configure({ timeout: 420_000 });
    test('both allow video, A calls, B accepts, camera and microphone follow, A hangs up; a declined call', async ({
      browser,
    }) => {
      const { a, b, aAccount, bAccount, conversationId, contexts } = await openPair(browser, {
        language,
        width,
        redirect: '/member/favorites',
        a: A_EMAIL,
        candidates: B_CANDIDATES,
      });
      const conversationPath = `/member/messages/${String(conversationId)}`;
      const callPath = `${conversationPath}/video-chat`;
      // An earlier run may have left the consents on.
      for (const page of [a, b])
        await callApi(
          page,
          'PATCH',
          `/conversations/${String(conversationId)}/authorize-video-chat`,
          {
            authorize_video_chat: false,
          },
        );

      // Both allow video calls; A's call button comes once B's consent arrives, with the hint.
      const aSection = await allowVideo(a, t, conversationPath);
      await expect(aSection.getByRole('button', { name: t.call(bAccount.first_name) })).toHaveCount(
        0,
      );
      const bSection = await allowVideo(b, t, conversationPath);
      await expect(
        bSection.getByRole('button', { name: t.call(aAccount.first_name) }),
      ).toBeVisible();
      const call = aSection.getByRole('button', { name: t.call(bAccount.first_name) });
      await expect(call).toBeVisible();
      await expect(aSection.locator('[data-slot=video-authorization-unlocked]')).toBeVisible();
      await expectNoAxeViolations(a, `${language} conversation with video calls allowed (A)`);

      // B waits elsewhere in the member area; A calls.
      await b.goto('/member/favorites');
      await b.waitForURL((url) => url.pathname === '/member/favorites');
      await call.click();
      await a.waitForURL((url) => url.pathname === callPath);
      expect(new URL(a.url()).searchParams.get('no_video')).toBe('0');
      await expect(a.locator('[data-slot=video-call-view]')).toBeVisible();

      // B is rung: the dialog, then accept (with video).
      const dialog = b.getByRole('dialog', { name: t.incoming });
      await expect(dialog).toBeVisible({ timeout: 60_000 });
      await expectNoAxeViolations(b, `${language} incoming-call dialog (B)`);
      await dialog.getByRole('button', { name: t.accept }).click();
      await b.waitForURL((url) => url.pathname === callPath);
      expect(new URL(b.url()).searchParams.get('no_video')).toBe('0');

      // Connected: each plays the other's fake camera.
      await expectRemoteVideo(a);
      await expectRemoteVideo(b);
      await expectNoAxeViolations(a, `${language} video call (A)`);

      // B's camera off: A's remote tile says so.
      await b.getByRole('button', { name: t.cameraOff }).click();
      await expect(a.locator('[data-slot=video-call-view]')).toHaveAttribute(
        'data-remote',
        'camera-off',
      );
      await expect(a.getByText(t.remoteCameraOff(bAccount.first_name))).toBeVisible();
      await expectNoAxeViolations(a, `${language} video call, remote camera off (A)`);
      // A's microphone off: B sees it on A's tile.
      await a.getByRole('button', { name: t.microphoneOff }).click();
      await expect(b.locator('[data-slot=video-call-view]')).toHaveAttribute(
        'data-remote-microphone',
        'off',
      );
      await expect(b.getByText(t.remoteMicrophoneOff(aAccount.first_name))).toBeVisible();
      await expectNoAxeViolations(b, `${language} video call, remote microphone off (B)`);

      // A hangs up: both are back on the conversation.
      await a.getByRole('button', { name: t.hangUp }).click();
      await a.waitForURL((url) => url.pathname === conversationPath);
      await b.waitForURL((url) => url.pathname === conversationPath, { timeout: 60_000 });

      // A second call, declined by B: A is told B did not answer, and leaves.
      await b.goto('/member/favorites');
      await b.waitForURL((url) => url.pathname === '/member/favorites');
      const again = a
        .locator('[data-slot=video-authorization-disclosure]')
        .getByRole('button', { name: t.call(bAccount.first_name) });
      if (!(await again.isVisible()))
        await a
          .locator('[data-slot=video-authorization-disclosure]')
          .getByText(t.section, { exact: true })
          .click();
      await again.click();
      await a.waitForURL((url) => url.pathname === callPath);
      await expect(dialog).toBeVisible({ timeout: 60_000 });
      await dialog.getByRole('button', { name: t.decline }).click();
      await expect(dialog).toBeHidden();
      await expect(
        a
          .locator('[data-slot=toast-message]')
          .filter({ hasText: t.didNotAnswer(bAccount.first_name) }),
      ).toBeVisible({
        timeout: 60_000,
      });
      await a.waitForURL((url) => url.pathname === conversationPath);

      // Both call at once, each before the other's ring arrives: one of the two answers the other's
      // offer, and the call connects (before, both offered and rang until they hung up).
      await Promise.all([a.goto(callPath), b.goto(callPath)]);
      await expectRemoteVideo(a);
      await expectRemoteVideo(b);
      await b.getByRole('button', { name: t.hangUp }).click();
      await b.waitForURL((url) => url.pathname === conversationPath);
      await a.waitForURL((url) => url.pathname === conversationPath, { timeout: 60_000 });

      // B withdraws the consent: A's call button goes at once, without a reload.
      const disclosure = (page: Page) => page.locator('[data-slot=video-authorization-disclosure]');
      const unfold = async (page: Page) => {
        const section = disclosure(page);
        await expect(section).toBeVisible();
        if ((await section.getByRole('switch', { name: t.authorize }).count()) === 0)
          await section.getByText(t.section, { exact: true }).click();
        return section;
      };
      const aCall = (await unfold(a)).getByRole('button', { name: t.call(bAccount.first_name) });
      await expect(aCall).toBeVisible();
      const bConsent = (await unfold(b)).getByRole('switch', { name: t.authorize });
      await expect(bConsent).toBeChecked();
      await bConsent.click();
      await expect(bConsent).not.toBeChecked();
      await expect(aCall).toHaveCount(0);
      await expect(disclosure(a).locator('[data-slot=video-authorization-pending]')).toBeVisible();

      for (const context of contexts) await context.close();
    });
  });
}
