import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { reservedFiles, surviveFileLimit } from '../src/realtime/file-limit';
import { ErrorCode } from '../src/realtime/protocol';
import { connectRaw, openRawSocket, startHub, type RawSocket } from './support/realtime';

/**
 * At the process's open-file limit the API refuses websockets politely (4100, over capacity) and keeps
 * files for HTTP; when it runs out of files anyway, it keeps running instead of dying of EMFILE.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the open-file limit, in process', () => {
  it('takes sockets up to the limit less the reserved files, then refuses with 4100', async () => {
    expect(reservedFiles(20_000)).toBe(512);
    expect(reservedFiles(128)).toBe(16);
    const small = await startHub({ maxConnections: 100, openFileLimit: 40, reservedFiles: 38 });
    cleanups.push(() => small.close());
    expect(small.hub.capacity()).toBe(2);
    const held = [await connectRaw(small.url()), await connectRaw(small.url())];
    cleanups.push(() => {
      for (const socket of held) socket.close();
    });
    const third = await openRawSocket(small.url());
    expect((await third.closed).code).toBe(ErrorCode.OVER_CAPACITY);
    expect(third.frames[0]).toMatchObject({ event: 'pusher:error', data: { code: 4100 } });
    expect(small.hub.stats().connections).toBe(2);
  });

  it('hears accept errors for lack of files and logs them once, but lets other errors end the process', () => {
    const server = createServer();
    const lines: string[] = [];
    surviveFileLimit(server, (line) => lines.push(line));
    surviveFileLimit(server, (line) => lines.push(`twice: ${line}`));
    const emfile = Object.assign(new Error('accept EMFILE'), { code: 'EMFILE', syscall: 'accept' });
    server.emit('error', emfile);
    server.emit(
      'error',
      Object.assign(new Error('accept ENFILE'), { code: 'ENFILE', syscall: 'accept' }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Out of open files \(EMFILE, limit \d+\): 1 connection\(s\) refused/);
    const inUse = Object.assign(new Error('listen EADDRINUSE'), {
      code: 'EADDRINUSE',
      syscall: 'listen',
    });
    expect(() => server.emit('error', inUse)).toThrow('EADDRINUSE');
  });
});

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

interface Fixture {
  child: ChildProcess;
  port: number;
  output: () => string;
  alive: () => boolean;
}

/** test/support/file-limit-server.ts under `ulimit -n {files}`, once it listens. */
async function startUnderLimit(files: number, env: Record<string, string> = {}): Promise<Fixture> {
  const child = spawn(
    'bash',
    [
      '-c',
      // $0 is the node binary (the argument after the script), so no path is spliced into it.
      `ulimit -n ${files} && exec "$0" --import tsx test/support/file-limit-server.ts`,
      process.execPath,
    ],
    { cwd: apiRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = { yes: false };
  child.once('exit', () => {
    exited.yes = true;
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (exited.yes) {
          resolve();
          return;
        }
        child.once('exit', () => {
          resolve();
        });
        child.kill('SIGTERM');
      }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      reject(new Error(`the fixture stopped (${code}) before listening:\n${output}`));
    });
  });
  return { child, port, output: () => output, alive: () => !exited.yes };
}

type Outcome =
  | { kind: 'held'; socket: RawSocket }
  | { kind: 'refused'; code: number }
  | {
      kind: 'failed';
    };

/** Opens a socket and waits until it is held, refused by the protocol, or cut off. */
async function attempt(port: number): Promise<Outcome> {
  const url = `ws://127.0.0.1:${port}/app/hub-key?protocol=7&client=js&version=8.6.0&flash=false`;
  try {
    const socket = await openRawSocket(url);
    const established = socket.next((frame) => frame.event === 'pusher:connection_established');
    const outcome = await Promise.race([
      established.then(() => ({ kind: 'held', socket }) as const),
      socket.closed.then(({ code }) => ({ kind: 'refused', code }) as const),
    ]);
    return outcome;
  } catch {
    return { kind: 'failed' };
  }
}

async function up(port: number): Promise<{ connections: number; capacity: number } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/up`);
    return response.ok
      ? ((await response.json()) as { connections: number; capacity: number })
      : null;
  } catch {
    return null;
  }
}

async function fill(port: number, count: number) {
  const held: RawSocket[] = [];
  const refused: number[] = [];
  let failed = 0;
  cleanups.push(() => {
    for (const socket of held) socket.ws.terminate();
  });
  // Twenty at a time, as many clients connecting at once would.
  for (let index = 0; index < count; index += 20) {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempt(port)));
    for (const outcome of outcomes) {
      if (outcome.kind === 'held') held.push(outcome.socket);
      else if (outcome.kind === 'refused') refused.push(outcome.code);
      else failed += 1;
    }
  }
  return { held, refused, failed };
}

describe('the open-file limit of a real process (ulimit -n)', () => {
  it('refuses the sockets past its limit with 4100 and still answers HTTP while holding the rest', async () => {
    const fixture = await startUnderLimit(1024);
    const before = await up(fixture.port);
    // 1,024 files less the 128 reserved.
    expect(before).toEqual({ connections: 0, capacity: 896 });
    const { held, refused, failed } = await fill(fixture.port, 1000);
    expect(held).toHaveLength(896);
    expect(failed).toBe(0);
    expect(refused.length).toBe(1000 - 896);
    expect(new Set(refused)).toEqual(new Set([ErrorCode.OVER_CAPACITY]));
    expect(await up(fixture.port)).toEqual({ connections: 896, capacity: 896 });
    expect(fixture.alive()).toBe(true);
  }, 120_000);

  it('keeps running when it does run out of files at accept, and serves again once sockets close', async () => {
    const fixture = await startUnderLimit(128, { FIXTURE_NO_FILE_CAP: '1' });
    const { held, failed } = await fill(fixture.port, 200);
    // Out of files: libuv closed the connections it could not take, and the process lived on.
    expect(failed).toBeGreaterThan(0);
    expect(held.length).toBeGreaterThan(50);
    expect(held.length).toBeLessThan(128);
    expect(fixture.alive()).toBe(true);
    // libuv closes the connections it cannot take; Node hears of it (and the guard logs it) only when
    // libuv's own spare file is gone too, so the log line is not asked for here.
    for (const socket of held.splice(0, 20)) socket.ws.terminate();
    // A state, not a time: the server takes connections again once files are free.
    let answer = await up(fixture.port);
    for (let tries = 0; answer === null && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await up(fixture.port);
    }
    expect(answer?.connections).toBeLessThanOrEqual(held.length);
    const again = await attempt(fixture.port);
    expect(again.kind).toBe('held');
    if (again.kind === 'held') again.socket.ws.terminate();
    expect(fixture.alive()).toBe(true);
  }, 120_000);
});
