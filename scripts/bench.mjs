// `npm run bench`: issue 12's performance table, measured on this machine. A measurement, not a test:
// it prints one markdown table (measure | measured | target | met?) and fails only when it cannot
// measure.
//
//   npm run bench                       everything (about half an hour on a busy 2-core machine)
//   npm run bench -- --out bench.md     also writes the table to a file
//   npm run bench -- --skip-api         without the API benchmark (Lighthouse and bundle sizes only)
//   npm run bench -- --skip-api --page /member/search --no-build
//                                       Lighthouse on that page only (repeatable), on the app as built
//   npm run bench -- --skip-shifts      without the layout shift of every route
//   npm run bench -- --first-search     /member/search as a member's very first search (its
//                                       explanation opens by itself); by default, as a returning member
//
// 1. The API benchmark (`pnpm --dir apps/api bench`, 50,000 members; see apps/api/bench/benchmark.ts),
//    which writes its rows to a file (BENCH_JSON) read here.
// 2. The web app built and served as `npm start` serves it (the API on a fresh seed, `vite preview`
//    proxying /backend), on BENCH_API_PORT (8460) and BENCH_WEB_PORT (5460).
// 3. Lighthouse 12 (mobile, simulated throttling; the median run of 3 by performance score) against
//    Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) on /login and /onboarding/home as a
//    visitor, on /onboarding/home signed in as a new user (registered as the register form does), and
//    on /member/search signed in as a seeded member. Signed in: the app asks the API who
//    is signed in only when its `logged_in` flag is in localStorage, which Lighthouse clears and no
//    header can carry; so each such run gets a Chromium of its own (a fresh profile: a cold cache)
//    holding the session cookies from the API and the flag, and Lighthouse drives it through
//    `--port`, without resetting its storage. BENCH_LIGHTHOUSE_DIR=<folder> keeps every report and trace.
//    BENCH_LIGHTHOUSE_FLAGS passes more of Lighthouse's flags (space-separated).
// 4. First-load JavaScript per route (scripts/bundle-report.mjs).
// 5. The layout shift of every route while it loads, as the person it is for, on a phone and a desktop
//    (scripts/layout-shifts.mjs; not with --page or --skip-shifts).
// Progress goes to stderr; the table alone to stdout.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { chromium } from 'playwright';
import { measureLayoutShifts, signInContext, WIDTHS } from './layout-shifts.mjs';
import { pnpmCommand, root, waitForUrl } from './lib.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outFile = outIndex >= 0 ? args[outIndex + 1] : undefined;
if (outIndex >= 0 && !outFile) {
  process.stderr.write('--out needs a file name\n');
  process.exit(2);
}
const skipApi = args.includes('--skip-api');
const noBuild = args.includes('--no-build');
/** `--first-search`: the member has never searched (the search's explanation opens by itself). */
const firstSearch = args.includes('--first-search');
/** `--skip-shifts`: without the layout shift of every route (about 8 minutes). */
const skipShifts = args.includes('--skip-shifts');
/** `--page <path>` (repeatable): Lighthouse on those pages only, to iterate on one. */
const onlyPages = args.flatMap((arg, index) => (args[index - 1] === '--page' ? [arg] : []));
const apiPort = Number(process.env.BENCH_API_PORT ?? 8460);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 5460);
/** The signed-in runs' Chromium listens for Lighthouse on this port. */
const chromePort = Number(process.env.BENCH_CHROME_PORT ?? 8461);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
const PASSWORD = 'Demo2026!';
/** Seeded members no journey uses: the first one who may use the member area is signed in. */
const POOL = Array.from(
  { length: 20 },
  (_, n) => `membre${String(220 + n).padStart(3, '0')}@demo.test`,
);

const [pnpm, pnpmArgs] = pnpmCommand([]);
const work = mkdtempSync(join(tmpdir(), 'bench-'));
const children = [];

function note(message) {
  process.stderr.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}

