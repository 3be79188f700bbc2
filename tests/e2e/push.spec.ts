/**
 * Web push, end to end (issue 18), in Chromium, with a push service Chromium itself talks to.
 *
 * Chromium's `PushManager.subscribe` goes to Google's push service (GCM/FCM), unreachable here; its
 * own switches (`--gcm-checkin-url`, `--gcm-registration-url`, `--gcm-mcs-endpoint`) point it at a
 * stand-in of the journey's own instead (support/fake-gcm.ts). The API runs in a process of this
 * journey's own whose requests to Google's push hosts go to that stand-in (support/fcm-redirect.mjs,
 * loaded with NODE_OPTIONS); its code is production's.
 *
 * 1. The offer: member B, after a first conversation, opens the messages area and is offered
 *    notifications (never on a first load; “Pas maintenant” is remembered); with the permission
 *    granted, “Activer” subscribes for real: Chromium checks in and registers with the push service,
 *    and the app gives the subscription to the API.
 * 2. The push: B opens the conversation, then closes it; A writes. The API encrypts the notification
 *    for B's browser and posts it to the subscription's endpoint; the push service forwards it to
 *    Chromium over its MCS connection; Chromium decrypts it and B's service worker shows it (title
 *    and body as the API wrote them, in French). A `notificationclick` for it (dispatched in the
 *    worker: no OS click exists headless) opens the conversation in B's page.
 *
 * B's browser is a profile of its own (`launchPersistentContext`): Chromium refuses push in the
 * incognito-like contexts `browser.newContext` makes. The built app is served on a port of its own
 * with service workers allowed (as app-update.spec.ts), in front of the journey's API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startApiProcess, type ApiProcess } from '../../apps/api/test/support/api-process';
import { chromiumArgs, chromiumPath, urls } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { startFakeGcm, type FakeGcm } from './support/fake-gcm';
import { apiCall, shot, type Method } from './support/journey';

const webDir = fileURLToPath(new URL('../../apps/web', import.meta.url));
const vite = join(webDir, 'node_modules', '.bin', 'vite');
const redirectHook = fileURLToPath(new URL('./support/fcm-redirect.mjs', import.meta.url));
// Ports next to the journeys' own (E2E_API_PORT, E2E_WEB_PORT).
const API_PORT = Number(new URL(urls.api).port) + 8;
const WEB_PORT = Number(new URL(urls.web).port) + 8;
const origin = `http://localhost:${String(WEB_PORT)}`;
const api = `${origin}/backend`;

const PASSWORD = 'Demo2026!';
const A_EMAIL = 'demo@demo.test';
/** Seeded members, tried in order for B (the first that A can write to). */
const B_CANDIDATES = ['membre016@demo.test', 'membre017@demo.test', 'membre018@demo.test'];

const t = {
  signIn: 'Se connecter',
  offer: 'Être prévenu des nouveaux messages ?',
  enable: 'Activer',
  notNow: 'Pas maintenant',
  failed: /Les notifications n’ont pas pu être activées sur ce navigateur/,
  settingsOff: /Les notifications ne sont pas activées sur cet appareil/,
  settingsOn: 'Les notifications sont activées sur cet appareil.',
  settingsEnable: 'Activer sur cet appareil',
  message: 'Votre message',
  send: 'Envoyer',
};

/** The API's notification title, in the recipient's language. */
const titles = {
  fr: (name: string) => `Nouveau message de ${name}`,
  en: (name: string) => `New message from ${name}`,
};

