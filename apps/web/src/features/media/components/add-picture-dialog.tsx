import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@app/ui/dialog';
import { ImageUploader } from '@app/ui/image-uploader';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { addPicture } from '../api/add-picture';

const messages = defineMessages({
  add: { id: 'wizard.pictures.add', defaultMessage: 'Ajouter une photo' },
});

export interface AddPictureDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adding a picture: the uploader (cropping allowed) in a dialog, closed once the picture is stored.
 * Loaded by the pictures editor when first opened, with the dialog primitives it brings.
 */
export default function AddPictureDialog({ open, onOpenChange }: AddPictureDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.add)}</DialogTitle>
        </DialogHeader>
        <ImageUploader
          crop
          onUpload={(file, { onProgress }) => addPicture(file, onProgress)}
          onUploaded={() => {
            onOpenChange(false);
          }}
          onFail={(error) => {
            toastError(error, intl);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
