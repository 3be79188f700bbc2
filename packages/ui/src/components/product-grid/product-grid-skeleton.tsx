import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { SkeletonContainer, Skeleton } from '../skeleton';

export const productGridMessages = defineMessages({
  loading: { id: 'ui.product-grid.loading', defaultMessage: 'Chargement des forfaits…' },
});

export const productGridClassName =
  'grid list-none grid-cols-1 gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3';

export type ProductGridSkeletonProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** Number of placeholders (2: the 3- and 6-month packages). */
  placeholderCount?: number | undefined;
  /** Announced while loading; defaults to 'Chargement des forfaits…'. */
  loadingLabel?: ReactNode;
};

/** A line of text's placeholder: a bar in the middle of one line box of the element's own text size. */
const line = 'my-[0.15lh] h-[0.7lh]';

/**
 * One package's placeholder, shared with `ProductGrid`: the line boxes of a package without a badge
 * (its name, three lines of description, the monthly price, the total, the taxes) and its button, in
 * the card's sizes, so the packages take the place it kept.
 */
export function ProductCardSkeleton() {
  return (
    <li
      data-slot="product-card-skeleton"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-6"
    >
      <span className="flex flex-col gap-1">
        <Skeleton className={cn(line, 'w-2/3 text-xl leading-tight')} />
        <span className="flex flex-col text-sm">
          <Skeleton className={line} />
          <Skeleton className={line} />
          <Skeleton className={cn(line, 'w-3/5')} />
        </span>
      </span>
      <span className="flex flex-col gap-1">
        <Skeleton className={cn(line, 'w-1/2 text-3xl')} />
        <Skeleton className={cn(line, 'w-2/3 text-sm')} />
        <Skeleton className={cn(line, 'w-1/4 text-xs')} />
      </span>
      <span className="mt-auto flex flex-col pt-2">
        <Skeleton className="h-11 rounded-full" />
      </span>
    </li>
  );
}

/**
 * The packages' placeholders, exactly as `ProductGrid` shows them while loading, in a module of their
 * own: a page that shows them while the packages' code loads does not load the cards with them.
 */
export function ProductGridSkeleton({
  placeholderCount = 2,
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
