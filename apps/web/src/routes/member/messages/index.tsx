import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { inboxQuery } from '../../../features/conversations/components/inbox';
import { rememberedConversation } from '../../../features/conversations/inbox-memory';
import { useQuery } from '../../../lib/data';
import { member } from '../../../lib/paths';
import { useMessagesOutlet } from './layout';

/**
 * The inbox without a selection: on a desktop, the conversation last opened in this tab (if still in
 * the list), else the first one; on a phone, the list alone. Chosen when the tab's list first comes:
 * a conversation that arrives later in a tab that was empty stays in the list, unseen, for the member
 * to open (opening it for them would mark it seen unread).
 */
export function Component() {
  const { inbox, desktop } = useMessagesOutlet();
  const list = useQuery('/conversations', desktop ? inboxQuery(inbox) : null);
  // The tabs whose list was empty when first shown here.
  const [emptyTabs, setEmptyTabs] = useState<ReadonlySet<string>>(() => new Set());
  if (!desktop || !list.data) return null;
  const ids = list.data.data.map((conversation) => conversation.id);
  const remembered = rememberedConversation(inbox);
  const target = remembered !== undefined && ids.includes(remembered) ? remembered : ids[0];
  if (target === undefined) {
    if (!emptyTabs.has(inbox)) setEmptyTabs(new Set([...emptyTabs, inbox]));
    return null;
  }
  if (emptyTabs.has(inbox)) return null;
  return <Navigate to={member.conversation.href(target)} replace />;
}
