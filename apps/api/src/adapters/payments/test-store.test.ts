import { describe, expect, it } from 'vitest';
import {
  TestInAppStore,
  createTestStore,
  transactionIdOf,
  verifyTestPurchase,
  type InAppPurchase,
} from './test-store';

const IOS_PRODUCT = 'ca.rencontres.membership.6months';

function purchase(transaction?: Record<string, unknown>): InAppPurchase {
  return transaction === undefined ? { id: IOS_PRODUCT } : { id: IOS_PRODUCT, transaction };
}

describe('transactionIdOf', () => {
  it('reads id, then transactionId, then purchaseToken', () => {
    expect(transactionIdOf(purchase({ id: 'a', transactionId: 'b', purchaseToken: 'c' }))).toBe(
      'a',
    );
    expect(transactionIdOf(purchase({ transactionId: 'b', purchaseToken: 'c' }))).toBe('b');
    expect(transactionIdOf(purchase({ purchaseToken: 'c' }))).toBe('c');
  });

  it('is null without a usable transaction', () => {
    expect(transactionIdOf(purchase())).toBeNull();
    expect(transactionIdOf(purchase({}))).toBeNull();
    expect(transactionIdOf(purchase({ id: '' }))).toBeNull();
    expect(transactionIdOf(purchase({ id: 42 }))).toBeNull();
    expect(
      transactionIdOf({ id: IOS_PRODUCT, transaction: 'test_ok' } as unknown as InAppPurchase),
    ).toBeNull();
  });
});

describe('verifyTestPurchase', () => {
  it('verifies transaction ids starting with test_ok', () => {
    expect(verifyTestPurchase(purchase({ id: 'test_ok' }), 'ios')).toEqual({
      status: 'verified',
      productId: IOS_PRODUCT,
      platform: 'ios',
      transactionId: 'test_ok',
    });
    expect(
      verifyTestPurchase(
        { id: 'membership_6_months', transaction: { purchaseToken: 'test_ok_42' } },
        'android',
      ),
    ).toMatchObject({ status: 'verified', productId: 'membership_6_months', platform: 'android' });
  });

  it('reports test_cancel as cancelled', () => {
    expect(verifyTestPurchase(purchase({ id: 'test_cancel_1' }), 'ios')).toMatchObject({
      status: 'cancelled',
      transactionId: 'test_cancel_1',
    });
  });

  it('refuses anything else, a prefix that only looks alike included', () => {
    for (const id of ['1000000123456789', 'test_o', 'TEST_OK', 'xtest_ok']) {
      expect(verifyTestPurchase(purchase({ id }), 'ios')).toMatchObject({
        status: 'refused',
        reason: 'invalid_transaction',
      });
    }
  });

  it('refuses a purchase without a transaction', () => {
    expect(verifyTestPurchase(purchase(), 'ios')).toMatchObject({
      status: 'refused',
      reason: 'missing_transaction',
    });
  });

  it('refuses a transaction for another product', () => {
    expect(
      verifyTestPurchase(purchase({ id: 'test_ok', productId: 'other.product' }), 'ios'),
    ).toMatchObject({ status: 'refused', reason: 'product_mismatch' });
    expect(
      verifyTestPurchase(purchase({ id: 'test_ok', productId: IOS_PRODUCT }), 'ios'),
    ).toMatchObject({ status: 'verified' });
  });

  it('refuses a transaction from the other platform’s store', () => {
    expect(
      verifyTestPurchase(purchase({ id: 'test_ok', type: 'ios-appstore' }), 'android'),
    ).toMatchObject({ status: 'refused', reason: 'platform_mismatch' });
    expect(
      verifyTestPurchase(purchase({ id: 'test_ok', type: 'android-playstore' }), 'ios'),
    ).toMatchObject({ status: 'refused', reason: 'platform_mismatch' });
    expect(
      verifyTestPurchase(purchase({ id: 'test_ok', type: 'ios-appstore' }), 'ios'),
    ).toMatchObject({ status: 'verified' });
  });
});

describe('TestInAppStore', () => {
  it('answers through the InAppStore interface', async () => {
    const store = createTestStore();
    expect(store).toBeInstanceOf(TestInAppStore);
    expect(store.name).toBe('test');
    await expect(store.verify(purchase({ id: 'test_ok' }), 'ios')).resolves.toMatchObject({
      status: 'verified',
    });
  });
});
