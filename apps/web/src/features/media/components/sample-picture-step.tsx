import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { useSamplePicture } from '../api/get-sample-picture';
import { SamplePictureEditor } from './sample-picture-editor';

const messages = defineMessages({
  title: { id: 'wizard.sample.title', defaultMessage: 'Une photo témoin' },
  subtitle: {
    id: 'wizard.sample.subtitle',
    defaultMessage:
      'Prenez une photo de vous, de face, bien éclairée. Elle sert à vérifier que vos photos vous ressemblent ; elle n’est pas montrée aux membres.',
  },
});

/** The wizard's sample picture step: required to continue. */
export function SamplePictureStep(props: WizardStepProps) {
  const intl = useIntl();
  const { data: sample } = useSamplePicture();
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    toastError(error, intl);
  });
  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      nextDisabled={!sample}
      nextLoading={saving}
      onNext={() => void submit()}
    >
      <SamplePictureEditor />
    </OnboardingStepLayout>
  );
}

export default SamplePictureStep;
