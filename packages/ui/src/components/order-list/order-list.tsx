import { cva, type VariantProps } from 'class-variance-authority';
import { Download, Receipt } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { EmptyState } from '../empty-state';
import { useFormatMoney } from '../product-card';
import { Skeleton } from '../skeleton';

const messages = defineMessages<{
  label: NoMessageValues;
  status: { status: string };
  pdf: NoMessageValues;
  pdfLabel: { date: string };
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
}>({
  label: { id: 'ui.order-list.label', defaultMessage: 'Paiements passés' },
  status: {
    id: 'ui.order-list.status',
    defaultMessage:
      '{status, select, paid {Payé} pending {En attente} refunded {Remboursé} failed {Échoué} other {{status}}}',
  },
  pdf: { id: 'ui.order-list.pdf', defaultMessage: 'Facture PDF' },
  pdfLabel: {
    id: 'ui.order-list.pdf-label',
    defaultMessage: 'Facture PDF du paiement du {date} (s’ouvre dans un nouvel onglet)',
  },
  emptyTitle: { id: 'ui.order-list.empty-title', defaultMessage: 'Aucun paiement' },
  emptyDescription: {
    id: 'ui.order-list.empty-description',
    defaultMessage: 'Vos paiements et leurs factures apparaîtront ici.',
  },
});

/** A past payment (the contract's Order). */
export interface Order {
  id: number | string;
  /** ISO 8601 date-time. */
  created_at: string;
  /** The invoice, when there is one. */
  pdf_url?: string | null | undefined;
  /** The payment's status (`paid`, `pending`, `refunded`, `failed`; others are shown as they come). */
  status: string;
  lines: readonly { description: string }[];
  /** In dollars. */
  total: number;
}

const statusVariant = (status: string) =>
  status === 'paid'
    ? 'success'
    : status === 'pending'
      ? 'warning'
      : status === 'failed'
        ? 'danger'
        : 'neutral';

export const orderListVariants = cva('w-full min-w-0 text-text', {
  variants: {
    tone: {
      plain: '',
      framed: 'rounded-xl border border-border bg-surface-raised p-4 shadow-sm',
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type OrderListProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof orderListVariants> & {
    orders: readonly Order[];
    /** Shows placeholders while the orders load. */
    loading?: boolean | undefined;
    /** Names the list ('Paiements passés'). */
    label?: string | undefined;
    /** Level of the empty state's heading (3). */
    headingLevel?: 2 | 3 | 4 | undefined;
  };

/**
 * The member's past payments (subscription page): the date, what was bought, the total, the status and
 * the invoice PDF (new tab) when there is one; an empty state, placeholders while loading.
 */
export function OrderList({
  orders,
  loading = false,
  label,
  headingLevel = 3,
  tone,
  className,
  ...props
}: OrderListProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const name = label ?? intl.formatMessage(messages.label);
  const date = (value: string) =>
    intl.formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });

  let body: ReactNode;
  if (loading) {
    body = (
      <div className="flex flex-col gap-3" data-slot="order-list-placeholder" aria-hidden="true">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-16 rounded-md" />
        ))}
      </div>
    );
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        size="sm"
        bordered
        headingLevel={headingLevel}
        icon={<Receipt />}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyDescription)}
      />
    );
  } else {
    body = (
      <ul aria-label={name} className="flex flex-col divide-y divide-border">
        {orders.map((order) => (
          <li
            key={order.id}
            data-slot="order-list-item"
            data-status={order.status}
            className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <p data-slot="order-list-description" className="font-semibold">
                {order.lines.map((line) => line.description).join(', ')}
              </p>
              <p className="text-sm text-text-muted">
                <time dateTime={order.created_at}>{date(order.created_at)}</time>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span data-slot="order-list-total" className="font-semibold tabular-nums">
                {money(order.total)}
              </span>
              <Badge data-slot="order-list-status" variant={statusVariant(order.status)} size="sm">
                {intl.formatMessage(messages.status, { status: order.status })}
              </Badge>
              {order.pdf_url ? (
                <a
                  href={order.pdf_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-slot="order-list-pdf"
                  aria-label={intl.formatMessage(messages.pdfLabel, {
                    date: date(order.created_at),
                  })}
                  className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  <Download aria-hidden="true" className="size-4 shrink-0" />
                  {intl.formatMessage(messages.pdf)}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      data-slot="order-list"
      aria-busy={loading || undefined}
      className={cn(orderListVariants({ tone }), className)}
      {...props}
    >
      {body}
    </div>
  );
}