async function waitForServer(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function signIn(page: Page, email: string, path: string) {
  await page.goto(`/login?locale=fr&redirect=${encodeURIComponent(path)}`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[type=password]').first().fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The journey's API, as the signed-in page, expecting a success. */
async function call(page: Page, method: Method, path: string, data?: unknown): Promise<unknown> {
  const answer = await apiCall(page, method, path, data, api);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body ?? undefined;
}

interface Account {
  id: number;
  first_name: string;
  /** The account's language: the API writes B's notifications in it. */
  locale: 'fr' | 'en';
}

async function account(page: Page): Promise<Account> {
  const body = (await call(page, 'GET', '/account')) as { data?: Account } & Account;
  return body.data ?? body;
}

test.describe('web push to an away member, through a real browser subscription (fr, 1280 px)', () => {
  test.describe.configure({ timeout: 300_000 });

  let gcm: FakeGcm | undefined;
  let apiProcess: ApiProcess | undefined;
  let preview: ChildProcess | undefined;
  let bContext: BrowserContext | undefined;
  const dirs: string[] = [];

  test.beforeAll(async () => {
    // A fresh API (a new database, seeded) on a busy machine: minutes, not seconds.
    test.setTimeout(300_000);
    gcm = await startFakeGcm();
    const dataDir = mkdtempSync(join(tmpdir(), 'push-journey-api-'));
    dirs.push(dataDir);
    apiProcess = await startApiProcess(API_PORT, {
      DATA_DIR: dataDir,
      WEB_PORT: String(WEB_PORT),
      PUBLIC_API_URL: '/backend',
      // The preview server's proxy forwards each browser's address, as in npm start.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${pathToFileURL(redirectHook).href}`]
        .filter(Boolean)
        .join(' '),
      FAKE_PUSH_ORIGIN: gcm.pushOrigin,
    });
    preview = spawn(vite, ['preview', '--port', String(WEB_PORT), '--strictPort'], {
      cwd: webDir,
      env: { ...process.env, API_PORT: String(API_PORT) },
      stdio: 'ignore',
    });
    await waitForServer(`${origin}/login`);
  });

  test.afterAll(async () => {
    await bContext?.close();
    preview?.kill('SIGTERM');
    await apiProcess?.stop();
    await gcm?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('offered after a first conversation, subscribed for real, a message pushed, shown and opened', async ({
    browser,
  }, testInfo) => {
    if (!gcm) throw new Error('no push service');
    const options = {
      baseURL: origin,
      locale: 'fr-CA',
      viewport: { width: 1280, height: 800 },
    };
    // A, who writes (service workers play no part on A's side).
    const aContext = await browser.newContext(options);
    const a = await aContext.newPage();
    await signIn(a, A_EMAIL, '/member/search');
    const aAccount = await account(a);

    // B's browser: a profile of its own, its push service the journey's.
    const profile = mkdtempSync(join(tmpdir(), 'push-journey-profile-'));
    dirs.push(profile);
    bContext = await chromium.launchPersistentContext(profile, {
      ...options,
      executablePath: chromiumPath,
      args: [...chromiumArgs, ...gcm.chromiumSwitches],
      serviceWorkers: 'allow',
    });

    // B, a seeded member A can write to; their conversation starts now (B's first).
    let b: Page | undefined;
    let bAccount: Account | undefined;
    let conversationId = 0;
    for (const email of B_CANDIDATES) {
      const page = await bContext.newPage();
      await signIn(page, email, '/member/settings/notifications');
      const candidate = await account(page);
      const started = await apiCall(a, 'POST', '/conversations', { user_id: candidate.id }, api);
      if (started.status < 300) {
        conversationId = (started.body as { data: { id: number } }).data.id;
        b = page;
        bAccount = candidate;
        break;
      }
      await page.close();
      await bContext.clearCookies();
    }
    if (!b || !bAccount) throw new Error('No seeded member A can write to');
    const conversation = `/member/messages/${String(conversationId)}`;
    await call(b, 'PATCH', `/conversations/${String(conversationId)}/priority`, {
      priority: 'priority',
    });
    await call(b, 'PATCH', '/account/settings/notifications', {
      notifications_priority_message: true,
      notifications_secondary_message: true,
    });

    // B's service worker installs and takes the page (a reload puts it under the worker's control).
    await b.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await b.reload();
    await expect
      .poll(() => b.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);

    // Never on a first load: the settings page says it is off on this device; no prompt there.
    await expect(b.getByText(t.settingsOff)).toBeVisible();
    await expect(b.getByRole('button', { name: t.settingsEnable })).toBeVisible();
    await expect(b.getByRole('region', { name: t.offer })).toHaveCount(0);

    // B's first conversation: B writes first (A is the one told of it, so B's own notification
    // comes fresh below).
    await b.goto(conversation);
    await b.getByRole('textbox', { name: t.message }).fill('Bonjour !');
    await b.getByRole('button', { name: t.send, exact: true }).click();
    await expect(b.getByText('Bonjour !').first()).toBeVisible();

    // The messages area, with a conversation: the offer. The permission is granted, then “Activer”.
    await b.goto('/member/messages');
    const prompt = b.getByRole('region', { name: t.offer });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(b, 'push permission offer');
    await shot(b, testInfo, 'push-offer');
    // On a phone the offer waits for the list: over a conversation it would cover its header.
    await b.setViewportSize({ width: 390, height: 844 });
    await b.goto(conversation);
    await expect(b.getByRole('textbox', { name: t.message })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await b.goto('/member/messages');
    await expect(prompt).toBeVisible();
    await b.setViewportSize({ width: 1280, height: 800 });
    // “Pas maintenant” is remembered on this device: the offer does not come back.
    await prompt.getByRole('button', { name: t.notNow }).click();
    await expect(prompt).toHaveCount(0);
    await b.reload();
    await expect(
      b.getByRole('link', { name: new RegExp(aAccount.first_name) }).first(),
    ).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // (Forgotten here, to try “Activer”.)
    await b.evaluate(() => {
      localStorage.removeItem('push_offer_declined');
    });
    await b.reload();
    await expect(prompt).toBeVisible();
    await bContext.grantPermissions(['notifications'], { origin });
    await prompt.getByRole('button', { name: t.enable }).click();
    // A real `pushManager.subscribe`: Chromium registers with the push service, the app tells the API.
    await expect(prompt).toHaveCount(0);
    await expect(b.getByText(t.failed)).toHaveCount(0);

    // The browser's registration at the push service: for B's page, with the API's VAPID key.
    const { data: vapid } = (await call(b, 'GET', '/web-push/public-key')) as {
      data: { public_key: string };
    };
    const registration = gcm.registrations.find((one) => one.appId.startsWith(`wp:${origin}/#`));
    expect(registration, 'Chromium registered B’s subscription').toBeDefined();
    if (!registration) return;
    expect(registration.sender).toBe(vapid.public_key);
    const endpoint = await b.evaluate(
      async () =>
        (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint,
    );
    expect(endpoint).toMatch(
      new RegExp(`^https://[^/]+/(?:fcm/send|wp)/${literal(registration.token)}$`),
    );
    testInfo.annotations.push({ type: 'push endpoint', description: endpoint });
    await b.goto('/member/settings/notifications');
    await expect(b.getByText(t.settingsOn)).toBeVisible();

    // B opens the conversation, then closes it (back to the list).
    await b.goto('/member/messages');
    await b
      .getByRole('link', { name: new RegExp(aAccount.first_name) })
      .first()
      .click();
    await b.waitForURL(`${origin}${conversation}`);
    await expect(b.getByText('Bonjour !').first()).toBeVisible();
    await b.goto('/member/settings/notifications');
    await expect(b.getByText(t.settingsOn)).toBeVisible();

    // B's browser keeps its connection to the push service open (MCS), as a browser does.
    await expect.poll(() => gcm?.connected().length ?? 0).toBeGreaterThan(0);

    // A writes, in A's conversation screen.
    const text = `Bonsoir, on se parle ? ${String(Date.now())}`;
    await a.goto(conversation);
    await a.getByRole('textbox', { name: t.message }).fill(text);
    await a.getByRole('button', { name: t.send, exact: true }).click();
    await expect(a.getByText(text).first()).toBeVisible();

    // The API's push reaches the push service, for B's subscription, encrypted and signed.
    await expect.poll(() => gcm?.deliveries.length ?? 0).toBeGreaterThan(0);
    const [delivery] = gcm.deliveries;
    if (!delivery) throw new Error('no push');
    expect(delivery.token).toBe(registration.token);
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(String(delivery.headers.authorization)).toMatch(/^vapid t=/);

    // Forwarded to B's browser, decrypted there: B's service worker shows it, as the API wrote it.
    const notification = {
      title: titles[bAccount.locale](aAccount.first_name),
      body: text,
      tag: `conversation-${String(conversationId)}`,
    };
    await expect
      .poll(() =>
        b.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            tag: shown.tag,
          })),
        ),
      )
      .toEqual([notification]);

    // The click: a `notificationclick` for that notification, in B's service worker.
    const [worker] = bContext.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
      };
      const [shown] = await scope.registration.getNotifications();
      const NotificationClick = (
        globalThis as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        }
      ).NotificationEvent;
      if (!shown) throw new Error('no notification');
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification: shown }));
    });
    await b.waitForURL(`${origin}${conversation}`);
    await expect(b.getByText(text).first()).toBeVisible();
    await shot(b, testInfo, 'push-opened-conversation');

    await aContext.close();
  });
});

/** A string as a literal in a regular expression. */
function literal(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
