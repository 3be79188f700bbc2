import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A real API process (`src/main.ts` run by tsx, as `npm start` runs it) for the tests of several
 * processes behind one origin: test/realtime-redis-processes.test.ts and the scale-out journey
 * (tests/e2e/scale-out.spec.ts).
 */
export interface ApiProcess {
  port: number;
  /** Everything it printed so far (its errors, the demo logins). */
  output: string[];
  /** Ends it (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
}

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts `src/main.ts` on `port` with `env` over the current environment, and resolves once it
 * answers `/up`; rejects with its output when it exits first.
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const output: string[] = [];
  const child: ChildProcess = spawn(join(apiRoot, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => {
        resolve();
      });
      child.kill('SIGTERM');
    });
  const state = { exited: false };
  const exit = new Promise<never>((_, reject) => {
    child.once('exit', (code) => {
      state.exited = true;
      reject(new Error(`the API process exited (${String(code)}):\n${output.join('')}`));
    });
  });
  const up = (async () => {
    while (!state.exited) {
      try {
        if ((await fetch(`http://127.0.0.1:${String(port)}/up`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([up, exit]);
  exit.catch(() => undefined);
  return { port, output, stop };
}
