import { Button } from '@app/ui/button';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { ProductGrid } from '@app/ui/product-grid';
import { StatusBanner } from '@app/ui/status-banner';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorText, toastError } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { platform } from '../../../lib/platform';
import { refreshUser } from '../../../lib/session';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { useProducts, type Product } from '../api/get-products';
import { startTrial } from '../api/start-trial';
import { CardPaymentDialog } from './card-payment-dialog';
import { InAppPurchase } from './in-app-purchase';

const messages = defineMessages({
  title: { id: 'wizard.payment.title', defaultMessage: 'Choisissez votre forfait' },
  subtitle: {
    id: 'wizard.payment.subtitle',
    defaultMessage:
      'Abonnez-vous maintenant, ou commencez par 5 jours d’essai gratuit. Taxes incluses.',
  },
  trial: { id: 'wizard.payment.trial', defaultMessage: 'Commencer l’essai gratuit de 5 jours' },
  finish: { id: 'wizard.payment.finish', defaultMessage: 'Terminer' },
  choose: { id: 'wizard.payment.choose', defaultMessage: 'Choisir ce forfait' },
});

/**
 * The payment step: the packages (card payment on the web, in-app purchase on native), and the free
 * trial as the step's Next. A payment or the trial completes onboarding, then /onboarding/success.
 */
export function PaymentStep(props: WizardStepProps) {
  const intl = useIntl();
  const products = useProducts();
  const [chosen, setChosen] = useState<Product | null>(null);
  const member = props.user.member;
  const status = member?.subscription_status ?? 'inactive';
  const canTrial = status === 'inactive' && !member?.trial_end_date;
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    toastError(error, intl);
  });
  const native = platform().payment === 'in-app';

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      width="lg"
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      nextLabel={intl.formatMessage(canTrial ? messages.trial : messages.finish)}
      nextLoading={saving}
      onNext={() => void submit(canTrial ? startTrial : undefined)}
    >
      {products.error ? (
        <StatusBanner variant="danger">{errorText(products.error, intl)}</StatusBanner>
      ) : (
        <ProductGrid
          products={products.data ?? []}
          loading={products.isLoading}
          headingLevel={2}
          disabled={saving}
          // The card's own choose button has no type: inside the step's form it would submit the
          // step (start the trial). Each package gets a plain button instead.
          renderAction={(shown) => {
            const product = products.data?.find((item) => item.id === shown.id);
            if (!product) return null;
            return native ? (
              <InAppPurchase product={product} disabled={saving} onPurchased={props.advance} />
            ) : (
              <Button
                type="button"
                data-slot="product-card-choose"
                variant={product.featured ? 'primary' : 'outline'}
                disabled={saving}
                onClick={() => {
                  setChosen(product);
                }}
              >
                <FormattedMessage {...messages.choose} />
              </Button>
            );
          }}
        />
      )}
      {native ? null : (
        <CardPaymentDialog
          product={chosen}
          subscriptionStatus={status}
          onClose={() => {
            setChosen(null);
          }}
          onStale={() => {
            void products.mutate();
            void refreshUser();
          }}
          onPaid={() => {
            void props.advance();
          }}
          afterPaymentPath={paths.onboarding.success}
        />
      )}
    </OnboardingStepLayout>
  );
}

export default PaymentStep;
