/**
 * The unsubscribe link at the foot of a notification e-mail: `/notifications/unsubscribe/{id}/{inbox}`
 * signed with the app key. It does not expire (an old e-mail's link still works) and does one thing only,
 * turning that inbox's notifications off, which the member can undo in the settings.
 */
import { absoluteApiUrl, type ApiConfig } from '../../config';
import { hmac, safeEqual } from '../../http/crypto';

export type Inbox = 'priority' | 'secondary';

export function unsubscribeSignature(appKey: string, userId: number, inbox: Inbox): string {
  return hmac(appKey, `notifications-unsubscribe:${userId}:${inbox}`);
}

export function isUnsubscribeSignature(
  appKey: string,
  userId: number,
  inbox: Inbox,
  signature: string,
): boolean {
  return safeEqual(signature, unsubscribeSignature(appKey, userId, inbox));
}

export function unsubscribeUrl(
  config: Pick<ApiConfig, 'publicApiUrl' | 'publicWebUrl'>,
  appKey: string,
  userId: number,
  inbox: Inbox,
): string {
  const signature = unsubscribeSignature(appKey, userId, inbox);
  return `${absoluteApiUrl(config)}/notifications/unsubscribe/${userId}/${inbox}?signature=${signature}`;
}
