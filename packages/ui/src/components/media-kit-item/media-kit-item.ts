/**
 * The media kit (spec 02, sections 2 and 9): promotional videos, 3 per page, and expert articles, each
 * with a copy-link button that changes to a copied label.
 */

/** The media kit's page size (the articles' lists use 6 elsewhere). */
export const MEDIA_KIT_PAGE_SIZE = 3;

/** The number of pages for `total` items, `pageSize` per page (at least 1). */
export function pageCountOf(total: number, pageSize: number = MEDIA_KIT_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** One copy routine for the library: the clipboard, else a selection copy; rejects when neither works. */
export { copyToClipboard } from '../../lib/clipboard.ts';
