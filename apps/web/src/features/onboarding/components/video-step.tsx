import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { VideoEmbed } from '@app/ui/video-embed';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { config } from '../../../config';
import { toastError } from '../../../lib/errors';
import { useLocale } from '../../../lib/locale-context';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';

const messages = defineMessages({
  introductionTitle: {
    id: 'wizard.introduction_video.title',
    defaultMessage: 'Parlez de vous',
  },
  introductionText: {
    id: 'wizard.introduction_video.text',
    defaultMessage:
      'Votre présentation est ce que les membres liront en premier. Soyez sincère : un titre qui vous ressemble, quelques mots sur vous et sur la personne que vous cherchez.',
  },
  picturesTitle: { id: 'wizard.pictures_video.title', defaultMessage: 'Vos photos' },
  picturesText: {
    id: 'wizard.pictures_video.text',
    defaultMessage:
      'Des photos récentes et naturelles inspirent confiance. La photo principale : un gros plan, de face, sans lunettes de soleil ni chapeau, seul sur la photo, sans filtre.',
  },
});

/** The introduction video and pictures video steps: a short explanation (and its video when configured). */
export function VideoStep(props: WizardStepProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    toastError(error, intl);
  });
  const pictures = props.step === 'pictures-video';
  const title = intl.formatMessage(pictures ? messages.picturesTitle : messages.introductionTitle);
  const video = (pictures ? config.videos.pictures : config.videos.introduction)[locale];

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      title={title}
      nextLoading={saving}
      onNext={() => void submit()}
    >
      <p className="text-lg text-pretty">
        <FormattedMessage {...(pictures ? messages.picturesText : messages.introductionText)} />
      </p>
      {video ? <VideoEmbed src={video} title={title} /> : null}
    </OnboardingStepLayout>
  );
}

export default VideoStep;
