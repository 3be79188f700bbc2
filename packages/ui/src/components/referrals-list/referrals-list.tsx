import { cva, type VariantProps } from 'class-variance-authority';
import { Users } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state';
import { useFormatMoney } from '../product-card';
import { Skeleton, SkeletonContainer } from '../skeleton';

/** Separates a screen-reader prefix from the text that follows. */
const SPACE = ' ';

/** The reward per new subscription of 3 months or more (spec 02, section 1), in dollars. */
export const REFERRAL_REWARD = 10;

const messages = defineMessages<{
  label: NoMessageValues;
  name: NoMessageValues;
  city: NoMessageValues;
  amount: NoMessageValues;
  claimedAt: NoMessageValues;
  noCity: NoMessageValues;
  notClaimed: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyDescription: { amount: string };
  loading: NoMessageValues;
}>({
  label: { id: 'ui.referrals-list.label', defaultMessage: 'Parrainages' },
  name: { id: 'ui.referrals-list.name', defaultMessage: 'Nom' },
  city: { id: 'ui.referrals-list.city', defaultMessage: 'Ville' },
  amount: { id: 'ui.referrals-list.amount', defaultMessage: 'Montant' },
  claimedAt: { id: 'ui.referrals-list.claimed-at', defaultMessage: 'Réclamé le' },
  noCity: { id: 'ui.referrals-list.no-city', defaultMessage: 'Non précisée' },
  notClaimed: { id: 'ui.referrals-list.not-claimed', defaultMessage: 'Pas encore réclamé' },
  emptyTitle: {
    id: 'ui.referrals-list.empty-title',
    defaultMessage: 'Aucun parrainage pour le moment',
  },
  emptyDescription: {
    id: 'ui.referrals-list.empty-description',
    defaultMessage:
      'Partagez votre lien : vous recevez {amount} pour chaque nouvel abonnement de 3 mois ou plus.',
  },
  loading: { id: 'ui.referrals-list.loading', defaultMessage: 'Chargement des parrainages…' },
});

/** A subscription that came through the ambassador's link (the contract's Referral). */
export interface Referral {
  id: number | string;
  full_name: string;
  city?: string | null | undefined;
  /** The reward, in dollars. */
  amount: number;
  claimed_at?: string | null | undefined;
}

export const referralsListVariants = cva('@container w-full min-w-0 text-text', {
  variants: {
    tone: {
      plain: '',
      framed: 'rounded-xl border border-border bg-surface-raised p-4 shadow-sm',
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type ReferralsListProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof referralsListVariants> & {
    referrals: readonly Referral[];
    /** Shows placeholders while the referrals load. */
    loading?: boolean;
    /** Names the table and the list ('Parrainages'). */
    label?: string;
    /** Replaces the empty state's title and text. */
    emptyTitle?: ReactNode;
    emptyDescription?: ReactNode;
    /** An action under the empty state (e.g. a link to the sharing tools). */
    emptyAction?: ReactNode;
    /** Level of the headings: the empty state's title and each card's name (3). */
    headingLevel?: 2 | 3 | 4;
  };

/**
 * The ambassador's referrals: full name, city, reward and claim date. A table where there is room
 * (36rem), stacked cards below (phones of 415 px), an empty state, placeholders while loading.
 */
export function ReferralsList({
  referrals,
  loading = false,
  label,
  emptyTitle,
  emptyDescription,
  emptyAction,
  headingLevel = 3,
  tone,
  className,
  ...props
}: ReferralsListProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const name = label ?? intl.formatMessage(messages.label);
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';

  const city = (referral: Referral) =>
    referral.city ? (
      referral.city
    ) : (
      <span className="text-text-muted">{intl.formatMessage(messages.noCity)}</span>
    );
  const claimed = (referral: Referral) =>
    referral.claimed_at ? (
      <time dateTime={referral.claimed_at}>
        {intl.formatDate(referral.claimed_at, { day: 'numeric', month: 'long', year: 'numeric' })}
      </time>
    ) : (
      <span className="text-text-muted">{intl.formatMessage(messages.notClaimed)}</span>
    );

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="flex flex-col gap-3" data-slot="referrals-placeholder">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-12 rounded-md" />
        ))}
      </div>
    );
  } else if (referrals.length === 0) {
    body = (
      <EmptyState
        size="sm"
        bordered
        headingLevel={headingLevel}
        icon={<Users />}
        title={emptyTitle ?? intl.formatMessage(messages.emptyTitle)}
        description={
          emptyDescription ??
          intl.formatMessage(messages.emptyDescription, {
            amount: money(REFERRAL_REWARD, { whole: true }),
          })
        }
        action={emptyAction}
      />
    );
  } else {
    const head = 'px-3 py-2 text-left text-sm font-semibold text-text-muted';
    const cell = 'px-3 py-3 align-middle';
    body = (
      <>
        <table data-slot="referrals-table" className="hidden w-full border-collapse @xl:table">
          <caption className="sr-only">{name}</caption>
          <thead>
            <tr className="border-b border-border-strong">
              <th scope="col" className={head}>
                {intl.formatMessage(messages.name)}
              </th>
              <th scope="col" className={head}>
                {intl.formatMessage(messages.city)}
              </th>
              <th scope="col" className={cn(head, 'text-right')}>
                {intl.formatMessage(messages.amount)}
              </th>
              <th scope="col" className={head}>
                {intl.formatMessage(messages.claimedAt)}
              </th>
            </tr>
          </thead>
          <tbody>
            {referrals.map((referral) => (
              <tr
                key={referral.id}
                data-slot="referrals-row"
                data-claimed={Boolean(referral.claimed_at) || undefined}
                className="border-b border-border last:border-b-0"
              >
                <th scope="row" className={cn(cell, 'text-left font-semibold break-words')}>
                  {referral.full_name}
                </th>
                <td className={cn(cell, 'break-words')}>{city(referral)}</td>
                <td className={cn(cell, 'text-right font-semibold tabular-nums')}>
                  {money(referral.amount)}
                </td>
                <td className={cell}>{claimed(referral)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul
          aria-label={name}
          data-slot="referrals-cards"
          className="flex flex-col gap-3 @xl:hidden"
        >
          {referrals.map((referral) => (
            <li
              key={referral.id}
              data-slot="referrals-card"
              data-claimed={Boolean(referral.claimed_at) || undefined}
              className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface-raised p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <Heading className="min-w-0 text-base font-semibold break-words">
                  {referral.full_name}
                </Heading>
                <span className="font-display text-lg font-semibold tabular-nums">
                  <span className="sr-only">
                    {intl.formatMessage(messages.amount)}
                    {SPACE}
                  </span>
                  {money(referral.amount)}
                </span>
              </div>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm @xs:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-text-muted">
                  {intl.formatMessage(messages.city)}
                </dt>
                <dd className="break-words">{city(referral)}</dd>
                <dt className="font-semibold text-text-muted">
                  {intl.formatMessage(messages.claimedAt)}
                </dt>
                <dd>{claimed(referral)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <SkeletonContainer
      loading={loading}
      loadingLabel={intl.formatMessage(messages.loading)}
      data-slot="referrals-list"
      data-state={loading ? 'loading' : referrals.length === 0 ? 'empty' : 'ready'}
      data-variant={tone ?? 'plain'}
      className={cn(referralsListVariants({ tone }), className)}
      {...props}
    >
      {body}
    </SkeletonContainer>
  );
}
