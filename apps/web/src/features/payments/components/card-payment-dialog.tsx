import { PaymentModal } from '@app/ui/payment-modal';
import { PromoCodeField } from '@app/ui/promo-code-field';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { errorText } from '../../../lib/errors';
import { useEstimate } from '../api/get-estimate';
import { usePaymentSources } from '../api/get-payment-sources';
import type { Product } from '../api/get-products';
import { pay } from '../api/pay';
import { testPromoCode } from '../api/test-promo-code';
import { CardEditor } from './card-editor';

export interface CardPaymentDialogProps {
  product: Product | null;
  onClose: () => void;
  subscriptionStatus: 'inactive' | 'trial' | 'active';
  /**
   * A 400 (the price or product changed, the card or the promo code was refused): reload the user
   * and the products, and say the server's message.
   */
  onStale: (message: string | null) => void;
  onPaid: () => void;
  /** Where the success screen's button goes. */
  afterPaymentPath: string;
}

/**
 * The card payment (web): the estimate (reloaded with a valid promo code), the saved card or the card
 * form, then `POST pay/{id}`. The modal is locked while paying; a 400 closes it and refreshes, its
 * message said by `onStale`.
 */
export function CardPaymentDialog({
  product,
  onClose,
  subscriptionStatus,
  onStale,
  onPaid,
  afterPaymentPath,
}: CardPaymentDialogProps) {
  const intl = useIntl();
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const estimate = useEstimate(product?.id, promoCode);
  const sources = usePaymentSources(product !== null);
  const paymentSource = sources.data?.[0] ?? null;

  let cardForm: ReactNode = null;
  if (!paymentSource && sources.data) cardForm = <CardEditor density="compact" />;

  return (
    // The card form is a form of its own: its submit stays inside the dialog.
    <div
      onSubmit={(event) => {
        event.stopPropagation();
      }}
    >
      {product ? (
        <PaymentModal
          open
          onOpenChange={(open) => {
            if (!open) {
              setPromoCode(null);
              onClose();
            }
          }}
          product={product}
          subscriptionStatus={subscriptionStatus}
          estimate={estimate.data}
          estimateError={estimate.error ? errorText(estimate.error, intl) : undefined}
          onRetryEstimate={() => void estimate.mutate()}
          paymentSource={paymentSource}
          cardForm={cardForm}
          canPay={paymentSource !== null}
          promoCodeField={
            <PromoCodeField
              onApply={async (code) => {
                const promo = await testPromoCode(product.id, code);
                if (promo) setPromoCode(promo.code);
                return promo;
              }}
              onReset={() => {
                setPromoCode(null);
              }}
            />
          }
          onPay={() => pay(product, promoCode)}
          onStale={onStale}
          onSuccess={onPaid}
          renderSearchLink={({ className, children }) => (
            <Link to={afterPaymentPath} className={className}>
              {children}
            </Link>
          )}
        />
      ) : null}
    </div>
  );
}
