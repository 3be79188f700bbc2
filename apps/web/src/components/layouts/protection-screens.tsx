import { ProductGridSkeleton } from '@app/ui/product-grid';
import { PausedScreen, SuspendedScreen, UnsubscribedScreen } from '@app/ui/state-screens';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { toastError } from '../../lib/errors';
import { notify } from '../../lib/notifications';
import { member as memberRoutes } from '../../lib/paths';
import { refreshUser, type CurrentUser } from '../../lib/session';
import { setPaused } from '../../features/account/api/pause-member';
import type { ProtectionScreen } from '../../features/members/protection-view';

// The products and the payment form show only to a member without a subscription: their own chunk.
const ProductPicker = lazy(() =>
  import('../../features/payments/components/product-picker').then((module) => ({
    default: module.ProductPicker,
  })),
);

const messages = defineMessages({
  activated: {
    id: 'member.subscription_activated',
    defaultMessage: 'Votre abonnement a été activé avec succès!',
  },
});

/**
 * The screen that replaces a member page when the member is unsubscribed, suspended or paused (spec 02,
 * section 2). Its own chunk: a member in good standing, nearly everyone, never loads it.
 */
export function ProtectionScreens({
  screen,
  user,
}: {
  screen: Exclude<ProtectionScreen, 'content'>;
  user: CurrentUser;
}) {
  const intl = useIntl();
  if (screen === 'unsubscribed') {
    return (
      <UnsubscribedScreen
        headingLevel={1}
        products={
          // The packages' placeholders while their code loads, as while they load: the screen keeps
          // its height, and the footer does not show, then move away (a layout shift).
          <Suspense fallback={<ProductGridSkeleton />}>
            <ProductPicker
              subscriptionStatus={user.member?.subscription_status ?? 'inactive'}
              afterPaymentPath={memberRoutes.search.href}
              closeOnPaid
              onPaid={() => {
                notify({ type: 'success', message: intl.formatMessage(messages.activated) });
                void refreshUser();
              }}
            />
          </Suspense>
        }
      />
    );
  }
  if (screen === 'suspended') {
    return (
      <SuspendedScreen
        headingLevel={1}
        reason={user.member?.suspended_reason}
        renderPicturesLink={(props) => <Link to={memberRoutes.settingsPictures.href} {...props} />}
      />
    );
  }
  return (
    <PausedScreen
      headingLevel={1}
      onBlossom={async () => {
        try {
          // The server's message as a toast, as the pause settings page does (spec 02, section 4).
          const message = await setPaused(false);
          if (message) notify({ type: 'success', message });
        } catch (error) {
          toastError(error, intl);
        }
      }}
      renderPauseSettingsLink={(props) => <Link to={memberRoutes.settingsPause.href} {...props} />}
    />
  );
}
