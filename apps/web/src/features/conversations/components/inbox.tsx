import { Button } from '@app/ui/button';
import { ConversationList } from '@app/ui/conversation-list';
import { ConversationListItem, conversationFlowerState } from '@app/ui/conversation-list-item';
import { EmptyState } from '@app/ui/empty-state';
import { InboxTabs, unseenSummary } from '@app/ui/inbox-tabs';
import { PageHeader } from '@app/ui/page-header';
import { useEffect, useEffectEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { avatarStateOf } from '../../../lib/avatar-state';
import { useQuery } from '../../../lib/data';
import { toastError } from '../../../lib/errors';
import { member } from '../../../lib/paths';
import { refetchUserIfChanged } from '../../../lib/user-changed';
import { participantName } from '../participant-name';
import { participants, type Conversation, type ConversationPriority } from '../types';
import { useFirstContentHoldUntil } from '../../../lib/first-content-hold';

const messages = defineMessages({
  title: { id: 'messages.title', defaultMessage: 'Messages' },
  loadFailed: {
    id: 'messages.load_failed',
    defaultMessage: 'Vos conversations n’ont pas pu être chargées.',
  },
  retry: { id: 'messages.retry', defaultMessage: 'Réessayer' },
});

/** The inbox query of one tab (shared by the list and the desktop's default selection). */
export function inboxQuery(inbox: ConversationPriority) {
  return { params: { query: { filter: { priority: inbox } } } } as const;
}

function Row({
  conversation,
  unseen,
  active,
}: {
  conversation: Conversation;
  unseen: boolean;
  active: boolean;
}) {
  const intl = useIntl();
  const { me, other } = participants(conversation);
  const name = participantName(other, intl);
  return (
    <ConversationListItem
      asChild
      name={name}
      avatarSrc={other?.member?.avatar_path ?? null}
      avatarMember={avatarStateOf(other?.member)}
      anonymousMode={other?.member?.user?.settings?.anonymous_mode ?? false}
      admin={other?.admin ?? false}
      online={other?.online ?? false}
      lastMessage={conversation.last_message}
      unseen={unseen}
      active={active}
      flower={conversationFlowerState({
        flowerMatch: conversation.flower_match,
        iSentFlower: me?.pivot.sent_flower,
        otherSentFlower: other?.pivot.sent_flower,
      })}
    >
      <Link to={member.conversation.href(conversation.id)} />
    </ConversationListItem>
  );
}

function InboxList({
  inbox,
  activeId,
  unseenIds,
}: {
  inbox: ConversationPriority;
  activeId: number | undefined;
  unseenIds: ReadonlySet<number>;
}) {
  const intl = useIntl();
  const list = useQuery('/conversations', inboxQuery(inbox));
  // The quote under the inbox comes once the list is drawn: below its placeholder rows it moved up
  // into view as a shorter list replaced them (CLS 0.164 on a phone).
  useFirstContentHoldUntil(list.data !== undefined || list.error !== undefined);
  // A failed load (spec 02, section 8): the user's own state may have changed (the protection view
  // then shows), else the default toast. Once per failed request.
  const reportFailure = useEffectEvent((error: unknown) => {
    if (!refetchUserIfChanged(error)) toastError(error, intl);
  });
  useEffect(() => {
    if (list.error !== undefined) reportFailure(list.error);
  }, [list.error]);
  // Nothing to show: the failure in place of the placeholder rows, which would wait forever. A failed
  // refetch leaves the list it had on screen.
  if (list.error !== undefined && list.data === undefined) {
    return (
      <EmptyState
        data-slot="inbox-error"
        size="sm"
        bordered
        title={<FormattedMessage {...messages.loadFailed} />}
        action={
          <Button variant="outline" onClick={() => void list.mutate()}>
            <FormattedMessage {...messages.retry} />
          </Button>
        }
      />
    );
  }
  return (
    <ConversationList
      inbox={inbox}
      loading={list.data === undefined}
      searchLink={<Link to={member.search.href} />}
      rulesLink={<Link to={member.settingsSecondaryRules.href} />}
    >
      {(list.data?.data ?? []).map((conversation) => (
        <Row
          key={conversation.id}
          conversation={conversation}
          unseen={unseenIds.has(conversation.id)}
          active={conversation.id === activeId}
        />
      ))}
    </ConversationList>
  );
}

/**
 * The inbox (spec 02, Messages): the priority and secondary tabs with their unseen counts (and the
 * flower icon), each a list of conversations with the unseen dot, the last message and the flowers.
 * A list that fails to load says so, with a retry, in place of its placeholder rows.
 */
export function Inbox({
  inbox,
  onInboxChange,
  activeId,
}: {
  inbox: ConversationPriority;
  onInboxChange: (inbox: ConversationPriority) => void;
  activeId: number | undefined;
}) {
  const unseen = useQuery('/conversations/unseen', {});
  const entries = unseen.data?.data ?? [];
  const unseenIds = new Set(
    entries
      .filter((entry) => !entry.seen && entry.conversation_id !== undefined)
      .map((entry) => entry.conversation_id as number),
  );
  return (
    <section className="flex min-w-0 flex-col gap-4" data-slot="inbox">
      <PageHeader title={<FormattedMessage {...messages.title} />} />
      <InboxTabs
        value={inbox}
        onValueChange={onInboxChange}
        unseen={unseenSummary(entries)}
        priority={<InboxList inbox="priority" activeId={activeId} unseenIds={unseenIds} />}
        secondary={<InboxList inbox="secondary" activeId={activeId} unseenIds={unseenIds} />}
      />
    </section>
  );
}
