import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { PicturesEditor, usePicturesComplete } from './pictures-editor';

const messages = defineMessages({
  title: { id: 'wizard.pictures.title', defaultMessage: 'Vos photos' },
  subtitle: {
    id: 'wizard.pictures.subtitle',
    defaultMessage:
      'De 2 à 6 photos. Notre équipe les valide dans les 24 heures ; la première est votre photo principale.',
  },
});

/** The wizard's pictures step: the pictures editor in the wizard's frame; Next needs at least 2. */
export function PicturesStep(props: WizardStepProps) {
  const intl = useIntl();
  const complete = usePicturesComplete('onboarding');
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    toastError(error, intl);
  });
  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      width="lg"
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      nextDisabled={!complete}
      nextLoading={saving}
      onNext={() => void submit()}
    >
      <PicturesEditor context="onboarding" />
    </OnboardingStepLayout>
  );
}

export default PicturesStep;
