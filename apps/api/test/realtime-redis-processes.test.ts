import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, unwrap, type ApiClient } from '@app/client';
import {
  channelNames,
  createRealtime,
  type PresenceMember,
  type Realtime,
} from '@app/client/realtime';
import { createCookieJar } from '@app/client/testing';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_REALTIME_APP_KEY, readConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { createServices } from '../src/services';
import type { Services } from '../src/http/context';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { createUser, PASSWORD } from './support/factories';
import { databaseUrl } from './support/global-setup';
import { createConversation, eventually } from './support/realtime';
import { findRedisServer, freePort, startRedis, type LocalRedis } from './support/redis';

/**
 * The production shape for real: two API processes (`src/main.ts`, as `npm start` runs it) on one
 * PostgreSQL database with REDIS_URL, and members' apps (laravel-echo over pusher-js) connected to
 * different processes. Runs in the PostgreSQL lane of `npm test` (API_TEST_DATABASE_URL), where there
 * is a database two processes can share; the same scenario with two servers in one process, and the
 * Redis outage, is test/realtime-redis.test.ts.
 */
const adminUrl = process.env.API_TEST_DATABASE_URL;
const binary = findRedisServer();
const reason = !adminUrl
  ? 'runs in the PostgreSQL lane of npm test (two processes need a shared database server)'
  : !binary
    ? 'redis-server is not installed (Debian: apt-get install redis-server; `npm test` installs it)'
    : undefined;
if (reason) console.warn(`SKIPPED realtime-redis-processes: ${reason}.`);

const APP_KEY = 'two-processes-app-key';

let redis: LocalRedis;
let database: DatabaseHandle;
let services: Services;
let databaseName: string;
const processes: ApiProcess[] = [];
const dataDirs: string[] = [];
const open: Realtime[] = [];

/** Starts `src/main.ts` on a free port, on the shared database and Redis. */
async function startProcess(url: string): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'api-process-'));
  dataDirs.push(dataDir);
  const started = await startApiProcess(port, {
    DATABASE_URL: url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    APP_KEY,
    SEED_DEMO: '0',
    PUBLIC_API_URL: `http://127.0.0.1:${String(port)}`,
  });
  processes.push(started);
  return started;
}

beforeAll(async () => {
  if (reason || !adminUrl || !binary) return;
  redis = await startRedis(binary);
  databaseName = `api_test_processes_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = databaseUrl(adminUrl, databaseName);
  database = await openDatabase({ databaseUrl: url });
  // The test's own view of the database, to make members (the processes have their own pools).
  ({ services } = await createServices(
    { ...readConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'api-factories-')) }), appKey: APP_KEY },
    { database, printMail: false, appKey: APP_KEY },
  ));
  await Promise.all([startProcess(url), startProcess(url)]);
}, 240_000);

afterEach(() => {
  for (const realtime of open.splice(0)) realtime.disconnect();
});

afterAll(async () => {
  if (reason || !adminUrl) return;
  await Promise.all(processes.map((running) => running.stop()));
  await database.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  await redis.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

interface Person {
  api: ApiClient;
  userId: number;
  connect(): Promise<Realtime>;
}

/** A subscribed member signed in on the process listening on `port`, whose app connects there. */
async function member(port: number, firstName: string): Promise<Person> {
  const user = await createUser(
    services,
    { firstName, emailVerifiedAt: new Date() },
    { member: { onboardingCompleted: true, subscriptionStatus: 'active' } },
  );
  let current: Realtime | undefined;
  const jar = createCookieJar();
  const api = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    mode: 'token',
    fetch: jar.fetch,
    readCookie: jar.read,
    locale: () => 'fr',
    deviceName: 'test device',
    socketId: () => current?.socketId(),
  });
  await api.signIn({ email: user.email, password: PASSWORD });
  return {
    api,
    userId: user.id,
    async connect() {
      const realtime = createRealtime({
        api,
        key: DEFAULT_REALTIME_APP_KEY,
        host: '127.0.0.1',
        port,
        tls: false,
      });
      open.push(realtime);
      await realtime.connected();
      current = realtime;
      return realtime;
    },
  };
}

/** Resolves once the server confirmed the channel's subscription (pusher:subscription_succeeded). */
const subscribedTo = (realtime: Realtime, name: string, presence = false) =>
  new Promise<void>((resolve) => {
    const channel = presence ? realtime.echo.join(name) : realtime.echo.private(name);
    channel.subscribed(() => {
      resolve();
    });
  });

describe.skipIf(reason !== undefined)('two API processes on one PostgreSQL through Redis', () => {
  it('delivers a message posted through process 2 to a member on process 1, crosses a whisper, lists both in presence', async () => {
    const [first, second] = processes;
    if (!first || !second) throw new Error('two processes');
    const camille = await member(first.port, 'Camille');
    const louis = await member(second.port, 'Louis');
    const conversationId = await createConversation(services, [camille.userId, louis.userId], {
      authorizeVideoChat: true,
    });
    const camilleApp = await camille.connect();
    const louisApp = await louis.connect();

    const heard = vi.fn<(payload: { message: { id: number; content: string | null } }) => void>();
    camilleApp.user(camille.userId).on('.conversations.messages.created', heard);
    await subscribedTo(camilleApp, channelNames.user(camille.userId));
    const sent = await unwrap(
      louis.api.POST('/conversations/{id}/messages', {
        params: { path: { id: conversationId } },
        body: { type: 'content', content: 'Bonjour depuis le processus 2' },
      }),
    );
    await eventually(() => {
      expect(heard.mock.calls.map(([payload]) => payload.message.id)).toContain(sent.data.id);
    });

    const typing = vi.fn();
    louisApp.conversation(conversationId).onTyping(typing);
    const camilleConversation = camilleApp.conversation(conversationId);
    await Promise.all([
      subscribedTo(camilleApp, channelNames.conversation(conversationId)),
      subscribedTo(louisApp, channelNames.conversation(conversationId)),
    ]);
    camilleConversation.typing(camille.userId);
    await eventually(() => {
      expect(typing).toHaveBeenCalledWith({ user_id: camille.userId });
    });

    const camilleHere = vi.fn<(members: PresenceMember[]) => void>();
    const joining = vi.fn();
    const camilleCall = camilleApp.videoChat(conversationId);
    camilleCall.here(camilleHere);
    camilleCall.joining(joining);
    await eventually(() => {
      expect(camilleHere).toHaveBeenCalledTimes(1);
    });
    const louisHere = vi.fn<(members: PresenceMember[]) => void>();
    louisApp.videoChat(conversationId).here(louisHere);
    const both = [
      { id: camille.userId, first_name: 'Camille' },
      { id: louis.userId, first_name: 'Louis' },
    ];
    await eventually(() => {
      expect(joining).toHaveBeenCalledWith(both[1]);
      expect(louisHere).toHaveBeenCalledTimes(1);
    });
    expect(louisHere.mock.calls[0]?.[0]).toEqual(expect.arrayContaining(both));
  });
});
