import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';

/**
 * Every socket a process holds is an open file, and the operating system caps them per process
 * (`ulimit -n`). At that cap the listening socket cannot accept: Node's server emits `error` (EMFILE,
 * syscall `accept`), which, unheard, ends the process. These keep the API alive at the cap.
 */

/** This process's open-file limit (the soft one: what `ulimit -n` shows), or undefined when unknown. */
export function openFileLimit(): number | undefined {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
    if (!match?.[1] || match[1] === 'unlimited') return undefined;
    return Number(match[1]);
  } catch {
    // Not Linux: no cap of our own, the server's accept guard still applies.
    return undefined;
  }
}

/**
 * Files kept for everything but realtime sockets (HTTP requests, the database, logs) out of a limit:
 * an eighth of it, at most 512.
 */
export function reservedFiles(limit: number): number {
  return Math.min(512, Math.floor(limit / 8));
}

const guarded = new WeakSet<Server>();

/**
 * Makes `server` survive running out of files: an `accept` that fails with EMFILE or ENFILE (libuv has
 * already closed the connection it could not take) is logged, at most once every 10 s, and the server
 * keeps listening; every other error is thrown as it would have been without this listener.
 */
export function surviveFileLimit(
  server: Server,
  log: (line: string) => void = (line) => {
    console.error(line);
  },
): void {
  if (guarded.has(server)) return;
  guarded.add(server);
  let loggedAt = -Infinity;
  let refused = 0;
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.syscall !== 'accept' || (error.code !== 'EMFILE' && error.code !== 'ENFILE')) {
      // Alone, this listener must not hide errors (a port in use, …) that ended the process before.
      if (server.listenerCount('error') === 1) throw error;
      return;
    }
    refused += 1;
    const now = Date.now();
    if (now - loggedAt < 10_000) return;
    loggedAt = now;
    log(
      `Out of open files (${error.code}, limit ${openFileLimit() ?? 'unknown'}): ${refused} connection(s) refused so far; the server keeps running.`,
    );
  });
}
