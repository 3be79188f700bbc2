import { AmbassadorStats } from '@app/ui/ambassador-stats';
import { BalanceClaimsList } from '@app/ui/balance-claims-list';
import { PageHeader } from '@app/ui/page-header';
import { ReferralsList } from '@app/ui/referrals-list';
import { ScreenSpinner } from '@app/ui/spinner';
import { defineMessages, FormattedMessage } from 'react-intl';
import { ClaimSection } from '../../features/ambassadors/components/claim-section';
import { PAGE, PageLoading } from '../../features/ambassadors/components/page-loading';
import { useAmbassador } from '../../features/ambassadors/hooks/use-ambassador';
import {
  useAmbassadorStats,
  useApprovedClaims,
  useBalance,
  usePendingClaim,
  useReferrals,
} from '../../features/ambassadors/hooks/use-ambassador-data';

const messages = defineMessages({
  title: { id: 'ambassador.rewards.title', defaultMessage: 'Récompenses' },
  subtitle: {
    id: 'ambassador.rewards.subtitle',
    defaultMessage:
      '10 $ par nouvel abonnement de 3 mois ou plus. Dès 50 $, demandez votre paiement : il arrive en 7 jours ouvrables.',
  },
  stats: { id: 'ambassador.rewards.stats', defaultMessage: 'Statistiques' },
  balance: { id: 'ambassador.rewards.balance', defaultMessage: 'Solde' },
  payments: { id: 'ambassador.rewards.payments', defaultMessage: 'Paiements reçus' },
  referrals: { id: 'ambassador.rewards.referrals', defaultMessage: 'Parrainages' },
});

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /ambassador/rewards: stats, balance and claim, past payments, referrals. */
export function RewardsRoute() {
  const current = useAmbassador();
  const stats = useAmbassadorStats();
  const balance = useBalance();
  const approved = useApprovedClaims();
  const referrals = useReferrals();
  const pending = usePendingClaim();
  if (!current) return <PageLoading />;
  // The claim's part is a form or a pending claim's short notice: only its answers say which, and so
  // its height. The sections under it come with it, and until then a screen-tall spinner keeps their
  // room (and the footers out of view): nothing on screen moves when they are drawn.
  const claimDrawn =
    (balance.data !== undefined && pending.claim !== undefined) ||
    balance.error !== undefined ||
    pending.error !== undefined;

  return (
    <div className={PAGE} data-testid="ambassador-rewards">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <Section id="rewards-stats" title={<FormattedMessage {...messages.stats} />}>
        <AmbassadorStats
          stats={stats.data?.data}
          loading={!stats.data}
          items={['visits', 'conversions', 'conversion_rate']}
          columns="auto"
        />
      </Section>
      <Section id="rewards-balance" title={<FormattedMessage {...messages.balance} />}>
        <AmbassadorStats
          data-testid="rewards-balance"
          stats={
            balance.data
              ? { ...balance.data.data, visits: 0, conversions: 0, conversion_rate: 0 }
              : undefined
          }
          loading={!balance.data}
          items={['balance', 'paid', 'pending', 'total']}
        />
        <ClaimSection current={current} />
      </Section>
      {claimDrawn ? (
        <>
          <Section id="rewards-payments" title={<FormattedMessage {...messages.payments} />}>
            <BalanceClaimsList claims={approved.data?.data ?? []} loading={!approved.data} />
          </Section>
          <Section id="rewards-referrals" title={<FormattedMessage {...messages.referrals} />}>
            <ReferralsList referrals={referrals.data?.data ?? []} loading={!referrals.data} />
          </Section>
        </>
      ) : (
        <ScreenSpinner className="items-start py-0" />
      )}
    </div>
  );
}

export { RewardsRoute as Component };
