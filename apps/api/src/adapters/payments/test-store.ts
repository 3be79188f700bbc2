import type { components } from '@app/openapi/schema';

/** The store purchase as the in-app purchase plugin reports it (`InAppPurchase` of the contract). */
export type InAppPurchase = components['schemas']['InAppPurchase'];

/** The native platform (`Platform` of the contract). */
export type Platform = components['schemas']['Platform'];

/**
 * The in-app purchase port (native apps). The embedded default is `TestInAppStore`; a production adapter
 * checks the receipt with the App Store (iOS) or Google Play (Android) and fills the same interface.
 *
 * Verifying does not match the store product to one of ours (the caller looks it up by `apple_id` or
 * `google_id`, "Product not found!" otherwise), and does not remember transactions: the caller records
 * `transactionId` and refuses one it has already granted, so a receipt cannot be replayed.
 */
export interface InAppStore {
  /** Short adapter name for logs (`test`, `app-store`, `play`). */
  readonly name: string;
  verify(purchase: InAppPurchase, platform: Platform): Promise<StoreVerification>;
}

export type StoreVerification =
  /** The store confirms the purchase: grant it, then the client finishes it. */
  | { status: 'verified'; productId: string; platform: Platform; transactionId: string }
  /** The user or the store cancelled it: nothing is granted, the client stops its spinner. */
  | { status: 'cancelled'; productId: string; platform: Platform; transactionId: string }
  /** The receipt is not valid for this product and platform: nothing is granted. */
  | { status: 'refused'; reason: StoreRefusalReason; message: string };

export type StoreRefusalReason =
  'missing_transaction' | 'invalid_transaction' | 'product_mismatch' | 'platform_mismatch';

/**
 * The embedded test store: deterministic, no network. It reads the transaction id from `transaction.id`,
 * else `transaction.transactionId`, else `transaction.purchaseToken` (what the iOS and Android plugins
 * report), and decides by its prefix:
 *
 * | transaction id          | result                                     |
 * | ----------------------- | ------------------------------------------ |
 * | starts with `test_ok`     | `verified` (e.g. `test_ok_1`, `test_ok-ios`) |
 * | starts with `test_cancel` | `cancelled`                                |
 * | anything else           | `refused` (`invalid_transaction`)          |
 * | none                    | `refused` (`missing_transaction`)          |
 *
 * As a real store would, it also refuses (`product_mismatch`) a transaction whose `productId` (or
 * `product_id`) names another product than `purchase.id`, and (`platform_mismatch`) one whose `type` is
 * `ios-appstore` on Android or `android-playstore` on iOS.
 */
export class TestInAppStore implements InAppStore {
  readonly name = 'test';

  verify(purchase: InAppPurchase, platform: Platform): Promise<StoreVerification> {
    return Promise.resolve(verifyTestPurchase(purchase, platform));
  }
}

export function createTestStore(): InAppStore {
  return new TestInAppStore();
}

/** The transaction id the plugins report, or null. */
export function transactionIdOf(purchase: InAppPurchase): string | null {
  const transaction: unknown = purchase.transaction;
  if (!isRecord(transaction)) return null;
  for (const key of ['id', 'transactionId', 'purchaseToken']) {
    const value = transaction[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** The test store's decision, synchronously (see `TestInAppStore`). */
export function verifyTestPurchase(purchase: InAppPurchase, platform: Platform): StoreVerification {
  const transactionId = transactionIdOf(purchase);
  if (transactionId === null) {
    return refused('missing_transaction', 'The purchase carries no transaction.');
  }
  const transaction = purchase.transaction ?? {};
  const storeProduct = transaction.productId ?? transaction.product_id;
  if (storeProduct !== undefined && storeProduct !== purchase.id) {
    return refused('product_mismatch', 'The transaction is for another product.');
  }
  const type = transaction.type;
  if (
    (platform === 'android' && type === 'ios-appstore') ||
    (platform === 'ios' && type === 'android-playstore')
  ) {
    return refused('platform_mismatch', 'The transaction comes from the other platform’s store.');
  }
  const productId = purchase.id;
  if (transactionId.startsWith('test_ok')) {
    return { status: 'verified', productId, platform, transactionId };
  }
  if (transactionId.startsWith('test_cancel')) {
    return { status: 'cancelled', productId, platform, transactionId };
  }
  return refused('invalid_transaction', 'The store does not know this transaction.');
}

function refused(reason: StoreRefusalReason, message: string): StoreVerification {
  return { status: 'refused', reason, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
