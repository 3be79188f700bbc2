import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../skeleton';

export type TopMenuSkeletonProps = ComponentProps<'div'> & {
  /** The same logo as the menu's, so that it does not move when the menu replaces the skeleton. */
  logo?: ReactNode;
};

/**
 * The top menu's room while the signed-in user loads (or its code does): the same height, border and
 * padding as `TopMenu`, a placeholder where the avatar and name go. It keeps the page from moving down
 * when the menu arrives (issue 12, CLS). The logo stays usable; the placeholders are silent for screen
 * readers (the page says it is loading).
 */
export function TopMenuSkeleton({ logo, className, ...props }: TopMenuSkeletonProps) {
  return (
    <div
      data-slot="top-menu-skeleton"
      className={cn(
        'flex min-h-16 w-full items-center gap-4 border-b border-border bg-surface-raised px-4 text-text sm:px-6',
        className,
      )}
      {...props}
    >
      {logo != null ? (
        <div data-slot="top-menu-logo" className="flex shrink-0 items-center">
          {logo}
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 items-center" />
      <div aria-hidden="true" className="flex h-12 items-center gap-2 pr-3 pl-1.5">
        <Skeleton shape="circle" className="size-10" />
        <Skeleton className="hidden w-24 sm:block" />
      </div>
    </div>
  );
}
