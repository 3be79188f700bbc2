// Debian's redis-server for the realtime fan-out tests (apps/api/test/realtime-redis.test.ts starts
// its own throwaway server on a free port with it): installed with apt-get when missing, as root.
import { existsSync } from 'node:fs';
import { log, run } from './lib.mjs';

const PATHS = ['/usr/bin/redis-server', '/usr/sbin/redis-server'];

/**
 * The redis-server binary, installed from Debian's packages when missing. Answers undefined with the
 * reason printed when it cannot be installed (not root, no apt): the Redis tests then say they were
 * skipped, and why.
 */
export function ensureRedis() {
  const found = () => PATHS.find((path) => existsSync(path));
  if (found()) return found();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    process.stdout.write(
      '\n⚠ redis-server is not installed and cannot be installed here (Debian: apt-get install redis-server): the Redis fan-out tests will be skipped.\n',
    );
    return undefined;
  }
  log('Installing redis-server from Debian packages');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    run('apt-get', ['update', '-qq'], { env }) === 0 &&
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], { env }) ===
      0;
  if (!installed || !found()) {
    process.stdout.write(
      '\n⚠ Installing redis-server failed: the Redis fan-out tests will be skipped.\n',
    );
    return undefined;
  }
  return found();
}
