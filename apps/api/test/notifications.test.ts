import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unwrap, type ApiClient } from '@app/client';
import { and, eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedNativePush } from '../src/adapters/push/native-push';
import type { PushPayload } from '../src/adapters/push/payload';
import { resolveVapidKeys } from '../src/adapters/push/web-push';
import {
  conversationUsers,
  memberBlocks,
  pushNotificationTokens,
  users,
  webPushSubscriptions,
} from '../src/db/schema';
import {
  decideNotification,
  NOTIFICATION_INTERVAL_MINUTES,
  type NotificationFacts,
} from '../src/modules/notifications/decide';
import { notifyArrival } from '../src/modules/notifications/notify';
import { unsubscribeUrl } from '../src/modules/notifications/unsubscribe';
import { channels } from '../src/realtime/broadcaster';
import { startTestApi, type TestApi } from './support/api';
import {
  failure,
  memberClient,
  supportClient,
  type SignedIn,
} from './support/conversation-factories';
import { connectRaw, eventually, subscribeRaw } from './support/realtime';

/* ---------------------------------------------------------------------------------------------- */
/* A local push service: receives what the API sends, as a browser's push service would            */
/* ---------------------------------------------------------------------------------------------- */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let pushService: Server;
let pushUrl = '';
const received: Received[] = [];
/** Answers by path (201 Created by default, as push services do). */
const answers = new Map<string, number>();

/** A browser's subscription: its own key pair and secret, and an endpoint on the local service. */
interface Browser {
  path: string;
  ecdh: ECDH;
  auth: Buffer;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}
let browsers = 0;
function newBrowser(): Browser {
  browsers += 1;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/browser-${browsers}`;
  return {
    path,
    ecdh,
    auth,
    json: {
      endpoint: `${pushUrl}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}
const pushesTo = (browser: Browser) => received.filter((push) => push.path === browser.path);
/** The notification as the browser reads it: decrypted with its own keys (RFC 8291, aes128gcm). */
const open = (browser: Browser, push: Received): PushPayload =>
  JSON.parse(
    decrypt(push.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    }).toString('utf8'),
  ) as PushPayload;

/* ---------------------------------------------------------------------------------------------- */

const START = Date.parse('2026-03-10T15:00:00.000Z');
let clock = START;
const later = (minutes: number) => {
  clock += minutes * 60_000;
};

