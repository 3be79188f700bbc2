import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageHeader } from '@app/ui/page-header';
import { SavedCard } from '@app/ui/saved-card';
import { Skeleton } from '@app/ui/skeleton';
import { StatusBanner } from '@app/ui/status-banner';
import { CreditCard } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { deletePaymentSource } from '../../../features/payments/api/delete-payment-source';
import { usePaymentSources } from '../../../features/payments/api/get-payment-sources';
import { errorText, toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { member } from '../../../lib/paths';
import { platform } from '../../../lib/platform';

const messages = defineMessages({
  title: { id: 'settings.payment-source.title', defaultMessage: 'Moyens de paiement' },
  subtitle: {
    id: 'settings.payment-source.subtitle',
    defaultMessage:
      'La dernière carte enregistrée sert à vos paiements et au renouvellement de votre abonnement.',
  },
  label: { id: 'settings.payment-source.label', defaultMessage: 'Cartes enregistrées' },
  used: { id: 'settings.payment-source.used', defaultMessage: 'Utilisée pour les paiements' },
  update: { id: 'settings.payment-source.update', defaultMessage: 'Mettre à jour ma carte' },
  add: { id: 'settings.payment-source.add', defaultMessage: 'Ajouter une carte' },
  emptyTitle: { id: 'settings.payment-source.empty-title', defaultMessage: 'Aucune carte' },
  emptyDescription: {
    id: 'settings.payment-source.empty-description',
    defaultMessage: 'Ajoutez une carte pour payer votre abonnement.',
  },
  removed: { id: 'settings.payment-source.removed', defaultMessage: 'La carte est retirée.' },
  subscription: { id: 'settings.payment-source.subscription', defaultMessage: 'Mon abonnement' },
});

/**
 * `/member/settings/payment-source` (web only: the native apps pay in the store): the saved cards, the
 * one payments use first, each removed after a confirmation; a link to replace the card.
 */
export function Component() {
  const intl = useIntl();
  const native = platform().isNative;
  const sources = usePaymentSources(!native);
  if (native) return <Navigate to={member.settings.href} replace />;

  const cards = sources.data ?? [];
  const remove = async (id: number) => {
    try {
      await deletePaymentSource(id);
      await sources.mutate();
      notify({ type: 'success', message: intl.formatMessage(messages.removed) });
    } catch (error) {
      toastError(error, intl);
      throw error;
    }
  };

  let body;
  if (sources.error) {
    body = <StatusBanner variant="danger">{errorText(sources.error, intl)}</StatusBanner>;
  } else if (sources.isLoading) {
    body = <Skeleton className="h-16 rounded-lg" />;
  } else if (cards.length === 0) {
    body = (
      <EmptyState
        bordered
        icon={<CreditCard />}
        title={<FormattedMessage {...messages.emptyTitle} />}
        description={<FormattedMessage {...messages.emptyDescription} />}
      />
    );
  } else {
    body = (
      <ul aria-label={intl.formatMessage(messages.label)} className="flex flex-col gap-3">
        {cards.map((card, index) => (
          <li key={card.id}>
            <SavedCard paymentSource={card} onRemove={() => remove(card.id)}>
              {index === 0 ? (
                <Badge variant="success" size="sm">
                  <FormattedMessage {...messages.used} />
                </Badge>
              ) : null}
            </SavedCard>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      {body}
      {/* Once the cards are known: the first button's label says whether one is saved, and what
          stands above is a card, a list or an empty state, whose height the placeholder could only
          guess. Drawn with them, the buttons never move (issue 12: CLS). */}
      {sources.isLoading ? null : (
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={member.settingsPaymentSourceUpdate.href}>
              <FormattedMessage {...(cards.length > 0 ? messages.update : messages.add)} />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={member.subscription.href}>
              <FormattedMessage {...messages.subscription} />
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
