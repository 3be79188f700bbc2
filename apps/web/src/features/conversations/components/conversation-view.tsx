import { toApiError } from '@app/client';
import type { ConversationChannel } from '@app/client/realtime';
import { ActionMenu } from '@app/ui/action-menu';
import { Avatar } from '@app/ui/avatar';
import { Button } from '@app/ui/button';
import type { ChatMessage } from '@app/ui/chat-bubble';
import { flowerErrorKey, flowerErrorMessages } from '@app/ui/chat-composer';
import { ChatComposerSkeleton } from '@app/ui/chat-composer-skeleton';
import { LazyConfirmDialog as ConfirmDialog } from '@app/ui/confirm-dialog';
import { lazyDialog } from '@app/ui/lazy-dialog';
import { loadOnce } from '@app/ui/lib/load-once';
import { ConversationSkeleton, MessageList } from '@app/ui/message-timestamps';
import { PriorityBanners } from '@app/ui/priority-banners';
import { QuickReplies } from '@app/ui/quick-replies';
import { StatusBanner } from '@app/ui/status-banner';
import { TypingIndicator } from '@app/ui/typing-indicator';
import { VideoAuthorizationDisclosureSkeleton } from '@app/ui/video-authorization/disclosure-skeleton';
import { ArrowLeft, EllipsisVertical } from 'lucide-react';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { avatarStateOf } from '../../../lib/avatar-state';
import { revalidate, updateCached, useQuery } from '../../../lib/data';
import { toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { member } from '../../../lib/paths';
import { useUser } from '../../../lib/session';
import { refetchUserIfChanged } from '../../../lib/user-changed';
import { blockMember } from '../api/block-member';
import { sendMessage } from '../api/send-message';
import { unblockMember } from '../api/unblock-member';
import { updatePriority } from '../api/update-priority';
import { forgetConversation, rememberConversation } from '../inbox-memory';
import { participantName } from '../participant-name';
import { participants, type ConversationMessage, type ConversationPage } from '../types';

// The composer (its text area, voice recording and hints, the picture and voice uploads) and the video
// call's section (its consent switch, Radix Switch) are chunks of their own, asked for as this module
// runs, so that they download beside the conversation's request: the messages, the page's content,
// draw without waiting for them, and each one's placeholder keeps its room until it comes (issue 12).
// Should one fail to load here, the first render asks again (loadOnce forgets a failure).
const loadComposer = loadOnce(() => import('./conversation-composer'));
const loadVideoChatAuthorization = loadOnce(() => import('./video-chat-authorization'));
for (const load of [loadComposer, loadVideoChatAuthorization]) load().catch(() => undefined);
const ChatComposer = lazy(() =>
  loadComposer().then((module) => ({ default: module.ChatComposer })),
);
const VideoChatAuthorization = lazy(() =>
  loadVideoChatAuthorization().then((module) => ({ default: module.VideoChatAuthorization })),
);

// Opened from the conversation's menu: their code is not in the page's first load. The block's
// confirmation is the design system's shared LazyConfirmDialog, whose code the flower's also is.
const ReportDialog = lazyDialog(() =>
  import('./report-dialog').then((module) => module.ReportDialog),
);

const messages = defineMessages({
  back: { id: 'conversation.back', defaultMessage: 'Retour aux messages' },
  menu: { id: 'conversation.menu', defaultMessage: 'Options de la conversation' },
  block: { id: 'conversation.block', defaultMessage: 'Bloquer' },
  unblock: { id: 'conversation.unblock', defaultMessage: 'Débloquer' },
  report: { id: 'conversation.report', defaultMessage: 'Signaler' },
  loadFailed: {
    id: 'conversation.load_failed',
    defaultMessage: 'Cette conversation n’a pas pu être chargée.',
  },
  retry: { id: 'conversation.retry', defaultMessage: 'Réessayer' },
});

const named = defineMessages<{
  blockTitle: { name: string };
  blockText: { name: string };
  blocked: { name: string };
  unblocked: { name: string };
  profile: { name: string };
}>({
  blockTitle: { id: 'conversation.block_title', defaultMessage: 'Bloquer {name} ?' },
  blockText: {
    id: 'conversation.block_text',
    defaultMessage:
      '{name} ne pourra plus vous écrire ni vous trouver, et n’en sera pas averti·e. Cette conversation disparaîtra de vos messages.',
  },
  blocked: { id: 'conversation.blocked', defaultMessage: '{name} est bloqué·e.' },
  unblocked: { id: 'conversation.unblocked', defaultMessage: '{name} est débloqué·e.' },
  profile: { id: 'conversation.profile', defaultMessage: 'Voir le profil de {name}' },
});

/** Removes a conversation from the cached inbox lists (gone, or hidden by a block). */
async function dropFromInbox(conversationId: number) {
  forgetConversation(conversationId);
  await updateCached<ConversationPage>('/conversations', (page) => ({
    ...page,
    data: page.data.filter((conversation) => conversation.id !== conversationId),
  }));
}

/**
 * The other member's typing whispers on `private-conversation.{id}`, and mine (throttled 900 ms). The
 * connection's code (laravel-echo, pusher-js: about 20 KiB gzip) loads once the conversation is on
 * screen, as the layouts' listeners do, not with the page (issue 12); a key pressed before then
 * whispers nothing.
 */
function useTyping(userId: number | undefined, conversationId: number) {
  const [lastWhisperAt, setLastWhisperAt] = useState<number | null>(null);
  const channel = useRef<ConversationChannel | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    let active = true;
    let stop: (() => void) | undefined;
    let joined: ConversationChannel | undefined;
    void import('../../../lib/realtime').then(({ realtimeFor }) => {
      if (!active) return;
      joined = realtimeFor(userId).conversation(conversationId);
      stop = joined.onTyping((payload) => {
        if (payload.user_id !== userId) setLastWhisperAt(Date.now());
      });
      channel.current = joined;
    });
    return () => {
      active = false;
      stop?.();
      joined?.leave();
      if (channel.current === joined) channel.current = undefined;
    };
  }, [userId, conversationId]);
  return {
    lastWhisperAt,
    clear: () => {
      setLastWhisperAt(null);
    },
    whisper: () => {
      if (userId !== undefined) channel.current?.typing(userId);
    },
  };
}

