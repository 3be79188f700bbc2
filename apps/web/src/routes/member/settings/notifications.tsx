import { Card } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { Switch } from '@app/ui/switch';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  saveNotificationSettings,
  type NotificationSettings,
} from '../../../features/account/api/update-notifications';
import { PushSettings } from '../../../features/push/components/push-settings';
import { toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { refreshUser, useUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.notifications.title', defaultMessage: 'Notifications' },
  priority: {
    id: 'settings.notifications.priority',
    defaultMessage: 'Nouveaux messages de la boîte prioritaire',
  },
  secondary: {
    id: 'settings.notifications.secondary',
    defaultMessage: 'Nouveaux messages de la boîte secondaire',
  },
});

/**
 * `/member/settings/notifications`: new messages notified per inbox (a failed save reverts both), and
 * push on this browser: on, offered, or blocked by the browser with how to allow it again.
 */
export function Component() {
  const intl = useIntl();
  const { user } = useUser();
  const [override, setOverride] = useState<NotificationSettings | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const current: NotificationSettings = override ?? {
    notifications_priority_message: Boolean(user?.settings?.notifications_priority_message),
    notifications_secondary_message: Boolean(user?.settings?.notifications_secondary_message),
  };

  const change = async (next: NotificationSettings) => {
    setOverride(next);
    setPending(true);
    try {
      const message = await saveNotificationSettings(next);
      // Spec 02, section 8: form success shows the server's message, if any (once saved, whatever
      // the reload of the user then does).
      if (message) notify({ type: 'success', message });
      await refreshUser();
    } catch (error) {
      toastError(error, intl);
    } finally {
      setOverride(undefined);
      setPending(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader title={<FormattedMessage {...messages.title} />} />
      <Card>
        <Switch
          label={<FormattedMessage {...messages.priority} />}
          checked={current.notifications_priority_message}
          pending={pending}
          onCheckedChange={(next) => {
            void change({ ...current, notifications_priority_message: next });
          }}
        />
        <Switch
          label={<FormattedMessage {...messages.secondary} />}
          checked={current.notifications_secondary_message}
          pending={pending}
          onCheckedChange={(next) => {
            void change({ ...current, notifications_secondary_message: next });
          }}
        />
      </Card>
      <Card>
        <PushSettings />
      </Card>
    </div>
  );
}
