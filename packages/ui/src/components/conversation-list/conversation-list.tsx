import { Inbox, MessagesSquare } from 'lucide-react';
import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { ConversationSkeleton } from '../message-timestamps/message-timestamp.tsx';
import { StatusBanner, StatusBannerLink } from '../status-banner';

const messages = defineMessages<{
  priorityLabel: NoMessageValues;
  secondaryLabel: NoMessageValues;
  priorityEmptyTitle: NoMessageValues;
  priorityEmptyText: NoMessageValues;
  search: NoMessageValues;
  secondaryNotice: NoMessageValues;
  secondaryEmptyTitle: NoMessageValues;
  secondaryEmptyText: NoMessageValues;
  rules: NoMessageValues;
  loading: NoMessageValues;
}>({
  priorityLabel: {
    id: 'ui.conversation-list.priority_label',
    defaultMessage: 'Conversations prioritaires',
  },
  secondaryLabel: {
    id: 'ui.conversation-list.secondary_label',
    defaultMessage: 'Conversations secondaires',
  },
  priorityEmptyTitle: {
    id: 'ui.conversation-list.priority_empty_title',
    defaultMessage: 'Aucune conversation pour le moment',
  },
  priorityEmptyText: {
    id: 'ui.conversation-list.priority_empty_text',
    defaultMessage:
      'Découvrez les membres qui partagent vos valeurs et écrivez-leur le premier message.',
  },
  search: { id: 'ui.conversation-list.search', defaultMessage: 'Rechercher des membres' },
  secondaryNotice: {
    id: 'ui.conversation-list.secondary_notice',
    defaultMessage:
      'Les conversations des membres qui ne correspondent pas à vos critères arrivent dans votre boîte secondaire.',
  },
  secondaryEmptyTitle: {
    id: 'ui.conversation-list.secondary_empty_title',
    defaultMessage: 'Votre boîte secondaire est vide',
  },
  secondaryEmptyText: {
    id: 'ui.conversation-list.secondary_empty_text',
    defaultMessage: 'Vous choisissez les critères qui envoient une conversation ici.',
  },
  rules: { id: 'ui.conversation-list.rules', defaultMessage: 'Modifier mes critères' },
  loading: {
    id: 'ui.conversation-list.loading',
    defaultMessage: 'Chargement des conversations…',
  },
});

export type Inbox = 'priority' | 'secondary';

type LinkElement = ReactElement<{ children?: ReactNode }>;

/** The app's link, with our label when it brings none. */
function labelled(link: LinkElement, label: ReactNode, key?: string): ReactElement {
  return cloneElement(link, key === undefined ? {} : { key }, link.props.children ?? label);
}

export type ConversationListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The inbox shown: priority, or secondary (with its notice). */
  inbox: Inbox;
  /** The `ConversationListItem`s, each wrapped in a list item. */
  children?: ReactNode;
  /** While the list loads: 20 placeholder rows. */
  loading?: boolean | undefined;
  /** The app's link to member search (`/member/search`), for the empty priority inbox. */
  searchLink?: LinkElement | undefined;
  /**
   * The app's link to the secondary-conversation-rules settings (`/member/settings/secondary-conversation-rules`),
   * for the secondary notice and its empty state.
   */
  rulesLink?: LinkElement | undefined;
  /** Overrides the list's name. */
  label?: string | undefined;
};

/**
 * The conversations of one inbox. An empty priority inbox points to search; the secondary inbox explains itself
 * and links to its rules, empty or not.
 */
export function ConversationList({
  className,
  inbox,
  children,
  loading = false,
  searchLink,
  rulesLink,
  label,
  ...props
}: ConversationListProps) {
  const intl = useIntl();
  const items = Children.toArray(children).filter(isValidElement);
  const state = loading ? 'loading' : items.length === 0 ? 'empty' : 'list';
  const listLabel =
    label ??
    intl.formatMessage(inbox === 'priority' ? messages.priorityLabel : messages.secondaryLabel);

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <ConversationSkeleton
        variant="list"
        loadingLabel={intl.formatMessage(messages.loading)}
        className="p-0"
      />
    );
  } else if (state === 'empty') {
    body =
      inbox === 'priority' ? (
        <EmptyState
          data-slot="conversation-list-empty"
          size="sm"
          headingLevel={2}
          icon={<MessagesSquare />}
          title={intl.formatMessage(messages.priorityEmptyTitle)}
          description={intl.formatMessage(messages.priorityEmptyText)}
          action={
            searchLink ? (
              <Button asChild>{labelled(searchLink, intl.formatMessage(messages.search))}</Button>
            ) : undefined
          }
        />
      ) : (
        <EmptyState
          data-slot="conversation-list-empty"
          size="sm"
          headingLevel={2}
          icon={<Inbox />}
          title={intl.formatMessage(messages.secondaryEmptyTitle)}
          description={intl.formatMessage(messages.secondaryEmptyText)}
          action={
            rulesLink ? (
              <Button asChild variant="outline">
                {labelled(rulesLink, intl.formatMessage(messages.rules), 'empty')}
              </Button>
            ) : undefined
          }
        />
      );
  } else {
    body = (
      <ul
        data-slot="conversation-list-items"
        aria-label={listLabel}
        className="flex flex-col gap-1"
      >
        {items.map((item) => (
          <li key={item.key} data-slot="conversation-list-row">
            {item}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      data-slot="conversation-list"
      data-inbox={inbox}
      data-state={state}
      data-count={state === 'list' ? items.length : undefined}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {inbox === 'secondary' ? (
        <StatusBanner
          data-slot="conversation-list-notice"
          variant="info"
          className="rounded-md"
          action={
            rulesLink ? (
              <StatusBannerLink asChild>
                {labelled(rulesLink, intl.formatMessage(messages.rules), 'notice')}
              </StatusBannerLink>
            ) : undefined
          }
        >
          {intl.formatMessage(messages.secondaryNotice)}
        </StatusBanner>
      ) : null}
      {body}
    </div>
  );
}
