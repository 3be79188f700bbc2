import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field, joinIds, type FieldErrorValue } from '../field';
import { Input } from '../input';
import { useFormatMoney } from '../product-card';
import { StatusBanner } from '../status-banner';
import type {
  BalanceClaimField,
  BalanceClaimFormValues,
  InvoiceIssue,
} from './balance-claim-form.ts';
import { messages } from './balance-claim-form-messages.ts';
import { InvoiceField } from './invoice-field.tsx';
import { useBalanceClaim } from './use-balance-claim.ts';

export {
  CLAIM_MINIMUM,
  INVOICE_ACCEPT,
  INVOICE_MAX_BYTES,
  INVOICE_TYPES,
  MEGABYTE,
  checkInvoiceFile,
  claimBlockers,
  parseAmount,
  toMegabytes,
  validateClaim,
  type BalanceClaimField,
  type BalanceClaimFormValues,
  type ClaimBlocker,
  type ClaimContext,
  type ClaimFieldIssue,
  type ClaimValues,
  type InvoiceIssue,
} from './balance-claim-form.ts';

/** The claim awaiting payment (a pending claim hides the form). */
export interface PendingBalanceClaim {
  amount: number;
  created_at: string;
}

export const balanceClaimFormVariants = cva('flex w-full min-w-0 flex-col gap-5 text-text', {
  variants: {
    tone: {
      plain: '',
      framed: 'rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6',
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type BalanceClaimFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> &
  VariantProps<typeof balanceClaimFormVariants> & {
    /** The amount available to claim, in dollars. */
    balance: number;
    /** The ambassador has taxes (GST and PST on file): the invoice is required. */
    hasTaxes: boolean;
    /** A SIN is required (`requires_nas`). */
    requiresNas: boolean;
    /** A SIN is on file. */
    hasSin: boolean;
    /** The claim awaiting payment, if any: it replaces the form with a pending notice. */
    pendingClaim?: PendingBalanceClaim | null | undefined;
    /** Sends the claim (the app uploads the invoice first, then posts its key). */
    onSubmit: (values: BalanceClaimFormValues) => unknown;
    /** While the claim is being sent: the submit button spins and the fields are locked. */
    submitting?: boolean;
    /** The server's 422 errors per field; the first message of each shows until the field is edited. */
    errors?: Partial<Record<BalanceClaimField, FieldErrorValue>> | undefined;
    /** Called on the first edit of a field after a server error, so the app can drop it. */
    onErrorClear?: (field: BalanceClaimField) => void;
    /** Called when a chosen invoice is refused (format or size). */
    onInvoiceRejected?: (issue: InvoiceIssue, file: File) => void;
    defaultEmail?: string;
    defaultAmount?: string;
    /** A link to the SIN settings (`/ambassador/settings#sin`), shown when a SIN is missing. */
    sinAction?: ReactNode;
    /** Replaces 'Demander le paiement'. */
    submitLabel?: ReactNode;
  };

/**
 * The balance claim (rewards page): e-mail, amount and invoice. Submit stays disabled while the
 * balance is below 50 $, a required SIN is missing, an ambassador with taxes has no invoice, or the
 * amount is empty or zero. On submit the amount must be 50 $ to the balance and the e-mail valid. The
 * invoice is a .pdf or .docx of at most 20 MB. A pending claim replaces the form with a notice.
 */
export function BalanceClaimForm({
  balance,
  hasTaxes,
  requiresNas,
  hasSin,
  pendingClaim,
  onSubmit,
  submitting = false,
  errors,
  onErrorClear,
  onInvoiceRejected,
  defaultEmail = '',
  defaultAmount = '',
  sinAction,
  submitLabel,
  tone,
  className,
  ...props
}: BalanceClaimFormProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const {
    email,
    setEmail,
    amount,
    setAmount,
    invoice,
    setInvoice,
    invoiceIssue,
    blockers,
    minimum,
    errorOf,
    markEdited,
    takeFile,
    handleSubmit,
    emailRef,
    amountRef,
    chooseRef,
  } = useBalanceClaim({
    balance,
    hasTaxes,
    requiresNas,
    hasSin,
    onSubmit,
    submitting,
    errors,
    onErrorClear,
    onInvoiceRejected,
    defaultEmail,
    defaultAmount,
  });
  const base = useId();
  const ids = {
    balanceBanner: `${base}-balance`,
    sinBanner: `${base}-sin`,
  };

  if (pendingClaim) {
    return (
      <div
        data-slot="balance-claim-form"
        data-state="pending"
        className={cn(balanceClaimFormVariants({ tone }), className)}
      >
        <StatusBanner variant="info" className="rounded-md" data-slot="balance-claim-pending">
          {intl.formatMessage(messages.pending, {
            amount: money(pendingClaim.amount),
            date: intl.formatDate(pendingClaim.created_at, {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            }),
          })}
        </StatusBanner>
      </div>
    );
  }

  const invoiceError = invoiceIssue ? undefined : (errorOf('invoice') ?? undefined);

  return (
    <form
      noValidate
      aria-label={intl.formatMessage(messages.label)}
      data-slot="balance-claim-form"
      data-state={submitting ? 'submitting' : blockers.length > 0 ? 'blocked' : 'ready'}
      data-blockers={blockers.join(' ') || undefined}
      data-variant={tone ?? 'plain'}
      className={cn(balanceClaimFormVariants({ tone }), className)}
      onSubmit={handleSubmit}
      {...props}
    >
      <p data-slot="balance-claim-balance" className="font-display text-xl font-semibold">
        {intl.formatMessage(messages.available, { amount: money(balance) })}
      </p>
      {blockers.includes('balance') ? (
        <StatusBanner
          id={ids.balanceBanner}
          variant="warning"
          className="rounded-md"
          data-blocker="balance"
        >
          {intl.formatMessage(messages.blockedBalance, { minimum })}
        </StatusBanner>
      ) : null}
      {blockers.includes('sin') ? (
        <StatusBanner
          id={ids.sinBanner}
          variant="warning"
          className="rounded-md"
          data-blocker="sin"
          action={sinAction}
        >
          {intl.formatMessage(messages.blockedSin)}
        </StatusBanner>
      ) : null}
      <Field
        label={intl.formatMessage(messages.email)}
        description={intl.formatMessage(messages.emailHint)}
        required
        error={errorOf('email')}
      >
        <Input
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          disabled={submitting}
          onValueChange={(next) => {
            setEmail(next);
            markEdited('email');
          }}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.amount)}
        description={intl.formatMessage(messages.amountHint, {
          minimum,
          balance: money(balance),
        })}
        required
        error={errorOf('amount')}
      >
        <Input
          ref={amountRef}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          disabled={submitting}
          className="tabular-nums sm:max-w-48"
          onValueChange={(next) => {
            setAmount(next);
            markEdited('amount');
          }}
        />
      </Field>
      <InvoiceField
        idBase={base}
        invoice={invoice}
        issue={invoiceIssue}
        error={invoiceError}
        required={hasTaxes}
        disabled={submitting}
        chooseRef={chooseRef}
        onChoose={takeFile}
        onRemove={() => {
          setInvoice(null);
          markEdited('invoice');
        }}
      />
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          data-slot="balance-claim-submit"
          className="self-start"
          disabled={blockers.length > 0}
          loading={submitting}
          loadingLabel={intl.formatMessage(messages.submitting)}
          aria-describedby={joinIds(
            blockers.includes('balance') && ids.balanceBanner,
            blockers.includes('sin') && ids.sinBanner,
          )}
        >
          {submitLabel ?? intl.formatMessage(messages.submit)}
        </Button>
        <p className="text-sm text-text-muted">{intl.formatMessage(messages.delay)}</p>
      </div>
    </form>
  );
}
