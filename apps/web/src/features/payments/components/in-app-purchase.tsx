import { InAppPurchaseButton, type InAppPurchaseStatus } from '@app/ui/in-app-purchase-button';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorText } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { platform } from '../../../lib/platform';
import type { Product } from '../api/get-products';
import { payInApp } from '../api/pay-in-app';

const messages = defineMessages({
  notFound: { id: 'payment.product_not_found', defaultMessage: 'Produit introuvable !' },
});

/**
 * The native purchase of a package: the store purchase, then `POST pay/in-app` with what the store
 * verified, then `onPurchased` (the user is refreshed) and the purchase is finished. Cancelled and
 * failed purchases stop the spinner.
 */
export function InAppPurchase({
  product,
  onPurchased,
  disabled,
}: {
  product: Product;
  onPurchased: () => Promise<void>;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const [status, setStatus] = useState<InAppPurchaseStatus>('idle');
  const [message, setMessage] = useState<string | undefined>(undefined);

  async function purchase() {
    const current = platform();
    const store = current.inAppStore;
    const storeId = current.name === 'ios' ? product.apple_id : product.google_id;
    if (!store || !storeId || current.name === 'web') {
      setStatus('not-found');
      notify({ type: 'danger', message: intl.formatMessage(messages.notFound) });
      return;
    }
    setStatus('purchasing');
    setMessage(undefined);
    const outcome = await store.purchase(storeId);
    if (outcome.status === 'cancelled') {
      setStatus('cancelled');
      return;
    }
    if (outcome.status === 'error') {
      setMessage(outcome.message);
      setStatus('error');
      return;
    }
    try {
      await payInApp(outcome.purchase, current.name);
      await onPurchased();
      await outcome.finish();
      setStatus('idle');
    } catch (error) {
      setMessage(errorText(error, intl));
      setStatus('error');
    }
  }

  return (
    <InAppPurchaseButton
      status={status}
      errorMessage={message}
      disabled={disabled}
      buttonProps={{ type: 'button' }}
      onPurchase={() => void purchase()}
    />
  );
}
