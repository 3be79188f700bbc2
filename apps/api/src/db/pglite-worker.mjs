// The embedded database in its own thread (issue 12): PGlite runs PostgreSQL compiled to
// WebAssembly, synchronously, so a search that takes 20 ms would hold the API's event loop, and with
// it every socket and request, for those 20 ms. Here it holds only this thread. The API talks to it
// through `pglite-thread.ts`, which offers drizzle the part of PGlite's interface it uses.
//
// Plain JavaScript on purpose: a worker starts outside the TypeScript loaders (tsx, Vitest), and this
// file is small.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {PGlite} */
let database;
/** Open transactions by id: the handle PGlite gave, and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

/** An error as plain data: its message and the fields PostgreSQL's errors carry (code, detail…). */
function serialise(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const data = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    data[key] = value;
  }
  return data;
}

/** What drizzle asks of a query: the row mode, and the types it keeps as text (identity parsers). */
function queryOptions(message) {
  const options = {};
  if (message.rowMode) options.rowMode = message.rowMode;
  if (message.textTypes?.length) {
    options.parsers = Object.fromEntries(message.textTypes.map((oid) => [oid, (value) => value]));
  }
  return options;
}

function target(message) {
  if (message.transaction === undefined) return database;
  const open = transactions.get(message.transaction);
  if (!open) throw new Error(`no open transaction ${message.transaction}`);
  return open.handle;
}

function begin(id) {
  const transaction = nextTransaction++;
  database
    .transaction(
      (handle) =>
        new Promise((resolve, reject) => {
          transactions.set(transaction, { handle, resolve, reject, endId: undefined });
          port.postMessage({ id, result: transaction });
        }),
    )
    .then(
      () => {
        const open = transactions.get(transaction);
        transactions.delete(transaction);
        if (open?.endId !== undefined) port.postMessage({ id: open.endId, result: null });
      },
      (error) => {
        const open = transactions.get(transaction);
        transactions.delete(transaction);
        if (open?.endId === undefined) {
          // BEGIN itself failed: the caller is still waiting for its id.
          port.postMessage({ id, error: serialise(error) });
          return;
        }
        // A rollback asked for ends with the rejection we gave it: that is success.
        if (open.rolledBack) port.postMessage({ id: open.endId, result: null });
        else port.postMessage({ id: open.endId, error: serialise(error) });
      },
    );
}

function end(id, message) {
  const open = transactions.get(message.transaction);
  if (!open) {
    port.postMessage({ id, error: { message: `no open transaction ${message.transaction}` } });
    return;
  }
  open.endId = id;
  if (message.commit) open.resolve();
  else {
    open.rolledBack = true;
    open.reject(new Error('rolled back'));
  }
}

/**
 * A parameter as text, as node-postgres sends it (its `prepareValue`): the server infers each
 * parameter's type from the query. The API's queries already run so on PostgreSQL.
 */
