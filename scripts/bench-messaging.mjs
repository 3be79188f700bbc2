// `npm run bench:messaging`: how long a text message takes from the sender's click on Send to the
// moment the other member's open conversation shows it, between two browsers, through the real API
// and its websocket. A measurement, not a test: it prints the numbers and fails only when it cannot
// measure.
//
//   npm run bench:messaging                        builds the web app, starts the API (fresh seed in a
//                                                  temporary folder) and the app on ports of their own
//   npm run bench:messaging -- --no-build          uses the web app already built in apps/web/dist
//   BENCH_URL=http://localhost:5173 npm run bench:messaging
//                                                  measures an app already running (`npm start`)
//
// Options (environment): BENCH_MESSAGES (20), BENCH_API_PORT (8290), BENCH_WEB_PORT (5290),
// CHROMIUM_PATH (/usr/bin/chromium). Two seeded members who may message are signed in, each in a
// Chromium context of its own; A sends the messages one after the other (the next once B saw the
// previous and A's send settled). The click and the arrival are both stamped in the pages with
// Date.now() (one machine, one clock): the arrival by a MutationObserver in B's page, so no polling
// delay is counted.
// The functions given to page.evaluate run in the browser.
/* global document, window, MutationObserver */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { log, mustRun, pnpmCommand, root, waitForUrl } from './lib.mjs';

const count = Number(process.env.BENCH_MESSAGES ?? 20);
const apiPort = Number(process.env.BENCH_API_PORT ?? 8290);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 5290);
const reuse = process.env.BENCH_URL?.replace(/\/$/, '');
const build = !process.argv.includes('--no-build');
const PASSWORD = 'Demo2026!';
/** Seeded members no journey uses; the first two who may message are taken. */
const POOL = Array.from(
  { length: 20 },
  (_, n) => `membre${String(200 + n).padStart(3, '0')}@demo.test`,
);

const children = [];
let dataDir = null;

function cleanUp() {
  for (const child of children) {
    try {
      // Each server runs in a process group of its own (pnpm, then node): end the whole group.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  children.length = 0;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

function startServer(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr.on('data', (chunk) => {
    if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  });
  children.push(child);
  return child;
}

async function startApp() {
  const [pnpm, pnpmArgs] = pnpmCommand([]);
  if (build) {
    log('Building the web app');
    mustRun(pnpm, [...pnpmArgs, '--dir', 'apps/web', 'run', 'build']);
  }
  dataDir = mkdtempSync(join(tmpdir(), 'bench-messaging-'));
  log(`Starting the API (port ${apiPort}, fresh seed) and the app (port ${webPort})`);
  startServer('api', pnpm, [...pnpmArgs, '--dir', 'apps/api', 'start'], {
    PORT: String(apiPort),
    DATA_DIR: dataDir,
    WEB_PORT: String(webPort),
    PUBLIC_API_URL: '/backend',
    TRUSTED_PROXIES: '127.0.0.1,::1',
  });
  startServer(
    'web',
    pnpm,
    [
      ...pnpmArgs,
      '--dir',
      'apps/web',
      'exec',
      'vite',
      'preview',
      '--port',
      String(webPort),
      '--strictPort',
    ],
    { API_PORT: String(apiPort) },
  );
  // A first start seeds the database: that may take a few minutes on a busy machine.
  await waitForUrl(`http://localhost:${apiPort}/up`, 600_000);
  await waitForUrl(`http://localhost:${webPort}/`, 120_000);
  return `http://localhost:${webPort}`;
}

/** A call of the page's own client to the API (its cookies and XSRF token). */
function apiCall(page, method, path, body) {
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
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function signIn(browser, baseURL, email) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'fr-CA',
  });
  const page = await context.newPage();
  await page.goto(`/login?locale=fr&redirect=${encodeURIComponent('/member/favorites')}`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[type=password]').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 120_000 });
  const { body } = await apiCall(page, 'GET', '/account');
  const account = body?.data ?? body;
  const member = account?.member;
  const canMessage =
    member?.subscribed === true &&
    member.paused !== true &&
    member.suspended !== true &&
    member.onboarding_completed !== false;
  return { context, page, account, canMessage };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted, p) {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const baseURL = reuse ?? (await startApp());
log(`Measuring ${count} messages on ${baseURL}`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const members = [];
  for (const email of POOL) {
    const member = await signIn(browser, baseURL, email);
    if (member.canMessage) members.push(member);
    else await member.context.close();
    if (members.length === 2) break;
  }
  if (members.length < 2) throw new Error('Fewer than two seeded members may message.');
  const [a, b] = members;

  const started = await apiCall(a.page, 'POST', '/conversations', { user_id: b.account.id });
  if (started.status >= 300) throw new Error(`POST /conversations: ${started.status}`);
  const path = `/member/messages/${started.body.data.id}`;
  for (const { page } of [b, a]) {
    await page.goto(path);
    await page.locator('[data-slot=chat-composer] textarea').waitFor({ timeout: 120_000 });
  }

  // B stamps each message's first appearance in its page, by the token it carries.
  await b.page.evaluate(() => {
    window.__seen = {};
    const stamp = (text) => {
      for (const token of text.match(/bench-\w+-\d+/g) ?? []) window.__seen[token] ??= Date.now();
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) stamp(node.textContent ?? '');
        if (mutation.type === 'characterData') stamp(mutation.target.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  const run = Math.random().toString(36).slice(2, 8);
  const textarea = a.page.locator('[data-slot=chat-composer] textarea');
  const settled = a.page.locator('[data-slot=chat-composer]:not([data-sending])');
  const times = [];
  for (let index = 1; index <= count; index += 1) {
    const token = `bench-${run}-${index}`;
    await textarea.fill(`Message ${index} ${token}`);
    const sentAt = await a.page.evaluate(() => {
      const at = Date.now();
      document.querySelector('[data-slot=chat-composer-send]').click();
      return at;
    });
    const handle = await b.page.waitForFunction((key) => window.__seen[key], token, {
      timeout: 60_000,
    });
    const seenAt = await handle.jsonValue();
    times.push(seenAt - sentAt);
    // A's send settled before the next one (the composer sends one message at a time).
    await settled.waitFor({ timeout: 60_000 });
    process.stdout.write(`  message ${String(index).padStart(2)}: ${seenAt - sentAt} ms\n`);
  }

  const sorted = [...times].sort((x, y) => x - y);
  const mean = times.reduce((sum, value) => sum + value, 0) / times.length;
  const median =
    sorted.length % 2 === 1
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  process.stdout.write(`
Send-to-receive time, ${count} messages, from A's click on Send to the message in B's page:
  median ${median} ms
  p90    ${percentile(sorted, 90)} ms
  min    ${sorted[0]} ms
  max    ${sorted.at(-1)} ms
  mean   ${Math.round(mean)} ms
`);
} finally {
  await browser.close();
  cleanUp();
}