let pendingCount = 0;

/** A text or voice message on its way, and the stored message that replaces it once the API answers. */
type Outgoing = ChatMessage & { storedId?: ConversationMessage['id'] };

/**
 * A conversation (spec 02, Messages and sections 4, 5, 8, 9): its messages with their timestamps, the
 * composer (text sent optimistically, pictures, voice messages, flowers), quick replies, priority banners, the typing
 * indicator and the block and report menu. Opening it marks it seen; a 404 takes it out of the inbox.
 * Any other failed load refetches the user when it says they changed, else shows the default toast.
 */
export function ConversationView({ conversationId }: { conversationId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useUser();
  const query = useQuery('/conversations/{id}', { params: { path: { id: conversationId } } });
  const conversation = query.data?.data;
  const [pending, setPending] = useState<Outgoing[]>([]);
  const [sending, setSending] = useState(false);
  const [blockOpen, setBlockOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const menuRef = useRef<HTMLButtonElement | null>(null);
  const typing = useTyping(user?.id, conversationId);
  // A request that never reached the API (offline) fails too: status 0.
  const errorStatus = query.error === undefined ? undefined : toApiError(query.error).status;

  // A conversation I am not in (or that a block hides) leaves the inbox.
  useEffect(() => {
    if (errorStatus !== 404) return;
    void dropFromInbox(conversationId);
    void navigate(member.messages.href, { replace: true });
  }, [errorStatus, conversationId, navigate]);
  // Any other failure (spec 02, section 8): the user's own state may have changed (the protection
  // view then shows), else the default toast. Once per failed request.
  const reportLoadFailure = useEffectEvent((error: unknown) => {
    if (!refetchUserIfChanged(error)) toastError(error, intl);
  });
  useEffect(() => {
    if (query.error !== undefined && errorStatus !== 404) reportLoadFailure(query.error);
  }, [query.error, errorStatus]);

  // Opening (and every refetch) marks it seen: the unseen entries follow.
  const serverMessages = conversation?.messages;
  const lastServerId = serverMessages?.at(-1)?.id;
  const lastFromOther = serverMessages?.findLast((message) => !message.is_me)?.id;
  const loaded = conversation !== undefined;
  useEffect(() => {
    if (lastServerId === undefined && !loaded) return;
    void revalidate('/conversations/unseen');
  }, [conversationId, lastServerId, loaded]);
  // The conversation last opened in its inbox, for a desktop that comes back without a selection.
  const myPriority = conversation?.users.find((user) => user.is_me)?.pivot.priority;
  useEffect(() => {
    if (myPriority) rememberConversation(myPriority, conversationId);
  }, [myPriority, conversationId]);
  // A new message from the other member ends their typing.
  const clearTyping = useEffectEvent(() => {
    typing.clear();
  });
  useEffect(() => {
    if (lastFromOther !== undefined) clearTyping();
  }, [lastFromOther]);

  // A failed refetch leaves a loaded conversation on screen (the toast told of it).
  if (!conversation && errorStatus !== undefined && errorStatus !== 404) {
    return (
      <div className="flex flex-col items-start gap-3 p-4">
        <StatusBanner variant="danger">
          <FormattedMessage {...messages.loadFailed} />
        </StatusBanner>
        <Button variant="outline" onClick={() => void query.mutate()}>
          <FormattedMessage {...messages.retry} />
        </Button>
      </div>
    );
  }
  if (!conversation || !user) {
    return <ConversationSkeleton variant="messages" className="flex-1" />;
  }

  const { me, other } = participants(conversation);
  const name = participantName(other, intl);
  const otherIsAdmin = other?.admin ?? false;
  const otherMember = other?.member ?? null;
  const blockId = otherMember?.member_block_id ?? null;
  // Spec 02, section 6: the name links to the profile only when I may view it (`can.view`).
  const profileId =
    otherMember && !otherIsAdmin && !otherMember.deleted && otherMember.can?.view === true
      ? otherMember.id
      : undefined;
  // A placeholder whose stored message is in the conversation is gone in the same render.
  const shown = new Set<ConversationMessage['id']>(serverMessages?.map((message) => message.id));
  const waiting = pending.filter(({ storedId }) => storedId === undefined || !shown.has(storedId));
  const all: ChatMessage[] = [...(serverMessages ?? []), ...waiting];
  /**
   * Notes which stored message replaces a placeholder, committed before that message joins the
   * conversation (its cache), so that no render shows both.
   */
  const noteStored = (placeholderId: Outgoing['id']) => (stored: ConversationMessage) => {
    flushSync(() => {
      setPending((list) =>
        list.map((message) =>
          message.id === placeholderId ? { ...message, storedId: stored.id } : message,
        ),
      );
    });
  };
  const lastMessage = all.at(-1);
  const iSentFlower = me?.pivot.sent_flower ?? false;
  const sendText = async (text: string) => {
    if (sending || text.trim() === '') return;
    pendingCount += 1;
    const optimistic: Outgoing = {
      id: `pending-${String(pendingCount)}`,
      content: text,
      content_text: text,
      is_me: true,
      created_at: new Date().toISOString(),
      status: 'pending',
    };
    setPending((list) => [...list, optimistic]);
    setSending(true);
    try {
      await sendMessage(
        conversationId,
        { type: 'content', content: text },
        { onStored: noteStored(optimistic.id) },
      );
    } catch (error) {
      toastError(error, intl);
      throw error;
    } finally {
      setPending((list) => list.filter((message) => message.id !== optimistic.id));
      setSending(false);
    }
  };

  const sendFlower = async () => {
    try {
      await sendMessage(conversationId, { type: 'flower' });
    } catch (error) {
      // Spec 01, section 8: the two refusals it names, and "you can't offer a flower" for any other
      // failure, never the generic toast. The design system's mapping, the profile's flower uses it
      // too. A 401 or 419 is the session's business.
      const { code, isAuthFailure } = toApiError(error);
      if (!isAuthFailure) {
        const key = flowerErrorKey(typeof code === 'string' ? code : undefined);
        notify({ type: 'danger', message: intl.formatMessage(flowerErrorMessages[key]) });
      }
      void revalidate('/conversations/{id}', { id: conversationId });
    }
  };

  // The uploads come with the composer's chunk: it is there, since the composer is what calls them.
  const pickPicture = (file: File) => {
    setSending(true);
    loadComposer()
      .then(({ sendPicture }) => sendPicture(conversationId, file))
      .catch((error: unknown) => {
        toastError(error, intl);
      })
      .finally(() => {
        setSending(false);
      });
  };

  // A placeholder bubble while the recording goes up, then the posted message takes its place.
  const sendVoice = async (file: File) => {
    pendingCount += 1;
    const placeholder: Outgoing = {
      id: `pending-${String(pendingCount)}`,
      is_me: true,
      audio: { url: null },
      created_at: new Date().toISOString(),
      status: 'pending',
    };
    setPending((list) => [...list, placeholder]);
    try {
      const { sendAudio } = await loadComposer();
      await sendAudio(conversationId, file, { onStored: noteStored(placeholder.id) });
    } catch (error) {
      toastError(error, intl);
      throw error;
    } finally {
      setPending((list) => list.filter((message) => message.id !== placeholder.id));
    }
  };

  const block = async () => {
    if (!otherMember) return;
    try {
      await blockMember(otherMember.id, conversationId);
    } catch (error) {
      // Once blocked, the conversation answers 404: that is the expected end.
      if (toApiError(error).status !== 404) {
        toastError(error, intl);
        return;
      }
    }
    notify({ type: 'success', message: intl.formatMessage(named.blocked, { name }) });
    await dropFromInbox(conversationId);
    void navigate(member.messages.href, { replace: true });
  };

  const unblock = async () => {
    if (blockId === null) return;
    try {
      await unblockMember(blockId, conversationId);
      notify({ type: 'success', message: intl.formatMessage(named.unblocked, { name }) });
    } catch (error) {
      toastError(error, intl);
    }
  };

  // Under the composer's text area, or its placeholder's while it loads: they work either way.
  const quickReplies = (
    <QuickReplies
      otherIsAdmin={otherIsAdmin}
      iHaveResponded={me?.pivot.has_responded ?? false}
      iAmStarter={conversation.user_id === me?.id}
      lastMessageIsMine={lastMessage?.is_me ?? false}
      disabled={sending}
      onSelect={(text) => {
        void sendText(text).catch(() => undefined);
      }}
    />
  );

  return (
    <section
      data-slot="conversation"
      data-conversation={conversation.id}
      className="flex h-full min-h-0 flex-1 flex-col gap-2"
    >
      <header className="flex items-center gap-3 border-b border-border pb-3">
        <Button asChild variant="ghost" size="icon" className="lg:hidden">
          <Link to={member.messages.href} aria-label={intl.formatMessage(messages.back)}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <Avatar
          size={40}
          src={otherMember?.avatar_path ?? null}
          name={name}
          member={avatarStateOf(otherMember)}
          anonymousMode={otherMember?.user?.settings?.anonymous_mode ?? false}
        />
        <h1 className="min-w-0 flex-1 truncate font-display text-xl font-semibold">
          {profileId !== undefined ? (
            <Link
              to={member.profile.href(profileId)}
              className="rounded-sm hover:underline focus-visible:outline-3 focus-visible:outline-focus"
              title={intl.formatMessage(named.profile, { name })}
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </h1>
        {otherMember && !otherIsAdmin ? (
          <ActionMenu
            trigger={
              <Button
                ref={menuRef}
                variant="ghost"
                size="icon"
                aria-label={intl.formatMessage(messages.menu)}
              >
                <EllipsisVertical aria-hidden="true" />
              </Button>
            }
            items={[
              blockId === null
                ? {
                    id: 'block',
                    variant: 'destructive',
                    label: intl.formatMessage(messages.block),
                    onSelect: () => {
                      setBlockOpen(true);
                    },
                  }
                : {
                    id: 'unblock',
                    label: intl.formatMessage(messages.unblock),
                    onSelect: () => void unblock(),
                  },
              {
                id: 'report',
                label: intl.formatMessage(messages.report),
                onSelect: () => {
                  setReportOpen(true);
                },
              },
            ]}
          />
        ) : null}
      </header>
      {/* None with the support: no placeholder either. */}
      {me && other && !otherIsAdmin ? (
        <Suspense fallback={<VideoAuthorizationDisclosureSkeleton />}>
          <VideoChatAuthorization
            conversationId={conversationId}
            userId={me.id}
            otherName={name}
            mine={me.pivot.authorize_video_chat}
            other={other.pivot.authorize_video_chat}
          />
        </Suspense>
      ) : null}
      {me && other ? (
        <PriorityBanners
          name={name}
          myPriority={me.pivot.priority}
          otherPriority={other.pivot.priority}
          otherHasResponded={other.pivot.has_responded}
          otherIsAdmin={otherIsAdmin}
          // The banner waits for this promise and stays as it was when it fails: the failure is
          // told here, with the default toast.
          onMoveToPriority={() =>
            updatePriority(conversationId, 'priority').catch((error: unknown) => {
              toastError(error, intl);
            })
          }
        />
      ) : null}
      <MessageList
        className="min-h-0 flex-1"
        messages={all}
        otherName={name}
        otherIsAdmin={otherIsAdmin}
        footer={<TypingIndicator name={name} lastWhisperAt={typing.lastWhisperAt} />}
      />
      <Suspense
        fallback={
          <ChatComposerSkeleton
            image
            audio
            flower
            otherIsAdmin={otherIsAdmin}
            iSentFlower={iSentFlower}
            cantSendFlowerMessage={conversation.cant_send_flower_message}
            footer={quickReplies}
          />
        }
      >
        <ChatComposer
          otherName={name}
          sending={sending}
          onSend={sendText}
          onValueChange={(value) => {
            if (value !== '') typing.whisper();
          }}
          onImageSelect={pickPicture}
          onSendAudio={sendVoice}
          onSendFlower={sendFlower}
          otherIsAdmin={otherIsAdmin}
          iSentFlower={iSentFlower}
          cantSendFlowerMessage={conversation.cant_send_flower_message}
          footer={quickReplies}
        />
      </Suspense>
      <ConfirmDialog
        open={blockOpen}
        onOpenChange={setBlockOpen}
        variant="danger"
        title={intl.formatMessage(named.blockTitle, { name })}
        message={intl.formatMessage(named.blockText, { name })}
        confirmLabel={intl.formatMessage(messages.block)}
        onConfirm={block}
        returnFocusRef={menuRef}
      />
      {otherMember ? (
        <ReportDialog
          open={reportOpen}
          onOpenChange={setReportOpen}
          memberId={otherMember.id}
          name={name}
          returnFocusRef={menuRef}
        />
      ) : null}
    </section>
  );
}
