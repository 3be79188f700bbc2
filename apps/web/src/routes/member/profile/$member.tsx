import { toApiError } from '@app/client';
import { Button } from '@app/ui/button';
import { lazyDialog } from '@app/ui/lazy-dialog';
import { ProfileActionBar, useScrollPast } from '@app/ui/profile-action-bar';
import { ProfileMenu } from '@app/ui/profile-menu';
import type { ShareProfileState } from '@app/ui/share-profile-dialog';
import { ScreenSpinner } from '@app/ui/spinner';
import { StatusBanner, StatusBannerLink } from '@app/ui/status-banner';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { blockMember } from '../../../features/members/api/block-member';
import { reportMember } from '../../../features/members/api/report-member';
import { shareMember } from '../../../features/members/api/share-member';
import { startConversation } from '../../../features/members/api/start-conversation';
import { toggleFavorite } from '../../../features/members/api/toggle-favorite';
import { unblockMember } from '../../../features/members/api/unblock-member';
import { MemberProfile, memberView } from '../../../features/members/components/member-profile';
import { useMemberProfile } from '../../../features/members/hooks/use-member-profile';
import { useRevealedPictures } from '../../../features/members/hooks/use-revealed-pictures';
import { refetchUserIfChanged } from '../../../lib/user-changed';
import { errorText, toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { member as memberRoutes } from '../../../lib/paths';
import { useUser } from '../../../lib/session';

// The profile's dialogs open on a member's action: their code is not in the page's first load.
const ShareProfileDialog = lazyDialog(() =>
  import('@app/ui/share-profile-dialog').then((module) => module.ShareProfileDialog),
);
const BlockDialog = lazyDialog(() =>
  import('@app/ui/block-dialog').then((module) => module.BlockDialog),
);
const ReportDialog = lazyDialog(() =>
  import('@app/ui/report-dialog').then((module) => module.ReportDialog),
);
const SendFlowerDialog = lazyDialog(() =>
  import('@app/ui/send-flower-dialog').then((module) => module.SendFlowerDialog),
);

const messages = defineMessages({
  loading: { id: 'profile.loading', defaultMessage: 'Chargement du profil' },
  back: { id: 'profile.back', defaultMessage: 'Retour à la recherche' },
  preview: {
    id: 'profile.preview',
    defaultMessage: 'Aperçu de votre profil tel que les autres membres le voient.',
  },
  previewLink: { id: 'profile.preview.link', defaultMessage: 'Retour aux paramètres' },
  shareError: {
    id: 'profile.share.error',
    defaultMessage: 'Une erreur est survenue lors de la génération du lien de partage.',
  },
  reported: {
    id: 'profile.report.done',
    defaultMessage: 'Merci, votre signalement a été transmis à notre équipe.',
  },
});

const named = defineMessages<{
  blocked: { name: string };
  unblocked: { name: string };
  blockedNotice: { name: string };
}>({
  blocked: { id: 'profile.block.done', defaultMessage: '{name} a été bloqué(e).' },
  unblocked: { id: 'profile.unblock.done', defaultMessage: '{name} a été débloqué(e).' },
  blockedNotice: {
    id: 'profile.blocked.notice',
    defaultMessage:
      'Vous avez bloqué {name}, qui ne peut plus vous trouver ni vous écrire. Débloquez ce profil pour lui écrire.',
  },
});

const unblockAction = defineMessages({
  unblock: { id: 'profile.blocked.unblock', defaultMessage: 'Débloquer' },
});

type Dialog = 'share' | 'block' | 'report' | 'flower' | null;
type ShareState = ShareProfileState;

/** `/member/profile/:member`: a member's profile, or the user's own as a preview. */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const params = useParams();
  const { user } = useUser();
  const own = user?.member?.id !== undefined && String(user.member.id) === params.member;
  const { id, member, loading, hasConversation } = useMemberProfile(params.member, own);
  // A member in anonymous mode comes with blurred renditions; the avatar's reveal button asks for the originals.
  const { revealed, reveal } = useRevealedPictures(id);
  const scrolled = useScrollPast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [share, setShare] = useState<ShareState>({ status: 'loading' });
  const [pending, setPending] = useState(false);
  const [reportError, setReportError] = useState<ReactNode>(undefined);

  if (loading || !member) {
    return <ScreenSpinner label={intl.formatMessage(messages.loading)} />;
  }

  const shown = memberView(member);
  const view = revealed
    ? { ...shown, avatarPath: revealed.avatar_path, gallery: revealed.gallery }
    : shown;
  const name = view.firstName;
  const otherUserId = member.user?.id;
  const blockId = member.member_block_id ?? null;
  // A member the user blocked: their profile stays open to the user, to unblock; nothing else.
  const interactionsDisabled = own || blockId !== null;

  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const failed = (error: unknown) => {
    if (!refetchUserIfChanged(error)) toastError(error, intl);
  };

  const openShare = async () => {
    setShare({ status: 'loading' });
    setDialog('share');
    try {
      setShare({ status: 'ready', url: await shareMember(member.id) });
    } catch (error) {
      const apiError = toApiError(error);
      setShare({
        status: 'error',
        message: apiError.isGeneric ? intl.formatMessage(messages.shareError) : apiError.message,
      });
    }
  };

  const converse = async (flower: boolean) => {
    if (otherUserId === undefined) return;
    setPending(true);
    try {
      const conversationId = await startConversation(otherUserId, { flower });
      setDialog(null);
      void navigate(memberRoutes.conversation.href(conversationId));
    } catch (error) {
      setDialog(null);
      if (refetchUserIfChanged(error)) return;
      const { code, isAuthFailure } = toApiError(error);
      // The flower's refusals as a conversation's flower shows them: one mapping, the design system's,
      // loaded on a refusal only (the page's first load is at its budget).
      if (flower && !isAuthFailure) {
        const { flowerErrorKey, flowerErrorMessages } = await import('@app/ui/flower-errors');
        const key = flowerErrorKey(typeof code === 'string' ? code : undefined);
        notify({ type: 'danger', message: intl.formatMessage(flowerErrorMessages[key]) });
      } else toastError(error, intl);
    } finally {
      setPending(false);
    }
  };

  const changeBlock = async () => {
    setPending(true);
    try {
      if (blockId === null) {
        await blockMember(member.id);
        notify({ type: 'success', message: intl.formatMessage(named.blocked, { name }) });
      } else {
        await unblockMember(member.id, blockId);
        notify({ type: 'success', message: intl.formatMessage(named.unblocked, { name }) });
      }
      setDialog(null);
    } catch (error) {
      failed(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 pt-4 pb-32 lg:pb-24">
      {own ? (
        <StatusBanner
          variant="info"
          className="rounded-lg"
          action={
            <StatusBannerLink asChild>
              <Link to={memberRoutes.settings.href}>
                <FormattedMessage {...messages.previewLink} />
              </Link>
            </StatusBannerLink>
          }
        >
          <FormattedMessage {...messages.preview} />
        </StatusBanner>
      ) : (
        <Button asChild variant="link" className="self-start">
          <Link to={memberRoutes.search.href}>
            <ArrowLeft aria-hidden="true" />
            <FormattedMessage {...messages.back} />
          </Link>
        </Button>
      )}

      {!own && blockId !== null ? (
        <StatusBanner
          variant="info"
          className="rounded-lg"
          action={
            <StatusBannerLink asChild>
              <button
                type="button"
                onClick={() => {
                  setDialog('block');
                }}
              >
                <FormattedMessage {...unblockAction.unblock} />
              </button>
            </StatusBannerLink>
          }
        >
          <FormattedMessage {...named.blockedNotice} values={{ name }} />
        </StatusBanner>
      ) : null}

      <MemberProfile
        view={view}
        isOwn={own}
        interactionsDisabled={interactionsDisabled}
        anonymousMode={Boolean(member.user?.settings?.anonymous_mode)}
        revealed={revealed !== undefined}
        onReveal={() => {
          void reveal();
        }}
        favorite={member.favorite ?? false}
        onFavoriteChange={(favorite) => {
          toggleFavorite(member.id, favorite).catch(failed);
        }}
        actions={
          <ProfileMenu
            firstName={name}
            blocked={blockId !== null}
            disabled={own}
            onShare={() => void openShare()}
            onBlock={() => {
              setDialog('block');
            }}
            onReport={() => {
              setReportError(undefined);
              setDialog('report');
            }}
          />
        }
      />

      <ProfileActionBar
        visible={scrolled}
        interactionsDisabled={interactionsDisabled}
        hasConversation={hasConversation}
        cantSendFlowerMessage={member.cant_send_flower_message}
        onSendMessage={() => void converse(false)}
        onSendFlower={() => {
          setDialog('flower');
        }}
        className="bottom-[calc(4.5rem+env(safe-area-inset-bottom))] lg:bottom-0 lg:left-64 xl:left-72"
      />

      <ShareProfileDialog
        open={dialog === 'share'}
        onOpenChange={close}
        firstName={name}
        state={share}
      />
      <BlockDialog
        open={dialog === 'block'}
        onOpenChange={close}
        firstName={name}
        mode={blockId === null ? 'block' : 'unblock'}
        pending={pending}
        onConfirm={changeBlock}
      />
      <ReportDialog
        open={dialog === 'report'}
        onOpenChange={close}
        firstName={name}
        pending={pending}
        error={reportError}
        onSubmit={async (report) => {
          setPending(true);
          setReportError(undefined);
          try {
            await reportMember(member.id, report);
            setDialog(null);
            notify({ type: 'success', message: intl.formatMessage(messages.reported) });
          } catch (error) {
            if (!refetchUserIfChanged(error)) setReportError(errorText(error, intl));
          } finally {
            setPending(false);
          }
        }}
      />
      <SendFlowerDialog
        open={dialog === 'flower'}
        onOpenChange={close}
        firstName={name}
        pending={pending}
        onConfirm={() => converse(true)}
      />
    </div>
  );
}
