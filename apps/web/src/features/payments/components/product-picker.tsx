import { Button } from '@app/ui/button';
import { ProductGrid } from '@app/ui/product-grid';
import { StatusBanner } from '@app/ui/status-banner';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { platform } from '../../../lib/platform';
import { refreshUser } from '../../../lib/session';
import { usePreloadWhenIdle } from '../../../lib/use-preload-when-idle';
import { useProducts, type Product } from '../api/get-products';

// The card payment (the dialog, the estimate, the promo code, the card form) opens on a choice: its code
// comes once the page is drawn and the browser is idle, or when a package is first chosen.
const loadCardPayment = () => import('./card-payment-dialog');
// The store's purchase button exists in the native apps only: never fetched on the web.
const InAppPurchase = lazy(() =>
  import('./in-app-purchase').then((module) => ({ default: module.InAppPurchase })),
);
const CardPaymentDialog = lazy(() =>
  loadCardPayment().then((module) => ({ default: module.CardPaymentDialog })),
);

const messages = defineMessages({
  choose: { id: 'wizard.payment.choose', defaultMessage: 'Choisir ce forfait' },
});

export interface ProductPickerProps {
  subscriptionStatus: 'inactive' | 'trial' | 'active';
  /** Locks the choices (the wizard's trial is being started). */
  disabled?: boolean;
  /** After a payment (card or in-app). */
  onPaid: () => void;
  /**
   * The card payment closes at once when paid, without its success screen: on the unsubscribed
   * screen, whose success is the notice 'membership activated' and the page the member came for
   * (spec 02, section 2), the success screen would show only until the user, read again, replaces it.
   */
  closeOnPaid?: boolean;
  /** Where the card payment's success screen goes. */
  afterPaymentPath: string;
  headingLevel?: 2 | 3;
}

/**
 * The packages with their payment: card payment on the web (the estimate, promo code, saved card or
 * card form), in-app purchase on native. Used by the wizard's payment step and the unsubscribed screen.
 */
export function ProductPicker({
  subscriptionStatus,
  disabled = false,
  onPaid,
  closeOnPaid = false,
  afterPaymentPath,
  headingLevel = 2,
}: ProductPickerProps) {
  const intl = useIntl();
  const products = useProducts();
  const [chosen, setChosen] = useState<Product | null>(null);
  // Mounted from the first choice on, so that it closes with its animation.
  const [paymentMounted, setPaymentMounted] = useState(false);
  const native = platform().payment === 'in-app';
  usePreloadWhenIdle(loadCardPayment, !native);

  return (
    <>
      {products.error ? (
        <StatusBanner variant="danger">{errorText(products.error, intl)}</StatusBanner>
      ) : (
        <ProductGrid
          products={products.data ?? []}
          loading={products.isLoading}
          headingLevel={headingLevel}
          disabled={disabled}
          // The card's own choose button has no type: inside a form (the wizard step's) it would
          // submit it. Each package gets a plain button instead.
          renderAction={(shown) => {
            const product = products.data?.find((item) => item.id === shown.id);
            if (!product) return null;
            return native ? (
              <Suspense fallback={null}>
                <InAppPurchase
                  product={product}
                  disabled={disabled}
                  subscriptionStatus={subscriptionStatus}
                  afterPaymentPath={afterPaymentPath}
                  onPurchased={async () => {
                    // Paid whatever the refresh gives: the purchase is still finished, and the
                    // user read again when the page next asks.
                    await refreshUser().catch(() => undefined);
                    onPaid();
                  }}
                />
              </Suspense>
            ) : (
              <Button
                type="button"
                data-slot="product-card-choose"
                variant={product.featured ? 'primary' : 'outline'}
                disabled={disabled}
                onClick={() => {
                  setPaymentMounted(true);
                  setChosen(product);
                }}
              >
                <FormattedMessage {...messages.choose} />
              </Button>
            );
          }}
        />
      )}
      {native || !paymentMounted ? null : (
        <Suspense fallback={null}>
          <CardPaymentDialog
            product={chosen}
            subscriptionStatus={subscriptionStatus}
            onClose={() => {
              setChosen(null);
            }}
            onStale={(message) => {
              // The modal has closed: what went wrong (a refused card, a price that changed) is said
              // here, as the screen behind it reloads.
              if (message) notify({ type: 'danger', message });
              void products.mutate();
              void refreshUser();
            }}
            onPaid={() => {
              if (closeOnPaid) setChosen(null);
              onPaid();
            }}
            afterPaymentPath={afterPaymentPath}
          />
        </Suspense>
      )}
    </>
  );
}
