import { InAppPurchaseButton, type InAppPurchaseStatus } from '@app/ui/in-app-purchase-button';
import { PaymentSuccessDialog, type SubscriptionStatus } from '@app/ui/payment-modal';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { errorText } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { platform } from '../../../lib/platform';
import { useUser } from '../../../lib/session';
import type { Product } from '../api/get-products';
import { payInApp } from '../api/pay-in-app';

const messages = defineMessages({
  notFound: { id: 'payment.product_not_found', defaultMessage: 'Produit introuvable !' },
});

/**
 * The native purchase of a package: the store purchase, then `POST pay/in-app` with what the store
 * verified, then `onPurchased` (the user is refreshed) and the purchase is finished, with the card
 * payment's success (the new end date, a button to the search). Cancelled and failed purchases stop
 * the spinner.
 */
export function InAppPurchase({
  product,
  onPurchased,
  disabled,
  subscriptionStatus,
  afterPaymentPath,
}: {
  product: Product;
  /** Refreshes the user before it settles: the success reads the new end date from it. */
  onPurchased: () => Promise<void>;
  disabled?: boolean;
  /** The status before the purchase: the success says 'active until' or 'extended until'. */
  subscriptionStatus: SubscriptionStatus;
  /** Where the success's button goes. */
  afterPaymentPath: string;
}) {
  const intl = useIntl();
  const { user } = useUser();
  const [status, setStatus] = useState<InAppPurchaseStatus>('idle');
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [paid, setPaid] = useState(false);

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
      setPaid(true);
    } catch (error) {
      setMessage(errorText(error, intl));
      setStatus('error');
    }
  }

  return (
    <>
      <InAppPurchaseButton
        status={status}
        errorMessage={message}
        disabled={disabled}
        buttonProps={{ type: 'button' }}
        onPurchase={() => void purchase()}
      />
      <PaymentSuccessDialog
        open={paid}
        onOpenChange={setPaid}
        subscriptionStatus={subscriptionStatus}
        endDate={user?.member?.subscription_end_date}
        renderSearchLink={(props) => <Link to={afterPaymentPath} {...props} />}
      />
    </>
  );
}
