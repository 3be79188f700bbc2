import { and, eq, isNull } from 'drizzle-orm';
import { users, webPushSubscriptions } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { attribute, message } from '../../i18n/messages';
import { isUnsubscribeSignature } from './unsubscribe';

/** The browsers a member is told on, and the mail's one-click unsubscribe link. */

/** Keeps a browser's push subscription; one row per browser, for whoever subscribed on it last. */
export async function saveWebPushSubscription(
  services: Services,
  userId: number,
  body: Schemas['WebPushSubscriptionRequest'],
): Promise<void> {
  const { db, now } = services;
  // A P-256 public key is 65 bytes (uncompressed point), the secret 16: anything else cannot be used.
  const invalid = (field: string) => [
    message('validation.unknown', { attribute: attribute(field) }),
  ];
  const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4)
    throw new ValidationError({ 'keys.p256dh': invalid('keys.p256dh') });
  if (Buffer.from(body.keys.auth, 'base64url').length !== 16)
    throw new ValidationError({ 'keys.auth': invalid('keys.auth') });
  const at = now();
  const values = {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    expiresAt: typeof body.expirationTime === 'number' ? new Date(body.expirationTime) : null,
    updatedAt: at,
  };
  await db
    .insert(webPushSubscriptions)
    .values({ ...values, createdAt: at })
    .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set: values });
}

/** Forgets the user's subscription of this browser. */
export async function removeWebPushSubscription(
  services: Services,
  userId: number,
  endpoint: string,
): Promise<void> {
  await services.db
    .delete(webPushSubscriptions)
    .where(
      and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)),
    );
}

/**
 * The mail's unsubscribe link: turns off the inbox's message notifications of the user, when the
 * signature is the link's (403 otherwise, 404 for an unknown or deleted user). Answers the inbox.
 */
export async function unsubscribe(
  services: Services,
  options: { userId: number; inbox: string; signature: string },
): Promise<'priority' | 'secondary'> {
  const { userId } = options;
  const inbox = options.inbox === 'secondary' ? 'secondary' : 'priority';
  if (
    options.inbox !== inbox ||
    !isUnsubscribeSignature(services.appKey, userId, inbox, options.signature)
  )
    throw new HttpError(403, message('auth.forbidden'));
  const updated = await services.db
    .update(users)
    .set(
      inbox === 'priority'
        ? { notificationsPriorityMessage: false, updatedAt: services.now() }
        : { notificationsSecondaryMessage: false, updatedAt: services.now() },
    )
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new HttpError(404, message('http.not_found'));
  return inbox;
}
