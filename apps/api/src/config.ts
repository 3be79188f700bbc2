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
  /**
   * Where the API is reached from outside (signed storage and verification URLs). A root-relative path
   * (`/backend`) when the API sits under a prefix of the web app's origin: browsers then resolve the
   * storage URLs against whatever host they opened the app by; e-mails prefix it with `publicWebUrl`.
   */
  publicApiUrl: string;
  /** Secret for signatures (links, storage URLs, price hashes). Generated and kept in DATA_DIR when unset. */
  appKey: string | undefined;
  /** The realtime server (Pusher protocol) and its scale-out choices: see src/realtime/. */
  realtime: RealtimeConfig;
  /**
   * TRUSTED_PROXIES: addresses (or IPv4 CIDR ranges) of the reverse proxies in front of the API, comma
   * separated. `X-Forwarded-For` is believed only from them; none by default, so a client cannot pick
   * the address its sign-in attempts are counted under.
   */
  trustedProxies: string[];
  /** STORAGE_DRIVER: where uploaded files live (see src/adapters/README.md). */
  storage: StorageConfig;
  /** MAIL_DRIVER: how e-mails leave (see src/adapters/README.md). */
  mail: MailConfig;
}

/** S3-compatible object storage (STORAGE_DRIVER=s3). */
export interface S3Config {
  /** S3_ENDPOINT: an S3-compatible server's URL; unset for AWS itself. */
  endpoint: string | undefined;
  /** S3_BUCKET: the (private) bucket every key lives in. */
  bucket: string;
  /** S3_REGION: `us-east-1` when unset. */
  region: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset: the AWS SDK's own chain (AWS_*, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` URLs; on by default with S3_ENDPOINT. */
  forcePathStyle: boolean;
}

export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3Config);

export type MailConfig = { driver: 'outbox' } | { driver: 'smtp'; url: string; from: string };

/** An external Pusher-compatible server (Pusher Channels, soketi, Reverb) that receives the events. */
export interface PusherConfig {
  appId: string;
  key: string;
  secret: string;
  host: string | undefined;
  port: string | undefined;
  cluster: string;
  scheme: 'http' | 'https';
}

export interface RealtimeConfig {
  /** REALTIME_APP_KEY: the public key clients connect with (`/app/{key}`). */
  appKey: string;
  /** REALTIME_APP_SECRET: signs channel authorisations; derived from APP_KEY when unset. */
  appSecret: string | undefined;
  /** REALTIME_ACTIVITY_TIMEOUT: seconds of silence before the server pings a socket (then 30 s to answer). */
  activityTimeoutSeconds: number;
  /** REALTIME_MAX_CONNECTIONS: sockets one process holds; more are refused with 4100. */
  maxConnections: number;
  /** REDIS_URL: several API processes share events and presence through Redis pub/sub. */
  redisUrl: string | undefined;
  /** PUSHER_*: events go to an external Pusher-compatible server; the embedded one is not started. */
  pusher: PusherConfig | undefined;
}

/** The embedded server's public key when REALTIME_APP_KEY is unset (the web app's default too). */
export const DEFAULT_REALTIME_APP_KEY = 'app-key';

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}".`);
  }
  return value;
}

function readPusherConfig(env: NodeJS.ProcessEnv): PusherConfig | undefined {
  const required = ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'] as const;
  const present = required.filter((name) => env[name]);
  if (present.length === 0) return undefined;
  if (present.length < required.length) {
    const missing = required.filter((name) => !env[name]).join(', ');
    throw new Error(`An external Pusher server needs ${required.join(', ')}; missing: ${missing}.`);
  }
  const scheme = env.PUSHER_SCHEME || 'https';
  if (scheme !== 'http' && scheme !== 'https') {
    throw new Error(`PUSHER_SCHEME must be http or https, got "${scheme}".`);
  }
  return {
    appId: env.PUSHER_APP_ID ?? '',
    key: env.PUSHER_KEY ?? '',
    secret: env.PUSHER_SECRET ?? '',
    host: env.PUSHER_HOST || undefined,
    port: env.PUSHER_PORT || undefined,
    cluster: env.PUSHER_CLUSTER || 'mt1',
    scheme,
  };
}

function readRealtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  return {
    appKey: env.REALTIME_APP_KEY || DEFAULT_REALTIME_APP_KEY,
    appSecret: env.REALTIME_APP_SECRET || undefined,
    activityTimeoutSeconds: positiveInteger(env, 'REALTIME_ACTIVITY_TIMEOUT', 120),
    maxConnections: positiveInteger(env, 'REALTIME_MAX_CONNECTIONS', 10_000),
    redisUrl: env.REDIS_URL || undefined,
    pusher: readPusherConfig(env),
  };
}

function readStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, got "${driver}".`);
  const bucket = env.S3_BUCKET ?? '';
  if (bucket === '') throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET.');
  const endpoint = env.S3_ENDPOINT || undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if ((accessKeyId === '') !== (secretAccessKey === ''))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    driver,
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId === '' ? undefined : { accessKeyId, secretAccessKey },
    forcePathStyle:
      pathStyle === undefined || pathStyle === '' ? endpoint !== undefined : pathStyle !== '0',
  };
}

function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const driver = env.MAIL_DRIVER || 'outbox';
  if (driver === 'outbox') return { driver };
  if (driver !== 'smtp') throw new Error(`MAIL_DRIVER must be outbox or smtp, got "${driver}".`);
  const url = env.SMTP_URL ?? '';
  if (!/^smtps?:\/\//.test(url))
    throw new Error('MAIL_DRIVER=smtp needs SMTP_URL (smtp://user:password@host:587 or smtps://).');
  return { driver, url, from: env.MAIL_FROM || 'no-reply@localhost' };
}

/** The API's public URL as an absolute URL (for e-mails, which no page resolves). */
export function absoluteApiUrl(config: Pick<ApiConfig, 'publicApiUrl' | 'publicWebUrl'>): string {
  if (!config.publicApiUrl.startsWith('/')) return config.publicApiUrl;
  return `${config.publicWebUrl.replace(/\/+$/, '')}${config.publicApiUrl}`;
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
    realtime: readRealtimeConfig(env),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    storage: readStorageConfig(env),
    mail: readMailConfig(env),
  };
}
