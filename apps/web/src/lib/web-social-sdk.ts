import { config } from '../config';
import type { SocialCredential, SocialNetwork } from './platform';

/** Loaded on demand by the web platform adapter: the Facebook SDK and Google Identity Services. */

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
      }): void;
      prompt(
        listener?: (notification: {
          isNotDisplayed(): boolean;
          isSkippedMoment(): boolean;
        }) => void,
      ): void;
    };
  };
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    google?: GoogleIdentity;
  }
}

const facebookAppId = import.meta.env.VITE_FACEBOOK_APP_ID as string | undefined;
const googleConfigured = Boolean(import.meta.env.VITE_GOOGLE_CLIENT_ID);

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      resolve();
    };
    script.onerror = () => {
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}

async function facebookToken(): Promise<string> {
  if (!facebookAppId) throw new Error('Facebook sign-in is not configured');
  if (!window.FB) await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const sdk = window.FB;
  if (!sdk) throw new Error('Facebook SDK missing');
  sdk.init({ appId: facebookAppId, version: 'v19.0', cookie: false });
  return new Promise((resolve, reject) => {
    sdk.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) resolve(token);
        else reject(new Error('Facebook sign-in cancelled'));
      },
      { scope: 'email,public_profile' },
    );
  });
}

async function googleToken(): Promise<string> {
  if (!googleConfigured) throw new Error('Google sign-in is not configured');
  if (!window.google) await loadScript('https://accounts.google.com/gsi/client');
  const identity = window.google;
  if (!identity) throw new Error('Google Identity Services missing');
  return new Promise((resolve, reject) => {
    identity.accounts.id.initialize({
      client_id: config.googleClientId,
      callback: (response) => {
        if (response.credential) resolve(response.credential);
        else reject(new Error('Google sign-in cancelled'));
      },
    });
    identity.accounts.id.prompt((notification) => {
      if (notification.isNotDisplayed() || notification.isSkippedMoment()) {
        reject(new Error('Google sign-in cancelled'));
      }
    });
  });
}

export async function webCredential(network: SocialNetwork): Promise<SocialCredential> {
  if (network === 'facebook') return { network, facebook_token: await facebookToken() };
  if (network === 'google') {
    return { network, google_token: await googleToken(), google_client_id: config.googleClientId };
  }
  // Apple sign-in is offered on iOS native only.
  throw new Error('Apple sign-in is not available on the web');
}
