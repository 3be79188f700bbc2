import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { checkPhone, PhoneInput } from '@app/ui/phone-input';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { updatePhone } from '../api/update-phone';

const messages = defineMessages({
  title: { id: 'wizard.manual.title', defaultMessage: 'Vérification manuelle' },
  subtitle: {
    id: 'wizard.manual.subtitle',
    defaultMessage:
      'Un membre de notre équipe vérifiera votre identité. Laissez-nous votre numéro et vos disponibilités : votre inscription se poursuit.',
  },
  phone: { id: 'wizard.manual.phone', defaultMessage: 'Numéro de téléphone' },
  availability: { id: 'wizard.manual.availability', defaultMessage: 'Disponibilités' },
  availabilityHelp: {
    id: 'wizard.manual.availability_help',
    defaultMessage: 'Quand pouvons-nous vous appeler ? Par exemple : en semaine, de 9 h à 17 h.',
  },
  back: { id: 'wizard.manual.back', defaultMessage: 'Revenir à la vérification' },
});

const FIELDS = ['phone', 'phone_availability'] as const;

/** The phone and availability of the manual verification (both required); then registration continues. */
export function ManualVerification({ onBack, ...props }: WizardStepProps & { onBack: () => void }) {
  const intl = useIntl();
  const [phone, setPhone] = useState(props.user.phone ?? '');
  const [availability, setAvailability] = useState('');
  const { errors, clear, fail } = useFormErrors(intl, FIELDS);
  const { saving, submit } = useStepSubmit(props.advance, fail);
  const check = checkPhone(phone);
  const complete = check.valid && availability.trim() !== '';

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      nextDisabled={!complete}
      nextLoading={saving}
      onNext={() => {
        if (complete && check.e164)
          void submit(() => updatePhone(check.e164 ?? phone, availability.trim()));
      }}
      secondaryAction={
        props.user.eid_tries < 3 ? (
          <Button type="button" variant="link" onClick={onBack}>
            <FormattedMessage {...messages.back} />
          </Button>
        ) : undefined
      }
    >
      <Field
        label={intl.formatMessage(messages.phone)}
        required
        error={errors.phone}
        onErrorClear={() => {
          clear('phone');
        }}
      >
        <PhoneInput name="phone" value={phone} onValueChange={setPhone} />
      </Field>
      <Field
        label={intl.formatMessage(messages.availability)}
        description={intl.formatMessage(messages.availabilityHelp)}
        required
        error={errors.phone_availability}
        onErrorClear={() => {
          clear('phone_availability');
        }}
      >
        <Input
          name="phone_availability"
          trim
          autoComplete="off"
          value={availability}
          onValueChange={setAvailability}
        />
      </Field>
    </OnboardingStepLayout>
  );
}