function cleanUp() {
  for (const child of children.splice(0)) {
    try {
      // Each server runs in a process group of its own (pnpm, then node): end the whole group.
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  removeFolder(work);
}

/** Removes a folder; a browser's helper still writing to it leaves it for the system to clean. */
function removeFolder(folder) {
  try {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    process.stderr.write(`(left ${folder}: ${error.message})\n`);
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Runs a step with its output on stderr; stops the benchmark when it fails. */
function step(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) {
    process.stderr.write(`✖ ${command} ${commandArgs.join(' ')} exited with ${result.status}\n`);
    process.exit(result.status ?? 1);
  }
}

function startServer(name, commandArgs, env) {
  const child = spawn(pnpm, [...pnpmArgs, ...commandArgs], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr.on('data', (chunk) => {
    if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  });
  children.push(child);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
const started = Date.now();
const loadBefore = load();
/** @type {{measure: string, measured: string, target: string, met: boolean}[]} */
const rows = [];
const KiB = 1024;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

// 1. The API benchmark.
let apiRows = [];
if (!skipApi) {
  note('The API benchmark (50,000 members)');
  const json = join(work, 'api.json');
  step(pnpm, [...pnpmArgs, '--dir', 'apps/api', 'bench'], { BENCH_JSON: json });
  apiRows = JSON.parse(readFileSync(json, 'utf8'));
}

// 2. The app as `npm start` serves it.
if (!noBuild) {
  note('Building the web app');
  step(pnpm, [...pnpmArgs, '--dir', 'apps/web', 'run', 'build']);
}
note(`Starting the API (port ${apiPort}, fresh seed) and the app (port ${webPort})`);
startServer('api', ['--dir', 'apps/api', 'start'], {
  PORT: String(apiPort),
  DATA_DIR: join(work, 'data'),
  WEB_PORT: String(webPort),
  PUBLIC_API_URL: '/backend',
  TRUSTED_PROXIES: '127.0.0.1,::1',
});
startServer(
  'web',
  ['--dir', 'apps/web', 'exec', 'vite', 'preview', '--port', String(webPort), '--strictPort'],
  { API_PORT: String(apiPort) },
);
// A first start seeds the database: that may take a few minutes on a busy machine.
await waitForUrl(`http://localhost:${apiPort}/up`, 900_000);
const origin = `http://localhost:${webPort}`;
await waitForUrl(`${origin}/`, 120_000);

/** The cookies a response sets, as `name=value` by name. */
function cookiesOf(response, jar) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    jar.set(name, pair);
  }
}

/** A session through the app's own origin, as the browser keeps it: its cookies by name. */
function browserSession() {
  const jar = new Map();
  const header = () => [...jar.values()].join('; ');
  /** A request with the session's cookies (and its XSRF token on writes); keeps what it sets. */
  const request = async (path, { method = 'GET', body } = {}) => {
    if (method !== 'GET' && !jar.has('XSRF-TOKEN'))
      cookiesOf(await fetch(`${origin}/backend/sanctum/csrf-cookie`), jar);
    const token = jar.get('XSRF-TOKEN') ?? '=';
    const response = await fetch(`${origin}/backend${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Cookie: header(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(method === 'GET'
          ? {}
          : { 'X-XSRF-TOKEN': decodeURIComponent(token.slice(token.indexOf('=') + 1)) }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    cookiesOf(response, jar);
    return response;
  };
  /** Signs in as the app's sign-in form does: the answer's status (204 when signed in). */
  const signIn = async (email) =>
    (await request('/api/app/login', { method: 'POST', body: { email, password: PASSWORD } }))
      .status;
  return { request, signIn, cookies: () => [...jar.values()] };
}

/** Signs in the first of `emails` who may use the member area: their session's cookies. */
async function memberSession(emails = POOL) {
  for (const email of emails) {
    const session = browserSession();
    if ((await session.signIn(email)) !== 204) continue;
    const account = await session.request('/account').then((response) => response.json());
    const member = (account.data ?? account).member;
    if (
      member?.subscribed === true &&
      member.paused !== true &&
      member.suspended !== true &&
      member.onboarding_completed !== false
    ) {
      // The search's explanation opens by itself on a member's first search only, once in a member's
      // life: measured as a returning member sees the page, unless `--first-search`.
      if (!firstSearch) {
        const seen = await session.request('/account/metadata/first-search', { method: 'PATCH' });
        if (!seen.ok) throw new Error(`Marking the first search as seen: HTTP ${seen.status}`);
      }
      return { email, cookies: session.cookies() };
    }
  }
  throw new Error(`None of ${emails.join(', ')} may use the member area.`);
}

/** Signs in a seeded account as it is: its session's cookies. */
async function seededSession(email) {
  const session = browserSession();
  const status = await session.signIn(email);
  if (status !== 204) throw new Error(`Signing ${email} in: HTTP ${status}`);
  return { email, cookies: session.cookies() };
}

/**
 * Registers a new user, as the register form does, and signs them in (and with `acceptTerms`, accepts
 * the terms, which opens the wizard's steps): their session's cookies.
 */
async function newUserSession({ acceptTerms = false } = {}) {
  const session = browserSession();
  const email = `bench-${Date.now()}@demo.test`;
  const registered = await session.request('/onboarding/user', {
    method: 'POST',
    body: {
      email,
      first_name: 'Bench',
      last_name: 'Nouveau',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      locale: 'fr',
    },
  });
  if (registered.status !== 201)
    throw new Error(`Registering a new user: HTTP ${registered.status}`);
  const status = await session.signIn(email);
  if (status !== 204) throw new Error(`Signing the new user in: HTTP ${status}`);
  if (acceptTerms) {
    const accepted = await session.request('/onboarding/accept-terms', { method: 'POST' });
    if (!accepted.ok) throw new Error(`Accepting the terms: HTTP ${accepted.status}`);
  }
  return { email, cookies: session.cookies() };
}

// 3. Lighthouse.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * A Chromium with a fresh profile, signed in: the session's cookies and the app's `logged_in` flag
 * (set on a static file of the origin, so no app code is cached before the run).
 */
async function signedInChromium(member) {
  const profile = mkdtempSync(join(work, 'chromium-'));
  const chrome = spawn(
    chromePath,
    [
      ...chromeFlags,
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      'about:blank',
    ],
    // A process group of its own: its helper processes end with it.
    { stdio: 'ignore', detached: true },
  );
  const stop = () =>
    new Promise((resolve) => {
      if (chrome.exitCode !== null || chrome.signalCode !== null) {
        resolve();
        return;
      }
      chrome.once('exit', resolve);
      process.kill(-chrome.pid, 'SIGTERM');
    }).then(() => removeFolder(profile));
  try {
    await waitForUrl(`http://127.0.0.1:${chromePort}/json/version`, 60_000);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
    const [context] = browser.contexts();
    await signInContext(context, origin, member.cookies);
    // Disconnects; the browser and its default profile stay for Lighthouse.
    await browser.close();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

async function lighthouse(url, member) {
  const output = join(work, `lighthouse-${Date.now()}.json`);
  const flags = [url, '--quiet', '--output=json', `--output-path=${output}`];
  flags.push('--only-categories=performance');
  // BENCH_LIGHTHOUSE_FLAGS: more of Lighthouse's flags, e.g. `--throttling-method=devtools` (the page
  // really slowed down, as measured, rather than simulated from an unthrottled load).
  flags.push(...(process.env.BENCH_LIGHTHOUSE_FLAGS ?? '').split(' ').filter(Boolean));
  // Kept reports come with their trace (<report>-0.trace.json), to read what each task was.
  if (process.env.BENCH_LIGHTHOUSE_DIR) flags.push('--save-assets');
  const stop = member ? await signedInChromium(member) : undefined;
  if (stop) flags.push(`--port=${chromePort}`, '--disable-storage-reset');
  else flags.push(`--chrome-flags=${chromeFlags.join(' ')}`);
  try {
    step(join(root, 'node_modules', '.bin', 'lighthouse'), flags, { CHROME_PATH: chromePath });
  } finally {
    await stop?.();
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  // BENCH_LIGHTHOUSE_DIR keeps each report, to read what the score is made of.
  if (process.env.BENCH_LIGHTHOUSE_DIR) {
    mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true });
    for (const file of [output, output.replace(/\.json$/, '-0.trace.json')])
      copyFileSync(file, join(process.env.BENCH_LIGHTHOUSE_DIR, basename(file)));
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    js: scripts?.transferSize ?? NaN,
    warnings: report.runWarnings ?? [],
  };
}

const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
async function measurePage(label, path, target, member) {
  if (onlyPages.length > 0 && !onlyPages.includes(path)) return;
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    note(`Lighthouse ${path}, run ${run} of ${RUNS}`);
    runs.push(await lighthouse(`${origin}${path}`, member));
  }
  const landed = runs.map((run) => new URL(run.finalUrl).pathname);
  if (landed.some((pathname) => pathname !== path))
    throw new Error(`Lighthouse on ${path} ended on ${landed.join(', ')}`);
  // Lighthouse's own advice: the run with the median performance score.
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)];
  rows.push({
    measure: `${label}: Lighthouse mobile, median of ${RUNS}`,
    measured: `${median.score} (scores ${runs.map((run) => run.score).join(', ')}); FCP ${seconds(median.fcp)}, LCP ${seconds(median.lcp)}, CLS ${median.cls.toFixed(3)}, TBT ${Math.round(median.tbt)} ms, JS transferred ${kib(median.js)}`,
    target: `≥ ${target}, CLS ≤ 0.02`,
    met: median.score >= target && median.cls <= 0.02,
  });
}

await measurePage('`/login`', '/login', 95);
await measurePage('`/onboarding/home` (a visitor)', '/onboarding/home', 95);
if (onlyPages.length === 0 || onlyPages.includes('/onboarding/home')) {
  const newUser = await newUserSession();
  await measurePage(
    `\`/onboarding/home\` (signed in as a new user, ${newUser.email})`,
    '/onboarding/home',
    90,
    newUser,
  );
}
if (onlyPages.length === 0 || onlyPages.includes('/member/search')) {
  const member = await memberSession();
  await measurePage(
    `\`/member/search\` (signed in as ${member.email}${firstSearch ? ', first search' : ''})`,
    '/member/search',
    90,
    member,
  );
}

// 4. First-load JavaScript per route, from the bundle report's table.
note('Bundle sizes per route');
const report = spawnSync(process.execPath, [join(root, 'scripts', 'bundle-report.mjs')], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (report.status !== 0) process.exit(report.status ?? 1);
const routes = [
  ...report.stdout.matchAll(
    /^\| `([^`]+)` \| ([\d.]+)(?: \*\*over\*\*)? \| (\d+) \| ([\d.]+) \| ([\d.]+) \| (\d+) \|/gm,
  ),
].map(([, path, js, files, css, english, target]) => ({
  path,
  js: Number(js) * KiB,
  files: Number(files),
  css: Number(css) * KiB,
  english: Number(english) * KiB,
  target: Number(target) * KiB,
}));

// 5. Layout shift per route, as the person each is for (scripts/layout-shifts.mjs).
/** @type {Awaited<ReturnType<typeof measureLayoutShifts>>} */
let shifts = new Map();
if (!skipShifts && onlyPages.length === 0) {
  note('Layout shift per route');
  const sessions = {
    'the member': (await memberSession(['demo@demo.test'])).cookies,
    'the ambassador': (await seededSession('ambassadeur@demo.test')).cookies,
    'a new user': (await newUserSession()).cookies,
    'a new user past the terms': (await newUserSession({ acceptTerms: true })).cookies,
  };
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    shifts = await measureLayoutShifts({
      browser,
      origin,
      routes: routes.map((route) => route.path),
      sessions,
      note,
    });
  } finally {
    await browser.close();
  }
}
cleanUp();

const whole = /Whole app: ([\d.]+) KiB/.exec(report.stdout)?.[1];
const login = routes.find((route) => route.path === '/login');
if (!login || whole === undefined) throw new Error('The bundle report has no /login row.');
const others = routes.filter((route) => route.path !== '/login');
const heaviest = others.reduce((max, route) => (route.js > max.js ? route : max), others[0]);
const bundleRows = [
  {
    measure: '`/login` first load: JavaScript (gzip)',
    measured: `${kib(login.js)} in ${login.files} files`,
    target: '≤ 100 KiB',
    met: login.js <= 100 * KiB,
  },
  {
    measure: 'the whole app’s JavaScript (gzip), and every route’s first load',
    measured: `${whole} KiB in all; the heaviest first load \`${heaviest.path}\` ${kib(heaviest.js)}; ${others.filter((route) => route.js > route.target).length} of ${others.length} routes over 150 KiB`,
    target: 'every route’s first load ≤ 150 KiB',
    met: others.every((route) => route.js <= route.target),
  },
];
const measuredShifts = [...shifts].filter(([, result]) => result.shifts);
const worstOf = (result) => Math.max(...Object.values(result.shifts));
/** What the route's row says of its layout shift. */
function shiftText(result) {
  if (!result) return '';
  if (!result.shifts) return `; layout shift not measured: ${result.skip}`;
  const at = (width) => {
    const landed = result.landed[width] === result.path ? '' : ` (on \`${result.landed[width]}\`)`;
    return `${result.shifts[width].toFixed(3)} at ${width} px${landed}`;
  };
  return `; CLS ${WIDTHS.map(at).join(', ')}, as ${result.as} on \`${result.path}\``;
}
const routeRows = routes.map((route) => {
  const result = shifts.get(route.path);
  return {
    measure: `\`${route.path}\` first load: JavaScript (gzip)${result?.shifts ? '; layout shift' : ''}`,
    measured: `${kib(route.js)} in ${route.files} files (CSS ${kib(route.css)}; in English, texts ${kib(route.english)})${shiftText(result)}`,
    target: `≤ ${route.target / KiB} KiB${result?.shifts ? ', CLS ≤ 0.02' : ''}`,
    met: route.js <= route.target && (!result?.shifts || worstOf(result) <= 0.02),
  };
});
if (measuredShifts.length > 0) {
  const [worstRoute, worst] = measuredShifts.reduce((max, entry) =>
    worstOf(entry[1]) > worstOf(max[1]) ? entry : max,
  );
  const over = measuredShifts.filter(([, result]) => worstOf(result) > 0.02);
  rows.push({
    measure: `layout shift of every route while it loads (a cold load, CPU ×4, ${WIDTHS.join(' and ')} px wide, in French)`,
    measured: `worst ${worstOf(worst).toFixed(3)} (\`${worstRoute}\`); ${over.length} of ${measuredShifts.length} routes over 0.02${over.length > 0 ? ` (${over.map(([route]) => `\`${route}\``).join(', ')})` : ''}; ${shifts.size - measuredShifts.length} not measured (see their rows)`,
    target: 'CLS ≤ 0.02 on every page',
    met: over.length === 0,
  });
}

// The issue's order: bundles, Lighthouse, then the API's rows; then every route.
const table = [...bundleRows.slice(0, 1), ...rows, bundleRows[1], ...apiRows, ...routeRows];
const cell = (text) => String(text).replace(/\|/g, '\\|');
const minutes = ((Date.now() - started) / 60_000).toFixed(0);
const cpu = cpus();
const markdown = [
  '| measure | measured | target | met? |',
  '| --- | --- | --- | --- |',
  ...table.map(
    (row) =>
      `| ${cell(row.measure)} | ${cell(row.measured)} | ${cell(row.target)} | ${row.met ? 'yes' : '**no**'} |`,
  ),
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Node ${process.version}; load average (1, 5, 15 min) ${loadBefore} at the start, ${load()} at the end; ${minutes} min${skipApi ? '; without the API benchmark (--skip-api)' : ''}.`,
  '',
].join('\n');
process.stdout.write(`\n${markdown}`);
if (outFile) {
  writeFileSync(outFile, markdown);
  process.stderr.write(`Written to ${outFile}\n`);
}
