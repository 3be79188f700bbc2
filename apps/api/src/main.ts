import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { createServices } from './services';

const config = readConfig();
const { services, database } = await createServices(config);

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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
  });
}
