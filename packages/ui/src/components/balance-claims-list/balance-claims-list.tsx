import { cva, type VariantProps } from 'class-variance-authority';
import { Download, HandCoins } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { EmptyState } from '../empty-state';
import { useFormatMoney } from '../product-card';
import { Skeleton, SkeletonContainer } from '../skeleton';

/** Separates a screen-reader prefix from the text that follows. */
const SPACE = ' ';

const messages = defineMessages<{
  label: NoMessageValues;
  createdAt: NoMessageValues;
  amount: NoMessageValues;
  status: NoMessageValues;
  updatedAt: NoMessageValues;
  document: NoMessageValues;
  statusValue: { status: BalanceClaimStatus };
  pdf: NoMessageValues;
  pdfLabel: { date: string };
  noDocument: { status: BalanceClaimStatus };
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  loading: NoMessageValues;
}>({
  label: { id: 'ui.balance-claims-list.label', defaultMessage: 'Demandes de paiement' },
  createdAt: { id: 'ui.balance-claims-list.created-at', defaultMessage: 'Demandé le' },
  amount: { id: 'ui.balance-claims-list.amount', defaultMessage: 'Montant' },
  status: { id: 'ui.balance-claims-list.status', defaultMessage: 'Statut' },
  updatedAt: { id: 'ui.balance-claims-list.updated-at', defaultMessage: 'Mis à jour le' },
  document: { id: 'ui.balance-claims-list.document', defaultMessage: 'Document' },
  statusValue: {
    id: 'ui.balance-claims-list.status-value',
    defaultMessage: '{status, select, approved {Approuvée} other {En attente}}',
  },
  pdf: { id: 'ui.balance-claims-list.pdf', defaultMessage: 'Télécharger le PDF' },
  pdfLabel: {
    id: 'ui.balance-claims-list.pdf-label',
    defaultMessage: 'Télécharger le PDF de la demande du {date} (s’ouvre dans un nouvel onglet)',
  },
  noDocument: {
    id: 'ui.balance-claims-list.no-document',
    defaultMessage:
      '{status, select, approved {Aucun document} other {Disponible après l’approbation}}',
  },
  emptyTitle: {
    id: 'ui.balance-claims-list.empty-title',
    defaultMessage: 'Aucun paiement pour le moment',
  },
  emptyDescription: {
    id: 'ui.balance-claims-list.empty-description',
    defaultMessage: 'Vos demandes de paiement et leurs reçus apparaîtront ici.',
  },
  loading: {
    id: 'ui.balance-claims-list.loading',
    defaultMessage: 'Chargement des paiements…',
  },
});

export type BalanceClaimStatus = 'pending' | 'approved';

/** A payout request (the contract's BalanceClaim). */
export interface BalanceClaim {
  id: number | string;
  /** In dollars. */
  amount: number;
  created_at: string;
  updated_at: string;
  status: BalanceClaimStatus;
  /** The claim's document, when there is one (approved claims). */
  pdf_url?: string | null | undefined;
}

