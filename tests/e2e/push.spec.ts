/**
 * Web push, end to end (issue 18), in headless Chromium without a network.
 *
 * 1. The offer: member B, who has a conversation, opens the messages area and is offered notifications;
 *    with the permission granted, “Turn on” really calls `pushManager.subscribe`. Headless Chromium has
 *    no reachable push service here, so the attempt fails: the app says so, keeps the prompt and
 *    registers nothing.
 * 2. The chain: a tiny push service of the test's own (an HTTP server on localhost, with P-256 keys the
 *    test generated) is registered for B through the API; A writes to B; the API encrypts and posts the
 *    push there; the test decrypts it (`http_ece`) and hands that exact payload to B's real service
 *    worker with CDP `ServiceWorker.deliverPushMessage`, standing in for the browser's push service.
 *    B's service worker shows the notification (title and body as the API wrote them, in French), and a
 *    `notificationclick` for it (dispatched in the worker: no OS click exists headless) opens the
 *    conversation in B's page.
 *
 * The built app is served on a port of its own with service workers allowed (as app-update.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { urls } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { callApi, shot } from './support/journey';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ) => Buffer;
};

const webDir = fileURLToPath(new URL('../../apps/web', import.meta.url));
const vite = join(webDir, 'node_modules', '.bin', 'vite');
const apiPort = new URL(urls.api).port;
const port = Number(new URL(urls.web).port) + 8;
const origin = `http://localhost:${String(port)}`;

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
  settingsEnable: 'Activer sur cet appareil',
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

interface Account {
  id: number;
  first_name: string;
  /** The account's language: the API writes B's notifications in it. */
  locale: 'fr' | 'en';
}

async function account(page: Page): Promise<Account> {
  const body = (await callApi(page, 'GET', '/account')) as { data?: Account } & Account;
  return body.data ?? body;
}

/** A push service of the test's own: it records every push posted to it. */
interface PushService {
  server: Server;
  endpoint: string;
  received: { headers: Record<string, string | string[] | undefined>; body: Buffer }[];
}

async function startPushService(): Promise<PushService> {
  const received: PushService['received'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    server,
    endpoint: `http://127.0.0.1:${String(listening)}/push/member-b`,
    received,
  };
}

