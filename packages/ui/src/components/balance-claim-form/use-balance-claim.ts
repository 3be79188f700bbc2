/**
 * The balance claim's state and rules: the fields, the invoice and its refusal, the blockers that keep
 * submit disabled, the checks made on submit (focus goes to the first field in error), and the server's
 * errors, each shown until its field is edited.
 */
import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import { firstError, type FieldErrorValue } from '../field';
import { useFormatMoney } from '../product-card';
import {
  CLAIM_MINIMUM,
  checkInvoiceFile,
  claimBlockers,
  parseAmount,
  validateClaim,
  type BalanceClaimField,
  type BalanceClaimFormValues,
  type ClaimFieldIssue,
  type InvoiceIssue,
} from './balance-claim-form.ts';
import { messages } from './balance-claim-form-messages.ts';

export interface BalanceClaimOptions {
  balance: number;
  hasTaxes: boolean;
  requiresNas: boolean;
  hasSin: boolean;
  onSubmit: (values: BalanceClaimFormValues) => unknown;
  submitting: boolean;
  errors?: Partial<Record<BalanceClaimField, FieldErrorValue>> | undefined;
  onErrorClear?: ((field: BalanceClaimField) => void) | undefined;
  onInvoiceRejected?: ((issue: InvoiceIssue, file: File) => void) | undefined;
  defaultEmail: string;
  defaultAmount: string;
}

export function useBalanceClaim({
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
}: BalanceClaimOptions) {
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
  const emailRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
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

  return {
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
  };
}
