import { describe, expect, it } from 'vitest';
import { createPlatform } from './platform';

describe('the platform adapter', () => {
  it('web: session cookies, card payment, no Apple', () => {
    const web = createPlatform('web');
    expect(web).toMatchObject({
      isNative: false,
      authMode: 'session',
      payment: 'card',
      appleSignIn: false,
    });
    expect(web.inAppStore).toBeUndefined();
  });

  it('iOS: token mode, in-app purchase, Apple sign-in', () => {
    const ios = createPlatform('ios');
    expect(ios).toMatchObject({
      isNative: true,
      authMode: 'token',
      payment: 'in-app',
      appleSignIn: true,
    });
    expect(ios.inAppStore).toBeDefined();
  });

  it('Android: token mode, in-app purchase, no Apple', () => {
    const android = createPlatform('android');
    expect(android).toMatchObject({
      isNative: true,
      authMode: 'token',
      payment: 'in-app',
      appleSignIn: false,
      deviceName: 'android-app',
    });
  });
});