test.describe('web push to an away member (fr, 1280 px)', () => {
  test.describe.configure({ timeout: 300_000 });

  let server: ChildProcess | undefined;
  let push: PushService | undefined;

  test.beforeAll(async () => {
    server = spawn(vite, ['preview', '--port', String(port), '--strictPort'], {
      cwd: webDir,
      env: { ...process.env, API_PORT: apiPort },
      stdio: 'ignore',
    });
    push = await startPushService();
    await waitForServer(`${origin}/login`);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    push?.server.close();
  });

  test('offered after a first conversation, then a message pushed, shown and opened', async ({
    browser,
  }, testInfo) => {
    if (!push) throw new Error('no push service');
    const options = {
      baseURL: origin,
      locale: 'fr-CA',
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'allow' as const,
    };
    // A, who writes (service workers play no part on A's side).
    const aContext = await browser.newContext(options);
    const a = await aContext.newPage();
    await signIn(a, A_EMAIL, '/member/search');
    const aAccount = await account(a);

    // B, a seeded member A can write to; their conversation starts now (B's first).
    const bContext = await browser.newContext(options);
    let b: Page | undefined;
    let bAccount: Account | undefined;
    let conversationId = 0;
    for (const email of B_CANDIDATES) {
      const page = await bContext.newPage();
      await signIn(page, email, '/member/settings/notifications');
      const candidate = await account(page);
      const started = await a.request.fetch(`${urls.api}/conversations`, {
        method: 'POST',
        headers: await xsrfHeaders(a),
        data: { user_id: candidate.id },
      });
      if (started.ok()) {
        conversationId = ((await started.json()) as { data: { id: number } }).data.id;
        b = page;
        bAccount = candidate;
        break;
      }
      await page.close();
      await bContext.clearCookies();
    }
    if (!b || !bAccount) throw new Error('No seeded member A can write to');
    await callApi(b, 'PATCH', `/conversations/${String(conversationId)}/priority`, {
      priority: 'priority',
    });
    // B's first conversation: B writes first (a conversation without messages is listed nowhere). A is
    // the one told of it, so B's own notification comes fresh below.
    const first = await b.request.fetch(
      `${urls.api}/conversations/${String(conversationId)}/messages`,
      {
        method: 'POST',
        headers: { ...(await xsrfHeaders(b)), 'Idempotency-Key': randomBytes(16).toString('hex') },
        data: { type: 'content', content: 'Bonjour !' },
      },
    );
    expect(first.ok(), `B's first message: ${String(first.status())}`).toBe(true);
    await callApi(b, 'PATCH', '/account/settings/notifications', {
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

    // The messages area, with a conversation: the offer. The permission is granted, then “Activer”.
    await b.goto('/member/messages');
    const prompt = b.getByRole('region', { name: t.offer });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(b, 'push permission offer');
    await shot(b, testInfo, 'push-offer');
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
    // A real `pushManager.subscribe`: without a push service it fails, and the app says so.
    const outcome = await Promise.race([
      prompt
        .getByRole('alert')
        .filter({ hasText: t.failed })
        .waitFor()
        .then(() => 'failed' as const),
      prompt.waitFor({ state: 'detached' }).then(() => 'subscribed' as const),
    ]);
    testInfo.annotations.push({ type: 'pushManager.subscribe', description: outcome });
    if (outcome === 'failed') {
      await expect(prompt.getByRole('button', { name: t.enable })).toBeEnabled();
      // Nothing half-done: no subscription kept in the browser.
      expect(
        await b.evaluate(async () =>
          (await navigator.serviceWorker.ready).pushManager.getSubscription(),
        ),
      ).toBeNull();
      await shot(b, testInfo, 'push-offer-failed');
      await prompt.getByRole('button', { name: t.notNow }).click();
      await expect(prompt).toHaveCount(0);
    }

    // The chain: B's subscription at the test's own push service, registered through the API.
    const receiver = createECDH('prime256v1');
    receiver.generateKeys();
    const authSecret = randomBytes(16);
    await callApi(b, 'POST', '/account/web-push-subscriptions', {
      endpoint: push.endpoint,
      keys: {
        p256dh: receiver.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    });

    // B looks elsewhere (the conversation is closed); A writes.
    await b.goto('/member/settings/notifications');
    const text = `Bonsoir, on se parle ? ${String(Date.now())}`;
    const sent = await a.request.fetch(
      `${urls.api}/conversations/${String(conversationId)}/messages`,
      {
        method: 'POST',
        headers: { ...(await xsrfHeaders(a)), 'Idempotency-Key': randomBytes(16).toString('hex') },
        data: { type: 'content', content: text },
      },
    );
    expect(sent.ok(), `send: ${String(sent.status())}`).toBe(true);

    // The API's push reaches the test's push service, encrypted for B's keys.
    await expect.poll(() => push?.received.length ?? 0).toBeGreaterThan(0);
    const [delivery] = push.received;
    if (!delivery) throw new Error('no push');
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(String(delivery.headers.authorization)).toMatch(/^vapid t=/);
    const plaintext = ece
      .decrypt(delivery.body, { version: 'aes128gcm', privateKey: receiver, authSecret })
      .toString('utf8');
    const payload = JSON.parse(plaintext) as {
      kind: string;
      conversation_id: number;
      title: string;
      body: string;
      url: string;
      tag: string;
    };
    expect(payload).toMatchObject({
      kind: 'message',
      conversation_id: conversationId,
      title: titles[bAccount.locale](aAccount.first_name),
      body: text,
    });
    expect(new URL(payload.url).pathname).toBe(`/member/messages/${String(conversationId)}`);

    // That exact payload, delivered to B's real service worker (what the browser's push service does).
    const cdp = await bContext.newCDPSession(b);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find(
          (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
        );
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: plaintext,
    });

    // B's service worker shows it as a system notification, as the API wrote it.
    await expect
      .poll(() =>
        b.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
          })),
        ),
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);

    // The click: a `notificationclick` for that notification, in B's service worker.
    const [worker] = bContext.serviceWorkers();
    if (!worker) throw new Error('no service worker');
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent: (event: Event) => boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      const NotificationClick = (
        globalThis as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        }
      ).NotificationEvent;
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification }));
    });
    await b.waitForURL(`${origin}/member/messages/${String(conversationId)}`);
    await expect(b.getByText(text).first()).toBeVisible();
    await shot(b, testInfo, 'push-opened-conversation');

    await aContext.close();
    await bContext.close();
  });
});

/** The CSRF header of a signed-in page, for calls made with `page.request`. */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies(urls.api);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return {
    Accept: 'application/json',
    ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
  };
}
