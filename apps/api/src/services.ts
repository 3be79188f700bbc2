import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestIdentityProvider } from './adapters/identity/provider';
import { createOutboxMailer } from './adapters/mail/mail';
import { createRecordingNativePush } from './adapters/push/native-push';
import { createWebPushAdapter, resolveVapidKeys } from './adapters/push/web-push';
import { createSmtpMailer } from './adapters/mail/smtp';
import { createLocalSocialProvider } from './adapters/social/provider';
import type { ApiConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createBackgroundTasks } from './http/background';
import type { Services } from './http/context';
import { Contract } from './http/contract';
import { randomToken } from './http/crypto';
import { createMemoryRateLimiter } from './http/rate-limit';
import { createRecordingBroadcaster } from './realtime/broadcaster';
import { nobodyPresent } from './realtime/presence';

/** The secret for signatures: APP_KEY, else one generated once and kept in DATA_DIR. */
export function resolveAppKey(config: ApiConfig): string {
  if (config.appKey) return config.appKey;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'app-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomToken(32);
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export interface ServicesHandle {
  services: Services;
  database: DatabaseHandle;
}

export async function createServices(
  config: ApiConfig,
  options: {
    contract?: Contract;
    database?: DatabaseHandle;
    printMail?: boolean;
    appKey?: string;
    /** Where VAPID_* keys are read (the process environment by default). */
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<ServicesHandle> {
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) await database.migrate();
  const contract = options.contract ?? (await Contract.load());
  const appKey = options.appKey ?? resolveAppKey(config);
  const services: Services = {
    db: database.db,
    contract,
    config,
    mail:
      config.mail.driver === 'smtp'
        ? createSmtpMailer(config.mail)
        : createOutboxMailer(database.db, { print: options.printMail ?? true }),
    rateLimiter: createMemoryRateLimiter(),
    // Replaced by the websocket hub when the server starts (src/realtime/).
    broadcaster: createRecordingBroadcaster(),
    // Read the clock through the services, so a test that moves it moves token expiry too.
    social: createLocalSocialProvider(appKey, () => services.now()),
    identity: createTestIdentityProvider(),
    push: {
      web: createWebPushAdapter(
        resolveVapidKeys({
          env: options.env ?? process.env,
          dataDir: config.dataDir,
          defaultSubject: config.publicWebUrl,
        }),
      ),
      native: createRecordingNativePush({ print: options.printMail ?? true }),
    },
    // Replaced by the websocket hub's view when the server starts (src/realtime/start.ts).
    presence: nobodyPresent,
    background: createBackgroundTasks(),
    appKey,
    now: () => new Date(),
  };
  return { database, services };
}
