import { lazy, Suspense, type ReactNode } from 'react';
import { FooterBar } from '../features/chrome/components/footer-bar';
import { Notifications } from '../features/chrome/components/notifications';
import { TopBar } from '../features/chrome/components/top-bar';
import { useUser } from '../lib/session';

// The new-terms modal (terms box, sanitiser) loads only for a signed-in user.
const NewTermsModal = lazy(() => import('../features/terms/components/new-terms-modal'));

/**
 * The chrome around every page: top menu, footer, new-terms modal and toasts. The member and ambassador
 * areas add their own frame (components/layouts/area-layout.tsx).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useUser();
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-text">
      {user ? <TopBar user={user} /> : null}
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
    </div>
  );
}
