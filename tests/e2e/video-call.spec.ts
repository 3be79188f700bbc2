import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * Two members, two browser contexts, one video call over Chromium's fake camera and microphone: both
 * allow video calls, A calls, B accepts from the incoming-call dialog, both see the other's video,
 * B's camera goes off and A sees it, A's microphone goes off and B knows it, A hangs up and both
 * leave; then a second call that B declines tells A that B did not answer.
 */
test.use({
  permissions: ['camera', 'microphone'],
  launchOptions: {
    // As in playwright.config.ts, plus the fake media devices (and their sound may play unasked).
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const texts = {
  fr: {
    signIn: 'Se connecter',
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
    signIn: 'Sign in',
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

const PASSWORD = 'Demo2026!';
const A_EMAIL = 'demo@demo.test';
/** Seeded members, tried in order for B (the first that A can write to). */
const B_CANDIDATES = ['membre013@demo.test', 'membre014@demo.test', 'membre015@demo.test'];

async function signIn(page: Page, t: Texts, language: Language, email: string, path: string) {
  await page.goto(`/login?locale=${language}&redirect=${encodeURIComponent(path)}`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[type=password]').first().fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A call of the page's own client to the API (cookies and the XSRF token of the page). */
async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(`/backend${path}`, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': xsrf,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => null)) as unknown,
      };
    },
    { method, path, body },
  );
}

interface Account {
  id: number;
  first_name: string;
  member: { id: number } | null;
}

async function account(page: Page): Promise<Account> {
  const { body } = await apiCall(page, 'GET', '/account');
  return (body as { data?: Account }).data ?? (body as Account);
}

async function unblock(page: Page, other: Account) {
  const { body } = await apiCall(page, 'GET', '/member-blocks');
  const blocked = (body as { data?: { id: number; pivot?: { id: number } }[] }).data ?? [];
  for (const entry of blocked) {
    if (entry.id === other.member?.id && entry.pivot) {
      await apiCall(page, 'DELETE', `/member-blocks/${String(entry.pivot.id)}`);
    }
  }
}

interface Pair {
  a: Page;
  b: Page;
  aAccount: Account;
  bAccount: Account;
  conversationId: number;
  contexts: BrowserContext[];
}

/** A (the demo member) and B (a seeded member), their conversation (created or reused). */
async function openPair(
  browser: Browser,
  language: Language,
  width: number,
  t: Texts,
): Promise<Pair> {
  const options = {
    viewport: { width, height: 900 },
    locale: language === 'fr' ? 'fr-CA' : 'en-CA',
  };
  const aContext = await browser.newContext(options);
  const a = await aContext.newPage();
  await signIn(a, t, language, A_EMAIL, '/member/favorites');
  const aAccount = await account(a);
  for (const email of B_CANDIDATES) {
    const bContext = await browser.newContext(options);
    const b = await bContext.newPage();
    await signIn(b, t, language, email, '/member/favorites');
    const bAccount = await account(b);
    await unblock(a, bAccount);
    await unblock(b, aAccount);
    const started = await apiCall(a, 'POST', '/conversations', { user_id: bAccount.id });
    if (started.status === 201 || started.status === 200) {
      const conversationId = (started.body as { data: { id: number } }).data.id;
      return { a, b, aAccount, bAccount, conversationId, contexts: [aContext, bContext] };
    }
    await bContext.close();
  }
  throw new Error('No seeded member could be written to.');
}

/** Opens the conversation's video section and turns my consent on. */
async function allowVideo(page: Page, t: Texts, conversationPath: string) {
  await page.goto(conversationPath);
  const section = page.locator('[data-slot=video-chat-authorization]');
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

for (const [language, width] of [
  ['fr', 1280],
  ['en', 390],
] as const) {
  const t = texts[language];

  test.describe(`${language}, ${String(width)} px`, () => {
    test.describe.configure({ timeout: 420_000 });
    test('both allow video, A calls, B accepts, camera and microphone follow, A hangs up; a declined call', async ({
      browser,
    }) => {
      const { a, b, aAccount, bAccount, conversationId, contexts } = await openPair(
        browser,
        language,
        width,
        t,
      );
      const conversationPath = `/member/messages/${String(conversationId)}`;
      const callPath = `${conversationPath}/video-chat`;
      // An earlier run may have left the consents on.
      for (const page of [a, b])
        expect(
          (
            await apiCall(
              page,
              'PATCH',
              `/conversations/${String(conversationId)}/authorize-video-chat`,
              {
                authorize_video_chat: false,
              },
            )
          ).status,
        ).toBeLessThan(300);

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
        .locator('[data-slot=video-chat-authorization]')
        .getByRole('button', { name: t.call(bAccount.first_name) });
      if (!(await again.isVisible()))
        await a
          .locator('[data-slot=video-chat-authorization]')
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

      for (const context of contexts) await context.close();
    });
  });
}
