import type { UserChannelEvents } from '@app/client/realtime';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { member } from '../../../lib/paths';
import { useUserChannel } from '../../../lib/use-user-channel';
import { declineCall } from '../api/video-chat';

type Ring = UserChannelEvents['.conversations.video-chat.call'];

// The dialog's code (a modal dialog, its switch) loads with the first ring, not with every page.
const IncomingCallDialog = lazy(() =>
  import('@app/ui/incoming-call-dialog').then((module) => ({
    default: module.IncomingCallDialog,
  })),
);

/** The caller rings every 2000 ms: a call not heard of for this long was given up. */
export const RING_TIMEOUT_MS = 7000;
/** Rings already on their way when I declined are not a new call. */
const DECLINED_QUIET_MS = 5000;

/**
 * The incoming call anywhere in the member area (spec 02, section 4 "Incoming call"): the user
 * channel's `.conversations.video-chat.call` opens the dialog, unless I am the caller or already on
 * that conversation's call. Accept goes to the call (`no_video` from the with-video switch); decline
 * posts, and the dialog closes 500 ms later; reply by message declines and opens the conversation. A
 * call that stops ringing closes the dialog.
 */
export function IncomingCall({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const onCall = useMatch(`/member/${member.videoChat.path}`);
  const onCallId = onCall ? Number(onCall.params.conversation) : undefined;
  const [ring, setRing] = useState<Ring | null>(null);
  const [open, setOpen] = useState(false);
  const lastRingAt = useRef(0);
  const quiet = useRef(new Map<number, number>());

  useUserChannel(userId, {
    '.conversations.video-chat.call': (event) => {
      if (event.caller.id === userId || event.conversation_id === onCallId) return;
      if ((quiet.current.get(event.conversation_id) ?? 0) > Date.now()) return;
      if (open && ring?.conversation_id !== event.conversation_id) return;
      lastRingAt.current = Date.now();
      if (open) return;
      setRing(event);
      setOpen(true);
    },
  });

  // On that very call (accepted, or opened otherwise), the dialog has nothing left to say.
  if (open && ring && ring.conversation_id === onCallId) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => {
      if (Date.now() - lastRingAt.current > RING_TIMEOUT_MS) setOpen(false);
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [open]);

  if (!ring) return null;
  const conversationId = ring.conversation_id;
  return (
    <Suspense fallback={null}>
      <IncomingCallDialog
        open={open}
        onOpenChange={setOpen}
        callerName={ring.caller.first_name}
        onDecline={() => {
          quiet.current.set(conversationId, Date.now() + DECLINED_QUIET_MS);
          declineCall(conversationId).catch((error: unknown) => {
            console.error('video call decline', error);
          });
        }}
        onMessage={() => {
          void navigate(member.conversation.href(conversationId));
        }}
        onAccept={({ withVideo }) => {
          setOpen(false);
          void navigate(member.videoChat.href(conversationId, { noVideo: !withVideo }), {
            state: { answer: true },
          });
        }}
      />
    </Suspense>
  );
}
