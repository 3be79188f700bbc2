import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball), cloned by each test server. */
    pgliteTemplate: string;
  }
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
  console.log(`API test database template ready in ${Date.now() - started} ms`);
}
