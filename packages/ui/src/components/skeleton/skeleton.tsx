import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

const messages = defineMessages({
  loading: { id: 'ui.skeleton.loading', defaultMessage: 'Chargement…' },
});

export const skeletonVariants = cva('block animate-pulse bg-surface-sunken', {
  variants: {
    shape: {
      line: 'h-4 w-full rounded-sm',
      circle: 'size-12 shrink-0 rounded-full',
      rect: 'h-40 w-full rounded-lg',
    },
  },
  defaultVariants: { shape: 'line' },
});

export type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>;

/** A placeholder shape; hidden from screen readers (wrap placeholders in `SkeletonContainer`). */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape ?? 'line'}
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

export type SkeletonTextProps = ComponentProps<'span'> & {
  /** Number of lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
};

export function SkeletonText({ className, lines = 3, ...props }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton-text"
      data-lines={count}
      className={cn('flex w-full flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={index === count - 1 && count > 1 ? 'w-3/5' : undefined} />
      ))}
    </span>
  );
}

/** The placeholder of a member or article card: a picture, a title and two lines. */
export function SkeletonCard({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton-card"
      className={cn(
        'flex w-full flex-col gap-3 rounded-xl border border-border bg-surface-raised p-4',
        className,
      )}
      {...props}
    >
      <Skeleton shape="rect" className="aspect-square h-auto" />
      <Skeleton className="h-5 w-2/3" />
      <SkeletonText lines={2} />
    </span>
  );
}

export type SkeletonContainerProps = ComponentProps<'div'> & {
  /** While true the region is `aria-busy` and 'Chargement…' is announced. */
  loading: boolean;
  /** Overrides the announced 'Chargement…' / 'Loading…'. */
  loadingLabel?: ReactNode;
};

/**
 * Wraps content that loads: `aria-busy` while `loading`, with a polite status announcing it, so the
 * skeletons inside stay silent.
 */
export function SkeletonContainer({
  loading,
  loadingLabel,
  children,
  ...props
}: SkeletonContainerProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="skeleton-container"
      data-loading={loading || undefined}
      aria-busy={loading}
      {...props}
    >
      <span role="status" className="sr-only">
        {loading ? (loadingLabel ?? intl.formatMessage(messages.loading)) : null}
      </span>
      {children}
    </div>
  );
}
