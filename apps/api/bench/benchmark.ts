/**
 * How the reference API holds up on one machine: `pnpm --dir apps/api bench`. Not a test: it measures
 * and prints a markdown table (the README's "Benchmark" section is its output).
 *
 * 1. Seeds BENCH_MEMBERS (50,000) completed, subscribed members across Canada, with answers and two
 *    reviewed pictures each, by bulk inserts into a fresh embedded database (in memory), or into the
 *    empty PostgreSQL database of BENCH_DATABASE_URL (never DATABASE_URL: it would fill a real one).
 * 2. Search latency: median and p95 of `GET /members` pages (filtered and nearest first, values in
 *    common first), and the bytes of a page: as JSON, gzip and brotli. BENCH_EXPLAIN=1 also prints
 *    each search query's plan (`EXPLAIN ANALYZE` of page 1); BENCH_ONLY=search stops after the search.
 * 3. Message latency: `POST conversations/{id}/messages` until the other member's laravel-echo
 *    listener (pusher-js over the Pusher-protocol websocket) fires.
 * 4. Websocket connections one API process holds: a child process opens up to BENCH_CONNECTIONS
 *    (5,000) Pusher-protocol sockets, each subscribed to a channel; the API process reports its memory,
 *    then one event is sent to all of them.
 *
 * Loopback only, every loop bounded, every wait with a deadline; the process exits when done.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { arch, cpus, platform, tmpdir, totalmem } from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { createApiClient, unwrap, type ApiClient } from '@app/client';
import { createRealtime, type Realtime } from '@app/client/realtime';
import { eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { PLACES } from '../src/data/places';
import { findQuestion } from '../src/data/questions';
import { openDatabase } from '../src/db/client';
import {
  answers,
  conversations,
  conversationUsers,
  members,
  pictures,
  users,
} from '../src/db/schema';
import { parseFilters } from '../src/modules/members/filters';
import { PAGE_SIZE, searchAttempts, type SortChoice } from '../src/modules/members/search';
import { hashPassword } from '../src/modules/session/passwords';
import { startRealtime } from '../src/realtime/start';
import { createServices } from '../src/services';

const PASSWORD = 'Secret123';
const MEMBERS = positive('BENCH_MEMBERS', 50_000);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 5_000);
const SEARCHES = 50;
const MESSAGES = 30;
const BATCH = 1_000;
/** Every wait of the benchmark ends by this deadline. */
const WAIT_MS = 30_000;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** A deterministic generator (mulberry32), so that every run seeds the same world. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('empty list');
      return item;
    },
  };
}

/** A full garbage collection, so that memory deltas measure what is held, not what awaits collection. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const thousands = (value: number) => value.toLocaleString('en-CA');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function summary(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}`;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A body's size as sent plain, gzip (level 6) and brotli (quality 4): the API's own settings. */
function wireSizes(text: string): { raw: number; gzip: number; br: number } {
  const buffer = Buffer.from(text, 'utf8');
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 6 }).length,
    br: brotliCompressSync(buffer, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }).length,
  };
}

/** `sort=x&filter[a]=b` as the criteria and sort the API derives from it. */
function parsedQuery(query: string): { filter: Record<string, string>; sort: SortChoice | null } {
  const filter: Record<string, string> = {};
  let sort: SortChoice | null = null;
  for (const [key, value] of new URLSearchParams(query)) {
    const match = /^filter\[(.+)\]$/.exec(key);
    if (match?.[1]) filter[match[1]] = value;
    else if (key === 'sort') sort = value as SortChoice;
  }
  return { filter, sort };
}

function withDeadline<T>(promise: Promise<T>, what: string, limit = WAIT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => {
      clearTimeout(timer);
    }),
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`${what}: no answer within ${limit} ms`));
      }, limit);
    }),
  ]);
}

// -------------------------------------------------------------------------------------------------
// The child process that holds the sockets.

interface HoldReport {
  kind: 'opened';
  held: number;
  failed: number;
  error: string | null;
}

