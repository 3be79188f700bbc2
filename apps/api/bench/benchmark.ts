/**
 * How the reference API holds up on one machine: `pnpm --dir apps/api bench`. Not a test: it measures
 * and prints a markdown table (the README's "Benchmark" section is its output).
 *
 * 1. Seeds BENCH_MEMBERS (50,000) completed, subscribed members across Canada, with answers and two
 *    reviewed pictures each, by bulk inserts into a fresh embedded database (in memory), or into the
 *    empty PostgreSQL database of BENCH_DATABASE_URL (never DATABASE_URL: it would fill a real one).
 * 2. Search latency: median and p95 of `GET /members` pages (filtered and nearest first, values in
 *    common first), and the bytes of a page: as JSON, gzip and brotli. BENCH_EXPLAIN=1 also prints
 *    each search query's plan (`EXPLAIN ANALYZE` of page 1, or of BENCH_EXPLAIN_PAGE); BENCH_ONLY=search
 *    stops after the search, BENCH_ONLY=load after the search under load (4.).
 * 3. Message latency: `POST conversations/{id}/messages` until the other member's laravel-echo
 *    listener (pusher-js over the Pusher-protocol websocket) fires.
 * 4. Search under load: BENCH_LOAD_REQUESTS (40) searches by each of 8 members at once, over HTTP
 *    from a child process (requests/s, p95, worst); and messages (3.) again while two members search
 *    in a loop.
 * 5. Messages (3.) again while BENCH_CONNECTIONS (5,000) other sockets are connected and subscribed,
 *    opened by several child processes.
 * 6. The most sockets one API process holds: more child processes open sockets until the API refuses
 *    them at its open-file limit (`ulimit -n`, less the files it keeps for HTTP); the API must still
 *    answer; its memory, then one event to all of them.
 *
 * BENCH_JSON=<file> also writes issue 12's rows as `[{ measure, measured, target, met }]` (what the
 * root `npm run bench` reads). Loopback only, every loop bounded, every wait with a deadline; the
 * process exits when done.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { arch, cpus, platform, tmpdir, totalmem } from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
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
import { openFileLimit } from '../src/realtime/file-limit';
import { PAGE_SIZE, searchAttempts, type SortChoice } from '../src/modules/members/search';
import { hashPassword } from '../src/modules/session/passwords';
import { startRealtime } from '../src/realtime/start';
import { createServices } from '../src/services';

const PASSWORD = 'Secret123';
const MEMBERS = positive('BENCH_MEMBERS', 50_000);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 5_000);
const LOAD_REQUESTS = positive('BENCH_LOAD_REQUESTS', 40);
/** Members searching at once (issue 12's throughput row), and while messages are timed. */
const CONCURRENT_SEARCHERS = 8;
const BACKGROUND_SEARCHERS = 2;
/** Sockets per child process: well under a process's own open-file limit. */
const SOCKETS_PER_CHILD = 4_000;
const MAX_SOCKET_CHILDREN = 12;
/** Pages timed per search query (a p95 of 100 is its 5 slowest, not its 3 slowest of 50). */
const SEARCHES = 100;
/** Pages asked for before the timed ones: the client process and the server's code paths warm up. */
const WARM_UP_SEARCHES = 10;
const MESSAGES = 30;
/** The page whose queries BENCH_EXPLAIN=1 explains (BENCH_EXPLAIN_PAGE, 1 by default). */
const EXPLAIN_PAGE = positive('BENCH_EXPLAIN_PAGE', 1);
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

/** A row of issue 12's table, as BENCH_JSON writes it. */
export interface BenchRow {
  measure: string;
  measured: string;
  target: string;
  met: boolean;
}

function writeJson(rows: BenchRow[]): void {
  const file = process.env.BENCH_JSON;
  if (!file) return;
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
  console.error(`Rows written to ${file}`);
}

// -------------------------------------------------------------------------------------------------
// The child process that searches: `workers` members at once, each with its own token.

interface LoadConfig {
  baseUrl: string;
  tokens: string[];
  /** `GET /members` query strings, taken in turn (pages 1 to 3). */
  queries: string[];
  /** Requests per member; 0: until told to stop. */
  perWorker: number;
}

interface LoadReport {
  kind: 'loaded';
  latencies: number[];
  elapsed: number;
  failures: number;
}

