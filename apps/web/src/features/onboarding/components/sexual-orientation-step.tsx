import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { storedOnboardingChoices } from '../../../lib/onboarding-query';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { updateSexualOrientation, type SexualOrientation } from '../api/update-sexual-orientation';
import { SexualOrientationField } from '../editors/sexual-orientation-field';

const messages = defineMessages({
  title: { id: 'wizard.orientation.title', defaultMessage: 'Vous souhaitez rencontrer…' },
  subtitle: {
    id: 'wizard.orientation.subtitle',
    defaultMessage: 'Choisissez au moins une réponse.',
  },
});

/** The wizard's orientation step: at least one of man, woman, non_binary. */
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
      <SexualOrientationField
        value={chosen}
        onValueChange={setChosen}
        error={errors.sexual_orientations}
        onErrorClear={() => {
          clear('sexual_orientations');
        }}
      />
    </OnboardingStepLayout>
  );
}

export default SexualOrientationStep;
