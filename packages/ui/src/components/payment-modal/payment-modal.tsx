import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { Button, buttonVariants } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import { useFormatMoney, type Product } from '../product-card';
import { SavedCard, type PaymentSource } from '../saved-card';
import { Skeleton, SkeletonContainer } from '../skeleton';
import { StatusBanner } from '../status-banner';
import {
  classifyPaymentError,
  isFirstPurchase,
  type Estimate,
  type PromoCode,
  type SubscriptionStatus,
} from './payment-modal.ts';

export {
  classifyPaymentError,
  isFirstPurchase,
  type Estimate,
  type PaymentFailure,
  type PromoCode,
  type SubscriptionStatus,
} from './payment-modal.ts';

const messages = defineMessages<{
  title: { first: 'true' | 'false' };
  intro: { first: 'true' | 'false' };
  loading: NoMessageValues;
  total: NoMessageValues;
  taxes: NoMessageValues;
  endDate: { first: 'true' | 'false' };
  promoCode: NoMessageValues;
  promoRebate: { code: string; rebate: string };
  promoMonths: { months: number };
  paymentMethod: NoMessageValues;
  pay: { total: string };
  payNoTotal: NoMessageValues;
  retry: NoMessageValues;
  paying: NoMessageValues;
  cancel: NoMessageValues;
  genericError: NoMessageValues;
  estimateRetry: NoMessageValues;
  successTitle: NoMessageValues;
  successText: { first: 'true' | 'false'; date: string };
  search: NoMessageValues;
}>({
  title: {
    id: 'ui.payment-modal.title',
    defaultMessage:
      '{first, select, true {Activer votre abonnement} other {Ajouter des mois à votre abonnement}}',
  },
  intro: {
    id: 'ui.payment-modal.intro',
    defaultMessage:
      '{first, select, true {Votre abonnement commence dès le paiement.} other {Les mois s’ajoutent à votre abonnement en cours.}}',
  },
  loading: { id: 'ui.payment-modal.loading', defaultMessage: 'Calcul du montant…' },
  total: { id: 'ui.payment-modal.total', defaultMessage: 'Total' },
  taxes: { id: 'ui.payment-modal.taxes', defaultMessage: 'Taxes incluses' },
  endDate: {
    id: 'ui.payment-modal.end_date',
    defaultMessage: '{first, select, true {Actif jusqu’au} other {Nouvelle date de fin}}',
  },
  promoCode: { id: 'ui.payment-modal.promo_code', defaultMessage: 'Code promo' },
  promoRebate: { id: 'ui.payment-modal.promo_rebate', defaultMessage: '{code} (−{rebate})' },
  promoMonths: {
    id: 'ui.payment-modal.promo_months',
    defaultMessage: '{months, plural, one {+ # mois offert} other {+ # mois offerts}}',
  },
  paymentMethod: { id: 'ui.payment-modal.payment_method', defaultMessage: 'Mode de paiement' },
  pay: { id: 'ui.payment-modal.pay', defaultMessage: 'Payer {total}' },
  payNoTotal: { id: 'ui.payment-modal.pay_no_total', defaultMessage: 'Payer' },
  retry: { id: 'ui.payment-modal.retry', defaultMessage: 'Réessayer' },
  paying: { id: 'ui.payment-modal.paying', defaultMessage: 'Paiement en cours…' },
  cancel: { id: 'ui.payment-modal.cancel', defaultMessage: 'Annuler' },
  genericError: {
    id: 'ui.payment-modal.generic_error',
    defaultMessage: 'Oups! Une erreur est survenue.',
  },
  estimateRetry: { id: 'ui.payment-modal.estimate_retry', defaultMessage: 'Réessayer' },
  successTitle: { id: 'ui.payment-modal.success_title', defaultMessage: 'Paiement réussi!' },
  successText: {
    id: 'ui.payment-modal.success_text',
    defaultMessage:
      '{first, select, true {Votre abonnement est actif jusqu’au {date}.} other {Votre abonnement est prolongé jusqu’au {date}.}}',
  },
  search: { id: 'ui.payment-modal.search', defaultMessage: 'Commencer ma recherche' },
});

/** Props the app's link (a router link to /member/search) receives. */
export interface PaymentModalLinkProps {
  'data-slot': 'payment-modal-search-link';
  className: string;
  children: ReactNode;
}

type Phase =
  | { kind: 'ready' }
  | { kind: 'paying' }
  | { kind: 'error'; message: string | null }
  | { kind: 'success' };

export type PaymentModalState =
  'loading' | 'estimate-error' | 'ready' | 'paying' | 'error' | 'success';