export const balanceClaimsListVariants = cva('@container w-full min-w-0 text-text', {
  variants: {
    tone: {
      plain: '',
      framed: 'rounded-xl border border-border bg-surface-raised p-4 shadow-sm',
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type BalanceClaimsListProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof balanceClaimsListVariants> & {
    claims: readonly BalanceClaim[];
    /** Shows placeholders while the claims load. */
    loading?: boolean;
    /** Names the table and the list ('Demandes de paiement'). */
    label?: string;
    /** Replaces the empty state's title and text. */
    emptyTitle?: ReactNode;
    emptyDescription?: ReactNode;
    /** Level of the empty state's heading (3). */
    headingLevel?: 2 | 3 | 4;
  };

/** Only an approved claim with a document offers it. */
export function claimDocument(claim: BalanceClaim): string | null {
  return claim.status === 'approved' && claim.pdf_url ? claim.pdf_url : null;
}

/**
 * The ambassador's payout claims (past payments): amount, request and update dates, status (pending
 * or approved) and, for an approved claim, a link to its PDF. A table where there is room (36rem), a
 * stacked list of cards below (phones of 415 px), an empty state, placeholders while loading.
 */
export function BalanceClaimsList({
  claims,
  loading = false,
  label,
  emptyTitle,
  emptyDescription,
  headingLevel = 3,
  tone,
  className,
  ...props
}: BalanceClaimsListProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const name = label ?? intl.formatMessage(messages.label);
  const date = (value: string) =>
    intl.formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });

  const status = (claim: BalanceClaim) => (
    <Badge
      data-slot="balance-claims-status"
      variant={claim.status === 'approved' ? 'success' : 'warning'}
      size="sm"
    >
      {intl.formatMessage(messages.statusValue, { status: claim.status })}
    </Badge>
  );

  const documentCell = (claim: BalanceClaim) => {
    const url = claimDocument(claim);
    if (!url) {
      return (
        <span className="text-sm text-text-muted">
          {intl.formatMessage(messages.noDocument, { status: claim.status })}
        </span>
      );
    }
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-slot="balance-claims-pdf"
        aria-label={intl.formatMessage(messages.pdfLabel, { date: date(claim.created_at) })}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <Download aria-hidden="true" className="size-4 shrink-0" />
        {intl.formatMessage(messages.pdf)}
      </a>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="flex flex-col gap-3" data-slot="balance-claims-placeholder">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-12 rounded-md" />
        ))}
      </div>
    );
  } else if (claims.length === 0) {
    body = (
      <EmptyState
        size="sm"
        bordered
        headingLevel={headingLevel}
        icon={<HandCoins />}
        title={emptyTitle ?? intl.formatMessage(messages.emptyTitle)}
        description={emptyDescription ?? intl.formatMessage(messages.emptyDescription)}
      />
    );
  } else {
    const head = 'px-3 py-2 text-left text-sm font-semibold text-text-muted';
    const cell = 'px-3 py-3 align-middle';
    body = (
      <>
        <table data-slot="balance-claims-table" className="hidden w-full border-collapse @xl:table">
          <caption className="sr-only">{name}</caption>
          <thead>
            <tr className="border-b border-border-strong">
              <th scope="col" className={head}>
                {intl.formatMessage(messages.createdAt)}
              </th>
              <th scope="col" className={cn(head, 'text-right')}>
                {intl.formatMessage(messages.amount)}
              </th>
              <th scope="col" className={head}>
                {intl.formatMessage(messages.status)}
              </th>
              <th scope="col" className={head}>
                {intl.formatMessage(messages.updatedAt)}
              </th>
              <th scope="col" className={head}>
                {intl.formatMessage(messages.document)}
              </th>
            </tr>
          </thead>
          <tbody>
            {claims.map((claim) => (
              <tr
                key={claim.id}
                data-slot="balance-claims-row"
                data-status={claim.status}
                className="border-b border-border last:border-b-0"
              >
                <td className={cell}>
                  <time dateTime={claim.created_at}>{date(claim.created_at)}</time>
                </td>
                <td className={cn(cell, 'text-right font-semibold tabular-nums')}>
                  {money(claim.amount)}
                </td>
                <td className={cell}>{status(claim)}</td>
                <td className={cell}>
                  <time dateTime={claim.updated_at}>{date(claim.updated_at)}</time>
                </td>
                <td className={cell}>{documentCell(claim)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul
          aria-label={name}
          data-slot="balance-claims-cards"
          className="flex flex-col gap-3 @xl:hidden"
        >
          {claims.map((claim) => (
            <li
              key={claim.id}
              data-slot="balance-claims-card"
              data-status={claim.status}
              className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-display text-lg font-semibold tabular-nums">
                  <span className="sr-only">
                    {intl.formatMessage(messages.amount)}
                    {SPACE}
                  </span>
                  {money(claim.amount)}
                </span>
                {status(claim)}
              </div>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm @xs:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-text-muted">
                  {intl.formatMessage(messages.createdAt)}
                </dt>
                <dd>
                  <time dateTime={claim.created_at}>{date(claim.created_at)}</time>
                </dd>
                <dt className="font-semibold text-text-muted">
                  {intl.formatMessage(messages.updatedAt)}
                </dt>
                <dd>
                  <time dateTime={claim.updated_at}>{date(claim.updated_at)}</time>
                </dd>
              </dl>
              <div>{documentCell(claim)}</div>
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
      data-slot="balance-claims-list"
      data-state={loading ? 'loading' : claims.length === 0 ? 'empty' : 'ready'}
      data-variant={tone ?? 'plain'}
      className={cn(balanceClaimsListVariants({ tone }), className)}
      {...props}
    >
      {body}
    </SkeletonContainer>
  );
}