async function searchLoad(config: LoadConfig): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  let stopping = false;
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'stop') stopping = true;
  });
  const started = performance.now();
  const worker = async (token: string, offset: number) => {
    for (let index = 0; config.perWorker === 0 ? !stopping : index < config.perWorker; index += 1) {
      const query = config.queries[(offset + index) % config.queries.length] ?? '';
      const at = performance.now();
      try {
        const response = await fetch(`${config.baseUrl}/members?${query}&page=${(index % 3) + 1}`, {
          headers: {
            Accept: 'application/json',
            'Accept-Encoding': 'br, gzip',
            'Accept-Language': 'fr',
            Authorization: `Bearer ${token}`,
          },
          signal: AbortSignal.timeout(WAIT_MS),
        });
        await response.arrayBuffer();
        if (response.status !== 200) failures += 1;
        else latencies.push(performance.now() - at);
      } catch {
        failures += 1;
      }
      if (index === 0 && offset === 0) process.send?.({ kind: 'searching' });
    }
  };
  await Promise.all(config.tokens.map((token, offset) => worker(token, offset)));
  const report: LoadReport = {
    kind: 'loaded',
    latencies,
    elapsed: performance.now() - started,
    failures,
  };
  process.send?.(report, () => process.exit(0));
}

interface PagesConfig {
  baseUrl: string;
  token: string;
  /** `GET /members` query strings: each one's pages 1 to 5 in turn, `searches` times. */
  queries: string[];
  searches: number;
}

interface PagesReport {
  kind: 'paged';
  error: string | null;
  scenarios: { samples: number[]; pages: number; shown: number; firstPage: string }[];
}

