import type { Database } from './client';

/**
 * Queries built once per database and run as prepared statements. drizzle otherwise builds a query's
 * text again on every call, and for the reads every request makes (the signed-in user, a message's
 * recipient and conversation: joins of wide rows) that building was a fair part of a request's own
 * work on the API's event loop. Give each statement a unique name: PostgreSQL keeps it per connection.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let queries = built.get(db);
    if (!queries) {
      queries = build(db);
      built.set(db, queries);
    }
    return queries;
  };
}
