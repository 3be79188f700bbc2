import { CircleAlert, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';

const messages = defineMessages<{
  purchase: NoMessageValues;
  purchasing: NoMessageValues;
  cancelled: NoMessageValues;
  error: NoMessageValues;
  notFound: NoMessageValues;
}>({
  purchase: { id: 'ui.in-app-purchase-button.purchase', defaultMessage: 'S’abonner' },
  purchasing: {
    id: 'ui.in-app-purchase-button.purchasing',
    defaultMessage: 'Achat en cours…',
  },
  cancelled: { id: 'ui.in-app-purchase-button.cancelled', defaultMessage: 'Achat annulé.' },
  error: {
    id: 'ui.in-app-purchase-button.error',
    defaultMessage: 'Oups! Une erreur est survenue.',
  },
  notFound: { id: 'ui.in-app-purchase-button.not_found', defaultMessage: 'Produit introuvable!' },
});

/**
 * Where the store purchase is: `purchasing` until the verified purchase is posted and finished;
 * `cancelled` and `error` stop the spinner; `not-found` when the store has no such product.
 */
export type InAppPurchaseStatus = 'idle' | 'purchasing' | 'cancelled' | 'error' | 'not-found';

export type InAppPurchaseButtonProps = Omit<ComponentProps<'div'>, 'children'> & {
  status?: InAppPurchaseStatus | undefined;
  /** Starts the store purchase (App Store or Google Play). */
  onPurchase: () => void;
  /** The button's text; defaults to 'S’abonner'. */
  label?: ReactNode;
  /** The store's or server's message for `error`; the generic one otherwise. */
  errorMessage?: ReactNode;
  disabled?: boolean | undefined;
  /** Extra props of the button (e.g. `aria-describedby` pointing at the product's name). */
  buttonProps?: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'> | undefined;
};

/**
 * The native purchase of a package: idle, purchasing (a spinner; the button is locked), cancelled or
 * failed (the spinner stops and a message shows), and 'Produit introuvable!' when the store has no
 * such product.
 */
export function InAppPurchaseButton({
  status = 'idle',
  onPurchase,
  label,
  errorMessage,
  disabled = false,
  buttonProps,
  className,
  ...props
}: InAppPurchaseButtonProps) {
  const intl = useIntl();
  const purchasing = status === 'purchasing';
  const message =
    status === 'cancelled'
      ? intl.formatMessage(messages.cancelled)
      : status === 'error'
        ? (errorMessage ?? intl.formatMessage(messages.error))
        : status === 'not-found'
          ? intl.formatMessage(messages.notFound)
          : null;
  const failed = status === 'error' || status === 'not-found';
  return (
    <div
      data-slot="in-app-purchase"
      data-status={status}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <Button
        // Buying never submits a surrounding form; the purchase is the callback's business.
        type="button"
        data-slot="in-app-purchase-button"
        {...buttonProps}
        className={cn('h-auto min-h-11 py-2 whitespace-normal', buttonProps?.className)}
        loading={purchasing}
        loadingLabel={intl.formatMessage(messages.purchasing)}
        disabled={disabled}
        onClick={() => {
          if (!purchasing) onPurchase();
        }}
      >
        {label ?? intl.formatMessage(messages.purchase)}
      </Button>
      {message !== null ? (
        <p
          role={failed ? 'alert' : 'status'}
          data-slot="in-app-purchase-message"
          data-tone={failed ? 'danger' : 'info'}
          className={cn(
            'flex items-start gap-1.5 text-sm font-semibold',
            failed ? 'text-danger' : 'text-text-muted',
          )}
        >
          {failed ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
