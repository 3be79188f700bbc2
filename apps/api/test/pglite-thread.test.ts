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
import { inBackground, inForeground } from '../src/db/priority';

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

/**
 * A search by another member, outside any request, started once `queried()` is called (the request's
 * first query has answered); `done` runs when it has answered.
 */
function searchAfterFirstQuery(db: PGliteThread, done: () => void) {
  let queried = () => {};
  const firstQuery = new Promise<void>((resolve) => {
    queried = resolve;
  });
  const search = firstQuery.then(() => inBackground(() => db.query('select 2 as n'))).then(done);
  return { queried, search };
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

  describe('a foreground request holds the background queries back until it ends', () => {
    // A patience far longer than any test: only the hold decides what runs first.
    let patient: PGliteThread;
    beforeAll(async () => {
      patient = await PGliteThread.start({ backgroundPatienceMs: 60_000 });
    });
    afterAll(async () => {
      await patient.close();
    });

    it('runs the request’s next query before a search that came between two of its queries', async () => {
      const finished: string[] = [];
      // Another member's search (outside the request), once the request has asked its first query…
      const { queried, search } = searchAfterFirstQuery(patient, () => {
        finished.push('search');
      });
      await inForeground(async () => {
        await patient.query('select 1 as n');
        queried();
        // … arrives while the request does its own work between two queries…
        await new Promise((resolve) => setTimeout(resolve, 20));
        // … and its next query still goes first.
        await patient.query('select 3 as n');
        finished.push('request');
      });
      await search;
      expect(finished).toEqual(['request', 'search']);
    });

    it('holds nothing once the request has ended, nor for a request that asked nothing', async () => {
      await inForeground(() => patient.query('select 1 as n'));
      await inForeground(() => Promise.resolve());
      // Would wait a minute if either still held the searches back.
      await inBackground(() => patient.query('select 2 as n'));
    });

    it('lets a request that turns to background work run it at once', async () => {
      const rows = await inForeground(async () => {
        await patient.query('select 1 as n');
        // The request's own search: waiting for the request would be waiting for itself.
        return inBackground(() => patient.query('select 2 as n'));
      });
      expect(rows.rows).toEqual([{ n: 2 }]);
    });

    it('lets a search go after its patience while a request is still under way', async () => {
      const brief = await PGliteThread.start({ backgroundPatienceMs: 30 });
      try {
        await inForeground(async () => {
          await brief.query('select 1 as n');
          // The request is not over when the search answers.
          await inBackground(() => brief.query('select 2 as n'));
        });
        const state = { searched: false };
        const { queried, search } = searchAfterFirstQuery(brief, () => {
          state.searched = true;
        });
        await inForeground(async () => {
          await brief.query('select 1 as n');
          queried();
          // Never ends before the search has run: only the patience can let it in.
          for (let waits = 0; !state.searched && waits < 1_000; waits += 1)
            await new Promise((resolve) => setTimeout(resolve, 10));
        });
        await search;
        expect(state.searched).toBe(true);
      } finally {
        await brief.close();
      }
    });
  });

  it('sends parameters as text the server types, as node-postgres does', async () => {
    const at = new Date('2026-11-27T05:00:00.000Z');
    const { rows } = await database.query(
      'select $1::timestamptz = $2::timestamptz as same, $3::int[] as ids, $4::jsonb as data, $5::boolean as yes, $6::text as nothing, $7::text[] as words',
      [
        at,
        '2026-11-27 05:00:00+00',
        [1, 2, 3],
        { a: [1, 'b'] },
        true,
        null,
        ['say "hi"', 'a\\b', null],
      ],
    );
    expect(rows).toEqual([
      {
        same: true,
        ids: [1, 2, 3],
        data: { a: [1, 'b'] },
        yes: true,
        nothing: null,
        words: ['say "hi"', 'a\\b', null],
      },
    ]);
  });

  describe('prepared statements', () => {
    let small: PGliteThread;
    beforeAll(async () => {
      small = await PGliteThread.start({ preparedMax: 3 });
    });
    afterAll(async () => {
      await small.close();
    });
    const preparedCount = async () => {
      const { rows } = await small.query('select count(*)::int as n from pg_prepared_statements');
      return (rows[0] as { n: number }).n;
    };

    it('prepares a query once and runs it again with other values', async () => {
      const before = await preparedCount();
      for (const n of [1, 2, 3])
        expect((await small.query('select $1::int * 10 as n', [n])).rows).toEqual([{ n: n * 10 }]);
      // The count's own statement was prepared by the first call; the product's once.
      expect(await preparedCount()).toBe(before === 0 ? 2 : before + 1);
    });

    it('keeps at most the number it is given, closing the least recently used', async () => {
      for (let n = 0; n < 10; n += 1) await small.query(`select ${n} as n, $1::int as m`, [n]);
      // Three kept, and the statement that counts them is the fourth until the next one closes it.
      expect(await preparedCount()).toBeLessThanOrEqual(4);
    });

    it('answers after a query that failed while parsing or while running, and runs it again', async () => {
      await expect(small.query('selec 1')).rejects.toMatchObject({ code: '42601' });
      await expect(small.query('select 1 / $1::int as n', [0])).rejects.toMatchObject({
        code: '22012',
      });
      expect((await small.query('select 1 / $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
      await expect(small.query('selec 1')).rejects.toMatchObject({ code: '42601' });
      expect((await small.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    });

    it('parses a statement again after it failed, so a table’s new shape is read', async () => {
      await small.exec('create table shapes (id integer primary key)');
      await small.query('insert into shapes values ($1)', [1]);
      const read = () => small.query('select * from shapes where id = $1', [1]);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await small.exec('alter table shapes add column label text');
      // The kept plan's columns no longer match: PostgreSQL refuses it once, then it is prepared anew.
      await expect(read()).rejects.toMatchObject({ code: '0A000' });
      expect((await read()).rows).toEqual([{ id: 1, label: null }]);
    });

    it('runs a prepared statement inside a transaction and after it rolls back', async () => {
      await small.exec('create table items (id integer primary key)');
      const insert = 'insert into items values ($1)';
      await small.query(insert, [1]);
      await expect(
        small.transaction(async (tx) => {
          await tx.query(insert, [2]);
          await tx.query(insert, [1]);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      await small.query(insert, [3]);
      const { rows } = await small.query('select id from items order by id');
      expect(rows).toEqual([{ id: 1 }, { id: 3 }]);
    });
  });

  it('prices a random page read as the in-memory read it is', async () => {
    // At the default (4, spinning disks) the search's values levels read all 50,000 members.
    const { rows } = await database.query('show random_page_cost');
    expect(rows).toEqual([{ random_page_cost: '1.1' }]);
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