let server: TestApi;
beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  server = await startTestApi();
  server.services.now = () => new Date(clock);
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => {
    pushService.close(() => {
      resolve();
    });
  });
});
beforeEach(() => {
  clock = START;
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const settled = () => server.services.background.settled();
const nativeSent = () =>
  (server.services.push.native as unknown as { sent: RecordedNativePush[] }).sent;
const notificationMails = async (to: string) =>
  (await server.outbox()).filter((mail) => mail.to === to && mail.kind === 'message-notification');

async function subscribe(who: { api: ApiClient }, browser = newBrowser()): Promise<Browser> {
  await unwrap(who.api.POST('/account/web-push-subscriptions', { body: browser.json }));
  return browser;
}
async function start(from: SignedIn, userId: number, content: string) {
  const conversation = (
    await unwrap(from.api.POST('/conversations', { body: { user_id: userId, content } }))
  ).data;
  await settled();
  return conversation;
}
async function send(
  from: { api: ApiClient },
  id: number,
  body: { type: 'content'; content: string } | { type: 'flower' },
) {
  await unwrap(from.api.POST('/conversations/{id}/messages', { params: { path: { id } }, body }));
  await settled();
}
async function setNotifications(who: SignedIn, priority: boolean, secondary: boolean) {
  await unwrap(
    who.api.PATCH('/account/settings/notifications', {
      body: {
        notifications_priority_message: priority,
        notifications_secondary_message: secondary,
      },
    }),
  );
}

/* ---------------------------------------------------------------------------------------------- */

describe('who is told what (the decision)', () => {
  const facts = (overrides: Partial<NotificationFacts> = {}): NotificationFacts => ({
    kind: 'message',
    senderUserId: 1,
    recipientUserId: 2,
    senderIsAdmin: false,
    recipientAvailable: true,
    blocked: false,
    looking: false,
    inbox: 'priority',
    settings: { priority: true, secondary: true },
    lastNotifiedAt: null,
    now: new Date(START),
    ...overrides,
  });

  it('tells an away member of the priority inbox, with the words', () => {
    expect(decideNotification(facts())).toEqual({
      notify: true,
      withText: true,
      rateLimited: true,
    });
  });

  it('never shows the words of a secondary conversation', () => {
    expect(decideNotification(facts({ inbox: 'secondary' }))).toEqual({
      notify: true,
      withText: false,
      rateLimited: true,
    });
  });

  it('follows the setting of the conversation’s inbox', () => {
    const off = { priority: false, secondary: true };
    expect(decideNotification(facts({ settings: off }))).toEqual({
      notify: false,
      reason: 'setting_off',
    });
    expect(decideNotification(facts({ settings: off, inbox: 'secondary' })).notify).toBe(true);
    expect(
      decideNotification(
        facts({ inbox: 'secondary', settings: { priority: true, secondary: false } }),
      ),
    ).toEqual({ notify: false, reason: 'setting_off' });
  });

  it('never tells the sender, a member looking, a deleted member, or across a block', () => {
    expect(decideNotification(facts({ recipientUserId: 1 }))).toEqual({
      notify: false,
      reason: 'sender',
    });
    expect(decideNotification(facts({ looking: true }))).toEqual({
      notify: false,
      reason: 'looking',
    });
    expect(decideNotification(facts({ recipientAvailable: false }))).toEqual({
      notify: false,
      reason: 'unavailable',
    });
    expect(decideNotification(facts({ blocked: true }))).toEqual({
      notify: false,
      reason: 'blocked',
    });
  });

  it(`tells at most once per conversation in ${NOTIFICATION_INTERVAL_MINUTES} minutes`, () => {
    const at = (minutesAgo: number) => new Date(START - minutesAgo * 60_000);
    expect(decideNotification(facts({ lastNotifiedAt: at(1) }))).toEqual({
      notify: false,
      reason: 'too_soon',
    });
    expect(
      decideNotification(facts({ lastNotifiedAt: at(NOTIFICATION_INTERVAL_MINUTES - 0.01) }))
        .notify,
    ).toBe(false);
    expect(
      decideNotification(facts({ lastNotifiedAt: at(NOTIFICATION_INTERVAL_MINUTES) })).notify,
    ).toBe(true);
  });

  it('always tells of the support admin’s messages, settings and interval aside', () => {
    expect(
      decideNotification(
        facts({
          senderIsAdmin: true,
          settings: { priority: false, secondary: false },
          lastNotifiedAt: new Date(START - 1000),
        }),
      ),
    ).toEqual({ notify: true, withText: true, rateLimited: false });
    // Looking at the conversation, the member already sees it.
    expect(decideNotification(facts({ senderIsAdmin: true, looking: true })).notify).toBe(false);
  });
});

describe('web push', () => {
  it('gives browsers the VAPID public key, the one the pushes are signed with', async () => {
    const bruno = await memberClient(server);
    const key = (await unwrap(bruno.api.GET('/web-push/public-key'))).data.public_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(key).toBe(server.services.push.web.publicKey);
    const anonymous = await failure(unwrap(server.client().api.GET('/web-push/public-key')));
    expect(anonymous.status).toBe(401);
  });

  it('pushes a message to an away member once, encrypted for the browser and signed with VAPID', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const brunos = await subscribe(bruno);
    const alices = await subscribe(alice);

    const conversation = await start(alice, bruno.userId, 'Bonjour Bruno, un café?');
    const [push, ...more] = pushesTo(brunos);
    expect(more).toEqual([]);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    expect(push?.headers.topic).toBe(`conversation-${conversation.id}`);
    expect(push?.headers.authorization).toContain(`k=${server.services.push.web.publicKey}`);
    expect(open(brunos, push as Received)).toEqual({
      kind: 'message',
      conversation_id: conversation.id,
      title: 'Nouveau message de Alice',
      body: 'Bonjour Bruno, un café?',
      url: `${server.services.config.publicWebUrl}/member/messages/${conversation.id}`,
      tag: `conversation-${conversation.id}`,
    });
    // Never the sender.
    expect(pushesTo(alices)).toEqual([]);
    // A push reached Bruno: no e-mail.
    expect(await notificationMails(bruno.email)).toEqual([]);

    // Bruno answers: Alice is told, Bruno is not.
    await send(bruno, conversation.id, { type: 'content', content: 'Avec plaisir' });
    expect(pushesTo(alices)).toHaveLength(1);
    expect(pushesTo(brunos)).toHaveLength(1);
  });

  it(`tells once per conversation in ${NOTIFICATION_INTERVAL_MINUTES} minutes, whatever arrives`, async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const browser = await subscribe(bruno);
    const conversation = await start(alice, bruno.userId, 'Premier');
    later(1);
    await send(alice, conversation.id, { type: 'content', content: 'Deuxième' });
    later(NOTIFICATION_INTERVAL_MINUTES - 1.5);
    await send(alice, conversation.id, { type: 'flower' });
    expect(pushesTo(browser)).toHaveLength(1);

    later(1);
    await send(alice, conversation.id, { type: 'content', content: 'Troisième' });
    const pushes = pushesTo(browser);
    expect(pushes).toHaveLength(2);
    expect(open(browser, pushes[1] as Received).body).toBe('Troisième');
  });

  it('sends nothing when the inbox’s setting is off, and keeps the words out of a secondary conversation', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const browser = await subscribe(bruno);
    await setNotifications(bruno, false, true);
    const conversation = await start(alice, bruno.userId, 'Tu es là?');
    expect(pushesTo(browser)).toEqual([]);
    expect(await notificationMails(bruno.email)).toEqual([]);

    // In Bruno's secondary inbox the secondary setting decides, and the text stays out.
    await unwrap(
      bruno.api.PATCH('/conversations/{id}/priority', {
        params: { path: { id: conversation.id } },
        body: { priority: 'secondary' },
      }),
    );
    await send(alice, conversation.id, { type: 'content', content: 'Un secret' });
    const [push] = pushesTo(browser);
    expect(open(browser, push as Received)).toMatchObject({
      kind: 'message',
      title: 'Nouveau message de Alice',
      body: 'Alice vous a écrit.',
    });

    later(NOTIFICATION_INTERVAL_MINUTES);
    await setNotifications(bruno, true, false);
    await send(alice, conversation.id, { type: 'content', content: 'Encore' });
    expect(pushesTo(browser)).toHaveLength(1);
  });

  it('says which kind arrived: a flower, then a flower match', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno', gender: 'male' });
    const brunos = await subscribe(bruno);
    const alices = await subscribe(alice, newBrowser());
    const conversation = (
      await unwrap(
        alice.api.POST('/conversations', { body: { user_id: bruno.userId, flower: true } }),
      )
    ).data;
    await settled();
    expect(open(brunos, pushesTo(brunos)[0] as Received)).toMatchObject({
      kind: 'flower',
      title: 'Alice vous a offert une fleur',
    });
    await send(bruno, conversation.id, { type: 'flower' });
    expect(open(alices, pushesTo(alices)[0] as Received)).toMatchObject({
      kind: 'flower_match',
      title: 'Fleurs réciproques avec Bruno !',
    });
  });

  it('tells nobody across a block', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const browser = await subscribe(bruno);
    const conversation = await start(alice, bruno.userId, 'Bonjour');
    await server.services.db
      .insert(memberBlocks)
      .values({ memberId: bruno.memberId, blockedMemberId: alice.memberId });
    // The conversation is gone for both: Alice cannot write…
    await failure(
      unwrap(
        alice.api.POST('/conversations/{id}/messages', {
          params: { path: { id: conversation.id } },
          body: { type: 'content', content: 'Et maintenant?' },
        }),
      ),
    );
    // …and anything that would still arrive is not told.
    later(NOTIFICATION_INTERVAL_MINUTES);
    const report = await notifyArrival(server.services, {
      conversationId: conversation.id,
      sender: { id: alice.userId, firstName: 'Alice', isAdmin: false },
      recipientUserId: bruno.userId,
      kind: 'message',
      text: 'Et maintenant?',
    });
    expect(report.decision).toEqual({ notify: false, reason: 'blocked' });
    expect(pushesTo(browser)).toHaveLength(1);
    expect(await notificationMails(bruno.email)).toEqual([]);
  });

  it('tells nobody who has the conversation open, and tells of a call only away from the app', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const browser = await subscribe(bruno);
    const conversation = await start(alice, bruno.userId, 'Bonjour');
    later(NOTIFICATION_INTERVAL_MINUTES);

    const { key, secret, host, port } = server.realtime;
    const socket = await connectRaw(`ws://${host}:${port}/app/${key}?protocol=7`);
    await subscribeRaw(socket, { key, secret }, channels.user(bruno.userId));
    await subscribeRaw(socket, { key, secret }, channels.conversation(conversation.id));
    await send(alice, conversation.id, { type: 'content', content: 'Tu me lis?' });
    expect(pushesTo(browser)).toHaveLength(1);

    // The app is open elsewhere than this conversation: a message is pushed, a call rings in the app.
    socket.send({
      event: 'pusher:unsubscribe',
      data: { channel: channels.conversation(conversation.id) },
    });
    const hub = server.realtime.hub;
    if (!hub) throw new Error('no embedded realtime server');
    await eventually(() => {
      expect(hub.channelsOfUser(bruno.userId)).toEqual(new Set([channels.user(bruno.userId)]));
    });
    await send(bruno, conversation.id, { type: 'content', content: 'Oui' });
    await send(alice, conversation.id, { type: 'content', content: 'Et là?' });
    expect(pushesTo(browser)).toHaveLength(2);
    later(NOTIFICATION_INTERVAL_MINUTES);
    for (const who of [alice, bruno])
      await unwrap(
        who.api.PATCH('/conversations/{id}/authorize-video-chat', {
          params: { path: { id: conversation.id } },
          body: { authorize_video_chat: true },
        }),
      );
    const call = () =>
      unwrap(
        alice.api.POST('/conversations/{id}/video-chat/notify', {
          params: { path: { id: conversation.id } },
        }),
      ).then(settled);
    await call();
    expect(pushesTo(browser)).toHaveLength(2);

    // The app closed: the call is pushed, once however often the caller rings.
    socket.close();
    await eventually(() => {
      expect(hub.channelsOfUser(bruno.userId).size).toBe(0);
    });
    await call();
    await call();
    const pushes = pushesTo(browser);
    expect(pushes).toHaveLength(3);
    expect(open(browser, pushes[2] as Received)).toMatchObject({
      kind: 'call',
      title: 'Appel vidéo de Alice',
      body: 'Alice vous appelle.',
    });
  });

  it('always tells of the support admin’s messages, as text', async () => {
    const support = await supportClient(server);
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const browser = await subscribe(bruno);
    await setNotifications(bruno, false, false);
    const conversation = (
      await unwrap(
        support.api.POST('/conversations', {
          body: { user_id: bruno.userId, content: '<p>Bienvenue <b>Bruno</b></p>' },
        }),
      )
    ).data;
    await settled();
    await send(support, conversation.id, { type: 'content', content: 'Une question?' });
    const pushes = pushesTo(browser);
    expect(pushes).toHaveLength(2);
    expect(open(browser, pushes[0] as Received)).toMatchObject({
      title: 'Nouveau message de Soutien',
      body: 'Bienvenue Bruno',
    });
  });

  it('forgets a browser its push service says is gone, and a browser that unsubscribes', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const gone = await subscribe(bruno);
    const kept = await subscribe(bruno);
    answers.set(gone.path, 410);
    const conversation = await start(alice, bruno.userId, 'Bonjour');
    expect(pushesTo(gone)).toHaveLength(1);
    expect(pushesTo(kept)).toHaveLength(1);
    const endpoints = async () =>
      (
        await server.services.db
          .select({ endpoint: webPushSubscriptions.endpoint })
          .from(webPushSubscriptions)
          .where(eq(webPushSubscriptions.userId, bruno.userId))
      ).map((row) => row.endpoint);
    expect(await endpoints()).toEqual([kept.json.endpoint]);

    await unwrap(
      bruno.api.DELETE('/account/web-push-subscriptions', {
        params: { query: { endpoint: kept.json.endpoint } },
      }),
    );
    expect(await endpoints()).toEqual([]);
    // Nothing reaches Bruno any more: the e-mail does.
    later(NOTIFICATION_INTERVAL_MINUTES);
    await send(alice, conversation.id, { type: 'content', content: 'Tu es là?' });
    expect(await notificationMails(bruno.email)).toHaveLength(1);
  });

  it('keeps one subscription per browser, for whoever subscribed on it last, and checks the shape', async () => {
    const alice = await memberClient(server);
    const bruno = await memberClient(server);
    const browser = await subscribe(alice);
    await subscribe(bruno, browser);
    const rows = await server.services.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.endpoint, browser.json.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([bruno.userId]);

    const refused = await failure(
      unwrap(
        bruno.api.POST('/account/web-push-subscriptions', {
          body: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'a', auth: 'b' } },
        }),
      ),
    );
    expect(refused.status).toBe(422);
    const shortKey = await failure(
      unwrap(
        bruno.api.POST('/account/web-push-subscriptions', {
          body: { ...browser.json, keys: { ...browser.json.keys, p256dh: 'AAAA' } },
        }),
      ),
    );
    expect(shortKey.status).toBe(422);
    expect(Object.keys(shortKey.fieldErrors)).toEqual(['keys.p256dh']);
    const shortSecret = await failure(
      unwrap(
        bruno.api.POST('/account/web-push-subscriptions', {
          body: { ...browser.json, keys: { ...browser.json.keys, auth: 'AAAA' } },
        }),
      ),
    );
    expect(Object.keys(shortSecret.fieldErrors)).toEqual(['keys.auth']);
    const tooLong = await failure(
      unwrap(
        bruno.api.POST('/account/web-push-subscriptions', {
          body: { ...browser.json, endpoint: `${pushUrl}/${'x'.repeat(2048)}` },
        }),
      ),
    );
    expect(tooLong.status).toBe(422);
    const anonymous = await failure(
      unwrap(server.client().api.POST('/account/web-push-subscriptions', { body: browser.json })),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe('native push', () => {
  it('hands the payload to the native adapter for each registered token; the embedded default only records it', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const token = `token-${bruno.userId}`;
    await unwrap(bruno.api.POST('/account/push-notification-tokens', { body: { token } }));
    const conversation = await start(alice, bruno.userId, 'Bonjour');
    expect(nativeSent().filter((sent) => sent.token === token)).toEqual([
      {
        token,
        payload: expect.objectContaining({
          kind: 'message',
          conversation_id: conversation.id,
          title: 'Nouveau message de Alice',
        }) as PushPayload,
      },
    ]);
    // Recorded is not delivered: the e-mail still goes.
    expect(await notificationMails(bruno.email)).toHaveLength(1);
    await server.services.db
      .delete(pushNotificationTokens)
      .where(eq(pushNotificationTokens.userId, bruno.userId));
  });
});

