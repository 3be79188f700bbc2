import { Field } from '@app/ui/field';
import { MultiSelect } from '@app/ui/multi-select';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { storedOnboardingChoices } from '../../../lib/onboarding-query';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { updateSexualOrientation, type SexualOrientation } from '../api/update-sexual-orientation';

const messages = defineMessages({
  title: { id: 'wizard.orientation.title', defaultMessage: 'Vous souhaitez rencontrer…' },
  subtitle: {
    id: 'wizard.orientation.subtitle',
    defaultMessage: 'Choisissez au moins une réponse.',
  },
  label: { id: 'wizard.orientation.label', defaultMessage: 'Orientation' },
  man: { id: 'wizard.orientation.man', defaultMessage: 'Des hommes' },
  woman: { id: 'wizard.orientation.woman', defaultMessage: 'Des femmes' },
  non_binary: { id: 'wizard.orientation.non_binary', defaultMessage: 'Des personnes non binaires' },
});

const ORIENTATIONS: readonly SexualOrientation[] = ['man', 'woman', 'non_binary'];

/** At least one of man, woman, non_binary. */
export function SexualOrientationStep(props: WizardStepProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<SexualOrientation[]>(() => {
    const saved = props.user.sexual_orientations;
    return saved.length > 0 ? [...saved] : storedOnboardingChoices().sexualOrientations;
  });
  const { errors, clear, fail } = useFormErrors(intl, ['sexual_orientations'] as const);
  const { saving, submit } = useStepSubmit(props.advance, fail);

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      nextDisabled={chosen.length === 0}
      nextLoading={saving}
      onNext={() => {
        if (chosen.length > 0) void submit(() => updateSexualOrientation(chosen));
      }}
    >
      <Field
        label={intl.formatMessage(messages.label)}
        hideLabel
        required
        error={errors.sexual_orientations}
        onErrorClear={() => {
          clear('sexual_orientations');
        }}
      >
        <MultiSelect
          min={1}
          value={chosen}
          onValueChange={(value) => {
            setChosen(value as SexualOrientation[]);
          }}
          options={ORIENTATIONS.map((value) => ({
            value,
            label: intl.formatMessage(messages[value]),
          }))}
        />
      </Field>
    </OnboardingStepLayout>
  );
}

export default SexualOrientationStep;
