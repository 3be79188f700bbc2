/**
 * The embedded database in its worker thread (src/db/pglite-thread.ts): what drizzle relies on —
 * transactions that commit or roll back, PostgreSQL's error fields across the thread — and a process
 * that forgets to close its database still ends.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from '../src/db/pglite-thread';
import { inBackground } from '../src/db/priority';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
let database: PGliteThread;

beforeAll(async () => {
  database = await PGliteThread.start({});
  await database.exec('create table notes (id integer primary key, text text not null)');
});
afterAll(async () => {
  await database.close();
});

async function ids(): Promise<number[]> {
  const { rows } = await database.query('select id from notes order by id', [], {
    rowMode: 'array',
  });
  return (rows as [number][]).map(([id]) => id);
}

describe('PGlite in its own thread', () => {
  it('commits a transaction that returns and rolls back one that throws', async () => {
    await database.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [1, 'kept']);
    });
    await expect(
      database.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [2, 'undone']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await ids()).toEqual([1]);
  });

  it('keeps PostgreSQL’s error code and constraint across the thread', async () => {
    const error = await database.query('insert into notes values ($1, $2)', [1, 'again']).then(
      () => null,
      (caught: unknown) => caught as Record<string, unknown>,
    );
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
  });

  it('keeps dates as text for the types drizzle names, and parses the others', async () => {
    const { rows } = await database.query(
      "select '2026-11-26 10:00:00+00'::timestamptz as at, 2::int4 as n",
      [],
      { parsers: { 1184: (value: string) => value } },
    );
    expect(rows[0]).toEqual({ at: '2026-11-26 10:00:00+00', n: 2 });
  });

  it('runs a query asked behind queued background queries after at most two of them', async () => {
    const finished: string[] = [];
    const track = (name: string, query: Promise<unknown>) =>
      query.then(() => {
        finished.push(name);
      });
    // Five searches queued (each holds the database for a moment), then a chat message's query.
    const searches = [1, 2, 3, 4, 5].map((n) =>
      inBackground(() =>
        track(`search ${n}`, database.query('select pg_sleep(0.02), $1::int as n', [n])),
      ),
    );
    const message = track('message', database.query('select 1 as n'));
    await Promise.all([...searches, message]);
    // In arrival order it would finish last; it waits for the search running when it came (and, at
    // most, the one the thread started before reading the message).
    expect(finished.indexOf('message')).toBeLessThanOrEqual(2);
    expect(finished.filter((name) => name.startsWith('search'))).toEqual([
      'search 1',
      'search 2',
      'search 3',
      'search 4',
      'search 5',
    ]);
  });

  it('runs a background query even while other queries keep coming', async () => {
    const state = { searched: false };
    const search = inBackground(() => database.query('select 2 as n')).then(() => {
      state.searched = true;
    });
    // One query after the other, as a busy request asks them: never a quiet moment.
    let asked = 0;
    while (!state.searched && asked < 10_000) {
      await database.query('select 1 as n');
      asked += 1;
    }
    await search;
    expect(asked).toBeLessThan(10_000);
  });

  it('runs a transaction’s queries, marked or not, while it holds the connection', async () => {
    await inBackground(() =>
      database.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [10, 'in a transaction']);
      }),
    );
    expect(await ids()).toContain(10);
  });

  it('lets a process that never closes its database end', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
    const script = join(folder, 'forgets-to-close.mts');
    const source = [
      `import { PGliteThread } from ${JSON.stringify(join(apiRoot, 'src/db/pglite-thread.ts'))};`,
      'const db = await PGliteThread.start({});',
      "const { rows } = await db.query('select 41 + 1 as answer');",
      'console.log(JSON.stringify(rows));',
    ].join('\n');
    writeFileSync(script, source);
    const child = spawn(join(apiRoot, 'node_modules', '.bin', 'tsx'), [script], {
      cwd: apiRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
    });
    rmSync(folder, { recursive: true, force: true });
    expect(output.trim()).toBe('[{"answer":42}]');
    expect(code).toBe(0);
  }, 120_000);
});