describe('the e-mail fallback', () => {
  it('writes in the member’s language, without the words, with a link that turns the setting off', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno', user: { locale: 'en' } });
    const conversation = await start(alice, bruno.userId, 'Un secret bien gardé');
    const [mail, ...more] = await notificationMails(bruno.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('New message from Alice');
    const link = unsubscribeUrl(
      server.services.config,
      server.services.appKey,
      bruno.userId,
      'priority',
    );
    expect(mail?.text).toContain('Hello Bruno,');
    expect(mail?.text).toContain('Alice wrote to you.');
    expect(mail?.text).toContain(
      `${server.services.config.publicWebUrl}/member/messages/${conversation.id}`,
    );
    expect(mail?.text).toContain(link);
    expect(mail?.text).not.toContain('secret');

    // A tampered link changes nothing.
    const forged = await fetch(link.replace(/signature=./, 'signature=0'), { redirect: 'manual' });
    expect(forged.status).toBe(403);
    const secondary = await fetch(link.replace('/priority?', '/secondary?'), {
      redirect: 'manual',
    });
    expect(secondary.status).toBe(403);
    const userRow = async () =>
      (await server.services.db.select().from(users).where(eq(users.id, bruno.userId)))[0];
    expect((await userRow())?.notificationsPriorityMessage).toBe(true);

    // The link turns the priority inbox's notifications off and opens the settings.
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `${server.services.config.publicWebUrl}/member/settings/notifications?unsubscribed=priority`,
    );
    expect((await userRow())?.notificationsPriorityMessage).toBe(false);
    expect((await userRow())?.notificationsSecondaryMessage).toBe(true);
    const again = await fetch(link, { headers: { Accept: 'application/json' } });
    expect(again.status).toBe(204);

    later(NOTIFICATION_INTERVAL_MINUTES);
    await send(alice, conversation.id, { type: 'content', content: 'Encore' });
    expect(await notificationMails(bruno.email)).toHaveLength(1);
  });

  it('writes in French by default', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    await start(alice, bruno.userId, 'Salut');
    const [mail] = await notificationMails(bruno.email);
    expect(mail?.subject).toBe('Nouveau message de Alice');
    expect(mail?.text).toContain('Bonjour Bruno,');
    expect(mail?.text).toContain('/notifications/unsubscribe/');
  });

  it('never fails the send when delivery fails', async () => {
    const alice = await memberClient(server, { firstName: 'Alice' });
    const bruno = await memberClient(server, { firstName: 'Bruno' });
    const { mail } = server.services;
    server.services.mail = { send: () => Promise.reject(new Error('SMTP down')) };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const conversation = await start(alice, bruno.userId, 'Bonjour');
      expect(conversation.id).toBeGreaterThan(0);
      const [pivot] = await server.services.db
        .select()
        .from(conversationUsers)
        .where(
          and(
            eq(conversationUsers.conversationId, conversation.id),
            eq(conversationUsers.userId, bruno.userId),
          ),
        );
      expect(pivot?.notifiedAt).not.toBeNull();
      // The failure is logged for the operators.
      expect(logged).toHaveBeenCalledWith(
        expect.stringContaining('notify message'),
        expect.objectContaining({ message: 'SMTP down' }),
      );
    } finally {
      logged.mockRestore();
      server.services.mail = mail;
    }
  });
});

describe('VAPID keys', () => {
  it('come from the environment, else are generated once and kept in the data directory', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
    try {
      const first = resolveVapidKeys({ env: {}, dataDir, defaultSubject: 'https://app.test' });
      const second = resolveVapidKeys({ env: {}, dataDir, defaultSubject: 'https://app.test' });
      expect(second).toEqual(first);
      expect(first.subject).toBe('https://app.test');
      expect(
        resolveVapidKeys({ env: {}, dataDir, defaultSubject: 'http://localhost:5173' }).subject,
      ).toBe('mailto:notifications@localhost');
      const fromEnv = resolveVapidKeys({
        env: {
          VAPID_PUBLIC_KEY: 'public',
          VAPID_PRIVATE_KEY: 'private',
          VAPID_SUBJECT: 'mailto:x@y.test',
        },
        dataDir,
        defaultSubject: 'https://app.test',
      });
      expect(fromEnv).toEqual({
        publicKey: 'public',
        privateKey: 'private',
        subject: 'mailto:x@y.test',
      });
      expect(() =>
        resolveVapidKeys({ env: { VAPID_PUBLIC_KEY: 'x' }, dataDir, defaultSubject: 'x' }),
      ).toThrow(/VAPID_PRIVATE_KEY/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
