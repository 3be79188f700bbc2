import type { components, paths } from '@app/client';
import { SearchResults } from '@app/ui/search-results';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '../../../lib/data';
import { toastError } from '../../../lib/errors';
import { useFirstContentHold } from '../../../lib/first-content-hold';
import { toggleFavorite } from '../api/toggle-favorite';
import { FIRST_ROW } from '../first-row';
import { refetchUserIfChanged } from '../../../lib/user-changed';
import { MemberCardItem } from './member-card-item';

export type MemberListQuery = Omit<
  NonNullable<paths['/members']['get']['parameters']['query']>,
  'page'
>;
type MemberCardData = components['schemas']['MemberCard'];

interface PageState {
  count?: number;
  failed?: boolean;
}

/**
 * One page of cards. Memoised: the grid's own state changes as each page settles (in a layout effect,
 * so synchronously, in one long task), and that should not draw every card again (16 cards a page,
 * 80 ms of a search's first load on this machine unthrottled, issue 12); a page draws again when its
 * data, its query or the language change.
 */
const MemberPage = memo(function MemberPage({
  page,
  query,
  onSettled,
  onFirstRow,
}: {
  page: number;
  query: MemberListQuery;
  onSettled: (page: number, state: PageState) => void;
  /** Page 1, once drawn (or failed): the pictures of its first row, as drawn. */
  onFirstRow?: (pictures: HTMLImageElement[]) => void;
}) {
  const intl = useIntl();
  const { data: fetched, error } = useQuery('/members', { params: { query: { ...query, page } } });
  // Sixteen cards drawn as a transition, in short tasks: the page answers a tap while they render.
  const data = useDeferredValue(fetched);
  const count = data?.data.length;
  // Before the browser paints: the cards and the end of the placeholders show in the same frame. A
  // passive effect let one frame show the cards above the old placeholders, which it then removed:
  // the placeholders moved off a phone's screen (CLS 0.66 in Lighthouse, issue 12).
  useLayoutEffect(() => {
    if (count !== undefined) onSettled(page, { count });
  }, [count, page, onSettled]);
  useLayoutEffect(() => {
    if (!data || !onFirstRow) return;
    // A card that shows no picture (a deleted member's) has none to wait for.
    onFirstRow(
      data.data
        .slice(0, FIRST_ROW)
        .flatMap(
          (member) =>
            document.querySelector<HTMLImageElement>(`[data-member-id="${member.id}"] img`) ?? [],
        ),
    );
  }, [data, onFirstRow]);
  useEffect(() => {
    if (!error) return;
    if (!refetchUserIfChanged(error)) toastError(error, intl);
    onSettled(page, { failed: true });
    onFirstRow?.([]);
  }, [error, page, onSettled, onFirstRow, intl]);

  const onFavorite = (member: MemberCardData) => (favorite: boolean) => {
    toggleFavorite(member.id, favorite).catch((reason: unknown) => {
      if (!refetchUserIfChanged(reason)) toastError(reason, intl);
    });
  };
  return (
    <>
      {data?.data.map((member, index) => (
        <MemberCardItem
          key={member.id}
          member={member}
          onFavoriteChange={onFavorite(member)}
          // The first row (4 cards on the widest grid): the page's largest pictures, fetched at once.
          priority={page === 1 && index < FIRST_ROW}
        />
      ))}
    </>
  );
});

export interface MemberPagesProps {
  /** The filters and sort of `GET members` (a change starts again from page 1: give it a `key`). */
  query: MemberListQuery;
  onOpenFilters: () => void;
  /** Shown instead of the end-of-list notice when there is no member at all (the favourites'). */
  emptyState?: ReactNode;
}

/**
 * The member grid of the search and favourites: one cached request per page (`GET members?page=n`),
 * the next page when the end of the grid nears the screen, 16 placeholders while a page loads, and the
 * end-of-list notice once a page comes back empty. Each page is its own cache entry, so a favourite
 * toggled anywhere shows here at once.
 */
export function MemberPages({ query, onOpenFilters, emptyState }: MemberPagesProps) {
  const [pages, setPages] = useState<Record<number, PageState>>({});
  const [pageCount, setPageCount] = useState(1);
  const onSettled = useCallback((page: number, state: PageState) => {
    setPages((previous) => ({ ...previous, [page]: state }));
  }, []);
  // The first row's pictures are the page's largest paint: what can wait waits for them to paint
  // (lib/first-content.ts).
  const onFirstRow = useFirstContentHold();
  const last = pages[pageCount];
  const ended = last !== undefined && (last.failed === true || last.count === 0);
  const loading = last === undefined;
  const total = Object.values(pages).reduce((sum, page) => sum + (page.count ?? 0), 0);
  if (emptyState !== undefined && ended && total === 0) return <>{emptyState}</>;

  return (
    <SearchResults
      loading={loading}
      ended={ended}
      empty={ended && total === 0}
      onNearEnd={() => {
        if (!loading && !ended) setPageCount((count) => count + 1);
      }}
      onOpenFilters={onOpenFilters}
    >
      {Array.from({ length: pageCount }, (_, index) => (
        <MemberPage
          key={index + 1}
          page={index + 1}
          query={query}
          onSettled={onSettled}
          onFirstRow={index === 0 ? onFirstRow : undefined}
        />
      ))}
    </SearchResults>
  );
}
