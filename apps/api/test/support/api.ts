import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApiClient, type ApiClient, type AuthMode } from '@app/client';
import { createCookieJar, type CookieJar } from '@app/client/testing';
import { inject } from 'vitest';
import { createApp } from '../../src/app';
import { readConfig } from '../../src/config';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { databaseUrl } from './global-setup';
import { mailOutbox } from '../../src/db/schema';
import type { Services } from '../../src/http/context';
import { Contract, type Method } from '../../src/http/contract';
import { createServices } from '../../src/services';

let contract: Promise<Contract> | undefined;
let databases = 0;

/**
 * A fresh database: a PGlite clone of the migrated template, or, in the PostgreSQL lane
 * (API_TEST_DATABASE_URL), a database copied from the migrated template and dropped at close.
 */
async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.API_TEST_DATABASE_URL;
  if (!adminUrl)
    return openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  databases += 1;
  const name = `api_test_${process.pid}_${databases}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApi {
  url: string;
  services: Services;
  /** Responses that broke the contract, recorded by every client of this server. */
  violations: string[];
  /** A client as the web (session) or a native wrapper (token) would make it. */
  client(options?: { mode?: AuthMode; locale?: 'fr' | 'en' }): TestClient;
  outbox(): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

export interface TestClient {
  api: ApiClient;
  jar: CookieJar;
  /** Raw fetch through the same cookies (for calls outside the typed client). */
  fetch: typeof globalThis.fetch;
}

/**
 * A real API on an ephemeral port with a fresh database cloned from the migrated template. The server
 * leaves the global Request/Response alone, so the client under test sees the platform's own.
 */
export async function startTestApi(): Promise<TestApi> {
  contract ??= Contract.load();
  const database = await openTestDatabase();
  // Files of this server only, removed at close.
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const config = { ...readConfig({ DATA_DIR: dataDir }), appKey: 'test-app-key' };
  const { services } = await createServices(config, {
    contract: await contract,
    database,
    printMail: false,
    appKey: 'test-app-key',
  });
  const app = createApp({
    services,
    referenceHtmlPath: '/nonexistent',
    openapiJsonPath: '/nonexistent',
  });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false },
      () => {
        resolve(started);
      },
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Links in e-mails point at this server.
  services.config.publicApiUrl = url;
  const violations: string[] = [];

  /** Checks each response against the contract, the way the app will read it. */
  const validating =
    (inner: typeof globalThis.fetch): typeof globalThis.fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      const response = await inner(request);
      const { pathname } = new URL(request.url);
      const match = services.contract.match(pathname);
      const method = request.method.toLowerCase() as Method;
      if (match && services.contract.hasOperation(method, match.template)) {
        const text = await response.clone().text();
        let body: unknown;
        try {
          body = text === '' ? undefined : (JSON.parse(text) as unknown);
        } catch {
          body = text;
        }
        for (const problem of services.contract.validateResponse(
          method,
          match.template,
          response.status,
          body,
        )) {
          violations.push(`${request.method} ${pathname} → ${response.status}: ${problem}`);
        }
      }
      return response;
    };

  return {
    url,
    services,
    violations,
    client({ mode = 'session', locale = 'fr' } = {}) {
      const jar = createCookieJar();
      const fetch = validating(jar.fetch);
      const api = createApiClient({
        baseUrl: url,
        mode,
        fetch,
        readCookie: jar.read,
        locale: () => locale,
        deviceName: 'test device',
      });
      return { api, jar, fetch };
    },
    outbox: () => services.db.select().from(mailOutbox).orderBy(mailOutbox.id),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
