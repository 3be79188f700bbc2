import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type NotificationSettings = components['schemas']['UpdateNotificationSettingsRequest'];

/**
 * `PATCH account/settings/notifications`: new messages notified per inbox (priority, secondary); the
 * server's message, shown on success (spec 02, section 8).
 */
export async function saveNotificationSettings(
  settings: NotificationSettings,
): Promise<string | undefined> {
  const body = await unwrap(api().PATCH('/account/settings/notifications', { body: settings }));
  return (body as { message?: string } | undefined)?.message;
}
