import { TopMenuSkeleton } from '@app/ui/top-menu-skeleton';
import { createContext, lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { FooterBar } from '../features/chrome/components/footer-bar';
import { AppUpdatePrompt } from '../features/app-update/components/app-update-prompt';
import { OfflineNotice } from '../features/app-update/components/offline-notice';
import { HomeLogo } from '../features/chrome/components/home-logo';
import { Notifications } from '../features/chrome/components/notifications';
import { PageLoading } from './page-loading';
import { pageDrawn, useFirstContentShown } from '../lib/first-content';
import { useUser } from '../lib/session';

// The top menu (its dropdown, avatar, popper) and the new-terms check load only for a signed-in
// user: a visitor never sees them. Their chunk is fetched as they are first drawn, once the page's
// own content has painted (lib/first-content.ts), the menu's room kept until then; the new-terms
// modal loads only when needed.
const loadSignedIn = () => import('./signed-in-chrome');
const TopBar = lazy(() => loadSignedIn().then((module) => ({ default: module.TopBar })));
const NewTermsCheck = lazy(() =>
  loadSignedIn().then((module) => ({ default: module.NewTermsCheck })),
);

const FRAME = 'flex min-h-dvh flex-col bg-surface text-text';
const MAIN = 'flex flex-1 flex-col';

/** The top menu's room while the signed-in user (or the menu's code) loads: the page never moves down. */
function TopSkeleton() {
  return <TopMenuSkeleton logo={<HomeLogo />} />;
}

/**
 * True while the build prerenders a visitor's page (entry-prerender.tsx): its HTML then carries the
 * menu's room too, which a line of the page removes before the first paint when no one is signed in
 * on this browser (vite-plugins/prerender.ts). A signed-in user's first paint of the page keeps it,
 * and their menu comes in its place, so the page never moves down.
 */
export const PrerenderingContext = createContext(false);

/**
 * The first frame of a page that is not prerendered, as `AppShell` draws it for a signed-in user while
 * the user loads: the top menu's room and the spinner. `index.html` carries it (written by
 * vite-plugins/prerender.ts, the menu's room removed for a visitor before the first paint), so the
 * frame paints before the app runs, and the app's first frame draws the same.
 */
export function ShellLoadingFrame() {
  return (
    <div className={FRAME}>
      <TopSkeleton />
      <main id="main" className={MAIN}>
        <PageLoading />
      </main>
    </div>
  );
}

/**
 * The chrome around every page: top menu, offline notice, footer, new-terms modal, toasts and the
 * new-version prompt. The member and ambassador
 * areas add their own frame (components/layouts/area-layout.tsx).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  const prerendering = use(PrerenderingContext);
  const contentShown = useFirstContentShown();
  // After the commit that drew the page with its user: the page's own content may hold on (the
  // search's first pictures), then the menu follows.
  useEffect(() => {
    if (user) pageDrawn();
  }, [user]);
  // With a session, the menu's room is kept from the first paint (until the user, the page's content
  // and the menu's code are there), so the page never moves down when it arrives.
  const skeleton = <TopSkeleton />;
  return (
    <div className={FRAME}>
      {user && contentShown ? (
        <Suspense fallback={skeleton}>
          <TopBar user={user} />
        </Suspense>
      ) : isLoading || user || prerendering ? (
        skeleton
      ) : null}
      <OfflineNotice />
      <main id="main" className={MAIN}>
        {children}
      </main>
      <FooterBar signedIn={Boolean(user)} />
      {user && contentShown ? (
        <Suspense fallback={null}>
          <NewTermsCheck user={user} />
        </Suspense>
      ) : null}
      <Notifications />
      <AppUpdatePrompt />
    </div>
  );
}