async function holdSockets(url: string, wanted: number): Promise<void> {
  const sockets: WebSocket[] = [];
  let received = 0;
  let failed = 0;
  let error: string | null = null;
  const openOne = () =>
    new Promise<boolean>((resolve) => {
      const ws = new WebSocket(url);
      const timer = setTimeout(() => {
        ws.terminate();
        resolve(false);
      }, WAIT_MS);
      ws.on('error', (reason: Error) => {
        error ??= reason.message;
        clearTimeout(timer);
        resolve(false);
      });
      ws.on('close', (code) => {
        if (code >= 4000) error ??= `closed with ${code}`;
        clearTimeout(timer);
        resolve(false);
      });
      ws.on('message', (raw: Buffer) => {
        const frame = JSON.parse(raw.toString('utf8')) as { event: string };
        if (frame.event === 'pusher:connection_established') {
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'bench' } }));
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          clearTimeout(timer);
          sockets.push(ws);
          resolve(true);
        } else if (frame.event === 'bench.ping') {
          received += 1;
        }
      });
    });
  // 100 handshakes at a time, until the target or the first failures.
  while (sockets.length + failed < wanted && failed === 0) {
    const batch = Math.min(100, wanted - sockets.length);
    const results = await Promise.all(Array.from({ length: batch }, openOne));
    failed += results.filter((ok) => !ok).length;
  }
  const report: HoldReport = { kind: 'opened', held: sockets.length, failed, error };
  process.send?.(report);
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'count') {
      const started = Date.now();
      const check = setInterval(() => {
        if (received >= sockets.length || Date.now() - started > WAIT_MS) {
          clearInterval(check);
          process.send?.({ kind: 'counted', received });
        }
      }, 2);
    } else if (message.kind === 'exit') {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
}

function nextMessage<T>(child: ChildProcess, kind: string): Promise<T> {
  return withDeadline(
    new Promise<T>((resolve) => {
      const listener = (message: { kind: string }) => {
        if (message.kind !== kind) return;
        child.off('message', listener);
        resolve(message as T);
      };
      child.on('message', listener);
    }),
    `the socket process (${kind})`,
    // Opening thousands of sockets on a busy machine takes a while: one deadline per thousand.
    kind === 'opened' ? WAIT_MS * Math.max(1, Math.ceil(CONNECTIONS / 1000)) : WAIT_MS,
  );
}

// -------------------------------------------------------------------------------------------------
// Seeding.

export async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db'], now: Date) {
  const random = generator(20_250_615);
  const passwordHash = await hashPassword(PASSWORD);
  const firstNames = [
    'Camille',
    'Louis',
    'Léa',
    'Gabriel',
    'Chloé',
    'Noah',
    'Emma',
    'Olivier',
    'Alice',
    'Thomas',
    'Maya',
    'Félix',
    'Zoé',
    'William',
    'Rosalie',
    'Jacob',
  ];
  const values = findQuestion('values');
  const height = findQuestion('height');
  const objective = findQuestion('objective');
  if (!values || !height || !objective) throw new Error('questions missing');
  const valueIds = values.options.map((option) => option.id);
  const objectiveIds = objective.options.map((option) => option.id);
  const month = 30 * 24 * 3600 * 1000;

  for (let start = 0; start < MEMBERS; start += BATCH) {
    const count = Math.min(BATCH, MEMBERS - start);
    const userRows = Array.from({ length: count }, (_, offset) => {
      const index = start + offset;
      const place = random.pick(PLACES);
      const roll = random.next();
      const gender = roll < 0.48 ? 'female' : roll < 0.96 ? 'male' : 'non_binary';
      const opposite = gender === 'female' ? 'man' : gender === 'male' ? 'woman' : 'non_binary';
      const seeking = random.next() < 0.9 ? [opposite] : ['man', 'woman', 'non_binary'];
      const age = random.int(20, 75);
      const birthday = new Date(
        Date.UTC(now.getUTCFullYear() - age, random.int(0, 11), random.int(1, 28)) - month * 7,
      );
      return {
        // The first ones sign in below (searcher, sender, receiver): Montréal, seeking each other.
        email: `bench${index}@bench.test`,
        passwordHash,
        firstName: random.pick(firstNames),
        lastName: `Bench${index}`,
        birthday: birthday.toISOString().slice(0, 10),
        gender: index === 0 ? 'female' : index === 1 ? 'male' : gender,
        sexualOrientations: index === 0 ? ['man'] : index === 1 ? ['woman'] : seeking,
        city: place.city,
        state: place.province,
        // Within about 20 km of a bundled place.
        latitude: (index < 2 ? 45.5017 : place.latitude) + (random.next() - 0.5) * 0.3,
        longitude: (index < 2 ? -73.5673 : place.longitude) + (random.next() - 0.5) * 0.4,
        locale: random.next() < 0.7 ? 'fr' : 'en',
        emailVerifiedAt: now,
        acceptedTermsDate: now,
        authenticationFlag: 'success',
        lastActivityAt: new Date(now.getTime() - random.int(0, 60 * 24 * 3600) * 1000),
      };
    });
    const insertedUsers = await db.insert(users).values(userRows).returning({ id: users.id });
    const insertedMembers = await db
      .insert(members)
      .values(
        insertedUsers.map(({ id }) => ({
          userId: id,
          title: 'Curieuse et bienveillante',
          about: 'J’aime les longues marches au bord du fleuve et les bons livres.',
          seeking: 'Quelqu’un d’honnête qui aime rire.',
          onboardingCompleted: true,
          onboardingStep: 'payment',
          subscriptionStatus: 'active',
          subscriptionEndDate: new Date(now.getTime() + 6 * month),
        })),
      )
      .returning({ id: members.id });
    const answerRows = insertedMembers.flatMap(({ id }) => {
      const chosen = new Set<number>();
      while (chosen.size < 3) chosen.add(random.pick(valueIds));
      return [
        { memberId: id, questionId: values.id, value: null, optionIds: [...chosen] },
        { memberId: id, questionId: height.id, value: String(random.int(150, 195)), optionIds: [] },
        {
          memberId: id,
          questionId: objective.id,
          value: null,
          optionIds: [random.pick(objectiveIds)],
        },
      ];
    });
    await db.insert(answers).values(answerRows);
    await db.insert(pictures).values(
      insertedMembers.flatMap(({ id }) =>
        ['portrait', 'validated'].map((status, position) => ({
          memberId: id,
          key: `pictures/${id}/p${position}.jpg`,
          thumbnailKey: `pictures/${id}/p${position}-300.jpg`,
          position,
          status,
          reviewedAt: now,
        })),
      ),
    );
    if ((start / BATCH) % 10 === 9) console.error(`  seeded ${thousands(start + count)} members`);
  }
  // As after an autovacuum (PGlite has none): the answers' trigger rewrote every member row once.
  await db.execute(sql`vacuum analyze`);
}

