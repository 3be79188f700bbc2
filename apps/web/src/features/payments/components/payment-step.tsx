import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { startTrial } from '../api/start-trial';
import { ProductPicker } from './product-picker';

const messages = defineMessages({
  title: { id: 'wizard.payment.title', defaultMessage: 'Choisissez votre forfait' },
  subtitle: {
    id: 'wizard.payment.subtitle',
    defaultMessage:
      'Abonnez-vous maintenant, ou commencez par 5 jours d’essai gratuit. Taxes incluses.',
  },
  trial: { id: 'wizard.payment.trial', defaultMessage: 'Commencer l’essai gratuit de 5 jours' },
  finish: { id: 'wizard.payment.finish', defaultMessage: 'Terminer' },
});

/**
 * The payment step: the packages (card payment on the web, in-app purchase on native), and the free
 * trial as the step's Next. A payment or the trial completes onboarding, then /onboarding/success.
 */
export function PaymentStep(props: WizardStepProps) {
  const intl = useIntl();
  const member = props.user.member;
  const status = member?.subscription_status ?? 'inactive';
  const canTrial = status === 'inactive' && !member?.trial_end_date;
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    toastError(error, intl);
  });

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
      <ProductPicker
        subscriptionStatus={status}
        disabled={saving}
        onPaid={() => void props.advance()}
        afterPaymentPath={paths.onboarding.success}
      />
    </OnboardingStepLayout>
  );
}

export default PaymentStep;
