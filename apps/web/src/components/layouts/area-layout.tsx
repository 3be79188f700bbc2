import { DailyQuote } from '@app/ui/daily-quote';
import { MemberLayout } from '@app/ui/member-layout';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Outlet, useLocation, useMatch, useParams } from 'react-router-dom';
import { StatusBar } from '../../features/chrome/components/status-bar';
import { isAccountPage, protectionScreen } from '../../features/members/protection-view';
import { revalidate, useImmutable, useQuery } from '../../lib/data';
import { useFirstContentShown } from '../../lib/first-content';
import { useLocale } from '../../lib/locale-context';
import { member as memberRoutes } from '../../lib/paths';
import { IncomingCall } from '../../features/video-chat/components/incoming-call';
import { useUserChannel } from '../../lib/use-user-channel';
import { refreshUser, useUser, type CurrentUser } from '../../lib/session';
import { currentNavId, navItems, type NavRoles } from './area-nav';

export function rolesOf(user: CurrentUser): NavRoles {
  return {
    member: Boolean(user.member?.onboarding_completed),
    ambassador: user.ambassador !== null,
  };
}

/**
 * What every member page loads once (spec 02, section 7: on load): questions, countries, quote. Once
 * the page's own content has painted (lib/first-content.ts), as the unseen count and the quote.
 */
function usePreload(enabled: boolean) {
  useImmutable('/questions', enabled ? undefined : null);
  useImmutable('/api/content/countries', enabled ? undefined : null);
}

/** The user channel's events (spec 02, section 4): refetch the user, or the unseen entries. */
function useAccountEvents(user: CurrentUser) {
  const reloadUser = () => {
    void refreshUser().catch(() => undefined);
  };
  useUserChannel(
    user.id,
    {
      '.user.email-verified': reloadUser,
      '.user.suspended': reloadUser,
      '.user.unsuspended': reloadUser,
      '.user.blocked': reloadUser,
      '.user.unblocked': reloadUser,
      '.conversations.messages.created': (event) => {
        if (event.user_id === user.id) return;
        void revalidate('/conversations/unseen');
      },
    },
    () => {
      // Listening now: what changed before is fetched once.
      void refreshUser().catch(() => undefined);
      void revalidate('/conversations/unseen');
    },
  );
}

// The unsubscribed, suspended and paused screens replace a page only for a few members: their own
// chunk, fetched when one shows (nothing is drawn in the meantime, as while the page's own code loads).
const ProtectionScreens = lazy(() =>
  import('./protection-screens').then((module) => ({
    default: module.ProtectionScreens,
  })),
);

function Protected({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const params = useParams();
  const ownProfile =
    useMatch(`/member/${memberRoutes.profile.path}`) !== null &&
    String(user.member?.id) === params.member;
  const { pathname } = useLocation();
  const screen = protectionScreen(user, { forceVisible: ownProfile || isAccountPage(pathname) });
  if (screen === 'content') return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <ProtectionScreens screen={screen} user={user} />
    </Suspense>
  );
}

/**
 * The frame of the member and ambassador areas: the tabs by role (side menu on desktop, bottom bar on
 * a phone, hidden on a conversation), the status banner, the daily quote, the user channel, and for
 * member pages the protection view around the page.
 */
export function AreaLayout({ area }: { area: 'member' | 'ambassador' }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const { user } = useUser();
  const roles = user ? rolesOf(user) : { member: false, ambassador: false };
  const onConversation = useMatch(`/member/${memberRoutes.conversation.path}/*`) !== null;

  const contentShown = useFirstContentShown();
  usePreload(roles.member && contentShown);
  const unseen = useQuery('/conversations/unseen', roles.member && contentShown ? {} : null);
  const quote = useQuery(
    '/api/content/daily-quote',
    contentShown ? { params: { query: { locale } } } : null,
  );
  const unseenPriority =
    unseen.data?.data.filter((entry) => !entry.seen && entry.priority === 'priority').length ?? 0;

  if (!user) return null;
  return (
    <AccountEvents user={user}>
      <MemberLayout
        // At least a screen tall: the site's footer starts under the fold whatever the page, so a
        // page shorter than the spinner before it does not pull the footer into view (a layout shift).
        className="min-h-dvh"
        items={navItems(roles, intl, { unseenPriority })}
        currentId={currentNavId(pathname, roles)}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        hideBottomBar={onConversation}
        banner={<StatusBar user={user} />}
        // Only once there is a quote: an empty footer that then grew moved the page (a layout shift).
        footer={
          quote.data?.data?.text ? (
            <DailyQuote
              quote={quote.data.data}
              // Spec 02, section 6: the author's name links to their profile only when the user may
              // view it; without a link the quote shows the name alone.
              renderMemberLink={
                quote.data.data.member?.can?.view === true
                  ? ({ memberId, ...props }) => (
                      <Link to={memberRoutes.profile.href(memberId)} {...props} />
                    )
                  : undefined
              }
            />
          ) : null
        }
      >
        {area === 'member' ? (
          <Protected user={user}>
            <Outlet />
            {roles.member ? <IncomingCall userId={user.id} /> : null}
          </Protected>
        ) : (
          <>
            <Outlet />
            {/* A member who is also an ambassador hears a call on the ambassador's pages too. */}
            {roles.member ? <IncomingCall userId={user.id} /> : null}
          </>
        )}
      </MemberLayout>
    </AccountEvents>
  );
}

function AccountEvents({ user, children }: { user: CurrentUser; children: ReactNode }) {
  useAccountEvents(user);
  return <>{children}</>;
}
