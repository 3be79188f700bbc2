import { revalidate } from '../../lib/data';
import { useUserChannel } from '../../lib/use-user-channel';
import { useUser } from '../../lib/session';
import { showMessage } from './api/send-message';

/**
 * `.conversations.messages.created` on my user channel (spec 02, section 4): the message of the other
 * member shows at once in the open conversation, which is then refetched (marking it seen, after which
 * the unseen entries follow); the inbox lists are refetched for their order and previews.
 */
export function useConversationEvents(openId: number | undefined): void {
  const { user } = useUser();
  useUserChannel(
    user?.id,
    {
      '.conversations.messages.created': (event) => {
        if (event.user_id === user?.id) return;
        void revalidate('/conversations');
        if (event.conversation_id !== openId) return;
        void (async () => {
          await showMessage(event.conversation_id, event.message);
          await revalidate('/conversations/{id}', { id: event.conversation_id });
          await revalidate('/conversations/unseen');
        })();
      },
    },
    () => {
      // Listening now: a message that came before is fetched (the lists, and the open conversation).
      void revalidate('/conversations');
      if (openId !== undefined) void revalidate('/conversations/{id}', { id: openId });
    },
  );
}
