import { Card } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { Switch } from '@app/ui/switch';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { saveAnonymousMode } from '../../../features/account/api/update-anonymous-mode';
import { toastError } from '../../../lib/errors';
import { refreshUser, useUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.anonymous-mode.title', defaultMessage: 'Mode anonyme' },
  label: { id: 'settings.anonymous-mode.label', defaultMessage: 'Activer le mode anonyme' },
  description: {
    id: 'settings.anonymous-mode.description',
    defaultMessage:
      'Vos photos restent floues pour les autres membres tant que vous ne les dévoilez pas.',
  },
});

/** `/member/settings/anonymous-mode`: blurred pictures or not; the toggle reverts if the save fails. */
export function Component() {
  const intl = useIntl();
  const { user } = useUser();
  const [override, setOverride] = useState<boolean | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const checked = override ?? Boolean(user?.settings?.anonymous_mode);

  const change = async (next: boolean) => {
    setOverride(next);
    setPending(true);
    try {
      await saveAnonymousMode(next);
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
          label={<FormattedMessage {...messages.label} />}
          description={<FormattedMessage {...messages.description} />}
          checked={checked}
          pending={pending}
          onCheckedChange={(next) => {
            void change(next);
          }}
        />
      </Card>
    </div>
  );
}
