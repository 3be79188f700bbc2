import { useEffect, useEffectEvent, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { EndOfList } from '../end-of-list';
import { MEMBER_CARD_PLACEHOLDER_COUNT, MemberGrid } from '../member-card';

/** How far below the visible area the sentinel starts the next page. */
export const NEAR_END_MARGIN = '0px 0px 800px 0px';

export type SearchResultsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The member cards of the pages loaded so far. */
  children?: ReactNode;
  /** A page is loading: 16 placeholders follow the cards, and `onNearEnd` waits. */
  loading?: boolean | undefined;
  /** An empty page marked the end of the list: the end-of-list notice shows. */
  ended?: boolean | undefined;
  /** No member at all: the notice says so. */
  empty?: boolean | undefined;
  /** Called when the sentinel under the grid comes near the visible area: load the next page. */
  onNearEnd?: (() => void) | undefined;
  /** Reopens the filter panel (the end-of-list button). */
  onOpenFilters: () => void;
  /** The scrolling element when it is not the page (the sentinel is watched inside it). */
  scrollRoot?: Element | null | undefined;
  /** The IntersectionObserver margin around the scrolling area (800 px below by default). */
  nearEndMargin?: string | undefined;
  /** Announced while loading; defaults to 'Chargement des membres…'. */
  loadingLabel?: ReactNode;
};

/**
 * The search results: the member grid (16 placeholders while a page loads), a sentinel that asks for
 * the next page when it nears the visible area, and the end-of-list notice.
 */
export function SearchResults({
  children,
  loading = false,
  ended = false,
  empty = false,
  onNearEnd,
  onOpenFilters,
  scrollRoot,
  nearEndMargin = NEAR_END_MARGIN,
  loadingLabel,
  className,
  ...props
}: SearchResultsProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const watching = !loading && !ended && onNearEnd !== undefined;
  const nearEnd = useEffectEvent(() => {
    onNearEnd?.();
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!watching || !sentinel || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports the current state at once: after a page loads, a sentinel still in
    // view asks for the next one.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) nearEnd();
      },
      { root: scrollRoot ?? null, rootMargin: nearEndMargin },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
    };
  }, [watching, scrollRoot, nearEndMargin]);

  return (
    <div
      data-slot="search-results"
      data-loading={loading || undefined}
      data-ended={ended || undefined}
      className={cn('flex flex-col gap-8', className)}
      {...props}
    >
      {empty && ended && !loading ? null : (
        <MemberGrid
          loading={loading}
          placeholderCount={MEMBER_CARD_PLACEHOLDER_COUNT}
          loadingLabel={loadingLabel}
        >
          {children}
        </MemberGrid>
      )}
      {ended ? null : (
        <div
          ref={sentinelRef}
          aria-hidden="true"
          data-slot="search-results-sentinel"
          data-watching={watching || undefined}
          className="h-px w-full"
        />
      )}
      {ended && !loading ? <EndOfList empty={empty} onOpenFilters={onOpenFilters} /> : null}
    </div>
  );
}
