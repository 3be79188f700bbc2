import { BalanceClaimForm, type BalanceClaimFormValues } from '@app/ui/balance-claim-form';
import { StatusBannerLink } from '@app/ui/status-banner';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useFormErrors } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { paths } from '../../../lib/paths';
import { useCreateBalanceClaim } from '../api/create-balance-claim';
import { hasSin, type AmbassadorUser } from '../hooks/use-ambassador';
import { useBalance, usePendingClaim } from '../hooks/use-ambassador-data';

const messages = defineMessages({
  sinLink: { id: 'ambassador.claim.sin-link', defaultMessage: 'Ajouter mon NAS' },
  sent: {
    id: 'ambassador.claim.sent',
    defaultMessage: 'Demande envoyée : le paiement suit dans les 7 jours ouvrables.',
  },
});

const FIELDS = ['email', 'amount', 'invoice'] as const;

/**
 * The claim form of the rewards page: the invoice is uploaded to storage first, then the claim is
 * posted with its key; a pending claim replaces the form with its notice.
 */
export function ClaimSection({ current }: { current: AmbassadorUser }) {
  const intl = useIntl();
  const balance = useBalance();
  const pending = usePendingClaim();
  const { errors, clear, fail, reset } = useFormErrors(intl, FIELDS);
  const { trigger, isMutating } = useCreateBalanceClaim();
  const { user, ambassador } = current;

  if (!balance.data || pending.claim === undefined) return null;

  async function submit(values: BalanceClaimFormValues) {
    reset();
    try {
      await trigger(values);
      notify({ type: 'success', message: intl.formatMessage(messages.sent) });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <BalanceClaimForm
      tone="framed"
      data-testid="balance-claim"
      balance={balance.data.data.balance}
      hasTaxes={Boolean(user.has_taxes)}
      requiresNas={ambassador.requires_nas}
      hasSin={hasSin(user)}
      pendingClaim={pending.claim}
      defaultEmail={user.email}
      onSubmit={(values) => submit(values)}
      submitting={isMutating}
      errors={errors}
      onErrorClear={clear}
      sinAction={
        <StatusBannerLink asChild>
          <Link to={paths.ambassador.settingsSin}>
            <FormattedMessage {...messages.sinLink} />
          </Link>
        </StatusBannerLink>
      }
    />
  );
}
