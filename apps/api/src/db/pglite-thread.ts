import { Worker } from 'node:worker_threads';
import { currentPriority, holdForCurrentRequest } from './priority';

/** A query's result as PGlite answers it. */
export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What drizzle's PGlite driver calls on a client or a transaction. */
export interface PGliteLike {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<QueryResult[]>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Reply =
  | { ready: true }
  | { ready: false; error: Record<string, unknown> }
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> };

/** An error rebuilt from the worker's plain data, with PostgreSQL's fields (code, detail…) kept. */
function revive(data: Record<string, unknown>): Error {
  const error = new Error(typeof data.message === 'string' ? data.message : 'PGlite error');
  Object.assign(error, data);
  return error;
}

/**
 * PGlite in a worker thread (`pglite-worker.mjs`), offered to drizzle as the PGlite client it
 * expects: `query`, `exec` and `transaction`, plus the dump the tests clone their template from.
 * Queries keep PGlite's order (one connection), except those run `inBackground` (./priority.ts), which
 * wait until no other query does and no foreground request is under way (within a limit); a
 * transaction holds the connection until it ends, as in-process.
 *
 * drizzle passes parsers that keep dates and intervals as text; a function cannot cross threads, so
 * the worker applies the identity to the same type ids.
 */
export class PGliteThread implements PGliteLike {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Foreground requests under way that have queried (./priority.ts): background work waits. */
  private holds = 0;

  private constructor(private readonly worker: Worker) {}

  /** Starts the thread and its database; resolves once the database is ready. */
  static async start(options: {
    dataDir?: string | undefined;
    loadDataDir?: Blob | undefined;
    /** How long a background query waits at most for foreground work (25 ms; tests set others). */
    backgroundPatienceMs?: number | undefined;
    /** How many prepared statements the thread keeps at most (500; tests set fewer). */
    preparedMax?: number | undefined;
  }): Promise<PGliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: {
        dataDir: options.dataDir,
        loadDataDir,
        backgroundPatienceMs: options.backgroundPatienceMs,
        preparedMax: options.preparedMax,
      },
      ...(loadDataDir ? { transferList: [loadDataDir] } : {}),
    });
    const thread = new PGliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: Reply) => {
        if ('ready' in reply) {
          if (reply.ready) resolve();
          else reject(revive(reply.error));
          return;
        }
        thread.settle(reply);
      });
      worker.on('error', (error) => {
        reject(error);
        thread.failAll(error);
      });
      worker.on('exit', (code) => {
        const error = new Error(`the database thread stopped (exit code ${code})`);
        reject(error);
        thread.failAll(error);
      });
    });
    // From now on the thread keeps the process alive only while it has work (see `call`): a test
    // runner or a script that forgot to close its database still exits.
    worker.unref();
    return thread;
  }

  private settle(
    reply: { id: number; result: unknown } | { id: number; error: Record<string, unknown> },
  ) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('error' in reply) pending.reject(revive(reply.error));
    else pending.resolve(reply.result);
  }

  private failAll(error: Error): void {
    this.closed = true;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }
  /** A foreground request's first query: the worker holds background queries back until it ends. */
  private readonly hold = (): (() => void) => {
    this.holds += 1;
    if (this.holds === 1 && !this.closed) this.worker.postMessage({ op: 'hold', on: true });
    return () => {
      this.holds -= 1;
      if (this.holds === 0 && !this.closed) this.worker.postMessage({ op: 'hold', on: false });
    };
  };

  private client(transaction?: number): PGliteLike {
    return {
      query: (sql, params = [], options = {}) => {
        holdForCurrentRequest(this, this.hold);
        return this.call<QueryResult>({
          op: 'query',
          sql,
          params,
          transaction,
          // A transaction's queries never wait: it holds the connection.
          background: transaction === undefined && currentPriority() === 'background',
          rowMode: options.rowMode,
          textTypes: Object.keys(options.parsers ?? {}).map(Number),
        });
      },
      exec: (sql) => {
        holdForCurrentRequest(this, this.hold);
        return this.call<QueryResult[]>({ op: 'exec', sql, transaction });
      },
    };
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.client().query(sql, params, options);
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.client().exec(sql);
  }

  /** Runs `body` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(body: (transaction: PGliteLike) => Promise<T>): Promise<T> {
    holdForCurrentRequest(this, this.hold);
    const transaction = await this.call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await body(this.client(transaction));
    } catch (error) {
      await this.call({ op: 'end', transaction, commit: false });
      throw error;
    }
    await this.call({ op: 'end', transaction, commit: true });
    return result;
  }

  /** The data folder as a tarball (a migrated template the tests clone). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.call({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }
}
