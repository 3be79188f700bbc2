import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { VideoChatPage } from '../../../features/video-chat/components/video-chat-page';
import type { CallRole } from '../../../features/video-chat/use-video-call';
import { member } from '../../../lib/paths';

/** What the incoming-call dialog passes on: this page answers a call instead of placing one. */
export interface VideoChatLocationState {
  answer?: boolean;
}

/**
 * `/member/messages/:conversation/video-chat?no_video=0|1`: a video call, its own chunk (the call's
 * code loads only when a call starts).
 */
export function Component() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const id = Number(params.conversation);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={member.messages.href} replace />;
  const state = location.state as VideoChatLocationState | null;
  const role: CallRole = state?.answer === true ? 'callee' : 'caller';
  return (
    <VideoChatPage
      key={`${String(id)}-${role}`}
      conversationId={id}
      role={role}
      noVideo={search.get('no_video') === '1'}
    />
  );
}
