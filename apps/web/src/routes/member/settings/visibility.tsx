import { Card } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { Switch } from '@app/ui/switch';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { saveVisibility } from '../../../features/account/api/update-visibility';
import { toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { refreshUser, useUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.visibility.title', defaultMessage: 'Visibilité du profil' },
  label: { id: 'settings.visibility.label', defaultMessage: 'Profil public' },
  description: {
    id: 'settings.visibility.description',
    defaultMessage: 'Un profil public peut proposer une citation du jour.',
  },
});

/** `/member/settings/visibility`: public or private profile; the toggle reverts if the save fails. */
export function Component() {
  const intl = useIntl();
  const { user } = useUser();
  const [override, setOverride] = useState<boolean | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const checked = override ?? user?.member?.visibility === 'public';

  const change = async (next: boolean) => {
    setOverride(next);
    setPending(true);
    try {
      const message = await saveVisibility(next ? 'public' : 'private');
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
          label={<FormattedMessage {...messages.label} />}
          description={<FormattedMessage {...messages.description} />}
          checked={checked}
          pending={pending}
          disabled={user?.member == null}
          onCheckedChange={(next) => {
            void change(next);
          }}
        />
      </Card>
    </div>
  );
}
