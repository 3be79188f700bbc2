import { Card } from '@app/ui/card';
import { ImageUploader } from '@app/ui/image-uploader';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { Skeleton } from '@app/ui/skeleton';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { useSamplePicture } from '../api/get-sample-picture';
import { saveSamplePicture } from '../api/save-sample-picture';

const messages = defineMessages({
  title: { id: 'wizard.sample.title', defaultMessage: 'Une photo témoin' },
  subtitle: {
    id: 'wizard.sample.subtitle',
    defaultMessage:
      'Prenez une photo de vous, de face, bien éclairée. Elle sert à vérifier que vos photos vous ressemblent ; elle n’est pas montrée aux membres.',
  },
  current: { id: 'wizard.sample.current', defaultMessage: 'Votre photo témoin' },
  uploader: { id: 'wizard.sample.uploader', defaultMessage: 'Ajouter ma photo témoin' },
});

/** The sample picture is required to continue (same image rules as pictures, cropping allowed). */
export function SamplePictureStep(props: WizardStepProps) {
  const intl = useIntl();
  const { data: sample, isLoading } = useSamplePicture();
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
      {isLoading ? <Skeleton className="h-64 w-full" /> : null}
      {sample ? (
        <Card padding="none" className="w-48 self-center overflow-hidden">
          <img
            src={sample.base_path}
            alt={intl.formatMessage(messages.current)}
            className="aspect-square w-full object-cover"
            data-testid="sample-picture"
          />
        </Card>
      ) : null}
      <ImageUploader
        crop
        label={intl.formatMessage(messages.uploader)}
        onUpload={(file, { onProgress }) => saveSamplePicture(file, onProgress)}
        onFail={(error) => {
          toastError(error, intl);
        }}
      />
    </OnboardingStepLayout>
  );
}

export default SamplePictureStep;
