import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApiClient, type ApiClient, type AuthMode } from '@app/client';
import { createCookieJar, type CookieJar } from '@app/client/testing';
import { inject } from 'vitest';
import { createApp } from '../../src/app';
import { readConfig, type ApiConfig } from '../../src/config';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { databaseUrl } from './global-setup';
import { mailOutbox } from '../../src/db/schema';
import type { Services } from '../../src/http/context';
import { Contract, type Method } from '../../src/http/contract';
import { createServices } from '../../src/services';
import { createRecordingBroadcaster, type BroadcastEvent } from '../../src/realtime/broadcaster';
import type { PubSub } from '../../src/realtime/cluster';
import { realtimeCredentials } from '../../src/realtime/credentials';
import type { RealtimeHub } from '../../src/realtime/hub';
import { startRealtime } from '../../src/realtime/start';

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
  /** This server's database (another server may share it: `startTestApi({ database })`). */
  database: DatabaseHandle;
  /** Responses that broke the contract, recorded by every client of this server. */
  violations: string[];
  /** A client as the web (session) or a native wrapper (token) would make it. */
  client(options?: {
    mode?: AuthMode;
    locale?: 'fr' | 'en';
    /** The realtime socket id sent as `X-Socket-ID` (read at each call). */
    socketId?: () => string | undefined;
  }): TestClient;
  outbox(): Promise<(typeof mailOutbox.$inferSelect)[]>;
  /** Every event published through `services.broadcaster`, in order (also delivered to the sockets). */
  broadcasts: BroadcastEvent[];
  /** The realtime server on this API (Pusher protocol at ws://host:port/app/{key}). */
  realtime: {
    mode: 'embedded' | 'redis' | 'pusher';
    hub: RealtimeHub | undefined;
    key: string;
    /** Signs channel authorisations (tests sign raw-protocol subscriptions with it). */
    secret: string;
    host: string;
    port: number;
  };
  close(): Promise<void>;
}

export interface TestApiOptions {
  /** Changes the configuration before the services start (e.g. `config.realtime.pusher`). */
  configure?: (config: ApiConfig) => void;
  /** Links the realtime hub to other processes through this pub/sub instead of Redis. */
  pubsub?: PubSub;
  /** Another server's database (several API processes on one database); left open at close. */
  database?: DatabaseHandle;
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
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  contract ??= Contract.load();
  const database = options.database ?? (await openTestDatabase());
  // Files of this server only, removed at close.
  const dataDir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const config = { ...readConfig({ DATA_DIR: dataDir }), appKey: 'test-app-key' };
  options.configure?.(config);
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
  // The realtime server on the same HTTP server, as main.ts starts it; every event is also recorded.
  const realtime = await startRealtime(services, server as Server, {
    ...(options.pubsub ? { pubsub: options.pubsub } : {}),
  });
  const delivering = services.broadcaster;
  const recording = createRecordingBroadcaster();
  const recordingAndDelivering: typeof recording = {
    events: recording.events,
    async publish(event) {
      await recording.publish(event);
      await delivering.publish(event);
    },
  };
  services.broadcaster = recordingAndDelivering;
  const credentials = realtimeCredentials(config, services.appKey);
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
    database,
    violations,
    broadcasts: recording.events,
    realtime: {
      mode: realtime.mode,
      hub: realtime.hub,
      key: credentials.key,
      secret: credentials.secret,
      host: '127.0.0.1',
      port,
    },
    client({ mode = 'session', locale = 'fr', socketId } = {}) {
      const jar = createCookieJar();
      const fetch = validating(jar.fetch);
      const api = createApiClient({
        baseUrl: url,
        mode,
        fetch,
        readCookie: jar.read,
        locale: () => locale,
        deviceName: 'test device',
        ...(socketId ? { socketId } : {}),
      });
      return { api, jar, fetch };
    },
    outbox: () => services.db.select().from(mailOutbox).orderBy(mailOutbox.id),
    async close() {
      // Notifications a test's last message started finish before the database goes.
      await services.background.settled();
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
