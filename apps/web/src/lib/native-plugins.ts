import { registerPlugin } from '@capacitor/core';
import type { SocialNetwork } from './platform';

/**
 * The two plugins the native wrappers register (names are the contract with the native projects),
 * through @capacitor/core. Only `platform.ts` loads this module, on native, when a plugin is first
 * used: the web's first load never carries @capacitor/core.
 */
export interface NativeSocialPlugin {
  signIn(options: { network: SocialNetwork }): Promise<{
    token: string;
    firstName?: string | null;
    lastName?: string | null;
  }>;
}

export interface NativePurchasePlugin {
  purchase(options: { productId: string }): Promise<{
    state: 'verified' | 'cancelled' | 'error';
    transaction?: Record<string, unknown>;
    message?: string;
  }>;
  finish(options: { productId: string; transaction?: Record<string, unknown> }): Promise<void>;
}

export const nativeSocial = registerPlugin<NativeSocialPlugin>('SocialSignIn');
export const nativePurchases = registerPlugin<NativePurchasePlugin>('InAppPurchase');
