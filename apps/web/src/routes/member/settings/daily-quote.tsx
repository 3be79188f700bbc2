import { Card, CardContent } from '@app/ui/card';
import { DailyQuoteForm, type DailyQuoteField } from '@app/ui/daily-quote-form';
import { PageHeader } from '@app/ui/page-header';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { submitDailyQuote } from '../../../features/account/api/submit-daily-quote';
import { useFormErrors } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { member } from '../../../lib/paths';
import { useUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.daily-quote.title', defaultMessage: 'Proposer une citation du jour' },
  subtitle: {
    id: 'settings.daily-quote.subtitle',
    defaultMessage: 'Notre équipe relit chaque citation avant de l’afficher au bas des pages.',
  },
  sent: {
    id: 'settings.daily-quote.sent',
    defaultMessage: 'Merci ! Votre citation sera relue par notre équipe.',
  },
});

const FIELDS: readonly DailyQuoteField[] = ['text', 'locale', 'author', 'author_type', 'accept'];

/**
 * `/member/settings/daily-quote`: the daily-quote form (`POST member/daily-quotes`); only a public
 * profile may send, a private one sees the warning with its link to the visibility settings.
 */
export function Component() {
  const intl = useIntl();
  const { user } = useUser();
  const [submitting, setSubmitting] = useState(false);
  const { errors, clear, reset, fail } = useFormErrors(intl, FIELDS);
  // A new form (empty) after each quote sent.
  const [round, setRound] = useState(0);
  const visibility = user?.member?.visibility === 'public' ? 'public' : 'private';

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <Card>
        <CardContent>
          {user ? (
            <DailyQuoteForm
              key={round}
              visibility={visibility}
              submitting={submitting}
              errors={errors}
              onErrorClear={clear}
              renderVisibilityLink={({ children }) => (
                <Link to={member.settingsVisibility.href}>{children}</Link>
              )}
              onSubmit={(quote) => {
                setSubmitting(true);
                reset();
                submitDailyQuote(quote)
                  .then(() => {
                    notify({
                      type: 'success',
                      message: intl.formatMessage(messages.sent),
                    });
                    setRound((value) => value + 1);
                  })
                  .catch(fail)
                  .finally(() => {
                    setSubmitting(false);
                  });
              }}
            />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