export interface PaymentModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The package being bought. */
  product: Pick<Product, 'name'>;
  /** Inactive or trial: a first purchase; active: the purchase adds months. */
  subscriptionStatus: SubscriptionStatus;
  /** `GET /products/{id}/estimate`; null or undefined while it loads. */
  estimate: Estimate | null | undefined;
  /** The estimate could not be loaded: the message, with a try-again button. */
  estimateError?: ReactNode;
  onRetryEstimate?: (() => void) | undefined;
  /** The saved card the payment uses; without one, `cardForm` shows. */
  paymentSource?: PaymentSource | null | undefined;
  /** The card form (web), shown when there is no saved card. */
  cardForm?: ReactNode;
  /** The promo code field; the app reloads the estimate with the code. */
  promoCodeField?: ReactNode;
  /** False while the card form is incomplete. */
  canPay?: boolean | undefined;
  /**
   * Pays (`POST /pay/{id}`). Return a promise: the modal is locked until it settles. A rejection with
   * HTTP status 400 closes the modal and calls `onStale`; any other shows its message (or the generic one).
   */
  onPay: () => unknown;
  /**
   * A 400 (the price or product changed, the card or the promo code was refused): the app reloads
   * the user and the products, and shows the server's message (null when it gave none).
   */
  onStale?: ((message: string | null) => void) | undefined;
  /** The payment went through; the app refetches the user and past payments. */
  onSuccess?: (() => void) | undefined;
  /** Renders the success button to /member/search (the app's router link) with the given props. */
  renderSearchLink: (props: PaymentModalLinkProps) => ReactNode;
}

function PromoLine({ promo }: { promo: PromoCode }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const hasRebate = promo.rebate_value > 0;
  const rebate =
    promo.rebate_type === 'percentage'
      ? intl.formatNumber(promo.rebate_value / 100, { style: 'percent', maximumFractionDigits: 2 })
      : money(promo.rebate_value);
  return (
    <>
      <dt className="text-text-muted">{intl.formatMessage(messages.promoCode)}</dt>
      <dd data-slot="payment-modal-promo" className="text-right font-semibold text-success">
        <span className="block">
          {hasRebate
            ? intl.formatMessage(messages.promoRebate, { code: promo.code, rebate })
            : promo.code}
        </span>
        {promo.additional_months > 0 ? (
          <span className="block">
            {intl.formatMessage(messages.promoMonths, { months: promo.additional_months })}
          </span>
        ) : null}
      </dd>
    </>
  );
}

/** How the end dates read: '15 décembre 2025'. */
const longDate = { day: 'numeric', month: 'long', year: 'numeric' } as const;

interface PaymentSuccessProps {
  ref?: Ref<HTMLDivElement> | undefined;
  first: 'true' | 'false';
  /** The subscription's new end date; the text waits for it. */
  endDate: string | null | undefined;
  renderSearchLink: (props: PaymentModalLinkProps) => ReactNode;
}

/** A payment's success, inside a dialog: the end date and a button to the search. */
function PaymentSuccess({ ref, first, endDate, renderSearchLink }: PaymentSuccessProps) {
  const intl = useIntl();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-slot="payment-modal-success"
      className="flex flex-col items-center gap-4 text-center outline-none"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <DialogHeader className="items-center">
        <DialogTitle>{intl.formatMessage(messages.successTitle)}</DialogTitle>
        <DialogDescription data-slot="payment-modal-success-text">
          {endDate
            ? intl.formatMessage(messages.successText, {
                first,
                date: intl.formatDate(endDate, longDate),
              })
            : null}
        </DialogDescription>
      </DialogHeader>
      {renderSearchLink({
        'data-slot': 'payment-modal-search-link',
        className: buttonVariants({ size: 'lg' }),
        children: intl.formatMessage(messages.search),
      })}
    </div>
  );
}

export interface PaymentSuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The status before the purchase: inactive or trial, it was the first one. */
  subscriptionStatus: SubscriptionStatus;
  /** The subscription's end date after the purchase (the refreshed user's). */
  endDate: string | null | undefined;
  /** Renders the button to /member/search (the app's router link) with the given props. */
  renderSearchLink: (props: PaymentModalLinkProps) => ReactNode;
}

/**
 * The success of a purchase made outside `PaymentModal` (the native apps' in-app purchase): the same
 * message, end date and button to the search as the card payment's, with the focus on the message.
 */
export function PaymentSuccessDialog({
  open,
  onOpenChange,
  subscriptionStatus,
  endDate,
  renderSearchLink,
}: PaymentSuccessDialogProps) {
  const successRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          successRef.current?.focus();
        }}
      >
        <PaymentSuccess
          ref={successRef}
          first={isFirstPurchase(subscriptionStatus) ? 'true' : 'false'}
          endDate={endDate}
          renderSearchLink={renderSearchLink}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The payment of a package: estimate loading (placeholders), ready to pay (total, taxes included, end
 * date, promo code, the saved card or the card form, the pay button), paying (locked: it cannot be
 * closed, until failure), error (the message, try again) and success (the end date, and a button to the
 * search). A 400 closes it and calls `onStale`.
 */
