import { CreditCard, Trash2 } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { ConfirmButton } from '../confirm-dialog/confirm-button.tsx';
import { parsePaymentSource, type CardBrand, type PaymentSource } from './saved-card.ts';

export {
  parsePaymentSource,
  type CardBrand,
  type ParsedPaymentSource,
  type PaymentSource,
} from './saved-card.ts';

const messages = defineMessages<{
  brand: { brand: CardBrand | 'other' };
  masked: { lastFour: string };
  spoken: { brand: string; lastFour: string };
  remove: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmMessage: { card: string };
  confirm: NoMessageValues;
}>({
  brand: {
    id: 'ui.saved-card.brand',
    defaultMessage:
      '{brand, select, visa {Visa} mastercard {Mastercard} amex {American Express} other {Carte}}',
  },
  masked: { id: 'ui.saved-card.masked', defaultMessage: '•••• {lastFour}' },
  spoken: {
    id: 'ui.saved-card.spoken',
    defaultMessage: '{brand} se terminant par {lastFour}',
  },
  remove: { id: 'ui.saved-card.remove', defaultMessage: 'Retirer la carte' },
  confirmTitle: { id: 'ui.saved-card.confirm_title', defaultMessage: 'Retirer cette carte?' },
  confirmMessage: {
    id: 'ui.saved-card.confirm_message',
    defaultMessage: 'La carte {card} ne sera plus enregistrée pour vos paiements.',
  },
  confirm: { id: 'ui.saved-card.confirm', defaultMessage: 'Retirer' },
});

/** A small brand mark (decorative: the brand's name is written next to it). */
function BrandMark({ brand }: { brand: CardBrand | null }) {
  const common = {
    'aria-hidden': true,
    'data-slot': 'saved-card-brand-mark',
    'data-brand': brand ?? 'other',
    width: 40,
    height: 26,
    viewBox: '0 0 40 26',
    className: 'shrink-0',
  } as const;
  if (brand === 'visa') {
    return (
      <svg {...common}>
        <rect width="40" height="26" rx="4" fill="#1a1f71" />
        <path d="M9 9h3l2 7 3-7h3l-5 10h-2.6z" fill="#ffffff" />
        <rect x="22" y="9" width="2.6" height="10" rx="0.6" fill="#ffffff" />
        <rect x="4" y="21" width="32" height="2" rx="1" fill="#f7b600" />
      </svg>
    );
  }
  if (brand === 'mastercard') {
    return (
      <svg {...common}>
        <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill="#ffffff" stroke="#d6d0cc" />
        <circle cx="16" cy="13" r="7" fill="#eb001b" />
        <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    );
  }
  if (brand === 'amex') {
    return (
      <svg {...common}>
        <rect width="40" height="26" rx="4" fill="#2e77bc" />
        <rect
          x="6"
          y="8"
          width="28"
          height="10"
          rx="2"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2"
        />
        <rect x="10" y="12" width="20" height="2" rx="1" fill="#ffffff" />
      </svg>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-slot="saved-card-brand-mark"
      data-brand="other"
      className="flex h-[26px] w-10 shrink-0 items-center justify-center rounded-sm bg-surface-sunken text-text-muted"
    >
      <CreditCard className="size-5" />
    </span>
  );
}

export type SavedCardProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The saved card (`GET /payment-sources`). */
  paymentSource: PaymentSource;
  /**
   * Shows a remove button that asks for confirmation first. Return a promise to keep the dialog busy
   * until it settles (it stays open if it rejects).
   */
  onRemove?: ((paymentSource: PaymentSource) => unknown) | undefined;
  /** Extra content at the end (e.g. a 'Par défaut' badge). */
  children?: ReactNode;
};

/** A saved card: brand (mark and name) read from its description, and its last four digits. */
export function SavedCard({
  paymentSource,
  onRemove,
  className,
  children,
  ...props
}: SavedCardProps) {
  const intl = useIntl();
  const labelId = useId();
  const { brand, lastFour } = parsePaymentSource(paymentSource.description);
  const brandName = intl.formatMessage(messages.brand, { brand: brand ?? 'other' });
  const spoken =
    lastFour === null
      ? paymentSource.description
      : intl.formatMessage(messages.spoken, { brand: brandName, lastFour });
  return (
    <div
      data-slot="saved-card"
      data-brand={brand ?? 'other'}
      data-last-four={lastFour ?? undefined}
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-lg border border-border bg-surface-raised px-4 py-3',
        className,
      )}
      {...props}
    >
      <BrandMark brand={brand} />
      <p
        id={labelId}
        data-slot="saved-card-label"
        className="flex min-w-0 flex-1 flex-wrap gap-x-2"
      >
        <span className="sr-only">{spoken}</span>
        <span aria-hidden="true" data-slot="saved-card-brand" className="font-semibold">
          {brandName}
        </span>
        <span
          aria-hidden="true"
          data-slot="saved-card-number"
          className="truncate text-text-muted tabular-nums"
        >
          {lastFour === null
            ? paymentSource.description
            : intl.formatMessage(messages.masked, { lastFour })}
        </span>
      </p>
      {children}
      {onRemove ? (
        <RemoveButton
          describedBy={labelId}
          spoken={spoken}
          onConfirm={() => onRemove(paymentSource)}
        />
      ) : null}
    </div>
  );
}

/** Remove, then its confirmation (whose code loads when the button is first pointed at or focused). */
function RemoveButton({
  describedBy,
  spoken,
  onConfirm,
}: {
  describedBy: string;
  spoken: string;
  onConfirm: () => unknown;
}) {
  const intl = useIntl();
  return (
    <ConfirmButton
      data-slot="saved-card-remove"
      variant="ghost"
      size="sm"
      aria-describedby={describedBy}
      confirm={{
        variant: 'danger',
        title: intl.formatMessage(messages.confirmTitle),
        message: intl.formatMessage(messages.confirmMessage, { card: spoken }),
        confirmLabel: intl.formatMessage(messages.confirm),
        onConfirm,
      }}
    >
      <Trash2 aria-hidden="true" />
      {intl.formatMessage(messages.remove)}
    </ConfirmButton>
  );
}
