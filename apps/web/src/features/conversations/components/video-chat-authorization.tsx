import { VideoAuthorization, VIDEO_AUTHORIZATION_DEBOUNCE_MS } from '@app/ui/video-authorization';
import { ChevronDown, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { revalidate, useQuery } from '../../../lib/data';
import { toastError } from '../../../lib/errors';
import { member } from '../../../lib/paths';
import { useUserChannel } from '../../../lib/use-user-channel';
import { authorizeVideoChat } from '../api/authorize-video-chat';
import { videoChatFrameClassName } from './video-chat-authorization-frame';

const messages = defineMessages({
  toggle: { id: 'video_chat.section', defaultMessage: 'Appel vidéo' },
});

export interface VideoChatAuthorizationProps {
  conversationId: number;
  userId: number;
  otherName: string;
  /** My `authorize_video_chat` and the other's, as the conversation was loaded. */
  mine: boolean;
  other: boolean;
  otherIsAdmin: boolean;
}

/**
 * The conversation's video-call section (spec 02, section 4 "Video authorization"): my consent switch,
 * saved 300 ms after the last change; the call button once both consent (the API says so through
 * `video-chat/authorized`, and the other's consent arrives live on my user channel, with the 'call
 * unlocked' hint); 'pending authorization' otherwise. Folded under a disclosure, opened when the call
 * unlocks.
 */
export function VideoChatAuthorization({
  conversationId,
  userId,
  otherName,
  mine,
  other,
  otherIsAdmin,
}: VideoChatAuthorizationProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [authorized, setAuthorized] = useState(mine);
  const [saving, setSaving] = useState(false);
  const [otherLive, setOtherLive] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const both = useQuery('/conversations/{id}/video-chat/authorized', {
    params: { path: { id: conversationId } },
  });
  const otherAuthorized = other || otherLive || both.data?.data.authorized === true;

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

  if (otherIsAdmin) return null;
  return (
    <details
      data-slot="video-chat-authorization"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
      className={`group ${videoChatFrameClassName}`}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-sm font-semibold focus-visible:outline-3 focus-visible:outline-focus [&::-webkit-details-marker]:hidden">
        <Video aria-hidden="true" className="size-5" />
        <span className="flex-1">
          <FormattedMessage {...messages.toggle} />
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 transition-transform group-open:rotate-180"
        />
      </summary>
      <VideoAuthorization
        className="pt-3"
        authorized={authorized}
        otherAuthorized={otherAuthorized}
        otherName={otherName}
        pending={saving}
        onChange={change}
        onCall={() => {
          void navigate(member.videoChat.href(conversationId));
        }}
      />
    </details>
  );
}
