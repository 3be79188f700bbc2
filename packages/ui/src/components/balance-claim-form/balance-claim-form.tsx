import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, FileText, Paperclip, X } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type ComponentProps,
  type SubmitEvent,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field, firstError, joinIds, type FieldErrorValue } from '../field';
import { formatFileSize } from '../image-uploader';
import { Input } from '../input';
import { useFormatMoney } from '../product-card';
import { StatusBanner } from '../status-banner';
import {
  CLAIM_MINIMUM,
  INVOICE_ACCEPT,
  INVOICE_MAX_BYTES,
  checkInvoiceFile,
  claimBlockers,
  parseAmount,
  validateClaim,
  type ClaimFieldIssue,
  type InvoiceIssue,
} from './balance-claim-form.ts';

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
  type ClaimBlocker,
  type ClaimContext,
  type ClaimFieldIssue,
  type ClaimValues,
  type InvoiceIssue,
} from './balance-claim-form.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  available: { amount: string };
  email: NoMessageValues;
  emailHint: NoMessageValues;
  amount: NoMessageValues;
  amountHint: { minimum: string; balance: string };
  invoice: NoMessageValues;
  invoiceHint: { size: string; required: boolean };
  choose: NoMessageValues;
  chooseAnother: NoMessageValues;
  remove: { name: string };
  submit: NoMessageValues;
  submitting: NoMessageValues;
  delay: NoMessageValues;
  pending: { amount: string; date: string };
  blockedBalance: { minimum: string };
  blockedSin: NoMessageValues;
  required: NoMessageValues;
  emailInvalid: NoMessageValues;
  amountInvalid: NoMessageValues;
  amountMinimum: { minimum: string };
  amountBalance: { balance: string };
  invoiceRequired: NoMessageValues;
  fileFormat: NoMessageValues;
  fileSize: { size: string };
}>({
  label: { id: 'ui.balance-claim-form.label', defaultMessage: 'Demande de paiement' },
  available: {
    id: 'ui.balance-claim-form.available',
    defaultMessage: 'Solde disponible : {amount}',
  },
  email: { id: 'ui.balance-claim-form.email', defaultMessage: 'Courriel' },
  emailHint: {
    id: 'ui.balance-claim-form.email-hint',
    defaultMessage: 'L’adresse à laquelle le paiement sera envoyé.',
  },
  amount: { id: 'ui.balance-claim-form.amount', defaultMessage: 'Montant' },
  amountHint: {
    id: 'ui.balance-claim-form.amount-hint',
    defaultMessage: 'Au moins {minimum}, au plus votre solde de {balance}.',
  },
  invoice: { id: 'ui.balance-claim-form.invoice', defaultMessage: 'Facture' },
  invoiceHint: {
    id: 'ui.balance-claim-form.invoice-hint',
    defaultMessage:
      '{required, select, true {Obligatoire, puisque vous percevez les taxes. PDF ou DOCX, {size} au maximum.} other {Facultative. PDF ou DOCX, {size} au maximum.}}',
  },
  choose: { id: 'ui.balance-claim-form.choose', defaultMessage: 'Joindre une facture' },
  chooseAnother: {
    id: 'ui.balance-claim-form.choose-another',
    defaultMessage: 'Remplacer la facture',
  },
  remove: { id: 'ui.balance-claim-form.remove', defaultMessage: 'Retirer {name}' },
  submit: { id: 'ui.balance-claim-form.submit', defaultMessage: 'Demander le paiement' },
  submitting: {
    id: 'ui.balance-claim-form.submitting',
    defaultMessage: 'Envoi de la demande…',
  },
  delay: {
    id: 'ui.balance-claim-form.delay',
    defaultMessage: 'Le paiement est versé dans un délai de 7 jours ouvrables.',
  },
  pending: {
    id: 'ui.balance-claim-form.pending',
    defaultMessage:
      'Votre demande de paiement de {amount} du {date} est en cours de traitement. Le paiement est versé dans un délai de 7 jours ouvrables.',
  },
  blockedBalance: {
    id: 'ui.balance-claim-form.blocked-balance',
    defaultMessage: 'Votre solde doit atteindre au moins {minimum} pour demander un paiement.',
  },
  blockedSin: {
    id: 'ui.balance-claim-form.blocked-sin',
    defaultMessage:
      'Ajoutez votre numéro d’assurance sociale (NAS) dans vos paramètres pour demander un paiement.',
  },
  required: { id: 'ui.balance-claim-form.required', defaultMessage: 'Ce champ est obligatoire.' },
  emailInvalid: {
    id: 'ui.balance-claim-form.email-invalid',
    defaultMessage: 'Entrez une adresse courriel valide.',
  },
  amountInvalid: {
    id: 'ui.balance-claim-form.amount-invalid',
    defaultMessage: 'Entrez un montant valide, par exemple 50,00.',
  },
  amountMinimum: {
    id: 'ui.balance-claim-form.amount-minimum',
    defaultMessage: 'Le montant minimum est de {minimum}.',
  },
  amountBalance: {
    id: 'ui.balance-claim-form.amount-balance',
    defaultMessage: 'Le montant ne peut pas dépasser votre solde de {balance}.',
  },
  invoiceRequired: {
    id: 'ui.balance-claim-form.invoice-required',
    defaultMessage: 'Joignez votre facture : elle est obligatoire puisque vous percevez les taxes.',
  },
  fileFormat: {
    id: 'ui.balance-claim-form.file-format',
    defaultMessage: 'La facture doit être un fichier PDF ou DOCX.',
  },
  fileSize: {
    id: 'ui.balance-claim-form.file-size',
    defaultMessage: 'La taille du fichier ne doit pas dépasser {size}.',
  },
});

