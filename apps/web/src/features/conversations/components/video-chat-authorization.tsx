import {
  VideoAuthorizationDisclosure,
  VIDEO_AUTHORIZATION_DEBOUNCE_MS,
} from '@app/ui/video-authorization';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { revalidate, useQuery } from '../../../lib/data';
import { toastError } from '../../../lib/errors';
import { member } from '../../../lib/paths';
import { useUserChannel } from '../../../lib/use-user-channel';
import { authorizeVideoChat } from '../api/authorize-video-chat';

export interface VideoChatAuthorizationProps {
  conversationId: number;
  userId: number;
  otherName: string;
  /** My `authorize_video_chat` and the other's, as the conversation was loaded. */
  mine: boolean;
  other: boolean;
}

/**
 * The conversation's video-call section (spec 02, section 4 "Video authorization"): my consent
 * switch, saved 300 ms after the last change; the call button once both consent (the API says so
 * through `video-chat/authorized`, and the other's consent, or its withdrawal, arrives live on my user
 * channel, with the 'call unlocked' hint); 'pending authorization' otherwise. The data and state only:
 * the section is ui/video-authorization's disclosure, folded, opened when the call unlocks. Never
 * drawn with the support (conversation-view.tsx decides, placeholder included).
 */
export function VideoChatAuthorization({
  conversationId,
  userId,
  otherName,
  mine,
  other,
}: VideoChatAuthorizationProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [authorized, setAuthorized] = useState(mine);
  const [saving, setSaving] = useState(false);
  // The other's consent as my user channel last told it (undefined until it does): it outlives the
  // conversation as it was loaded, a withdrawal included.
  const [otherLive, setOtherLive] = useState<boolean | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const both = useQuery('/conversations/{id}/video-chat/authorized', {
    params: { path: { id: conversationId } },
  });
  const otherAuthorized = otherLive ?? (other || both.data?.data.authorized === true);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  useUserChannel(userId, {
    '.conversations.video-chat.authorized': (event) => {
      if (event.conversation_id !== conversationId || event.user_id === userId) return;
      setOtherLive(event.authorized);
      if (event.authorized) setOpen(true);
      void revalidate('/conversations/{id}/video-chat/authorized', { id: conversationId });
    },
  });

  const change = (next: boolean) => {
    setAuthorized(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setSaving(true);
      authorizeVideoChat(conversationId, next)
        .then(() =>
          Promise.all([
            revalidate('/conversations/{id}/video-chat/authorized', { id: conversationId }),
            revalidate('/conversations/{id}', { id: conversationId }),
          ]),
        )
        .catch((error: unknown) => {
          setAuthorized(!next);
          toastError(error, intl);
        })
        .finally(() => {
          setSaving(false);
        });
    }, VIDEO_AUTHORIZATION_DEBOUNCE_MS);
  };

  return (
    <VideoAuthorizationDisclosure
      open={open}
      onOpenChange={setOpen}
      authorized={authorized}
      otherAuthorized={otherAuthorized}
      otherName={otherName}
      pending={saving}
      onChange={change}
      onCall={() => {
        void navigate(member.videoChat.href(conversationId));
      }}
    />
  );
}
