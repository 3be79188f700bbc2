import type { AuthMode, TokenStore } from '@app/client';
import { config } from '../config';
import { localStore, type KeyValueStore } from './storage';

/**
 * What differs between the web and the native wrappers (Capacitor, see `capacitor.config.ts`): how the
 * session is kept (cookies on the web, a bearer token on native), which sign-in buttons show (Apple on
 * iOS only), and how a subscription is paid (card on the web, in-app purchase on native). Tests replace
 * it with `setPlatform(fake)`.
 */
export type PlatformName = 'web' | 'ios' | 'android';
export type SocialNetwork = 'apple' | 'facebook' | 'google';

/** What a social SDK hands back, ready for `POST onboarding/user/<network>`. */
export type SocialCredential =
  | { network: 'apple'; apple_token: string; first_name?: string | null; last_name?: string | null }
  | { network: 'facebook'; facebook_token: string }
  | { network: 'google'; google_token: string; google_client_id: string };

export interface SocialAuth {
  /** Opens the network's sign-in; rejects when the person cancels or the SDK fails. */
  credential: (network: SocialNetwork) => Promise<SocialCredential>;
}

/** A store purchase as the in-app purchase plugin reports it. */
export type InAppOutcome =
  | {
      status: 'verified';
      purchase: { id: string; transaction?: Record<string, unknown> };
      /** Tells the store the purchase is delivered (after the server has it). */
      finish: () => Promise<void>;
    }
  | { status: 'cancelled' }
  | { status: 'error'; message?: string };

export interface InAppStore {
  purchase: (storeProductId: string) => Promise<InAppOutcome>;
}

export interface Platform {
  name: PlatformName;
  isNative: boolean;
  authMode: AuthMode;
  /** Token mode: where the bearer token is kept. */
  tokenStore: TokenStore;
  /** `device_name` of `POST api/app/token`. */
  deviceName: string;
  /** Apple sign-in and sign-up are offered only on iOS native. */
  appleSignIn: boolean;
  /** The web pays by card; the native apps through in-app purchase. */
  payment: 'card' | 'in-app';
  social: SocialAuth;
  inAppStore: InAppStore | undefined;
  /** The push notification token the wrapper stored, registered after sign-in. */
  pushToken(): string | undefined;
}

export const TOKEN_KEY = 'auth_token';
export const PUSH_TOKEN_KEY = 'push_token';

/** A token kept in storage (the native wrapper's WebView storage; a secure-storage plugin can replace it). */
export function storedToken(store: KeyValueStore = localStore): TokenStore {
  return {
    get: () => store.get(TOKEN_KEY) ?? null,
    set: (token) => {
      if (token) store.set(TOKEN_KEY, token);
      else store.remove(TOKEN_KEY);
    },
  };
}

/* ----------------------------------- native plugins (by name) ----------------------------------- */

/** The wrapper's plugins, through @capacitor/core: loaded on native only, when first used. */
const nativePlugins = () => import('./native-plugins');

function nativeSocialAuth(): SocialAuth {
  return {
    async credential(network) {
      const { nativeSocial } = await nativePlugins();
      const answer = await nativeSocial.signIn({ network });
      if (network === 'apple') {
        return {
          network,
          apple_token: answer.token,
          first_name: answer.firstName ?? null,
          last_name: answer.lastName ?? null,
        };
      }
      if (network === 'facebook') return { network, facebook_token: answer.token };
      return { network, google_token: answer.token, google_client_id: config.googleClientId };
    },
  };
}

function nativeInAppStore(): InAppStore {
  return {
    async purchase(productId) {
      try {
        const { nativePurchases } = await nativePlugins();
        const answer = await nativePurchases.purchase({ productId });
        if (answer.state === 'cancelled') return { status: 'cancelled' };
        if (answer.state === 'error') {
          return answer.message
            ? { status: 'error', message: answer.message }
            : { status: 'error' };
        }
        const transaction = answer.transaction;
        return {
          status: 'verified',
          purchase: transaction ? { id: productId, transaction } : { id: productId },
          finish: () =>
            nativePurchases.finish(transaction ? { productId, transaction } : { productId }),
        };
      } catch {
        return { status: 'error' };
      }
    },
  };
}

/* ----------------------------------------- the web SDKs ----------------------------------------- */

/**
 * The web sign-in SDKs (Facebook, Google) are loaded only when a button is pressed. Without their ids
 * in the build (`VITE_FACEBOOK_APP_ID`, `VITE_GOOGLE_CLIENT_ID`) the attempt fails and the page shows
 * "Invalid", as for any refused token.
 */
function webSocialAuth(): SocialAuth {
  return {
    async credential(network) {
      const sdk = await import('./web-social-sdk');
      return sdk.webCredential(network);
    },
  };
}

/* ------------------------------------------- the choice ------------------------------------------ */

export function createPlatform(name: PlatformName): Platform {
  const isNative = name !== 'web';
  return {
    name,
    isNative,
    authMode: isNative ? 'token' : 'session',
    tokenStore: storedToken(),
    deviceName: isNative ? `${name}-app` : 'web',
    appleSignIn: name === 'ios',
    payment: isNative ? 'in-app' : 'card',
    social: isNative ? nativeSocialAuth() : webSocialAuth(),
    inAppStore: isNative ? nativeInAppStore() : undefined,
    pushToken: () => localStore.get(PUSH_TOKEN_KEY),
  };
}

/** What the native wrapper's WebView has before any script runs (Capacitor's bridges). */
export interface NativeGlobals {
  CapacitorCustomPlatform?: { name?: string } | null;
  androidBridge?: unknown;
  webkit?: { messageHandlers?: { bridge?: unknown } };
}

/**
 * The platform, read as @capacitor/core's `getPlatform` reads it (its `getPlatformId`): the Android
 * bridge object, the iOS WebKit message handler, or a custom platform. Read here so that the web
 * never loads @capacitor/core (2.3 KiB gzip on every first load): the plugins load on native only.
 */
export function detectPlatform(win: NativeGlobals): PlatformName {
  const name =
    win.CapacitorCustomPlatform?.name ??
    (win.androidBridge ? 'android' : win.webkit?.messageHandlers?.bridge ? 'ios' : 'web');
  return name === 'ios' || name === 'android' ? name : 'web';
}

function detect(): PlatformName {
  return detectPlatform(globalThis as NativeGlobals);
}

let current: Platform | undefined;

export function platform(): Platform {
  current ??= createPlatform(detect());
  return current;
}

/** Tests: run the app as another platform (a fake adapter). */
export function setPlatform(next: Platform | undefined): void {
  current = next;
}