export type BalanceClaimField = 'email' | 'amount' | 'invoice';

/** What the form sends: the e-mail, the amount in dollars, and the invoice file (or none). */
export interface BalanceClaimFormValues {
  email: string;
  amount: number;
  invoice: File | null;
}

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
  const [email, setEmail] = useState(defaultEmail);
  const [amount, setAmount] = useState(defaultAmount);
  const [invoice, setInvoice] = useState<File | null>(null);
  const [invoiceIssue, setInvoiceIssue] = useState<InvoiceIssue | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<BalanceClaimField>>(new Set());
  const [previousErrors, setPreviousErrors] = useState(errors);
  if (previousErrors !== errors) {
    // New server errors show again, even on a field edited before.
    setPreviousErrors(errors);
    setEdited(new Set());
  }
  const fileRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const base = useId();
  const ids = {
    balanceBanner: `${base}-balance`,
    sinBanner: `${base}-sin`,
    invoiceLabel: `${base}-invoice-label`,
    invoiceHint: `${base}-invoice-hint`,
    invoiceError: `${base}-invoice-error`,
    invoiceFile: `${base}-invoice-file`,
  };

  const context = { balance, hasTaxes, requiresNas, hasSin };
  const blockers = claimBlockers(context, {
    amount: parseAmount(amount),
    hasInvoice: invoice !== null,
  });
  const issues = attempted
    ? validateClaim(context, { email, amount, hasInvoice: invoice !== null })
    : {};
  const minimum = money(CLAIM_MINIMUM);

  const issueMessage = (issue: ClaimFieldIssue): string => {
    switch (issue.code) {
      case 'required':
        return issue.field === 'invoice'
          ? intl.formatMessage(messages.invoiceRequired)
          : intl.formatMessage(messages.required);
      case 'invalid':
        return intl.formatMessage(
          issue.field === 'email' ? messages.emailInvalid : messages.amountInvalid,
        );
      case 'minimum':
        return intl.formatMessage(messages.amountMinimum, { minimum: money(issue.minimum) });
      case 'balance':
        return intl.formatMessage(messages.amountBalance, { balance: money(issue.balance) });
    }
  };

  const errorOf = (field: BalanceClaimField): ReactNode => {
    const local = issues[field];
    if (local) return issueMessage(local);
    return edited.has(field) ? undefined : firstError(errors?.[field]);
  };

  const markEdited = (field: BalanceClaimField) => {
    if (edited.has(field)) return;
    if (firstError(errors?.[field]) !== undefined) onErrorClear?.(field);
    setEdited(new Set(edited).add(field));
  };

  const takeFile = (file: File | undefined) => {
    if (!file) return;
    markEdited('invoice');
    const issue = checkInvoiceFile(file)[0];
    if (issue) {
      setInvoiceIssue(issue);
      onInvoiceRejected?.(issue, file);
      return;
    }
    setInvoiceIssue(null);
    setInvoice(file);
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || blockers.length > 0) return;
    setAttempted(true);
    const found = validateClaim(context, { email, amount, hasInvoice: invoice !== null });
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    if (found.amount) {
      amountRef.current?.focus();
      return;
    }
    if (found.invoice) {
      chooseRef.current?.focus();
      return;
    }
    const parsed = parseAmount(amount);
    if (parsed === null || Number.isNaN(parsed)) return;
    onSubmit({ email: email.trim(), amount: parsed, invoice });
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
      <div
        role="group"
        aria-labelledby={ids.invoiceLabel}
        aria-describedby={ids.invoiceHint}
        data-slot="balance-claim-invoice"
        data-invalid={invoiceIssue !== null || invoiceError !== undefined || undefined}
        className="flex min-w-0 flex-col gap-1.5"
      >
        <span
          id={ids.invoiceLabel}
          data-required={hasTaxes || undefined}
          className="text-sm font-semibold text-text data-[required]:after:ml-0.5 data-[required]:after:text-danger data-[required]:after:content-['*']"
        >
          {intl.formatMessage(messages.invoice)}
        </span>
        <p id={ids.invoiceHint} className="text-sm text-text-muted">
          {intl.formatMessage(messages.invoiceHint, {
            required: hasTaxes,
            size: formatFileSize(intl, INVOICE_MAX_BYTES),
          })}
        </p>
        {invoice ? (
          <p
            id={ids.invoiceFile}
            data-slot="balance-claim-invoice-file"
            className="flex min-w-0 items-center gap-2 rounded-md border border-border bg-surface-sunken py-1 pr-1 pl-3 text-sm"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="min-w-0 flex-1 truncate font-semibold">{invoice.name}</span>
            <span className="shrink-0 text-text-muted tabular-nums">
              {formatFileSize(intl, invoice.size)}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9"
              disabled={submitting}
              aria-label={intl.formatMessage(messages.remove, { name: invoice.name })}
              onClick={() => {
                setInvoice(null);
                markEdited('invoice');
                chooseRef.current?.focus();
              }}
            >
              <X aria-hidden="true" />
            </Button>
          </p>
        ) : null}
        <div>
          <Button
            ref={chooseRef}
            type="button"
            variant="outline"
            size="sm"
            data-slot="balance-claim-invoice-choose"
            disabled={submitting}
            aria-describedby={joinIds(
              ids.invoiceHint,
              invoice && ids.invoiceFile,
              invoiceError !== undefined && ids.invoiceError,
            )}
            onClick={() => fileRef.current?.click()}
          >
            <Paperclip aria-hidden="true" />
            {intl.formatMessage(invoice ? messages.chooseAnother : messages.choose)}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept={INVOICE_ACCEPT}
            hidden
            tabIndex={-1}
            data-slot="balance-claim-invoice-input"
            disabled={submitting}
            onChange={(event) => {
              takeFile(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </div>
        {invoiceIssue ? (
          <StatusBanner variant="danger" className="rounded-md" data-issue={invoiceIssue.code}>
            {invoiceIssue.code === 'size'
              ? intl.formatMessage(messages.fileSize, {
                  size: formatFileSize(intl, invoiceIssue.maxBytes),
                })
              : intl.formatMessage(messages.fileFormat)}
          </StatusBanner>
        ) : null}
        {invoiceError !== undefined ? (
          <p
            id={ids.invoiceError}
            data-slot="field-error"
            className="flex items-start gap-1.5 text-sm font-semibold text-danger"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{invoiceError}</span>
          </p>
        ) : null}
      </div>
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
