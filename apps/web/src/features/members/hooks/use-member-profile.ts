import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '../../../lib/data';
import { member as memberRoutes } from '../../../lib/paths';
import { refetchUserIfChanged } from '../../../lib/user-changed';

/**
 * `GET members/{id}` for the profile page, and whether the viewer already has a conversation with that
 * member (the flower is offered only without one). A member who cannot be loaded (unknown, a block
 * between the two, not a number) sends the viewer back to /member/search (spec 02, section 8); when
 * the failure says the user changed, the user is refetched too (the search then shows the state
 * screen).
 */
export function useMemberProfile(memberParam: string | undefined, own: boolean) {
  const navigate = useNavigate();
  const id = Number(memberParam);
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery('/members/{id}', valid ? { params: { path: { id } } } : null, {
    shouldRetryOnError: false,
  });
  const conversations = useQuery('/conversations', valid && !own ? {} : null, {
    shouldRetryOnError: false,
  });
  const failed = !valid || query.error !== undefined;

  useEffect(() => {
    if (!failed) return;
    if (query.error) {
      console.error('The profile could not be loaded', query.error);
      refetchUserIfChanged(query.error);
    }
    void navigate(memberRoutes.search.href, { replace: true });
  }, [failed, navigate, query.error]);

  const member = query.data?.data;
  const userId = member?.user?.id;
  const hasConversation =
    userId !== undefined &&
    (conversations.data?.data ?? []).some((conversation) =>
      conversation.users.some((user) => user.id === userId),
    );
  return { id, member, loading: !failed && !member, hasConversation };
}
