/**
 * Web push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291) through the `web-push`
 * library: it signs and encrypts; the request itself goes out with fetch, so any push service URL works
 * (the browsers' own over https, a local one in tests and development).
 *
 * VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, `npx web-push generate-vapid-keys`),
 * else a pair generated once and kept in DATA_DIR/vapid-keys.json (a new pair would orphan every
 * browser's subscription). VAPID_SUBJECT (a mailto: or https: URL) names who to contact; by default
 * the web app's URL when it is https, else `mailto:notifications@{its host}`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as WebPush from 'web-push';
import type { PushOutcome, PushPayload } from './payload';

// web-push is CommonJS whose exports Node's ESM loader cannot name, while its types declare named
// exports: loaded with require, typed by its declarations.
const webpush = createRequire(import.meta.url)('web-push') as typeof WebPush;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface WebPushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface WebPushOptions {
  /** Seconds the push service keeps an undelivered notification. */
  ttlSeconds: number;
  /** A newer push with the same topic replaces an undelivered one (at most 32 base64url characters). */
  topic?: string;
}

/** Sends a notification to one browser. Production may replace it (a provider's API); this is the default. */
export interface WebPushAdapter {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  send(target: WebPushTarget, payload: PushPayload, options: WebPushOptions): Promise<PushOutcome>;
}

/** Push services accept an https: or mailto: subject only. */
function subjectFor(webUrl: string): string {
  if (webUrl.startsWith('https://') || webUrl.startsWith('mailto:')) return webUrl;
  try {
    return `mailto:notifications@${new URL(webUrl).hostname}`;
  } catch {
    return 'mailto:notifications@localhost';
  }
}

/** The keys from the environment, else the pair kept in the data directory (generated when absent). */
export function resolveVapidKeys(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  defaultSubject: string;
}): VapidKeys {
  const { env, dataDir } = options;
  const subject = env.VAPID_SUBJECT || subjectFor(options.defaultSubject);
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      throw new Error('Web push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or neither).');
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey)
      return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  return { ...generated, subject };
}

/** The embedded default: encrypts with `web-push` and posts to the subscription's push service. */
export function createWebPushAdapter(
  keys: VapidKeys,
  options: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): WebPushAdapter {
  const send = options.fetch ?? globalThis.fetch;
  return {
    publicKey: keys.publicKey,
    async send(target, payload, { ttlSeconds, topic }) {
      let details: WebPush.RequestDetails & { body: Buffer };
      try {
        details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
          vapidDetails: keys,
          TTL: ttlSeconds,
          urgency: 'high',
          ...(topic ? { topic } : {}),
        });
      } catch (error) {
        // Keys the library refuses: this browser is skipped, the others still get theirs.
        console.error('Web push: the notification could not be prepared', error);
        return 'failed';
      }
      try {
        const response = await send(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: new Uint8Array(details.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await response.body?.cancel();
        if (response.ok) return 'delivered';
        // The browser unsubscribed or the subscription expired: it will never come back.
        if (response.status === 404 || response.status === 410) return 'gone';
        return 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
