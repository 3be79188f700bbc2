import { cva, type VariantProps } from 'class-variance-authority';
import {
  CircleDollarSign,
  Clock,
  HandCoins,
  MousePointerClick,
  Percent,
  Trophy,
  Wallet,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { useFormatMoney } from '../product-card';
import { Skeleton, SkeletonContainer } from '../skeleton';

/** The statistics served by `GET account/ambassador/stats` (amounts in dollars). */
export interface AmbassadorStatsData {
  visits: number;
  conversions: number;
  /** The share of visits that became a conversion, as a fraction (0.125 is 12.5 %). */
  conversion_rate: number;
  balance: number;
  paid: number;
  pending: number;
  total: number;
}

export type AmbassadorStatKey = keyof AmbassadorStatsData;

/** Every card, in the order they show. */
export const AMBASSADOR_STAT_KEYS: readonly AmbassadorStatKey[] = [
  'visits',
  'conversions',
  'conversion_rate',
  'balance',
  'paid',
  'pending',
  'total',
];

const messages = defineMessages<Record<AmbassadorStatKey | 'label' | 'loading', NoMessageValues>>({
  label: { id: 'ui.ambassador-stats.label', defaultMessage: 'Statistiques' },
  loading: {
    id: 'ui.ambassador-stats.loading',
    defaultMessage: 'Chargement des statistiques…',
  },
  visits: { id: 'ui.ambassador-stats.visits', defaultMessage: 'Visites' },
  conversions: { id: 'ui.ambassador-stats.conversions', defaultMessage: 'Conversions' },
  conversion_rate: {
    id: 'ui.ambassador-stats.conversion-rate',
    defaultMessage: 'Taux de conversion',
  },
  balance: { id: 'ui.ambassador-stats.balance', defaultMessage: 'Solde disponible' },
  paid: { id: 'ui.ambassador-stats.paid', defaultMessage: 'Payé' },
  pending: { id: 'ui.ambassador-stats.pending', defaultMessage: 'En attente de paiement' },
  total: { id: 'ui.ambassador-stats.total', defaultMessage: 'Total gagné' },
});

const icons = {
  visits: MousePointerClick,
  conversions: Trophy,
  conversion_rate: Percent,
  balance: Wallet,
  paid: HandCoins,
  pending: Clock,
  total: CircleDollarSign,
} as const;

const MONEY_KEYS = new Set<AmbassadorStatKey>(['balance', 'paid', 'pending', 'total']);

export const ambassadorStatsVariants = cva('grid min-w-0 gap-3', {
  variants: {
    columns: {
      auto: 'grid-cols-1 @md:grid-cols-2 @3xl:grid-cols-4',
      two: 'grid-cols-1 @md:grid-cols-2',
    },
  },
  defaultVariants: { columns: 'auto' },
});

export type AmbassadorStatsProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof ambassadorStatsVariants> & {
    /** The statistics; leave out (or set `loading`) while they load. */
    stats?: AmbassadorStatsData | null | undefined;
    /** Shows placeholders and announces the loading. */
    loading?: boolean;
    /** The cards to show, in order (all seven by default). */
    items?: readonly AmbassadorStatKey[];
    /** Replaces the cards' labels. */
    labels?: Partial<Record<AmbassadorStatKey, ReactNode>>;
    /** Names the group for screen readers ('Statistiques'). */
    label?: string;
    /** Replaces the announced 'Chargement des statistiques…'. */
    loadingLabel?: ReactNode;
  };

/**
 * The ambassador's statistics as cards (1 column, 2 from 28rem of width, 4 from 48rem): visits and conversions (numbers), the conversion rate (a
 * percentage), and the balance, paid, pending and total amounts (Canadian dollars), each formatted
 * for the locale. While loading, placeholders stand in and the region is busy.
 */
export function AmbassadorStats({
  stats,
  loading = false,
  items = AMBASSADOR_STAT_KEYS,
  labels,
  label,
  loadingLabel,
  columns,
  className,
  ...props
}: AmbassadorStatsProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const busy = loading || !stats;

  const format = (key: AmbassadorStatKey, value: number): string => {
    if (MONEY_KEYS.has(key)) return money(value);
    if (key === 'conversion_rate')
      return intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
    return intl.formatNumber(value, { maximumFractionDigits: 0 });
  };

  return (
    <SkeletonContainer
      loading={busy}
      loadingLabel={loadingLabel ?? intl.formatMessage(messages.loading)}
      role="group"
      aria-label={label ?? intl.formatMessage(messages.label)}
      data-slot="ambassador-stats"
      data-state={busy ? 'loading' : 'ready'}
      className={cn('@container min-w-0', className)}
      {...props}
    >
      <dl
        data-slot="ambassador-stats-list"
        data-columns={columns ?? 'auto'}
        className={ambassadorStatsVariants({ columns })}
      >
        {items.map((key) => {
          const Icon = icons[key];
          return (
            <div
              key={key}
              data-slot="ambassador-stats-item"
              data-stat={key}
              className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4 shadow-sm"
            >
              <dt
                data-slot="ambassador-stats-label"
                className="flex min-w-0 items-center gap-2 text-sm font-semibold text-pretty text-text-muted"
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4"
                >
                  <Icon />
                </span>
                {labels?.[key] ?? intl.formatMessage(messages[key])}
              </dt>
              <dd
                data-slot="ambassador-stats-value"
                className="font-display text-2xl font-semibold break-words text-text tabular-nums"
              >
                {/* One line of the value's own height: the card keeps its size as the figure comes. */}
                {busy ? <Skeleton className="h-[1lh] w-24" /> : format(key, stats[key])}
              </dd>
            </div>
          );
        })}
      </dl>
    </SkeletonContainer>
  );
}
