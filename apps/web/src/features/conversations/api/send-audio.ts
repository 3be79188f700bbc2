import { uploadFile } from '@app/client';
import { api } from '../../../lib/api-client';
import { sendMessage, type SendOptions } from './send-message';

/** The recording's type as stored: `audio/webm;codecs=opus` → `audio/webm`. */
export function audioContentType(file: Blob): string {
  return (file.type.split(';')[0] ?? '').trim() || 'audio/webm';
}

/**
 * A voice message (spec 02, section 4 "Audio message"): the recording goes up through the signed-storage
 * flow like a picture, then its key is posted as an audio message.
 */
export async function sendAudio(
  conversationId: number,
  file: Blob,
  options: SendOptions = {},
): Promise<void> {
  const { key } = await uploadFile(api(), file, { contentType: audioContentType(file) });
  await sendMessage(conversationId, { type: 'audio', key }, options);
}
