import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { setPaused } from '../../../features/account/api/pause-member';
import { toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.pause.title', defaultMessage: 'Mettre mon compte en pause' },
  activeText: {
    id: 'settings.pause.active-text',
    defaultMessage:
      'En pause, votre profil est masqué et vous ne recevez plus de messages. Vous pouvez reprendre quand vous voulez.',
  },
  pausedText: {
    id: 'settings.pause.paused-text',
    defaultMessage: 'Votre compte est en pause : votre profil est masqué des autres membres.',
  },
  pause: { id: 'settings.pause.pause', defaultMessage: 'Mettre en pause' },
  resume: { id: 'settings.pause.resume', defaultMessage: 'Reprendre mon compte' },
});

/** `/member/settings/pause`: pauses or resumes the member; the server's message as a toast. */
export function Component() {
  const intl = useIntl();
  const { user } = useUser();
  const [saving, setSaving] = useState(false);
  const paused = Boolean(user?.member?.paused);

  const toggle = async () => {
    setSaving(true);
    try {
      const message = await setPaused(!paused);
      if (message) notify({ type: 'success', message });
    } catch (error) {
      toastError(error, intl);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader title={<FormattedMessage {...messages.title} />} />
      <Card>
        <CardDescription>
          <FormattedMessage {...(paused ? messages.pausedText : messages.activeText)} />
        </CardDescription>
        <CardContent>
          <Button
            variant={paused ? 'primary' : 'outline'}
            loading={saving}
            disabled={user?.member == null}
            onClick={() => {
              void toggle();
            }}
          >
            <FormattedMessage {...(paused ? messages.resume : messages.pause)} />
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
