import { CalendarClock, CircleCheck, CircleOff, Sparkles } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { ConfirmButton } from '../confirm-dialog/confirm-button.tsx';
import { useFormatMoney } from '../product-card';
import {
  subscriptionView,
  type ActiveSubscription,
  type DateLike,
  type SubscriptionStatus as Status,
} from './subscription-status.ts';

export {
  addOneDay,
  daysRemaining,
  subscriptionView,
  type ActiveSubscription,
  type DateLike,
  type SubscriptionInput,
  type SubscriptionView,
} from './subscription-status.ts';

const messages = defineMessages<{
  title: { status: Status };
  product: { name: string; price: string };
  nextDate: { date: string };
  endDate: { date: string };
  daysRemaining: { days: number };
  trialEndDate: { date: string };
  trialDaysRemaining: { days: number };
  inactive: NoMessageValues;
  cancel: NoMessageValues;
  cancelTitle: NoMessageValues;
  cancelMessage: { date: string };
  cancelMessageNoDate: NoMessageValues;
  cancelConfirm: NoMessageValues;
  cancelKeep: NoMessageValues;
  manageOnWebsite: NoMessageValues;
}>({
  title: {
    id: 'ui.subscription-status.title',
    defaultMessage:
      '{status, select, active {Vous êtes abonné(e)} trial {Vous profitez de l’essai gratuit} other {Vous n’êtes pas abonné(e)}}',
  },
  product: { id: 'ui.subscription-status.product', defaultMessage: '{name} · {price}' },
  nextDate: {
    id: 'ui.subscription-status.next_date',
    defaultMessage: 'Prochain renouvellement automatique le {date}',
  },
  endDate: {
    id: 'ui.subscription-status.end_date',
    defaultMessage: 'Votre abonnement se termine le {date}',
  },
  daysRemaining: {
    id: 'ui.subscription-status.days_remaining',
    defaultMessage:
      '{days, plural, =0 {Aucun jour restant} one {# jour restant} other {# jours restants}}',
  },
  trialEndDate: {
    id: 'ui.subscription-status.trial_end_date',
    defaultMessage: 'Votre essai gratuit se termine le {date}',
  },
  trialDaysRemaining: {
    id: 'ui.subscription-status.trial_days_remaining',
    defaultMessage:
      '{days, plural, =0 {Aucun jour d’essai restant} one {# jour d’essai restant} other {# jours d’essai restants}}',
  },
  inactive: {
    id: 'ui.subscription-status.inactive',
    defaultMessage: 'Choisissez un forfait pour profiter de toutes les fonctionnalités.',
  },
  cancel: {
    id: 'ui.subscription-status.cancel',
    defaultMessage: 'Annuler le renouvellement automatique',
  },
  cancelTitle: {
    id: 'ui.subscription-status.cancel_title',
    defaultMessage: 'Annuler le renouvellement automatique?',
  },
  cancelMessage: {
    id: 'ui.subscription-status.cancel_message',
    defaultMessage: 'Votre abonnement restera actif jusqu’au {date}, puis ne sera pas renouvelé.',
  },
  cancelMessageNoDate: {
    id: 'ui.subscription-status.cancel_message_no_date',
    defaultMessage:
      'Votre abonnement restera actif jusqu’à sa date de fin, puis ne sera pas renouvelé.',
  },
  cancelConfirm: {
    id: 'ui.subscription-status.cancel_confirm',
    defaultMessage: 'Annuler le renouvellement',
  },
  cancelKeep: {
    id: 'ui.subscription-status.cancel_keep',
    defaultMessage: 'Garder le renouvellement',
  },
  manageOnWebsite: {
    id: 'ui.subscription-status.manage_on_website',
    defaultMessage: 'Rendez-vous sur le site Web pour gérer votre abonnement.',
  },
});

const icons = {
  renewing: CircleCheck,
  active: CircleCheck,
  trial: Sparkles,
  inactive: CircleOff,
} as const;

export type SubscriptionStatusProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** `member.subscription_status`. */
  status: Status;
  /** `member.subscription_end_date`. */
  endDate?: DateLike | null | undefined;
  /** `member.trial_end_date`. */
  trialEndDate?: DateLike | null | undefined;
  /** `user.active_subscription`: an auto-renewing subscription, or null. */
  activeSubscription?: ActiveSubscription | null | undefined;
  /** The current time (stories, tests); the clock otherwise. */
  now?: DateLike | undefined;
  /** `native`: the app runs in the iOS or Android wrapper. */
  platform?: 'web' | 'native' | undefined;
  /** The user has saved cards: on native, management moves to the website. */
  hasPaymentSources?: boolean | undefined;
  /**
   * Cancels the auto-renewal after confirmation (`DELETE account/subscriptions`); return a promise to
   * keep the dialog busy until it settles. Without it, no cancel button shows.
   */
  onCancelAutoRenew?: (() => unknown) | undefined;
  /** Extra actions (e.g. a button to buy or add months). */
  action?: ReactNode;
  /** Level of the status heading (2). */
  headingLevel?: 2 | 3 | 4 | undefined;
};

