/**
 * Durable writes: the real API process (as `npm start` runs it) on an embedded PGlite data folder is killed
 * with SIGKILL in the middle of a burst of messages, then started again on the same folder. The database
 * must open, and every message whose POST was acknowledged (2xx) must be there. (PGlite writes its WAL
 * through Node's file calls before a commit returns, so a dead process loses nothing the OS holds; it runs
 * with fsync=off, so a power cut is another matter: see the README, "Durable writes".)
 *
 * Skipped on the PostgreSQL lane (API_TEST_DATABASE_URL): there the data lives in a PostgreSQL server that
 * the killed API process does not own, so killing the API says nothing about the durability of its writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, unwrap, type ApiClient } from '@app/client';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { createServices } from '../src/services';
import { PASSWORD } from './support/factories';
import { createMember } from './support/members-factories';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const BURST = 200;
const AT_ONCE = 4;
/** Kill once this many messages were acknowledged: the burst is then well under way. */
const KILL_AFTER = 60;

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

interface RunningApi {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<void>;
}

/** `node --import tsx src/main.ts` (one process, so SIGKILL reaches the server itself), ready on /up. */
async function startApi(dataDir: string, port: number): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const state = { gone: false };
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      state.gone = true;
      resolve();
    });
  });
  const url = `http://127.0.0.1:${port}`;
  // A state, not a time: up when /up answers; a generous bound for a busy machine.
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (state.gone) throw new Error(`The API stopped before it was up:\n${log}`);
    const up = await fetch(`${url}/up`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The API did not answer /up:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url, output: () => log, exited };
}

async function signIn(url: string, email: string): Promise<ApiClient> {
  const api = createApiClient({
    baseUrl: url,
    mode: 'token',
    locale: () => 'en',
    deviceName: 'durability test',
  });
  await api.signIn({ email, password: PASSWORD });
  return api;
}

const running: RunningApi[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const api of running) {
    if (api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGKILL');
      await api.exited;
    }
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.API_TEST_DATABASE_URL))('durable writes', () => {
  it('keeps every acknowledged message when the process is killed mid-burst', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-durability-'));
    folders.push(dataDir);

    // Two members, written straight into the data folder before the server owns it.
    const { services, database } = await createServices(readConfig({ DATA_DIR: dataDir }), {
      printMail: false,
    });
    const alice = await createMember(services);
    const bob = await createMember(services);
    await database.close();

    const first = await startApi(dataDir, await freePort());
    running.push(first);
    const api = await signIn(first.url, alice.email);
    const conversation = (
      await unwrap(api.POST('/conversations', { body: { user_id: bob.userId } }))
    ).data;

    const acknowledged = new Map<number, string>();
    let next = 0;
    const burst = { killed: false };
    const kill = () => {
      if (burst.killed) return;
      burst.killed = true;
      first.child.kill('SIGKILL');
    };
    const sender = async () => {
      while (next < BURST && !burst.killed) {
        next += 1;
        const content = `burst message ${next}`;
        try {
          const { data, response } = await api.POST('/conversations/{id}/messages', {
            params: { path: { id: conversation.id } },
            body: { type: 'content', content },
          });
          if (response.ok && data) acknowledged.set(data.data.id, content);
        } catch {
          // The connection died with the process: not acknowledged, so not owed.
        }
        if (acknowledged.size >= KILL_AFTER) kill();
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, sender));
    kill();
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

    // The same folder again: the database opens (recovery after the crash) and holds every acknowledged message.
    const second = await startApi(dataDir, await freePort());
    running.push(second);
    const again = await signIn(second.url, alice.email);
    const stored = (
      await unwrap(again.GET('/conversations/{id}', { params: { path: { id: conversation.id } } }))
    ).data;
    const found = new Map((stored.messages ?? []).map((message) => [message.id, message] as const));
    const missing = [...acknowledged.keys()].filter((id) => !found.has(id));
    console.log(
      `durability: ${acknowledged.size} messages acknowledged before SIGKILL, ${acknowledged.size - missing.length} found after the restart`,
    );
    expect(missing).toEqual([]);
    for (const [id, content] of acknowledged) {
      expect(JSON.stringify(found.get(id))).toContain(content);
    }
    second.child.kill('SIGTERM');
    await second.exited;
  }, 120_000);
});
