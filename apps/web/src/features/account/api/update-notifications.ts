import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type NotificationSettings = components['schemas']['UpdateNotificationSettingsRequest'];

/** `PATCH account/settings/notifications`: new messages notified per inbox (priority, secondary). */
export async function saveNotificationSettings(settings: NotificationSettings): Promise<void> {
  await unwrap(api().PATCH('/account/settings/notifications', { body: settings }));
}