// -------------------------------------------------------------------------------------------------
// The measures.

async function main(): Promise<void> {
  const rows: [string, string][] = [];
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const [existing] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) throw new Error('The benchmark needs an empty database.');

  const config = readConfig({ DATA_DIR: dataDir, WEB_PORT: '5173' });
  config.realtime.maxConnections = CONNECTIONS + 100;
  const { services } = await createServices(config, {
    database,
    printMail: false,
    appKey: 'bench-app-key',
  });
  const now = services.now();

  console.error(`Seeding ${thousands(MEMBERS)} members…`);
  const started = performance.now();
  await seed(services.db, now);
  const seconds = (performance.now() - started) / 1000;
  rows.push([
    'members seeded (bulk inserts)',
    `${thousands(MEMBERS)} members with ${thousands(MEMBERS * 3)} answers and ${thousands(MEMBERS * 2)} pictures in ${seconds.toFixed(0)} s`,
  ]);

  const cpu = cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, ${platform()} ${arch()}, Node ${process.version}; database: ${database.kind === 'postgres' ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite in memory'}; ${new Date().toISOString().slice(0, 10)}.\n`,
  );

  const app = createApp({
    services,
    referenceHtmlPath: '/nonexistent',
    openapiJsonPath: '/nonexistent',
  });
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false },
      () => {
        resolve(started as Server);
      },
    );
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  config.publicApiUrl = baseUrl;
  const realtime = await startRealtime(services, server);
  const hub = realtime.hub;
  if (!hub) throw new Error('the embedded realtime server did not start');

  const signIn = async (index: number, socketId?: () => string | undefined) => {
    const api = createApiClient({
      baseUrl,
      mode: 'token',
      deviceName: 'benchmark',
      locale: () => 'fr',
      ...(socketId ? { socketId } : {}),
    });
    await api.signIn({ email: `bench${index}@bench.test`, password: PASSWORD });
    return api;
  };

  // Search.
  console.error('Searching…');
  const searcher = await signIn(0);
  const valueId = findQuestion('values')?.options[0]?.id ?? 0;
  const scenarios: [string, string][] = [
    [
      'women seeking men, aged 25-55, within 250 km of Montréal, nearest first',
      'sort=proximity&filter[age]=25,55&filter[distance]=250',
    ],
    [
      'same across Canada, sharing a value, nearest first',
      `sort=proximity&filter[age]=25,55&filter[question__values]=${valueId}`,
    ],
    ['same across Canada, most values in common first', 'sort=-values&filter[age]=25,55'],
  ];
  const searchRows: string[][] = [];
  const plans: [string, string][] = [];
  for (const [label, query] of scenarios) {
    const samples: number[] = [];
    let firstPage = '';
    // Pages 1 to 5 in turn (fewer when fewer match: an empty page marks the end of the list).
    let pages = 5;
    let shown = 0;
    // The first three warm the caches and are not counted; empty pages are not counted either.
    for (let index = -3, attempts = 0; index < SEARCHES && attempts < SEARCHES * 3; attempts += 1) {
      const page = (Math.abs(index) % pages) + 1;
      const startedAt = performance.now();
      const response = await withDeadline(
        fetch(`${baseUrl}/members?${query}&page=${page}`, {
          headers: {
            Accept: 'application/json',
            'Accept-Language': 'fr',
            Authorization: `Bearer ${tokenOf(searcher)}`,
          },
        }),
        'search',
      );
      const text = await response.text();
      const elapsed = performance.now() - startedAt;
      const body = JSON.parse(text) as { data?: unknown[] };
      if (response.status !== 200 || !Array.isArray(body.data))
        throw new Error(`search answered ${response.status}: ${text.slice(0, 300)}`);
      if (body.data.length === 0) {
        if (page === 1) throw new Error(`nothing matches ${query}`);
        pages = page - 1;
        continue;
      }
      if (page === 1) firstPage = text;
      if (index >= 0) {
        samples.push(elapsed);
        shown += body.data.length;
      }
      index += 1;
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const size = wireSizes(firstPage);
    searchRows.push([
      label,
      `${samples.length} over pages 1-${pages} (${thousands(shown)} members shown)`,
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 95)),
      `${kib(size.raw)} / ${kib(size.gzip)} / ${kib(size.br)}`,
    ]);
    if (process.env.BENCH_EXPLAIN) plans.push([label, await explainSearch(services, query)]);
  }
  printTable(
    ['search (`GET /members`, 16 a page)', 'requests', 'median', 'p95', 'page 1: JSON / gzip / br'],
    searchRows,
  );
  for (const [label, plan] of plans)
    console.log(`\n${label}: \`EXPLAIN ANALYZE\` of page 1\n\n\`\`\`\n${plan}\n\`\`\``);
  if (process.env.BENCH_ONLY === 'search') {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    return;
  }
  console.log('');

  // Messages over realtime.
  console.error('Sending messages…');
  const [conversation] = await services.db
    .insert(conversations)
    .values({ userId: 1 })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('no conversation');
  await services.db.insert(conversationUsers).values([
    { conversationId: conversation.id, userId: 1 },
    { conversationId: conversation.id, userId: 2 },
  ]);
  const receiverApi = await signIn(1);
  const receiver: Realtime = createRealtime({
    api: receiverApi,
    key: hub.key,
    host: '127.0.0.1',
    port,
    tls: false,
  });
  // The sender's API client sends its socket's id as X-Socket-ID (created just below).
  const socketOf: { sender?: Realtime } = {};
  const sender = await signIn(0, () => socketOf.sender?.socketId());
  const senderSocket = createRealtime({
    api: sender,
    key: hub.key,
    host: '127.0.0.1',
    port,
    tls: false,
  });
  socketOf.sender = senderSocket;
  await withDeadline(Promise.all([receiver.connected(), senderSocket.connected()]), 'connecting');
  let arrived: ((content: string, at: number) => void) | undefined;
  receiver.user(2).on('.conversations.messages.created', (payload) => {
    arrived?.(String((payload.message as { content?: unknown }).content), performance.now());
  });
  await withDeadline(
    (async () => {
      while (
        !hub
          .subscriptions()
          .get(receiver.socketId() ?? '')
          ?.has('private-user.2')
      )
        await new Promise((resolve) => setTimeout(resolve, 10));
    })(),
    'the receiver’s subscription',
  );
  const latencies: number[] = [];
  const responses: number[] = [];
  let beforeResponse = 0;
  for (let index = -3; index < MESSAGES; index += 1) {
    const content = `Bonjour ${index + 3}`;
    const received = new Promise<number>((resolve) => {
      arrived = (text, at) => {
        if (text === content) resolve(at);
      };
    });
    const startedAt = performance.now();
    await unwrap(
      sender.POST('/conversations/{id}/messages', {
        params: { path: { id: conversation.id } },
        body: { type: 'content', content },
      }),
    );
    const answered = performance.now();
    const at = await withDeadline(received, 'the message over realtime');
    if (index >= 0) {
      latencies.push(at - startedAt);
      responses.push(answered - startedAt);
      if (at < answered) beforeResponse += 1;
    }
  }
  rows.push([
    `message: POST until the other member's Echo listener fires (${MESSAGES} messages)`,
    `${summary(latencies)}; the POST's own response: ${summary(responses)} (the event came first ${beforeResponse} times of ${MESSAGES})`,
  ]);
  receiver.disconnect();
  senderSocket.disconnect();

  // Connections one process holds.
  console.error(`Opening up to ${thousands(CONNECTIONS)} sockets…`);
  collectGarbage();
  const before = process.memoryUsage();
  const child = fork(
    fileURLToPath(import.meta.url),
    [
      '--hold-sockets',
      `ws://127.0.0.1:${port}/app/${hub.key}?protocol=7&client=js&version=8.6.0&flash=false`,
      String(CONNECTIONS),
    ],
    { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  try {
    const opened = await nextMessage<HoldReport>(child, 'opened');
    collectGarbage();
    const after = process.memoryUsage();
    const held = hub.stats().connections;
    // JavaScript heap and buffers: what the sockets keep (RSS also holds the in-memory database).
    const kept = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external;
    const perSocket = held > 0 ? (kept(after) - kept(before)) / held / 1024 : 0;
    rows.push([
      `websocket connections held by the API process (target ${thousands(CONNECTIONS)}, each subscribed)`,
      `${thousands(held)} held${opened.failed > 0 ? `, ${thousands(opened.failed)} failed (${opened.error ?? 'unknown'})` : ''}; heap and buffers ${mb(kept(before))} → ${mb(kept(after))} (about ${perSocket.toFixed(1)} KB a socket); RSS ${mb(after.rss)}`,
    ]);
    const counting = nextMessage<{ received: number }>(child, 'counted');
    child.send({ kind: 'count' });
    const fanOut = performance.now();
    hub.publish({ channel: 'bench', event: 'bench.ping', data: { at: Date.now() } });
    const { received } = await counting;
    rows.push([
      'one event to every held socket',
      `${thousands(received)} received in ${ms(performance.now() - fanOut)}`,
    ]);
  } finally {
    child.send({ kind: 'exit' });
  }

  await realtime.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  printTable(['measure', 'result'], rows);
}

function printTable(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** `EXPLAIN ANALYZE` of page 1 of a search, as the API runs it for the benchmark's searcher. */
async function explainSearch(
  services: Awaited<ReturnType<typeof createServices>>['services'],
  query: string,
): Promise<string> {
  const [viewer] = await services.db
    .select({ user: users, member: members })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .where(eq(users.email, 'bench0@bench.test'));
  if (!viewer) throw new Error('no searcher');
  const { filter, sort } = parsedQuery(query);
  const { criteria } = parseFilters(filter, {
    prefix: 'filter',
    searcherOrientations: viewer.user.sexualOrientations,
  });
  // Both PGlite and node-postgres take a text with $n placeholders and its parameters.
  const client = (
    services.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).$client;
  const plans: string[] = [];
  // Each query the API tries for page 1, until the one that answers it.
  for await (const { query, narrowed, last } of searchAttempts(services, viewer, criteria, {
    sort,
    page: 1,
  })) {
    const { sql: text, params } = query.toSQL();
    const { rows } = await client.query(`explain (analyze, costs off) ${text}`, params);
    const found = (await query).length;
    plans.push(
      `-- ${narrowed ?? 'the search'}: ${found} rows\n${rows.map((row) => String(Object.values(row as object)[0])).join('\n')}`,
    );
    if (found === PAGE_SIZE || last) break;
  }
  return plans.length > 0 ? plans.join('\n\n') : '(nobody can match: no query)';
}

/** The bearer token the API client keeps (for the raw search requests). */
function tokenOf(api: ApiClient): string {
  const token = api.token();
  if (!token) throw new Error('not signed in');
  return token;
}

// Run as a script (not when another script imports `seed`).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--hold-sockets') {
    await holdSockets(process.argv[3] ?? '', Number(process.argv[4] ?? 0));
  } else {
    await main();
    process.exit(0);
  }
}
