import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrappers (iOS, Android) around the built web app. On native, the app keeps a bearer token
 * instead of cookies, offers Apple sign-in on iOS and pays through in-app purchase (src/lib/platform.ts).
 * The wrapper registers two plugins by name: `SocialSignIn` and `InAppPurchase`.
 */
const config: CapacitorConfig = {
  appId: 'com.rencontres.app',
  appName: 'Rencontres',
  webDir: 'dist',
  server: { androidScheme: 'https' },
};

export default config;