export function PaymentModal({
  open,
  onOpenChange,
  product,
  subscriptionStatus,
  estimate,
  estimateError,
  onRetryEstimate,
  paymentSource,
  cardForm,
  promoCodeField,
  canPay = true,
  onPay,
  onStale,
  onSuccess,
  renderSearchLink,
}: PaymentModalProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const [wasOpen, setWasOpen] = useState(open);
  const payRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  // A new opening starts over (state adjusted while rendering, not in an effect).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPhase({ kind: 'ready' });
  }

  const first = isFirstPurchase(subscriptionStatus) ? 'true' : 'false';
  const locked = phase.kind === 'paying';
  const state: PaymentModalState =
    phase.kind !== 'ready'
      ? phase.kind
      : estimateError != null && estimateError !== false
        ? 'estimate-error'
        : estimate
          ? 'ready'
          : 'loading';

  useEffect(() => {
    if (phase.kind === 'success') successRef.current?.focus();
    if (phase.kind === 'error') payRef.current?.focus();
  }, [phase.kind]);

  const formatDate = (value: string) => intl.formatDate(value, longDate);

  async function pay() {
    if (locked || !estimate) return;
    setPhase({ kind: 'paying' });
    try {
      await onPay();
      setPhase({ kind: 'success' });
      onSuccess?.();
    } catch (error) {
      const failure = classifyPaymentError(error);
      if (failure.kind === 'stale') {
        setPhase({ kind: 'ready' });
        onStale?.(failure.message);
        onOpenChange(false);
        return;
      }
      setPhase({ kind: 'error', message: failure.message });
    }
  }

  const showForm = state !== 'success';

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && locked) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        data-payment-state={state}
        data-first-purchase={first}
        aria-busy={locked || state === 'loading' || undefined}
        showCloseButton={!locked}
        onEscapeKeyDown={(event) => {
          if (locked) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (locked) event.preventDefault();
        }}
      >
        {state === 'success' ? (
          <PaymentSuccess
            ref={successRef}
            first={first}
            endDate={estimate?.end_date}
            renderSearchLink={renderSearchLink}
          />
        ) : null}

        {showForm ? (
          <>
            <DialogHeader>
              <DialogTitle>{intl.formatMessage(messages.title, { first })}</DialogTitle>
              <DialogDescription>
                <span className="block font-semibold text-text">{product.name}</span>
                <span className="block">{intl.formatMessage(messages.intro, { first })}</span>
              </DialogDescription>
            </DialogHeader>

            {state === 'estimate-error' ? (
              <StatusBanner
                variant="danger"
                data-slot="payment-modal-estimate-error"
                action={
                  onRetryEstimate ? (
                    <Button variant="outline" size="sm" onClick={onRetryEstimate}>
                      {intl.formatMessage(messages.estimateRetry)}
                    </Button>
                  ) : null
                }
              >
                {estimateError}
              </StatusBanner>
            ) : null}

            <SkeletonContainer
              loading={state === 'loading'}
              loadingLabel={intl.formatMessage(messages.loading)}
              data-slot="payment-modal-estimate"
            >
              {estimate && state !== 'estimate-error' ? (
                <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg bg-surface-sunken p-4 text-sm">
                  <dt className="text-base font-semibold">{intl.formatMessage(messages.total)}</dt>
                  <dd
                    data-slot="payment-modal-total"
                    className="text-right text-base font-semibold tabular-nums"
                  >
                    {money(estimate.order.total)}
                  </dd>
                  <dt className="text-text-muted">{intl.formatMessage(messages.taxes)}</dt>
                  <dd data-slot="payment-modal-taxes" className="text-right tabular-nums">
                    {money(estimate.order.taxes)}
                  </dd>
                  <dt className="text-text-muted">
                    {intl.formatMessage(messages.endDate, { first })}
                  </dt>
                  <dd data-slot="payment-modal-end-date" className="text-right">
                    <time dateTime={estimate.end_date}>{formatDate(estimate.end_date)}</time>
                  </dd>
                  {estimate.promo_code ? <PromoLine promo={estimate.promo_code} /> : null}
                </dl>
              ) : state === 'loading' ? (
                <div className="flex flex-col gap-3 rounded-lg bg-surface-sunken p-4">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="w-3/4" />
                  <Skeleton className="w-2/3" />
                </div>
              ) : null}
            </SkeletonContainer>

            <fieldset
              disabled={locked}
              data-slot="payment-modal-fields"
              className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0"
            >
              {promoCodeField ? (
                <div data-slot="payment-modal-promo-field">{promoCodeField}</div>
              ) : null}
              <div data-slot="payment-modal-method" className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold">
                  {intl.formatMessage(messages.paymentMethod)}
                </h3>
                {paymentSource ? <SavedCard paymentSource={paymentSource} /> : cardForm}
              </div>
            </fieldset>

            {phase.kind === 'error' ? (
              <StatusBanner variant="danger" data-slot="payment-modal-error">
                {phase.message ?? intl.formatMessage(messages.genericError)}
              </StatusBanner>
            ) : null}

            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={locked}>
                  {intl.formatMessage(messages.cancel)}
                </Button>
              </DialogClose>
              <Button
                ref={payRef}
                data-slot="payment-modal-pay"
                loading={locked}
                loadingLabel={intl.formatMessage(messages.paying)}
                disabled={!estimate || state === 'estimate-error' || !canPay}
                onClick={() => void pay()}
              >
                {phase.kind === 'error'
                  ? intl.formatMessage(messages.retry)
                  : estimate
                    ? intl.formatMessage(messages.pay, { total: money(estimate.order.total) })
                    : intl.formatMessage(messages.payNoTotal)}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
