import { Button } from '@app/ui/button';
import { Card, CardContent } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { ArrowLeft } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { CardEditor } from '../../../features/payments/components/card-editor';
import { notify } from '../../../lib/notifications';
import { member } from '../../../lib/paths';
import { platform } from '../../../lib/platform';

const messages = defineMessages({
  title: { id: 'settings.payment-source-update.title', defaultMessage: 'Mettre à jour ma carte' },
  subtitle: {
    id: 'settings.payment-source-update.subtitle',
    defaultMessage:
      'La nouvelle carte servira à vos prochains paiements et au renouvellement de votre abonnement.',
  },
  back: { id: 'settings.payment-source-update.back', defaultMessage: 'Moyens de paiement' },
  save: { id: 'settings.payment-source-update.save', defaultMessage: 'Enregistrer la carte' },
  saved: {
    id: 'settings.payment-source-update.saved',
    defaultMessage: 'Votre carte est enregistrée.',
  },
});

/** `/member/settings/payment-source/update` (web only): a new card, then back to the saved cards. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  if (platform().isNative) return <Navigate to={member.settings.href} replace />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <Button asChild variant="ghost" className="self-start">
        <Link to={member.settingsPaymentSource.href}>
          <ArrowLeft aria-hidden="true" />
          <FormattedMessage {...messages.back} />
        </Link>
      </Button>
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <Card>
        <CardContent>
          <CardEditor
            submitLabel={<FormattedMessage {...messages.save} />}
            onSaved={() => {
              notify({ type: 'success', message: intl.formatMessage(messages.saved) });
              void navigate(member.settingsPaymentSource.href);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
