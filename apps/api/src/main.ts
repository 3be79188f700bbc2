import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';

const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });

const openapiDist = fileURLToPath(new URL('../../../openapi/dist/', import.meta.url));
const app = createApp({
  config,
  referenceHtmlPath: `${openapiDist}reference.html`,
  openapiJsonPath: `${openapiDist}openapi.json`,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: '0.0.0.0' }, (info) => {
  console.log(
    `API listening on http://localhost:${info.port} (data in ${config.dataDir}, database: ${config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : 'embedded'})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
