import { Card } from '@app/ui/card';
import { ImageUploader } from '@app/ui/image-uploader';
import { Skeleton } from '@app/ui/skeleton';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { useSamplePicture } from '../api/get-sample-picture';
import { saveSamplePicture } from '../api/save-sample-picture';

const messages = defineMessages({
  current: { id: 'wizard.sample.current', defaultMessage: 'Votre photo témoin' },
  uploader: { id: 'wizard.sample.uploader', defaultMessage: 'Ajouter ma photo témoin' },
});

/**
 * The sample picture: the current one, if any, and the uploader that replaces it (at least 250×250,
 * 10 MB at most, PNG, JPG or GIF, cropping allowed). The wizard's step and the settings both show it.
 */
export function SamplePictureEditor() {
  const intl = useIntl();
  const { data: sample, isLoading } = useSamplePicture();
  return (
    <>
      {/* The picture's own size: a member has one from the wizard, and it takes this place. */}
      {isLoading ? <Skeleton className="size-48 self-center rounded-xl" /> : null}
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
    </>
  );
}
