import { Flower2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { EmptyState, type EmptyStateProps } from '../empty-state';

const messages = defineMessages<{
  title: { empty: 'true' | 'false' };
  description: { empty: 'true' | 'false' };
  openFilters: NoMessageValues;
}>({
  title: {
    id: 'ui.end-of-list.title',
    defaultMessage:
      '{empty, select, true {Aucun profil ne correspond à vos filtres} other {Vous avez vu tous les profils}}',
  },
  description: {
    id: 'ui.end-of-list.description',
    defaultMessage:
      '{empty, select, true {Élargissez vos filtres pour découvrir d’autres membres.} other {Modifiez vos filtres pour découvrir d’autres membres.}}',
  },
  openFilters: { id: 'ui.end-of-list.open_filters', defaultMessage: 'Modifier mes filtres' },
});

export type EndOfListProps = Omit<EmptyStateProps, 'title' | 'icon' | 'action'> & {
  /** Reopens the filter panel. */
  onOpenFilters: () => void;
  /** No member at all (the first page was empty). */
  empty?: boolean | undefined;
  /** Replace the default title and description. */
  title?: ReactNode;
  description?: ReactNode;
};

/** The notice at the end of the search results, with a button to reopen the filters. */
export function EndOfList({
  onOpenFilters,
  empty = false,
  title,
  description,
  className,
  ...props
}: EndOfListProps) {
  const intl = useIntl();
  const flag = empty ? 'true' : 'false';
  return (
    <EmptyState
      data-slot="end-of-list"
      data-empty={empty || undefined}
      bordered
      size="sm"
      icon={empty ? <SearchX /> : <Flower2 />}
      title={title ?? intl.formatMessage(messages.title, { empty: flag })}
      description={description ?? intl.formatMessage(messages.description, { empty: flag })}
      action={
        <Button data-slot="end-of-list-open-filters" variant="secondary" onClick={onOpenFilters}>
          {intl.formatMessage(messages.openFilters)}
        </Button>
      }
      className={cn('w-full', className)}
      {...props}
    />
  );
}
