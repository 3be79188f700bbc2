import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { delimiter, join } from 'node:path';

/**
 * A throwaway Redis for the realtime fan-out tests: Debian's `redis-server` (`npm test` installs it
 * with apt, as it does PostgreSQL: scripts/redis.mjs), run in the foreground on a free port with no
 * persistence, and stopped and started again to play an outage.
 */
export function findRedisServer(): string | undefined {
  const candidates = [
    process.env.REDIS_SERVER,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'redis-server')),
    '/usr/bin/redis-server',
    '/usr/sbin/redis-server',
  ];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path ?? ''));
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => {
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
  return port;
}

/** Whether a Redis answers PING on the port. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.on('error', () => {
      resolve(false);
    });
  });
}

export interface LocalRedis {
  url: string;
  /** Kills the server at once (an outage: no goodbye to the clients). */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves when it answers. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startRedis(binary: string): Promise<LocalRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<never>((_, reject) => {
      child?.once('exit', (code) => {
        reject(new Error(`redis-server exited (${String(code)}):\n${output}`));
      });
    });
    // Waits for the state (answering), not for a time; the exit ends the wait with its output.
    const ready = (async () => {
      while (!(await pings(port))) await new Promise((resolve) => setTimeout(resolve, 50));
    })();
    await Promise.race([ready, exited]);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => {
      running.once('exit', () => {
        resolve();
      });
    });
    running.kill('SIGKILL');
    await gone;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start, close: stop };
}
