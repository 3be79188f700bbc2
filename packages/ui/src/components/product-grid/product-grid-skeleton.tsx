import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { SkeletonContainer, SkeletonText, Skeleton } from '../skeleton';

export const productGridMessages = defineMessages({
  loading: { id: 'ui.product-grid.loading', defaultMessage: 'Chargement des forfaits…' },
});

export const productGridClassName =
  'grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3';

export type ProductGridSkeletonProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** Number of placeholders (3, one row). */
  placeholderCount?: number | undefined;
  /** Announced while loading; defaults to 'Chargement des forfaits…'. */
  loadingLabel?: ReactNode;
};

/** One package's placeholder, shared with `ProductGrid`. */
export function ProductCardSkeleton() {
  return (
    <li
      data-slot="product-card-skeleton"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-6"
    >
      <Skeleton className="h-6 w-2/3" />
      <SkeletonText lines={2} />
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-11 rounded-full" />
    </li>
  );
}

/**
 * The packages' placeholders, exactly as `ProductGrid` shows them while loading, in a module of their
 * own: a page that shows them while the packages' code loads does not load the cards with them.
 */
export function ProductGridSkeleton({
  placeholderCount = 3,
  loadingLabel,
  className,
  ...props
}: ProductGridSkeletonProps) {
  const intl = useIntl();
  return (
    <SkeletonContainer
      loading
      loadingLabel={loadingLabel ?? intl.formatMessage(productGridMessages.loading)}
      className="w-full"
    >
      <ul data-slot="product-grid" className={cn(productGridClassName, className)} {...props}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </ul>
    </SkeletonContainer>
  );
}
