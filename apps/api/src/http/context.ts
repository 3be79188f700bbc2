import type { Database } from '../db/client';
import type { members, users } from '../db/schema';
import type { ApiConfig } from '../config';
import type { Locale } from '../i18n/messages';
import type { IdentityProvider } from '../adapters/identity/provider';
import type { MailAdapter } from '../adapters/mail/mail';
import type { NativePushAdapter } from '../adapters/push/native-push';
import type { WebPushAdapter } from '../adapters/push/web-push';
import type { SocialProvider } from '../adapters/social/provider';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Presence } from '../realtime/presence';
import type { BackgroundTasks } from './background';
import type { Contract } from './contract';
import type { RateLimiter } from './rate-limit';

/** Everything a route needs, built once at start-up (and per test server). */
export interface Services {
  db: Database;
  contract: Contract;
  config: ApiConfig;
  mail: MailAdapter;
  /** Apple, Facebook and Google token verification. */
  social: SocialProvider;
  /** The electronic identity check. */
  identity: IdentityProvider;
  rateLimiter: RateLimiter;
  /** Realtime delivery of server events (see src/realtime/). */
  broadcaster: Broadcaster;
  /** Push channels of the notifications (modules/notifications): web push and the native wrappers'. */
  push: { web: WebPushAdapter; native: NativePushAdapter };
  /** Which channels a member's open sockets listen on (set by the realtime server when it starts). */
  presence: Presence;
  /** Work after the answer (notifications): failures are logged, never returned to the caller. */
  background: BackgroundTasks;
  /** Signs cookies' companions, reset tokens, verification links and storage URLs. */
  appKey: string;
  now: () => Date;
}

export interface AuthState {
  /** `token`: a bearer header was sent; `session`: a session cookie was; `none`: neither. */
  mode: 'token' | 'session' | 'none';
  userId: number | null;
  /** Session mode: the hashed id of the current session row. */
  sessionIdHash?: string;
  /** Token mode: the id of the token row. */
  tokenId?: number;
  /**
   * The signed-in user's rows, read with the credentials in the same query (one round trip fewer on
   * every signed-in request): as they were when the request began. `requireMember` and the messages'
   * checks start from them; anything read after a write reads the database.
   */
  signedIn?: SignedIn;
}

/** A signed-in user and their member row (null for an ambassador or an admin without one). */
export interface SignedIn {
  user: typeof users.$inferSelect;
  member: typeof members.$inferSelect | null;
}

export interface AppEnv {
  Variables: {
    services: Services;
    locale: Locale;
    auth: AuthState;
  };
}
