import { lazy, Suspense, useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useQuery } from '../../../lib/data';
import { notify } from '../../../lib/notifications';
import { decidePushOffer, declineOffer } from '../offer';

// The prompt and the subscribe code load only when the offer is made (never on a first load).
const PushPermissionPrompt = lazy(() =>
  import('@app/ui/push-permission-prompt').then((module) => ({
    default: module.PushPermissionPrompt,
  })),
);
const loadSubscribe = () => import('../subscribe');

const messages = defineMessages({
  enabled: {
    id: 'push.enabled',
    defaultMessage: 'Notifications activées sur cet appareil.',
  },
});

type OfferState = 'hidden' | 'offer' | 'pending' | 'failed';

/**
 * In the messages area: once the member has a conversation (in the inbox on screen), offers to notify
 * new messages on this device, or quietly renews the subscription when permission was granted before.
 */
export function PushOffer({ inbox }: { inbox: 'priority' | 'secondary' }) {
  const intl = useIntl();
  // The inbox's own query (same key): no second request.
  const list = useQuery('/conversations', { params: { query: { filter: { priority: inbox } } } });
  const hasConversation = (list.data?.data.length ?? 0) > 0;
  const [state, setState] = useState<OfferState>('hidden');
  const [decided, setDecided] = useState(false);

  useEffect(() => {
    if (!hasConversation || decided) return;
    let cancelled = false;
    void decidePushOffer(true).then(async (decision) => {
      if (cancelled) return;
      setDecided(true);
      if (decision === 'offer') setState('offer');
      if (decision === 'sync') await (await loadSubscribe()).enableWebPush({ ask: false });
    });
    return () => {
      cancelled = true;
    };
  }, [hasConversation, decided]);

  if (state === 'hidden') return null;

  const enable = async () => {
    setState('pending');
    const outcome = await (await loadSubscribe()).enableWebPush();
    if (outcome === 'subscribed') {
      setState('hidden');
      notify({ type: 'success', message: intl.formatMessage(messages.enabled) });
    } else if (outcome === 'refused') {
      declineOffer();
      setState('hidden');
    } else {
      setState('failed');
    }
  };

  return (
    <Suspense fallback={null}>
      <PushPermissionPrompt
        pending={state === 'pending'}
        failed={state === 'failed'}
        onEnable={() => void enable()}
        onDismiss={() => {
          declineOffer();
          setState('hidden');
        }}
      />
    </Suspense>
  );
}
