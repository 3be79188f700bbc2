// `npm test`: install what is missing (Chromium included), then lint, type-check and every test layer.
// Exits non-zero on the first failing step; ends with one "N passed, N failed" line over all runners.
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

const steps = [
  () => step('Lint: ESLint', bin('eslint'), ['.', '--max-warnings', '0']),
  () => step('Lint: Prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  () =>
    step('Lint: OpenAPI contract (Redocly)', bin('redocly'), [
      'lint',
      'openapi/openapi.yaml',
      '--format',
      'stylish',
    ]),
  () =>
    step('Build: bundled contract and its reference', pnpm, [...pnpmArgs, 'run', 'openapi:docs']),
  () => step('Type-check', pnpm, [...pnpmArgs, 'run', 'typecheck']),
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
    // The scale-out path, proven: the same API tests against a real PostgreSQL.
    const cluster = startCluster(ensurePostgres());
    try {
      const file = join(reports, 'vitest-postgres.json');
      const status = step(
        'API tests on PostgreSQL (Debian package)',
        bin('vitest'),
        [
          'run',
          '--project',
          'api',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ],
        {
          env: {
            ...process.env,
            API_TEST_DATABASE_URL: cluster.url,
            ...(redisServer ? { REDIS_SERVER: redisServer } : {}),
          },
        },
      );
      countVitest(file);
      return status;
    } finally {
      cluster.stop();
    }
  },
  () =>
    // The end-to-end journeys call the API that Playwright starts (tests/playwright.config.ts).
    // The app calls its API on its own origin (under /backend), as `npm start` serves it.
    step('Build: web app', pnpm, [...pnpmArgs, '--dir', 'apps/web', 'run', 'build']),
  () =>
    // What each route loads first, from a build with source maps: one area's code in another's first
    // load fails, so does a route over its ceiling; issue 12's targets are printed beside them.
    step('Bundle: first load per route, areas apart', process.execPath, [
      join(root, 'scripts', 'bundle-report.mjs'),
      '--check',
    ]),
  () => {
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
    countPlaywright(join(root, 'tests', 'test-results', 'e2e.json'));
    return status;
  },
];

for (const runStep of steps) {
  const status = runStep();
  if (status !== 0) finish(status);
}
finish(0);
