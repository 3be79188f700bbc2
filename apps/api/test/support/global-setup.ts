import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball), cloned by each test server. */
    pgliteTemplate: string;
    /** With API_TEST_DATABASE_URL: a migrated PostgreSQL database each test server copies. */
    postgresTemplate: string;
  }
}

/** The PostgreSQL lane: a migrated template database, copied per test server with CREATE DATABASE ... TEMPLATE. */
export const POSTGRES_TEMPLATE = 'api_test_template';

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates one embedded database per run; every test server starts from a copy of it. */
export default async function setup(project: TestProject): Promise<void> {
  const started = Date.now();
  const template = await openDatabase({});
  await template.migrate();
  const dump = await template.dump?.();
  await template.close();
  if (!dump) throw new Error('PGlite did not dump its data directory');
  const file = join(tmpdir(), `api-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const adminUrl = process.env.API_TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const postgres = await openDatabase({ databaseUrl: databaseUrl(adminUrl, POSTGRES_TEMPLATE) });
    await postgres.migrate();
    await postgres.close();
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
    console.log(`PostgreSQL template ${POSTGRES_TEMPLATE} migrated`);
  }
  console.log(`API test database template ready in ${Date.now() - started} ms`);
}
