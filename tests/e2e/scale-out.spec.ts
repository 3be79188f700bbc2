/**
 * Several API processes behind one origin (issue 17), the production profile for real: a throwaway
 * PostgreSQL cluster, Debian's redis-server and an S3-compatible server (s3rver behind the signature
 * gate of the API's S3 tests), then two API processes (`src/main.ts`) on them with DATABASE_URL,
 * REDIS_URL and STORAGE_DRIVER=s3. Process 1 migrates and seeds the demo world; process 2 joins it.
 *
 * One origin: the built app served by `vite preview`, whose /backend proxy (API_PROXY_TARGET) goes to
 * a small sticky proxy in this file that sends each browser to the process its `backend` cookie
 * names (the test sets it per context): member A's calls and websocket go to process 1, member B's
 * to process 2. A's picture message is posted on process 1, so it can only reach B's socket on
 * process 2 through Redis; the picture is uploaded by A's browser to a presigned PUT and loaded by
 * B's through the API's redirect to a presigned GET.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startApiProcess, type ApiProcess } from '../../apps/api/test/support/api-process';
import { findRedisServer, startRedis, type LocalRedis } from '../../apps/api/test/support/redis';
import { startLocalS3, type LocalS3 } from '../../apps/api/test/support/s3';
import { startCluster } from '../../scripts/postgres.mjs';
import { urls } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { apiCall, contextOptions, signIn } from './support/journey';
import { pngPicture } from './support/png';

const webDir = fileURLToPath(new URL('../../apps/web', import.meta.url));
const vite = join(webDir, 'node_modules', '.bin', 'vite');
// Ports next to the journeys' own (E2E_API_PORT, E2E_WEB_PORT).
const apiBase = Number(new URL(urls.api).port);
const webBase = Number(new URL(urls.web).port);
const PROCESS_PORTS = [apiBase + 1, apiBase + 2] as const;
const portOf = (backend: 1 | 2) => (backend === 1 ? PROCESS_PORTS[0] : PROCESS_PORTS[1]);
const PROXY_PORT = apiBase + 3;
const WEB_PORT = webBase + 1;
const POSTGRES_PORT = webBase + 2;
const origin = `http://localhost:${String(WEB_PORT)}`;
const api = `${origin}/backend`;
const APP_KEY = 'scale-out-journey-app-key';

/** Debian's PostgreSQL binaries (`npm test` installs them and passes POSTGRES_BIN). */
function postgresBin(): string | undefined {
  if (process.env.POSTGRES_BIN && existsSync(join(process.env.POSTGRES_BIN, 'initdb')))
    return process.env.POSTGRES_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(base, version, 'bin') : undefined;
}

const pgBin = postgresBin();
const redisBin = findRedisServer();
const skipReason = !pgBin
  ? 'PostgreSQL is not installed (Debian: apt-get install postgresql; `npm test` installs it)'
  : !redisBin
    ? 'redis-server is not installed (Debian: apt-get install redis-server; `npm test` installs it)'
    : undefined;
if (skipReason) console.warn(`SKIPPED scale-out journey: ${skipReason}.`);

/** Which process (1 or 2) a request goes to: its `backend` cookie, process 1 without one. */
function backendOf(request: IncomingMessage): 1 | 2 {
  return /(?:^|;\s*)backend=2(?:;|$)/.test(request.headers.cookie ?? '') ? 2 : 1;
}

/** What the sticky proxy forwarded, for the test to check who served whom. */
interface Forwarded {
  backend: 1 | 2;
  method: string;
  path: string;
  upgrade: boolean;
}