/** One member searching, one page after the other: each query's latencies, for the search rows. */
async function searchPages(config: PagesConfig): Promise<void> {
  const report: PagesReport = { kind: 'paged', error: null, scenarios: [] };
  try {
    for (const query of config.queries) {
      const samples: number[] = [];
      let firstPage = '';
      // Pages 1 to 5 in turn (fewer when fewer match: an empty page marks the end of the list).
      let pages = 5;
      let shown = 0;
      // The first WARM_UP_SEARCHES warm the caches and are not counted; nor are empty pages.
      for (
        let index = -WARM_UP_SEARCHES, attempts = 0;
        index < config.searches && attempts < config.searches * 3;
        attempts += 1
      ) {
        const page = (Math.abs(index) % pages) + 1;
        const startedAt = performance.now();
        const response = await fetch(`${config.baseUrl}/members?${query}&page=${page}`, {
          headers: {
            Accept: 'application/json',
            'Accept-Encoding': 'br, gzip',
            'Accept-Language': 'fr',
            Authorization: `Bearer ${config.token}`,
          },
          signal: AbortSignal.timeout(WAIT_MS),
        });
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
      report.scenarios.push({ samples, pages, shown, firstPage });
    }
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
  }
  process.send?.(report, () => process.exit(0));
}

function forkSelf(args: string[]): ChildProcess {
  return fork(fileURLToPath(import.meta.url), args, {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

// -------------------------------------------------------------------------------------------------
// The child processes that hold the sockets.

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

function nextMessage<T>(child: ChildProcess, kind: string, limit = WAIT_MS): Promise<T> {
  return withDeadline(
    new Promise<T>((resolve) => {
      const listener = (message: { kind: string }) => {
        if (message.kind !== kind) return;
        child.off('message', listener);
        resolve(message as T);
      };
      child.on('message', listener);
    }),
    `the child process (${kind})`,
    limit,
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
  const results: BenchRow[] = [];
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  const database = await openDatabase({ databaseUrl });
  await database.migrate();
  const [existing] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) throw new Error('The benchmark needs an empty database.');

  const config = readConfig({ DATA_DIR: dataDir, WEB_PORT: '5173' });
  // No cap of its own: the process's open-file limit is what the benchmark looks for.
  config.realtime.maxConnections = 1_000_000;
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
  const p95s: number[] = [];
  const medians: number[] = [];
  // From a child process: a client has its own event loop, and its work (and its garbage) is not the
  // server's. In the API's own process the client's parsing and collections added to the latencies.
  const pager = forkSelf([
    '--search-pages',
    JSON.stringify({
      baseUrl,
      token: tokenOf(searcher),
      queries: scenarios.map(([, query]) => query),
      searches: SEARCHES,
    } satisfies PagesConfig),
  ]);
  const paged = await nextMessage<PagesReport>(pager, 'paged', WAIT_MS * 20);
  if (paged.error) throw new Error(paged.error);
  for (const [index, [label, query]] of scenarios.entries()) {
    const { samples, pages, shown, firstPage } = paged.scenarios[index] ?? {
      samples: [],
      pages: 0,
      shown: 0,
      firstPage: '',
    };
    const sorted = [...samples].sort((a, b) => a - b);
    medians.push(percentile(sorted, 50));
    p95s.push(percentile(sorted, 95));
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
    console.log(
      `\n${label}: \`EXPLAIN ANALYZE\` of page ${EXPLAIN_PAGE}\n\n\`\`\`\n${plan}\n\`\`\``,
    );
  const onPostgres = database.kind === 'postgres';
  const searchTarget = onPostgres ? 20 : 50;
  const range = (values: number[]) =>
    `${ms(Math.min(...values)).replace(' ms', '')}–${ms(Math.max(...values))}`;
  results.push({
    measure: `search page at ${thousands(MEMBERS)} members, ${onPostgres ? 'PostgreSQL' : 'PGlite'} (\`pnpm --dir apps/api bench\`, ${scenarios.length} queries)`,
    measured: `median ${range(medians)}, p95 ${range(p95s)}`,
    target: `p95 ≤ ${searchTarget} ms`,
    met: Math.max(...p95s) <= searchTarget,
  });

  // One page as the API sends it to a client that accepts compression.
  const [firstQuery] = scenarios[0] ? [scenarios[0][1]] : [''];
  const wire = await rawGet(`${baseUrl}/members?${firstQuery}&page=1`, {
    Accept: 'application/json',
    'Accept-Encoding': 'br, gzip',
    'Accept-Language': 'fr',
    Authorization: `Bearer ${tokenOf(searcher)}`,
  });
  const plain = wireSizes(wire.text);
  results.push({
    measure: 'one search page on the wire (16 members)',
    measured: `${kib(wire.bytes)} ${wire.encoding ?? 'uncompressed'} (${kib(plain.raw)} of JSON)`,
    target: '≤ 15 KiB compressed',
    met: wire.encoding !== undefined && wire.bytes <= 15 * 1024,
  });
  /** BENCH_ONLY: the rows so far, and nothing more to run. */
  const stopHere = async () => {
    writeJson(results);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (process.env.BENCH_ONLY === 'search') {
    await stopHere();
    return;
  }
  console.log('');

  // Search throughput: 8 members at once, from a child process (its own event loop, as clients are).
  console.error(`${CONCURRENT_SEARCHERS} members searching at once…`);
  const searchers = [searcher];
  for (let index = 2; searchers.length < CONCURRENT_SEARCHERS; index += 1)
    searchers.push(await signIn(index));
  const queries = scenarios.map(([, query]) => query);
  const load = forkSelf([
    '--search-load',
    JSON.stringify({
      baseUrl,
      tokens: searchers.map(tokenOf),
      queries,
      perWorker: LOAD_REQUESTS,
    } satisfies LoadConfig),
  ]);
  const loaded = await nextMessage<LoadReport>(load, 'loaded', WAIT_MS * 20);
  {
    const sorted = [...loaded.latencies].sort((a, b) => a - b);
    const perSecond = loaded.latencies.length / (loaded.elapsed / 1000);
    const p95 = percentile(sorted, 95);
    results.push({
      measure: `search at ${thousands(MEMBERS)} members with ${CONCURRENT_SEARCHERS} members searching at once (HTTP)`,
      measured: `${perSecond.toFixed(0)} requests/s, p95 ${ms(p95)}, worst ${ms(sorted.at(-1) ?? NaN)} (${thousands(loaded.latencies.length)} requests${loaded.failures > 0 ? `, ${loaded.failures} failed` : ''})`,
      target: '≥ 100 requests/s, p95 ≤ 150 ms',
      met: loaded.failures === 0 && perSecond >= 100 && p95 <= 150,
    });
  }
  if (process.env.BENCH_ONLY === 'load') {
    load.kill();
    await stopHere();
    return;
  }

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
  let sent = 0;
  /** MESSAGES messages, one after the other (after `warmUp` uncounted ones). */
  const sendMessages = async (warmUp: number) => {
    const latencies: number[] = [];
    const responses: number[] = [];
    let beforeResponse = 0;
    for (let index = -warmUp; index < MESSAGES; index += 1) {
      sent += 1;
      const content = `Bonjour ${sent}`;
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
    return { latencies, responses, beforeResponse };
  };
  const p95Of = (samples: readonly number[]) =>
    percentile(
      [...samples].sort((a, b) => a - b),
      95,
    );
  const idle = await sendMessages(3);
  rows.push([
    `message: POST until the other member's Echo listener fires (${MESSAGES} messages)`,
    `${summary(idle.latencies)}; the POST's own response: ${summary(idle.responses)} (the event came first ${idle.beforeResponse} times of ${MESSAGES})`,
  ]);

  // The same while two members search in a loop.
  console.error(`Sending messages while ${BACKGROUND_SEARCHERS} members search…`);
  const background = forkSelf([
    '--search-load',
    JSON.stringify({
      baseUrl,
      tokens: searchers.slice(2, 2 + BACKGROUND_SEARCHERS).map(tokenOf),
      queries,
      perWorker: 0,
    } satisfies LoadConfig),
  ]);
  await nextMessage(background, 'searching', WAIT_MS);
  const duringSearch = await sendMessages(0);
  const backgroundDone = nextMessage<LoadReport>(background, 'loaded', WAIT_MS);
  background.send({ kind: 'stop' });
  const searchedMeanwhile = await backgroundDone;
  rows.push([
    `message while ${BACKGROUND_SEARCHERS} members search in a loop (${MESSAGES} messages)`,
    `${summary(duringSearch.latencies)}; ${thousands(searchedMeanwhile.latencies.length)} searches meanwhile`,
  ]);
  results.push({
    measure: `a chat message while two members search (${thousands(MEMBERS)} members)`,
    measured: `p95 ${ms(p95Of(duringSearch.latencies))} (${ms(p95Of(idle.latencies))} idle; ${thousands(searchedMeanwhile.latencies.length)} searches meanwhile)`,
    target: 'p95 ≤ 30 ms',
    met: p95Of(duringSearch.latencies) <= 30,
  });

  // Sockets: CONNECTIONS others first (children of SOCKETS_PER_CHILD at most), then as many as it takes.
  const url = `ws://127.0.0.1:${port}/app/${hub.key}?protocol=7&client=js&version=8.6.0&flash=false`;
  const holders: ChildProcess[] = [];
  const openFrom = async (wanted: number): Promise<HoldReport> => {
    const child = forkSelf(['--hold-sockets', url, String(wanted)]);
    holders.push(child);
    // Opening thousands of sockets on a busy machine takes a while: one deadline per thousand.
    return nextMessage<HoldReport>(
      child,
      'opened',
      WAIT_MS * Math.max(1, Math.ceil(wanted / 1000)),
    );
  };
  try {
    console.error(`Opening ${thousands(CONNECTIONS)} other sockets…`);
    collectGarbage();
    const before = process.memoryUsage();
    const firstChildren = Math.max(2, Math.ceil(CONNECTIONS / SOCKETS_PER_CHILD));
    const shares = Array.from(
      { length: firstChildren },
      (_, index) =>
        Math.floor(CONNECTIONS / firstChildren) + (index < CONNECTIONS % firstChildren ? 1 : 0),
    );
    const opened = await Promise.all(shares.map((share) => openFrom(share)));
    const others = opened.reduce((sum, report) => sum + report.held, 0);
    const crowded = await sendMessages(0);
    rows.push([
      `message with ${thousands(others)} other sockets connected and subscribed (${MESSAGES} messages)`,
      summary(crowded.latencies),
    ]);
    results.push({
      measure: 'message send → other member’s listener',
      measured: `p95 ${ms(p95Of(crowded.latencies))} while ${thousands(others)} other sockets are connected (${ms(p95Of(idle.latencies))} before them)`,
      target: `p95 ≤ 30 ms while ${thousands(CONNECTIONS)} other sockets are connected`,
      met: others >= CONNECTIONS && p95Of(crowded.latencies) <= 30,
    });

    // Then more, until the API refuses them (or MAX_SOCKET_CHILDREN children are full).
    console.error('Opening sockets until the API refuses them…');
    let refusal: string | null = opened.find((report) => report.failed > 0)?.error ?? null;
    while (refusal === null && holders.length < MAX_SOCKET_CHILDREN) {
      const report = await openFrom(SOCKETS_PER_CHILD);
      if (report.failed > 0) refusal = report.error ?? 'refused';
      console.error(`  ${thousands(hub.stats().connections)} sockets held`);
    }
    collectGarbage();
    const after = process.memoryUsage();
    const held = hub.stats().connections;
    const limit = openFileLimit();
    const stillUp = await fetch(`${baseUrl}/up`, { signal: AbortSignal.timeout(WAIT_MS) }).then(
      (response) => response.ok,
      () => false,
    );
    // JavaScript heap and buffers: what the sockets keep (RSS also holds the in-memory database).
    const kept = (usage: NodeJS.MemoryUsage) => usage.heapUsed + usage.external;
    const perSocket = held > others ? (kept(after) - kept(before)) / held / 1024 : 0;
    rows.push([
      `websocket connections held by the API process (each subscribed, open-file limit ${limit === undefined ? 'unknown' : thousands(limit)})`,
      `${thousands(held)} held${refusal ? `, then refused (${refusal})` : ''}; heap and buffers ${mb(kept(before))} → ${mb(kept(after))} (about ${perSocket.toFixed(1)} KB a socket); RSS ${mb(after.rss)}; \`/up\` ${stillUp ? 'answered' : 'did NOT answer'} afterwards`,
    ]);
    const counts = holders.map((child) => nextMessage<{ received: number }>(child, 'counted'));
    for (const child of holders) child.send({ kind: 'count' });
    const fanOut = performance.now();
    hub.publish({ channel: 'bench', event: 'bench.ping', data: { at: Date.now() } });
    const received = (await Promise.all(counts)).reduce((sum, report) => sum + report.received, 0);
    const fanOutMs = performance.now() - fanOut;
    rows.push([
      'one event to every held socket',
      `${thousands(received)} received in ${ms(fanOutMs)}`,
    ]);
    results.push({
      measure: 'sockets held by one API process',
      measured: `${thousands(held)} held (open-file limit ${limit === undefined ? 'unknown' : thousands(limit)}, ${thousands(hub.capacity())} for sockets, the rest kept for HTTP); then ${refusal ? `refused cleanly (${refusal})` : 'no refusal'}, and the API ${stillUp ? 'still answered' : 'did NOT answer'}; about ${perSocket.toFixed(1)} KB a socket; one event to all in ${ms(fanOutMs)}`,
      target: 'as many as the open-file limit allows; stops cleanly and reports at the limit',
      met: stillUp && refusal !== null && held >= hub.capacity(),
    });
  } finally {
    for (const child of holders) child.send({ kind: 'exit' });
  }
  receiver.disconnect();
  senderSocket.disconnect();

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
  console.log('');
  printTable(
    ['measure', 'measured', 'target', 'met?'],
    results.map((row) => [row.measure, row.measured, row.target, row.met ? 'yes' : 'no']),
  );
  writeJson(results);
}

/** A GET whose body is counted as it comes over the socket (compressed), then decoded. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string | undefined; text: string }> {
  return withDeadline(
    new Promise((resolve, reject) => {
      const request = httpRequest(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (
            encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : body
          ).toString('utf8');
          resolve({ bytes: body.length, encoding, text });
        });
      });
      request.on('error', reject);
      request.end();
    }),
    'the search page on the wire',
  );
}

function printTable(header: string[], rows: string[][]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** `EXPLAIN ANALYZE` of a page of a search (BENCH_EXPLAIN_PAGE), as the API runs it for the searcher. */
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
  // Each query the API tries for the page, until the one that answers it.
  for (const { query, narrowed, last } of searchAttempts(services, viewer, criteria, {
    sort,
    page: EXPLAIN_PAGE,
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
  } else if (process.argv[2] === '--search-pages') {
    await searchPages(JSON.parse(process.argv[3] ?? '{}') as PagesConfig);
  } else if (process.argv[2] === '--search-load') {
    await searchLoad(JSON.parse(process.argv[3] ?? '{}') as LoadConfig);
  } else {
    await main();
    process.exit(0);
  }
}
