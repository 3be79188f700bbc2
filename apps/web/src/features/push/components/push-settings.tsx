import { Button } from '@app/ui/button';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { deviceState, type DeviceState } from '../device-state';

const loadSubscribe = () => import('../subscribe');

const messages = defineMessages({
  title: { id: 'push.settings.title', defaultMessage: 'Sur cet appareil' },
  enabled: {
    id: 'push.settings.enabled',
    defaultMessage: 'Les notifications sont activées sur cet appareil.',
  },
  off: {
    id: 'push.settings.off',
    defaultMessage:
      'Les notifications ne sont pas activées sur cet appareil : vous êtes prévenu par e-mail.',
  },
  enable: { id: 'push.settings.enable', defaultMessage: 'Activer sur cet appareil' },
  denied: {
    id: 'push.settings.denied',
    defaultMessage:
      'Votre navigateur bloque les notifications de ce site. Pour les réactiver, ouvrez les paramètres du site (l’icône à gauche de l’adresse), autorisez les notifications, puis rechargez la page.',
  },
  failed: {
    id: 'push.settings.failed',
    defaultMessage:
      'Les notifications n’ont pas pu être activées sur ce navigateur. Réessayez plus tard.',
  },
});

/**
 * The notifications settings, for this browser: on, off with a button to turn it on (which asks the
 * browser), or blocked by the browser with how to allow it again. Nothing on the native apps.
 */
export function PushSettings() {
  const [state, setState] = useState<DeviceState | 'unknown'>('unknown');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void deviceState().then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (state === 'unknown' || state === 'unsupported') return null;

  const enable = async () => {
    setPending(true);
    setFailed(false);
    const outcome = await (await loadSubscribe()).enableWebPush();
    setPending(false);
    if (outcome === 'failed') setFailed(true);
    setState(await deviceState());
  };

  return (
    <section aria-labelledby="push-settings-title" className="flex flex-col gap-3">
      <h2 id="push-settings-title" className="text-base font-semibold">
        <FormattedMessage {...messages.title} />
      </h2>
      {state === 'enabled' ? (
        <p className="text-sm text-text-muted">
          <FormattedMessage {...messages.enabled} />
        </p>
      ) : null}
      {state === 'denied' ? (
        <p className="text-sm text-text-muted">
          <FormattedMessage {...messages.denied} />
        </p>
      ) : null}
      {state === 'off' ? (
        <>
          <p className="text-sm text-text-muted">
            <FormattedMessage {...messages.off} />
          </p>
          <div>
            <Button
              size="sm"
              onClick={() => void enable()}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              <FormattedMessage {...messages.enable} />
            </Button>
          </div>
        </>
      ) : null}
      <p role="alert" className="text-sm text-danger empty:hidden">
        {failed ? <FormattedMessage {...messages.failed} /> : null}
      </p>
    </section>
  );
}
