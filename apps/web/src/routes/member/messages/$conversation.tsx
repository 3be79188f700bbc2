import { Navigate, useParams } from 'react-router-dom';
import { ConversationView } from '../../../features/conversations/components/conversation-view';
import { member } from '../../../lib/paths';

/** `/member/messages/:conversation`: one conversation. */
export function Component() {
  const params = useParams();
  const id = Number(params.conversation);
  const valid = Number.isInteger(id) && id > 0;
  if (!valid) return <Navigate to={member.messages.href} replace />;
  return <ConversationView key={id} conversationId={id} />;
}
