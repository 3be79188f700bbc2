import { resolve } from 'node:path';

export interface ApiConfig {
  port: number;
  /** Where the embedded database, uploaded files and the mail outbox live. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  /** Origins of the web app allowed to call with credentials. */
  webOrigins: string[];
  /** Where links in e-mails and referral links point (the web app). */
  publicWebUrl: string;
  /** Where the API is reached from outside (signed storage and verification URLs). */
  publicApiUrl: string;
  /** Secret for signatures (links, storage URLs, price hashes). Generated and kept in DATA_DIR when unset. */
  appKey: string | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  const port = Number(env.PORT ?? env.API_PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${env.PORT ?? ''}".`);
  }
  const webPort = env.WEB_PORT ?? '5173';
  return {
    port,
    dataDir: resolve(cwd, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL === '' ? undefined : env.DATABASE_URL,
    webOrigins: (env.WEB_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicWebUrl: env.PUBLIC_WEB_URL ?? `http://localhost:${webPort}`,
    publicApiUrl: env.PUBLIC_API_URL ?? `http://localhost:${port}`,
    appKey: env.APP_KEY === '' ? undefined : env.APP_KEY,
  };
}