function textValue(value) {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values) {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    return `"${textValue(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

function concatenate(parts) {
  const buffer = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    buffer.set(part, offset);
    offset += part.length;
  }
  return buffer;
}

/**
 * The statements prepared so far, by SQL text, the least recently used first. A statement is parsed
 * and analysed once and its plan kept by PostgreSQL's own rules (a custom plan for each parameter
 * values first, then a generic one when it is not dearer), where an unnamed one is parsed, analysed
 * and planned on every call: for the sign-in check's join of three wide rows that is 0.6 ms of its
 * 0.9 ms. At most PREPARED_MAX: the least recently used is closed when a new one comes.
 */
const PREPARED_MAX = workerData?.preparedMax ?? 500;
const prepared = new Map();
let nextStatement = 1;
/** Statements to close with the next exchange (evicted, or left unsure by a failed exchange). */
const toClose = [];

/**
 * One query with parameters, as PGlite's `query` runs it but in one exchange with PostgreSQL
 * (issue 12), and through a prepared statement: Parse (the first time only), Bind, Describe, Execute
 * and Sync go together, where PGlite's `query` sends them one at a time, asks the parameters' types
 * first and parses the text each time (six calls into PostgreSQL, each read apart). It takes PGlite's
 * locks as its `query` does: a query outside a transaction waits for any transaction to end; one inside
 * runs in it.
 */
async function extendedQuery(message) {
  if (message.transaction === undefined)
    return database._runExclusiveTransaction(() => runPrepared(message));
  if (target(message).closed) throw new Error('Transaction is closed');
  return runPrepared(message);
}

async function runPrepared(message) {
  return database._runExclusiveQuery(async () => {
    const { serialize } = protocol;
    const parts = toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    let name = prepared.get(message.sql);
    if (name === undefined) {
      name = `api_${nextStatement++}`;
      parts.push(serialize.parse({ name, text: message.sql }));
    }
    // The most recently used last.
    prepared.delete(message.sql);
    parts.push(
      serialize.bind({ statement: name, values: (message.params ?? []).map(textValue) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    let messages;
    try {
      ({ messages } = await database.execProtocol(concatenate(parts), {
        syncToFs: message.transaction === undefined,
      }));
    } catch (error) {
      // Forgotten, closed with the next exchange and parsed again when asked again: a failed Parse
      // left no statement (closing none is no error), and one that failed to run may keep a plan a
      // change of the tables has outdated ("cached plan must not change result type").
      toClose.push(name);
      throw error;
    }
    prepared.set(message.sql, name);
    if (prepared.size > PREPARED_MAX) {
      const [oldest, oldestName] = prepared.entries().next().value;
      prepared.delete(oldest);
      toClose.push(oldestName);
    }
    return parse.parseResults(messages, database.parsers, queryOptions(message))[0];
  });
}

async function handle(message) {
  switch (message.op) {
    case 'query':
      return extendedQuery(message);
    case 'exec':
      return target(message).exec(message.sql);
    case 'dump': {
      const blob = await database.dumpDataDir('none');
      return await blob.arrayBuffer();
    }
    case 'close':
      await database.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** Runs one operation and answers it; resolves once answered. */
function run(message) {
  return handle(message).then(
    (result) => {
      const transfer = result instanceof ArrayBuffer ? [result] : [];
      port.postMessage({ id: message.id, result }, transfer);
    },
    (error) => {
      port.postMessage({ id: message.id, error: serialise(error) });
    },
  );
}

// Background queries (a search: see src/db/priority.ts) wait here while any other operation is in
// PGlite, and go one at a time. PGlite runs queries in the order it gets them, and a query holds this
// thread while it runs, so the messages that came meanwhile are only read afterwards: before starting a
// background query, every message waiting on the port is read first (`receiveMessageOnPort`), and the
// others among them go ahead. An operation asked while a search runs waits for that one only, not for
// every search queued before it.
//
// A foreground request asks its queries one after the other, with a little of the API's own work
// between them: while one is under way (`hold`, sent by pglite-thread.ts from the request's first query
// to its end), background queries wait even when nothing else is asked, so that they do not slip into
// those gaps and hold each of the request's next queries. A background query waits at most
// BACKGROUND_PATIENCE_MS: a stream of requests slows the searches, never stops them.
const BACKGROUND_PATIENCE_MS = workerData?.backgroundPatienceMs ?? 25;
let inFlight = 0;
let backgroundRunning = false;
let held = false;
let wakeUp;
const background = [];

function nextBackground() {
  for (let waiting = receiveMessageOnPort(port); waiting; waiting = receiveMessageOnPort(port))
    accept(waiting.message);
  if (backgroundRunning || inFlight > 0 || background.length === 0) return;
  const waited = performance.now() - background[0].queuedAt;
  if (held && waited < BACKGROUND_PATIENCE_MS) {
    clearTimeout(wakeUp);
    wakeUp = setTimeout(nextBackground, BACKGROUND_PATIENCE_MS - waited);
    return;
  }
  clearTimeout(wakeUp);
  const message = background.shift();
  backgroundRunning = true;
  void run(message).finally(() => {
    backgroundRunning = false;
    nextBackground();
  });
}

function accept(message) {
  if (message.op === 'hold') {
    held = message.on;
    return;
  }
  if (message.op === 'begin') return begin(message.id);
  if (message.op === 'end') return end(message.id, message);
  if (message.background) {
    background.push({ ...message, queuedAt: performance.now() });
    return;
  }
  inFlight += 1;
  void run(message).finally(() => {
    inFlight -= 1;
    nextBackground();
  });
}

port.on('message', (message) => {
  accept(message);
  nextBackground();
});

try {
  const { dataDir, loadDataDir } = workerData ?? {};
  database = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  await database.waitReady;
  // The planner's default prices a page read at random four times one read in sequence (spinning
  // disks). PGlite's pages are in memory: priced so, an indexed lookup per candidate beats reading a
  // whole table (the search's "values in common" levels: a 50,000-row scan instead of 700 lookups).
  await database.exec('SET random_page_cost = 1.1');
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: serialise(error) });
}
