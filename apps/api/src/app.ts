import { existsSync, readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ApiConfig } from './config';

export interface AppOptions {
  config: ApiConfig;
  /** The static reference built from openapi/ (`pnpm openapi:docs`). */
  referenceHtmlPath: string;
  /** The bundled contract (`pnpm openapi:bundle`). */
  openapiJsonPath: string;
}

/**
 * The reference API. At this stage it serves the contract and its reference; the resources of the
 * contract land with the API issues, each in its own module mounted here.
 */
export function createApp({ config, referenceHtmlPath, openapiJsonPath }: AppOptions): Hono {
  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: config.webOrigins,
      credentials: true,
      allowHeaders: [
        'Accept',
        'Accept-Language',
        'Authorization',
        'Content-Type',
        'X-Socket-ID',
        'X-XSRF-TOKEN',
      ],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposeHeaders: ['Retry-After'],
    }),
  );

  app.get('/up', (c) => c.json({ status: 'ok' }));

  app.get('/docs', (c) => {
    if (!existsSync(referenceHtmlPath)) {
      return c.json(
        { message: 'The API reference has not been built: run `pnpm openapi:docs`.' },
        404,
      );
    }
    return c.html(readFileSync(referenceHtmlPath, 'utf8'));
  });

  app.get('/openapi.json', (c) => {
    if (!existsSync(openapiJsonPath)) {
      return c.json(
        { message: 'The contract has not been bundled: run `pnpm openapi:bundle`.' },
        404,
      );
    }
    return c.body(readFileSync(openapiJsonPath, 'utf8'), 200, {
      'Content-Type': 'application/json',
    });
  });

  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  app.onError((error, c) => {
    console.error(error);
    return c.json({ message: 'Server Error' }, 500);
  });

  return app;
}
