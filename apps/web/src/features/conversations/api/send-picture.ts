import { uploadFile } from '@app/client';
import { fitWithin } from '@app/ui/chat-bubble';
import { api } from '../../../lib/api-client';
import { sendMessage } from './send-message';

/** The picture redrawn to fit 800×800 (spec 02, section 4), as JPEG (PNG keeps its transparency). */
export async function resizePicture(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error('The picture could not be resized.'));
      },
      type,
      0.9,
    );
  });
}

/** Resizes the picture, uploads it through the signed-storage flow, then posts it by its key. */
export async function sendPicture(conversationId: number, file: File): Promise<void> {
  const picture = await resizePicture(file);
  const { key } = await uploadFile(api(), picture, { contentType: picture.type || file.type });
  await sendMessage(conversationId, { type: 'image', key });
}
