import { createHmac } from 'node:crypto';
import type { ApiConfig } from '../config';

export interface RealtimeCredentials {
  /** Public: clients connect to `/app/{key}` and signatures start with it. */
  key: string;
  /** Private: signs and checks channel authorisations. */
  secret: string;
}

/**
 * The key and secret channel authorisations are signed with: the external Pusher app's when PUSHER_* is
 * set, else the embedded server's (REALTIME_APP_KEY, and REALTIME_APP_SECRET or a secret derived from
 * the APP_KEY, so that an installation never runs with a secret known to everyone).
 */
export function realtimeCredentials(config: ApiConfig, appKey: string): RealtimeCredentials {
  const { pusher, appKey: key, appSecret } = config.realtime;
  if (pusher) return { key: pusher.key, secret: pusher.secret };
  return {
    key,
    secret: appSecret ?? createHmac('sha256', appKey).update('realtime-app-secret').digest('hex'),
  };
}
