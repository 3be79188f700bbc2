// A throwaway PostgreSQL cluster from Debian's packages, for the API tests' PostgreSQL lane.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, mustRun } from './lib.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** Debian's PostgreSQL server binaries, installed with apt-get when missing and running as root. */
export function ensurePostgres() {
  let bin = binDir();
  if (bin) return bin;
  if (!isRoot) throw new Error('PostgreSQL is not installed (Debian: apt-get install postgresql).');
  log('Installing PostgreSQL from Debian packages');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  mustRun('apt-get', ['update', '-qq'], { env });
  mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { env });
  bin = binDir();
  if (!bin) throw new Error('PostgreSQL was installed but initdb was not found.');
  return bin;
}

/** Starts a cluster in a temporary folder on `port`; trust authentication on 127.0.0.1 only. */
export function startCluster(bin, port = 55432) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-lane-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asOwner = (command, args) => {
    const full = join(bin, command);
    if (!isRoot) return execFileSync(full, args, { stdio: 'pipe' });
    return execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
  };
  if (isRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  asOwner('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  asOwner('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c random_page_cost=1.1`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function userIds(name) {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`No ${name} user: install Debian's postgresql package.`);
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}
