import { memoryTokenStore } from '@app/client';
import type { InAppStore, Platform, PlatformName, SocialAuth } from '../../src/lib/platform';

/** A platform adapter for tests: web (cookies) or native (token), with fakes for the SDKs. */
export function fakePlatform(
  name: PlatformName,
  overrides: Partial<Platform> & { social?: SocialAuth; inAppStore?: InAppStore } = {},
): Platform {
  const isNative = name !== 'web';
  return {
    name,
    isNative,
    authMode: isNative ? 'token' : 'session',
    tokenStore: memoryTokenStore(),
    deviceName: isNative ? `${name}-app` : 'web',
    appleSignIn: name === 'ios',
    payment: isNative ? 'in-app' : 'card',
    social: { credential: () => Promise.reject(new Error('no social sign-in in this test')) },
    inAppStore: undefined,
    pushToken: () => undefined,
    ...overrides,
  };
}
