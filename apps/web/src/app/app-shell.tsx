import { lazy, Suspense, type ReactNode } from 'react';
import { FooterBar } from '../features/chrome/components/footer-bar';
import { AppUpdatePrompt } from '../features/app-update/components/app-update-prompt';
import { OfflineNotice } from '../features/app-update/components/offline-notice';
import { Notifications } from '../features/chrome/components/notifications';
import { isLoggedIn, useUser } from '../lib/session';

// The new-terms modal (terms box, sanitiser) loads only for a signed-in user.
const NewTermsModal = lazy(() => import('../features/terms/components/new-terms-modal'));
// So does the top menu (its dropdown, avatar, popper): a visitor never sees it. With a session cookie
// its chunk is fetched at once, alongside the account, so it is there when the user is known.
const loadTopBar = () =>
  import('../features/chrome/components/top-bar').then((module) => ({ default: module.TopBar }));
if (isLoggedIn()) void loadTopBar();
const TopBar = lazy(loadTopBar);

/**
 * The chrome around every page: top menu, offline notice, footer, new-terms modal, toasts and the
 * new-version prompt. The member and ambassador
 * areas add their own frame (components/layouts/area-layout.tsx).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useUser();
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-text">
      {user ? (
        <Suspense fallback={null}>
          <TopBar user={user} />
        </Suspense>
      ) : null}
      <OfflineNotice />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <FooterBar signedIn={Boolean(user)} />
      {user ? (
        <Suspense fallback={null}>
          <NewTermsModal user={user} />
        </Suspense>
      ) : null}
      <Notifications />
      <AppUpdatePrompt />
    </div>
  );
}
