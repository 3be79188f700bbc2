// `npm test`: install what is missing (Chromium included), then lint, type-check and every test layer.
// Exits non-zero on the first failing step; ends with one "N passed, N failed" line over all runners.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, log, pnpmCommand, root, run } from './lib.mjs';
import { ensurePostgres, startCluster } from './postgres.mjs';
import { ensureRedis } from './redis.mjs';

const started = Date.now();
ensureDependencies();
const chromium = ensureChromium();
// The realtime fan-out tests start their own Redis with it (skipped, with the reason, when absent).
const redisServer = ensureRedis();
const [pnpm, pnpmArgs] = pnpmCommand([]);
const bin = (name) => join(root, 'node_modules', '.bin', name);

const results = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function step(name, command, args, options = {}) {
  log(name);
  const t0 = Date.now();
  const status = run(command, args, options);
  timings.push([name, (Date.now() - t0) / 1000, status]);
  return status;
}

/** One command of `concurrentSteps`, its output line by line with its label; resolves to its status. */
function runLabelled({ label, tag = label, command, args, env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${tag}] ${line}\n`);
      });
      stream.on('end', () => {
        if (rest) out.write(`[${tag}] ${rest}\n`);
      });
    }
    child.on('error', (error) => {
      process.stderr.write(`[${tag}] ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => {
      resolve(code ?? 1);
    });
  });
}

/**
 * Like `step`, for lanes that run at once: each lane runs its commands in order and stops at its
 * first failure. On two cores, two single-threaded tools (ESLint and tsc) finish in the time of one.
 */
async function concurrentSteps(lanes) {
  const statuses = await Promise.all(
    lanes.map(async (lane) => {
      for (const command of lane) {
        log(`${command.label} (started)`);
        const t0 = Date.now();
        const status = await (command.run ? command.run() : runLabelled(command));
        timings.push([command.label, (Date.now() - t0) / 1000, status]);
        log(`${command.label} (${status === 0 ? 'passed' : `failed: ${String(status)}`})`);
        if (status !== 0) return status;
      }
      return 0;
    }),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += report.numPassedTests ?? 0;
  results.failed += report.numFailedTests ?? 0;
  results.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  results.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  results.failed += stats?.unexpected ?? 0;
  results.skipped += stats?.skipped ?? 0;
}

function finish(status) {
  process.stdout.write('\nSteps:\n');
  for (const [name, seconds, code] of timings) {
    process.stdout.write(
      `  ${code === 0 ? '✔' : '✖'} ${name.padEnd(42)} ${seconds.toFixed(1).padStart(6)} s\n`,
    );
  }
  process.stdout.write(`  total ${((Date.now() - started) / 1000).toFixed(1)} s\n\n`);
  const skipped = results.skipped > 0 ? `, ${results.skipped} skipped` : '';
  process.stdout.write(`tests: ${results.passed} passed, ${results.failed} failed${skipped}\n`);
  process.exit(status);
}

const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });

/** The API's tests again, against a real PostgreSQL: the scale-out path, proven. */
async function apiTestsOnPostgres() {
  const cluster = startCluster(ensurePostgres());
  try {
    const file = join(reports, 'vitest-postgres.json');
    const status = await runLabelled({
      label: 'API tests on PostgreSQL (Debian package)',
      tag: 'postgres',
      command: bin('vitest'),
      args: [
        'run',
        '--project',
        'api',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      env: {
        ...process.env,
        API_TEST_DATABASE_URL: cluster.url,
        ...(redisServer ? { REDIS_SERVER: redisServer } : {}),
      },
    });
    countVitest(file);
    return status;
  } finally {
    cluster.stop();
  }
}

const steps = [
  // Two lanes at once, about as long as each other: every tool in them but the PostgreSQL tests is
  // single-threaded, and those mostly wait for the database.
  () =>
    concurrentSteps([
      [
        {
          label: 'Lint: ESLint',
          tag: 'eslint',
          command: bin('eslint'),
          args: ['.', '--max-warnings', '0'],
        },
        {
          // The end-to-end journeys call the API that Playwright starts (tests/playwright.config.ts).
          // The app calls its API on its own origin (under /backend), as `npm start` serves it.
          label: 'Build: web app',
          tag: 'build',
          command: pnpm,
          args: [...pnpmArgs, '--dir', 'apps/web', 'run', 'build'],
        },
        {
          // What each route loads first, from a build with source maps: one area's code in another's
          // first load fails, so does a route over its ceiling; issue 12's targets are printed beside.
          label: 'Bundle: first load per route, areas apart',
          tag: 'bundle',
          command: process.execPath,
          args: [join(root, 'scripts', 'bundle-report.mjs'), '--check'],
        },
      ],
      [
        {
          label: 'Lint: Prettier',
          tag: 'prettier',
          command: bin('prettier'),
          args: ['--check', '.', '--log-level', 'warn'],
        },
        {
          label: 'Lint: OpenAPI contract (Redocly)',
          tag: 'redocly',
          command: bin('redocly'),
          args: ['lint', 'openapi/openapi.yaml', '--format', 'stylish'],
        },
        {
          label: 'Build: bundled contract and its reference',
          tag: 'docs',
          command: pnpm,
          args: [...pnpmArgs, 'run', 'openapi:docs'],
        },
        { label: 'Type-check', tag: 'tsc', command: pnpm, args: [...pnpmArgs, 'run', 'typecheck'] },
        { label: 'API tests on PostgreSQL (Debian package)', run: apiTestsOnPostgres },
      ],
    ]),
  () => {
    const status = step(
      'Unit, contract, client and API tests (Vitest)',
      bin('vitest'),
      [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest.json')}`,
      ],
      { env: { ...process.env, ...(redisServer ? { REDIS_SERVER: redisServer } : {}) } },
    );
    countVitest(join(reports, 'vitest.json'));
    return status;
  },
  () => {
    // One run, one journey at a time: two groups at once (each with its own API, database and ports)
    // made every journey about 2.4 times slower on this 2-core machine (the browsers' rendering is the
    // bound), 1,906 s against 1,490 for all of them one by one.
    const report = join(root, 'tests', 'test-results', 'e2e.json');
    // A report left by an earlier run must not be counted if this one writes none.
    rmSync(report, { force: true });
    const status = step(
      'End to end (Playwright, Chromium)',
      pnpm,
      [...pnpmArgs, '--dir', 'tests', 'exec', 'playwright', 'test'],
      {
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          // The scale-out journey starts its own PostgreSQL cluster and Redis with them.
          POSTGRES_BIN: ensurePostgres(),
          ...(redisServer ? { REDIS_SERVER: redisServer } : {}),
        },
      },
    );
    countPlaywright(report);
    return status;
  },
];

for (const runStep of steps) {
  const status = await runStep();
  if (status !== 0) finish(status);
}
finish(0);
