import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { runScheduledJobs } from './modules/moderation/service';
import { startRealtime } from './realtime/start';
import { seedDemoOnStart } from './seed/seed';
import { createServices } from './services';

const config = readConfig();
const { services, database } = await createServices(config);

// The demo world, once: seeded when the database has no user yet (SEED_DEMO=0 leaves it empty);
// its logins are printed whenever it is there.
const demoLines = await seedDemoOnStart(services, {
  enabled: process.env.SEED_DEMO !== '0',
  log: (line) => {
    console.log(line);
  },
});
for (const line of demoLines) console.log(line);

const openapiDist = fileURLToPath(new URL('../../../openapi/dist/', import.meta.url));
const app = createApp({
  services,
  referenceHtmlPath: `${openapiDist}reference.html`,
  openapiJsonPath: `${openapiDist}openapi.json`,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, (info) => {
  console.log(
    `API listening on http://localhost:${info.port} (data in ${config.dataDir}, database: ${database.kind === 'postgres' ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'})`,
  );
});

// Realtime: the Pusher-protocol websocket on this server (/app/{key}), shared through Redis with
// REDIS_URL, or an external Pusher-compatible server with PUSHER_* (see src/realtime/).
// serve() without createServer options returns a node:http server.
const realtime = await startRealtime(services, server as Server);
console.log(
  realtime.mode === 'pusher'
    ? 'Realtime: events go to the Pusher server from PUSHER_*'
    : `Realtime: Pusher protocol on ws://localhost:${config.port}/app/${config.realtime.appKey}${realtime.mode === 'redis' ? ', shared through Redis' : ''}`,
);

// The scheduled jobs (72-hour gallery deadline, unused uploads; in development, opt-in picture approval).
const autoApproveAfterSeconds = process.env.AUTO_APPROVE_PICTURES_AFTER_SECONDS
  ? Number(process.env.AUTO_APPROVE_PICTURES_AFTER_SECONDS)
  : undefined;
const jobs = setInterval(() => {
  runScheduledJobs(services, { autoApproveAfterSeconds }).catch((error: unknown) => {
    console.error('Scheduled jobs failed', error);
  });
}, 60_000);
jobs.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void realtime.close().finally(() => {
      server.close(() => {
        // Notifications already started go out before the database closes.
        void services.background
          .settled()
          .then(() => database.close())
          .finally(() => process.exit(0));
      });
    });
  });
}