/**
 * The member's subscription: active ('you are subscribed', with the auto-renewing product, price, next
 * date and a cancel button, or the end date and days remaining), trial (end date plus one day, days
 * remaining) or inactive. On native with saved cards, a note sends to the website instead, whatever
 * the status.
 */
export function SubscriptionStatus({
  status,
  endDate,
  trialEndDate,
  activeSubscription,
  now,
  platform = 'web',
  hasPaymentSources = false,
  onCancelAutoRenew,
  action,
  headingLevel = 2,
  className,
  ...props
}: SubscriptionStatusProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const titleId = useId();
  const [clock] = useState(() => Date.now());
  const view = subscriptionView({
    status,
    endDate,
    trialEndDate,
    activeSubscription,
    now: now ?? clock,
  });
  const Heading = `h${headingLevel}` as const;
  const Icon = icons[view.kind];
  const formatDate = (date: Date) =>
    intl.formatDate(date, { day: 'numeric', month: 'long', year: 'numeric' });
  const manageOnWebsite = platform === 'native' && hasPaymentSources;

  return (
    <section
      data-slot="subscription-status"
      data-status={status}
      data-kind={view.kind}
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-6 text-text shadow-sm',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-6 shrink-0',
            view.kind === 'inactive' ? 'text-text-muted' : 'text-success',
          )}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <Heading id={titleId} className="font-display text-xl leading-tight font-semibold">
            {intl.formatMessage(messages.title, { status })}
          </Heading>

          {view.kind === 'renewing' ? (
            <>
              <p data-slot="subscription-status-product" className="font-semibold">
                {intl.formatMessage(messages.product, {
                  name: view.product.name,
                  price: money(view.product.price),
                })}
              </p>
              {view.nextDate ? (
                <p data-slot="subscription-status-next-date" className="text-text-muted">
                  {intl.formatMessage(messages.nextDate, { date: formatDate(view.nextDate) })}
                </p>
              ) : null}
            </>
          ) : null}

          {view.kind === 'active' || view.kind === 'trial' ? (
            <>
              {view.endDate ? (
                <p data-slot="subscription-status-end-date" className="text-text-muted">
                  {intl.formatMessage(
                    view.kind === 'trial' ? messages.trialEndDate : messages.endDate,
                    { date: formatDate(view.endDate) },
                  )}
                </p>
              ) : null}
              <p
                data-slot="subscription-status-days"
                data-days={view.daysRemaining}
                className="flex items-center gap-1.5 font-semibold text-primary"
              >
                <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                {intl.formatMessage(
                  view.kind === 'trial' ? messages.trialDaysRemaining : messages.daysRemaining,
                  { days: view.daysRemaining },
                )}
              </p>
            </>
          ) : null}

          {view.kind === 'inactive' ? (
            <p className="text-text-muted">{intl.formatMessage(messages.inactive)}</p>
          ) : null}
        </div>
      </div>

      {/* Whatever the status: unsubscribed on native with saved cards, the app offers no package
          either (spec 02, section 6), and this note is what there is to act on. */}
      {manageOnWebsite ? (
        <p
          data-slot="subscription-status-manage-on-website"
          className="rounded-lg bg-info-soft px-4 py-3 text-sm text-info"
        >
          {intl.formatMessage(messages.manageOnWebsite)}
        </p>
      ) : null}

      {!manageOnWebsite && view.kind === 'renewing' && onCancelAutoRenew ? (
        <div className="flex flex-wrap gap-3">
          <ConfirmButton
            data-slot="subscription-status-cancel"
            variant="outline"
            confirm={{
              variant: 'danger',
              title: intl.formatMessage(messages.cancelTitle),
              message: view.nextDate
                ? intl.formatMessage(messages.cancelMessage, { date: formatDate(view.nextDate) })
                : intl.formatMessage(messages.cancelMessageNoDate),
              confirmLabel: intl.formatMessage(messages.cancelConfirm),
              cancelLabel: intl.formatMessage(messages.cancelKeep),
              onConfirm: onCancelAutoRenew,
            }}
          >
            {intl.formatMessage(messages.cancel)}
          </ConfirmButton>
        </div>
      ) : null}

      {action ? (
        <div data-slot="subscription-status-action" className="flex flex-wrap gap-3">
          {action}
        </div>
      ) : null}
    </section>
  );
}
