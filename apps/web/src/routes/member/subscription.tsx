import { Button } from '@app/ui/button';
import { OrderList } from '@app/ui/order-list';
import { PageHeader } from '@app/ui/page-header';
import { SubscriptionStatus } from '@app/ui/subscription-status';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { cancelAutoRenew } from '../../features/payments/api/cancel-auto-renew';
import { usePaymentSources } from '../../features/payments/api/get-payment-sources';
import { refreshOrders, useOrders } from '../../features/payments/api/get-orders';
import { ProductPicker } from '../../features/payments/components/product-picker';
import { member } from '../../lib/paths';
import { platform } from '../../lib/platform';
import { refreshUser, useUser } from '../../lib/session';

const messages = defineMessages({
  title: { id: 'subscription.title', defaultMessage: 'Mon abonnement' },
  subtitle: {
    id: 'subscription.subtitle',
    defaultMessage: 'Votre forfait, son renouvellement et vos paiements.',
  },
  products: { id: 'subscription.products', defaultMessage: 'Prolonger ou changer de forfait' },
  orders: { id: 'subscription.orders', defaultMessage: 'Paiements passés' },
  paymentSource: { id: 'subscription.payment-source', defaultMessage: 'Moyens de paiement' },
});

/**
 * `/member/subscription`: the current plan (renewal and its cancellation, or the end date and days
 * remaining), the packages with their payment, and the past payments with their invoices. On native,
 * with saved cards, management moves to the website.
 */
export function Component() {
  const intl = useIntl();
  const { user } = useUser();
  const productsTitleId = useId();
  const ordersTitleId = useId();
  const native = platform().name !== 'web';
  const sources = usePaymentSources(native);
  const orders = useOrders();
  const memberData = user?.member;
  const status = memberData?.subscription_status ?? 'inactive';
  const manageOnWebsite = native && (sources.data?.length ?? 0) > 0;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
        actions={
          native ? null : (
            <Button asChild variant="outline">
              <Link to={member.settingsPaymentSource.href}>
                <FormattedMessage {...messages.paymentSource} />
              </Link>
            </Button>
          )
        }
      />
      <SubscriptionStatus
        status={status}
        endDate={memberData?.subscription_end_date}
        trialEndDate={memberData?.trial_end_date}
        activeSubscription={user?.active_subscription}
        platform={native ? 'native' : 'web'}
        hasPaymentSources={manageOnWebsite}
        onCancelAutoRenew={cancelAutoRenew}
      />
      {manageOnWebsite ? null : (
        <section aria-labelledby={productsTitleId} className="flex flex-col gap-4">
          <h2 id={productsTitleId} className="font-display text-2xl font-semibold">
            {intl.formatMessage(messages.products)}
          </h2>
          <ProductPicker
            subscriptionStatus={status}
            headingLevel={3}
            afterPaymentPath={member.search.href}
            onPaid={() => {
              void refreshUser();
              void refreshOrders();
            }}
          />
        </section>
      )}
      <section aria-labelledby={ordersTitleId} className="flex flex-col gap-4">
        <h2 id={ordersTitleId} className="font-display text-2xl font-semibold">
          {intl.formatMessage(messages.orders)}
        </h2>
        <OrderList tone="framed" orders={orders.data?.data ?? []} loading={orders.isLoading} />
      </section>
    </div>
  );
}
