import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@app/ui/dialog';
import { ImageUploader } from '@app/ui/image-uploader';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { GALLERY_MAX, GALLERY_MIN_ONBOARDING, PictureGallery } from '@app/ui/picture-gallery';
import { Skeleton } from '@app/ui/skeleton';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { addPicture } from '../api/add-picture';
import { deletePicture } from '../api/delete-picture';
import { usePictures } from '../api/get-pictures';
import { reorderPictures } from '../api/reorder-pictures';

const messages = defineMessages({
  title: { id: 'wizard.pictures.title', defaultMessage: 'Vos photos' },
  subtitle: {
    id: 'wizard.pictures.subtitle',
    defaultMessage:
      'De 2 à 6 photos. Notre équipe les valide dans les 24 heures ; la première est votre photo principale.',
  },
  add: { id: 'wizard.pictures.add', defaultMessage: 'Ajouter une photo' },
});

/**
 * Pictures, 2 to 6: uploaded through signed storage, each with its status (pending, portrait,
 * validated, authenticated, refused) and the review notices; Next needs at least 2.
 */
export function PicturesStep(props: WizardStepProps) {
  const intl = useIntl();
  const { data: gallery, isLoading } = usePictures();
  const [adding, setAdding] = useState(false);
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    toastError(error, intl);
  });
  const pictures = gallery?.data ?? [];

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      width="lg"
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      nextDisabled={pictures.length < GALLERY_MIN_ONBOARDING}
      nextLoading={saving}
      onNext={() => void submit()}
    >
      {isLoading ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <PictureGallery
          context="onboarding"
          headingLevel={2}
          minimum={GALLERY_MIN_ONBOARDING}
          max={GALLERY_MAX}
          pictures={pictures.map((picture) => ({
            id: picture.id,
            src: picture.base_path,
            status: picture.status,
          }))}
          reviewStatus={gallery?.review_status ?? null}
          reviewExpired={gallery?.review_expired ?? false}
          onAdd={() => {
            setAdding(true);
          }}
          onDelete={async (id) => {
            try {
              await deletePicture(Number(id));
            } catch (error) {
              toastError(error, intl);
              throw error;
            }
          }}
          onReorder={(ids) => {
            reorderPictures(ids.map(Number)).catch((error: unknown) => {
              toastError(error, intl);
            });
          }}
        />
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{intl.formatMessage(messages.add)}</DialogTitle>
          </DialogHeader>
          <ImageUploader
            crop
            onUpload={(file, { onProgress }) => addPicture(file, onProgress)}
            onUploaded={() => {
              setAdding(false);
            }}
            onFail={(error) => {
              toastError(error, intl);
            }}
          />
        </DialogContent>
      </Dialog>
    </OnboardingStepLayout>
  );
}

export default PicturesStep;