/** The sticky reverse proxy behind the origin's /backend: plain HTTP and websocket upgrades. */
function startStickyProxy(log: Forwarded[]): Promise<Server> {
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const backend = backendOf(incoming);
    log.push({ backend, method: incoming.method ?? '', path: incoming.url ?? '', upgrade: false });
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: portOf(backend),
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  server.on('upgrade', (incoming: IncomingMessage, socket: Socket, head: Buffer) => {
    const backend = backendOf(incoming);
    log.push({ backend, method: incoming.method ?? '', path: incoming.url ?? '', upgrade: true });
    const upstream = connect(portOf(backend), '127.0.0.1', () => {
      const lines = [`${incoming.method ?? 'GET'} ${incoming.url ?? '/'} HTTP/1.1`];
      for (let n = 0; n < incoming.rawHeaders.length; n += 2)
        lines.push(`${incoming.rawHeaders[n] ?? ''}: ${incoming.rawHeaders[n + 1] ?? ''}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve) => {
    server.listen(PROXY_PORT, '127.0.0.1', () => {
      resolve(server);
    });
  });
}

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

/** Seeded members no other part of this journey uses; the first two who may message are taken. */
const POOL = Array.from(
  { length: 12 },
  (_, n) => `membre${String(30 + n).padStart(3, '0')}@demo.test`,
);

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
  context: BrowserContext;
  page: Page;
  account: Account;
}

/** The first member of the pool (from `start`) who may message, signed in on process `backend`. */
async function memberOn(
  browser: Browser,
  backend: 1 | 2,
  start: number,
): Promise<Member & { next: number }> {
  for (let n = start; n < POOL.length; n++) {
    const context = await browser.newContext({ ...contextOptions('fr', 1280), baseURL: origin });
    await context.addCookies([{ name: 'backend', value: String(backend), url: origin }]);
    const page = await context.newPage();
    await signIn(page, POOL[n] ?? '', { language: 'fr', redirect: '/member/favorites' });
    const { body } = await apiCall(page, 'GET', '/account', undefined, api);
    const account = (body as { data: Account }).data;
    const member = account.member;
    if (
      member?.subscribed === true &&
      member.paused !== true &&
      member.suspended !== true &&
      member.onboarding_completed !== false
    )
      return { context, page, account, next: n + 1 };
    await context.close();
  }
  throw new Error('Fewer than two members of the pool may message.');
}

const texts = {
  log: (name: string) => `Messages avec ${name}`,
  picture: 'Envoyer une photo',
};

const bubbles = (page: Page, name: string) =>
  page.getByRole('log', { name: texts.log(name) }).locator('[data-slot=chat-bubble]');

test.describe('two API processes behind one origin, on PostgreSQL, Redis and S3 (fr, 1280 px)', () => {
  // A cluster, a seed and two processes on a busy machine: a generous bound, never a speed test.
  test.describe.configure({ timeout: 480_000 });
  test.skip(skipReason !== undefined, skipReason ?? '');

  const stops: (() => Promise<void> | void)[] = [];
  const forwarded: Forwarded[] = [];
  let s3: LocalS3 | undefined;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    if (!pgBin || !redisBin) return;
    const cluster = startCluster(pgBin, POSTGRES_PORT);
    stops.push(() => {
      cluster.stop();
    });
    const redis: LocalRedis = await startRedis(redisBin);
    stops.push(() => redis.close());
    const bucket = await startLocalS3('app-files', { corsOrigins: [origin] });
    s3 = bucket;
    stops.push(() => bucket.close());

    const env = (dataDir: string): Record<string, string> => ({
      DATABASE_URL: cluster.url,
      REDIS_URL: redis.url,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      APP_KEY,
      DATA_DIR: dataDir,
      PUBLIC_API_URL: '/backend',
      WEB_PORT: String(WEB_PORT),
      TRUSTED_PROXIES: '127.0.0.1,::1',
    });
    const processes: ApiProcess[] = [];
    for (const [n, port] of PROCESS_PORTS.entries()) {
      const dataDir = mkdtempSync(join(tmpdir(), `scale-out-api-${String(n + 1)}-`));
      stops.push(() => {
        rmSync(dataDir, { recursive: true, force: true });
      });
      // Process 1 migrates and seeds the demo world; process 2 starts on it, seeding nothing.
      const started = await startApiProcess(port, {
        ...env(dataDir),
        ...(n === 0 ? {} : { SEED_DEMO: '0' }),
      });
      processes.push(started);
      stops.push(() => started.stop());
    }

    const proxy = await startStickyProxy(forwarded);
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          proxy.close(() => {
            resolve();
          });
          proxy.closeAllConnections();
        }),
    );
    const preview: ChildProcess = spawn(
      vite,
      ['preview', '--port', String(WEB_PORT), '--strictPort'],
      {
        cwd: webDir,
        env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${String(PROXY_PORT)}` },
        stdio: 'ignore',
      },
    );
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          if (preview.exitCode !== null || preview.signalCode !== null) resolve();
          else {
            preview.once('exit', () => {
              resolve();
            });
            preview.kill('SIGTERM');
          }
        }),
    );
    await waitForServer(`${origin}/login`);
    await waitForServer(`${api}/up`);
  });

  test.afterAll(async () => {
    // Everything started, in reverse order, each whatever the others did.
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        console.warn('scale-out journey: stopping failed', error);
      }
    }
  });

  test('A on process 1 sends a picture, B on process 2 receives it live through Redis, read from S3', async ({
    browser,
  }) => {
    const a = await memberOn(browser, 1, 0);
    const b = await memberOn(browser, 2, a.next);
    const aName = a.account.first_name;
    const bName = b.account.first_name;

    const started = await apiCall(a.page, 'POST', '/conversations', { user_id: b.account.id }, api);
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const id = (started.body as { data: { id: number } }).data.id;
    const path = `/member/messages/${String(id)}`;

    const bucketReads: string[] = [];
    b.page.on('response', (response) => {
      if (s3 && response.url().startsWith(s3.endpoint) && response.ok())
        bucketReads.push(response.url());
    });
    const bucketWrites: number[] = [];
    a.page.on('response', (response) => {
      if (s3 && response.url().startsWith(s3.endpoint) && response.request().method() === 'PUT')
        bucketWrites.push(response.status());
    });

    await b.page.goto(path);
    await a.page.goto(path);
    await expect(a.page.getByRole('log', { name: texts.log(bName) })).toBeVisible({
      timeout: 60_000,
    });
    await expect(b.page.getByRole('log', { name: texts.log(aName) })).toBeVisible({
      timeout: 60_000,
    });
    // Each member's websocket is on their own process.
    await expect
      .poll(() => forwarded.filter((entry) => entry.upgrade).map((entry) => entry.backend))
      .toEqual(expect.arrayContaining([1, 2]));

    const chooser = a.page.waitForEvent('filechooser');
    await a.page.getByRole('button', { name: texts.picture, exact: true }).click();
    await (
      await chooser
    ).setFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: pngPicture(800, [40, 120, 200]),
    });
    await expect(
      bubbles(a.page, bName).filter({ has: a.page.locator('[data-slot=chat-bubble-image]') }),
    ).toHaveCount(1);
    // Uploaded by A's browser to the bucket (a presigned PUT), the message posted on process 1.
    expect(bucketWrites).toEqual([200]);
    expect(
      forwarded.filter(
        (entry) => entry.method === 'POST' && /^\/conversations\/\d+\/messages/.test(entry.path),
      ),
    ).toEqual([expect.objectContaining({ backend: 1 })]);

    // Live at B, whose page on process 2 was not reloaded: the event crossed Redis.
    const received = bubbles(b.page, aName).filter({
      has: b.page.locator('[data-slot=chat-bubble-image]'),
    });
    await expect(received).toHaveCount(1);
    await expect
      .poll(() =>
        received
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    // The picture came from the bucket through a presigned GET (the API's URL redirects there).
    expect(bucketReads.some((url) => url.includes('X-Amz-Signature='))).toBe(true);
    expect(forwarded.some((entry) => entry.backend === 2 && !entry.upgrade)).toBe(true);
    await expectNoAxeViolations(b.page, 'conversation with a picture, across processes (B)');

    await a.context.close();
    await b.context.close();
  });
});
