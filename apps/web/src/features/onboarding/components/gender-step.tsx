import { genderValues } from '@app/openapi/enums';
import { Field } from '@app/ui/field';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { RadioGroup } from '@app/ui/radio-group';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { storedOnboardingChoices } from '../../../lib/onboarding-query';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { updateGender, type Gender } from '../api/update-gender';

const messages = defineMessages({
  title: { id: 'wizard.gender.title', defaultMessage: 'Vous êtes…' },
  label: { id: 'wizard.gender.label', defaultMessage: 'Genre' },
  male: { id: 'wizard.gender.male', defaultMessage: 'Un homme' },
  female: { id: 'wizard.gender.female', defaultMessage: 'Une femme' },
  non_binary: { id: 'wizard.gender.non_binary', defaultMessage: 'Une personne non binaire' },
});

const GENDERS: readonly Gender[] = genderValues;

/** Gender must be chosen (Next is disabled while it is empty); the server may answer errors for it. */
export function GenderStep(props: WizardStepProps) {
  const intl = useIntl();
  const [gender, setGender] = useState<Gender | ''>(
    props.user.gender ?? storedOnboardingChoices().gender ?? '',
  );
  const { errors, clear, fail } = useFormErrors(intl, ['gender'] as const);
  const { saving, submit } = useStepSubmit(props.advance, fail);

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      title={intl.formatMessage(messages.title)}
      nextDisabled={gender === ''}
      nextLoading={saving}
      onNext={() => {
        if (gender !== '') void submit(() => updateGender(gender));
      }}
    >
      <Field
        label={intl.formatMessage(messages.label)}
        hideLabel
        required
        error={errors.gender}
        onErrorClear={() => {
          clear('gender');
        }}
      >
        <RadioGroup
          variant="cards"
          value={gender}
          onValueChange={(value) => {
            setGender(value as Gender);
          }}
          options={GENDERS.map((value) => ({
            value,
            label: intl.formatMessage(messages[value]),
          }))}
        />
      </Field>
    </OnboardingStepLayout>
  );
}

export default GenderStep;
