import { uploadFile } from '@app/client';
import { api } from '../../../lib/api-client';

/** Media files are refused above 10 MB before any call. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** The signed-storage flow: a signed URL, the PUT of the file, and the key to send on. */
export async function uploadMedia(
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const { key } = await uploadFile(api(), file, {
    maxBytes: MEDIA_MAX_BYTES,
    ...(onProgress
      ? {
          onProgress: ({ ratio }) => {
            onProgress(ratio);
          },
        }
      : {}),
  });
  return key;
}
