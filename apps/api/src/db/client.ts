import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query layer, the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a migrated template in tests. */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** PostgreSQL when set (the scale-out path); otherwise the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; in memory when undefined. */
  dataDir?: string | undefined;
  /** PGlite: start from this dump (a migrated template) instead of an empty database. */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a dropped database) is an 'error' event on the
    // pool: without a listener it would crash the process. The pool replaces it on the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: an idle connection ended (${error.message})`);
    });
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // Commits reach the OS before they return (a killed process loses nothing acknowledged,
  // test/durability.test.ts); PGlite never fsyncs, so a power cut may: PostgreSQL where that matters.
  // In its own thread: a query holds that thread, not the API's event loop (sockets, other requests).
  const client = await PGliteThread.start({ dataDir, loadDataDir: options.loadDataDir });
  // drizzle calls query, exec and transaction on its client; the thread offers exactly those.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir(),
  };
}
