import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import type { ComponentProps } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { pageItems, shouldShowPagination } from './pagination.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  previousPage: NoMessageValues;
  next: NoMessageValues;
  nextPage: NoMessageValues;
  page: { page: number };
}>({
  label: { id: 'ui.pagination.label', defaultMessage: 'Pagination' },
  previous: { id: 'ui.pagination.previous', defaultMessage: 'Précédente' },
  previousPage: { id: 'ui.pagination.previous-page', defaultMessage: 'Page précédente' },
  next: { id: 'ui.pagination.next', defaultMessage: 'Suivante' },
  nextPage: { id: 'ui.pagination.next-page', defaultMessage: 'Page suivante' },
  page: { id: 'ui.pagination.page', defaultMessage: 'Page {page}' },
});

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Neighbours shown on each side of the current page (1). */
  siblings?: number;
  /** Overrides the navigation's name ('Pagination'). */
  label?: string;
  /** Overrides the previous button's name ('Page précédente'). */
  previousLabel?: string;
  /** Overrides the next button's name ('Page suivante'). */
  nextLabel?: string;
  /** Overrides each page button's name ('Page 3'). */
  getPageLabel?: (page: number) => string;
};

/**
 * Previous and next buttons around the page numbers, with ellipses for the gaps; the current page has
 * `aria-current="page"`. Renders nothing when there is only one page.
 */
export function Pagination({
  className,
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  label,
  previousLabel,
  nextLabel,
  getPageLabel,
  ...props
}: PaginationProps) {
  const intl = useIntl();
  if (!shouldShowPagination(pageCount)) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const labelOf = (value: number) =>
    getPageLabel ? getPageLabel(value) : intl.formatMessage(messages.page, { page: value });
  return (
    <nav
      data-slot="pagination"
      data-page={current}
      data-page-count={pageCount}
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            data-slot="pagination-previous"
            variant="ghost"
            size="sm"
            className="px-3"
            disabled={current <= 1}
            aria-label={previousLabel ?? intl.formatMessage(messages.previousPage)}
            onClick={() => {
              onPageChange(current - 1);
            }}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="max-sm:sr-only">{intl.formatMessage(messages.previous)}</span>
          </Button>
        </li>
        {pageItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                data-slot="pagination-page"
                data-current={item === current || undefined}
                variant={item === current ? 'primary' : 'ghost'}
                size="sm"
                className="min-w-9 px-2 tabular-nums"
                aria-current={item === current ? 'page' : undefined}
                aria-label={labelOf(item)}
                onClick={() => {
                  if (item !== current) onPageChange(item);
                }}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li
              key={item}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="flex size-9 items-center justify-center text-text-muted"
            >
              <Ellipsis className="size-4" />
            </li>
          ),
        )}
        <li>
          <Button
            data-slot="pagination-next"
            variant="ghost"
            size="sm"
            className="px-3"
            disabled={current >= pageCount}
            aria-label={nextLabel ?? intl.formatMessage(messages.nextPage)}
            onClick={() => {
              onPageChange(current + 1);
            }}
          >
            <span className="max-sm:sr-only">{intl.formatMessage(messages.next)}</span>
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
