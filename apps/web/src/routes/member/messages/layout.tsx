import { useState } from 'react';
import { Outlet, useOutletContext, useParams } from 'react-router-dom';
import { Inbox } from '../../../features/conversations/components/inbox';
import { rememberedInbox, rememberInbox } from '../../../features/conversations/inbox-memory';
import type { ConversationPriority } from '../../../features/conversations/types';
import { useIsDesktop } from '../../../features/conversations/use-is-desktop';
import { useConversationEvents } from '../../../features/conversations/use-conversation-events';
import { PushOffer } from '../../../features/push/components/push-offer';

export interface MessagesOutlet {
  inbox: ConversationPriority;
  desktop: boolean;
}

export function useMessagesOutlet(): MessagesOutlet {
  return useOutletContext<MessagesOutlet>();
}

/**
 * `/member/messages`: the inbox beside the open conversation on a desktop; on a phone, the list alone
 * or the conversation alone. New messages from the other members refresh what is on screen. Once the
 * member has a conversation, the area offers notifications on this device (features/push).
 */
export function Component() {
  const params = useParams();
  const desktop = useIsDesktop();
  const [inbox, setInbox] = useState<ConversationPriority>(rememberedInbox);
  const openId = params.conversation === undefined ? undefined : Number(params.conversation);
  useConversationEvents(openId);
  const showList = desktop || openId === undefined;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-6 pb-24 lg:grid lg:h-[calc(100dvh-6rem)] lg:min-h-[36rem] lg:grid-cols-[minmax(18rem,24rem)_minmax(0,1fr)] lg:pb-6">
      {showList ? (
        <div className="min-h-0 lg:overflow-y-auto">
          <Inbox
            inbox={inbox}
            activeId={openId}
            onInboxChange={(next) => {
              rememberInbox(next);
              setInbox(next);
            }}
          />
        </div>
      ) : null}
      {/* On a phone an open conversation fills the screen under the top bar (4rem) and this page's
          top padding (1.5rem), its composer at the bottom edge above the home indicator: a
          conversation has no tab bar. */}
      <div className="flex min-h-0 flex-col max-lg:h-[calc(100dvh-5.5rem-env(safe-area-inset-bottom))] max-lg:empty:hidden">
        <Outlet context={{ inbox, desktop } satisfies MessagesOutlet} />
      </div>
      {/* Over the list, not over a conversation on a phone, whose header it would cover. */}
      {showList ? <PushOffer inbox={inbox} /> : null}
    </div>
  );
}
