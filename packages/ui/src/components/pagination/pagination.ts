/** A slot of the pagination: a page number, or a gap before or after the current page's neighbours. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** The spec shows pagination only when there is more than one page. */
export function shouldShowPagination(pageCount: number): boolean {
  return pageCount > 1;
}

/**
 * The pages to show: always the first and the last, the current page with `siblings` neighbours on
 * each side, and an ellipsis for each gap. A gap of a single page shows that page instead, so the
 * number of slots stays `2 * siblings + 5` once there are enough pages.
 */
export function pageItems(page: number, pageCount: number, siblings: number = 1): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const around = Math.max(0, Math.floor(siblings));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const slots = 2 * around + 5;
  if (count <= slots) return range(1, count);

  const left = Math.max(current - around, 1);
  const right = Math.min(current + around, count);
  const gapBefore = left > 3;
  const gapAfter = right < count - 2;
  const edge = slots - 2; // pages shown next to a single ellipsis

  if (!gapBefore) return [...range(1, edge), 'end-ellipsis', count];
  if (!gapAfter) return [1, 'start-ellipsis', ...range(count - edge + 1, count)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', count];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
