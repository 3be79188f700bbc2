// Shared by `npm start` and `npm test`: install what is missing, run steps, report.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = packageJson.packageManager.replace(/^pnpm@/, '');

export function log(message) {
  process.stdout.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}

/** pnpm at the pinned version, without corepack (its signature check fails against this registry). */
export function pnpmCommand(args) {
  return ['npx', ['--yes', `pnpm@${pnpmVersion}`, ...args]];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    process.stderr.write(`\n✖ ${command} ${args.join(' ')} exited with ${status}\n`);
    process.exit(status);
  }
}

/** `pnpm install` when node_modules is absent or older than the lockfile or a package.json. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const manifests = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'];
  const fresh =
    existsSync(marker) &&
    manifests.every(
      (file) =>
        !existsSync(join(root, file)) ||
        statSync(join(root, file)).mtimeMs <= statSync(marker).mtimeMs,
    );
  if (fresh) return;
  log(`Installing dependencies (pnpm ${pnpmVersion})`);
  const [command, args] = pnpmCommand(['install', '--frozen-lockfile', '--prefer-offline']);
  mustRun(command, args);
}

/**
 * Debian's Chromium for the browser tests (nothing here may download a browser of its own), and
 * openssl, with which the push journey's stand-in for Google's push service makes its certificate.
 */
export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [
    ...(existsSync(path) ? [] : ['chromium']),
    ...(existsSync('/usr/bin/openssl') ? [] : ['openssl']),
  ];
  if (missing.length === 0) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    process.stderr.write(
      `✖ Missing: ${missing.join(', ')}. Install (Debian: apt-get install ${missing.join(' ')}) or set CHROMIUM_PATH.\n`,
    );
    process.exit(1);
  }
  log(`Installing ${missing.join(' and ')} from Debian packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun('apt-get', ['update', '-qq'], { env });
  mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  return path;
}

/** Starts a long-running process with its output prefixed; returns the child. */
export function startProcess(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  return child;
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
