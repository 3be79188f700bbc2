import {
  GALLERY_MAX,
  GALLERY_MIN_ONBOARDING,
  GALLERY_MIN_SETTINGS,
  PictureGallery,
  preloadPictureOrdering,
} from '@app/ui/picture-gallery';
import { Skeleton } from '@app/ui/skeleton';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { useUser } from '../../../lib/session';
import { deletePicture } from '../api/delete-picture';
import { usePictures } from '../api/get-pictures';
import { reorderPictures } from '../api/reorder-pictures';

// The uploader's dialog opens on the add button: its code, with the dialog primitives, loads then.
const AddPictureDialog = lazy(() => import('./add-picture-dialog'));

export interface PicturesEditorProps {
  /** Onboarding needs 2 pictures; settings 1, with the validation notice. */
  context: 'onboarding' | 'settings';
  /** The gallery's heading level under the page's title. */
  headingLevel?: 2 | 3;
}

/** The minimum number of pictures of each context. */
export const PICTURES_MINIMUM = {
  onboarding: GALLERY_MIN_ONBOARDING,
  settings: GALLERY_MIN_SETTINGS,
} as const;

/**
 * The member's pictures, 1 or 2 to 6: uploaded through signed storage (cropping allowed), each with its
 * status (pending, portrait, validated, authenticated, refused) and the review notices, reordered and
 * deleted. The wizard's pictures step and the pictures settings both show it.
 */
export function PicturesEditor({ context, headingLevel = 2 }: PicturesEditorProps) {
  const intl = useIntl();
  const { user } = useUser();
  const { data: gallery, isLoading } = usePictures();
  // The 72 hours are over once the account has been suspended for its album (moderation's
  // `incomplete_gallery`, for an incomplete or a refused album alike); the API's `review_expired` is
  // another delay (a review pending beyond its 24 hours).
  const suspendedForAlbum =
    user?.member?.suspended === true && user.member.suspended_reason === 'incomplete_gallery';
  const [adding, setAdding] = useState(false);
  // From the first opening on, the dialog stays rendered (so it can animate closed).
  const [addAsked, setAddAsked] = useState(false);
  const pictures = gallery?.data ?? [];
  // The album's reordering code loads while the pictures are asked for.
  useEffect(() => {
    preloadPictureOrdering();
  }, []);
  return (
    <>
      {isLoading ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <PictureGallery
          context={context}
          headingLevel={headingLevel}
          minimum={PICTURES_MINIMUM[context]}
          max={GALLERY_MAX}
          pictures={pictures.map((picture) => ({
            id: picture.id,
            src: picture.base_path,
            status: picture.status,
          }))}
          // As the API orders them (media.portrait_first): once there is a portrait, it comes first.
          forceOrder={pictures.some((picture) => picture.status === 'portrait')}
          reviewStatus={gallery?.review_status ?? null}
          reviewExpired={suspendedForAlbum}
          onAdd={() => {
            setAddAsked(true);
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
      {addAsked ? (
        <Suspense fallback={null}>
          <AddPictureDialog open={adding} onOpenChange={setAdding} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Whether the gallery has the pictures the context needs (the wizard's Next). */
export function usePicturesComplete(context: PicturesEditorProps['context']): boolean {
  const { data: gallery } = usePictures();
  return (gallery?.data.length ?? 0) >= PICTURES_MINIMUM[context];
}
