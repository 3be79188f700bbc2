/**
 * The rules of the balance claim (spec 02, sections 4, 5 and 9; contract `CreateBalanceClaimRequest`):
 * - submit is disabled when the amount is empty or zero, when the ambassador has taxes and no invoice,
 *   when a SIN is required and none is on file, or when the balance is below 50;
 * - a pending claim hides the form (one claim at a time);
 * - the amount is required, at least 50 and at most the balance; the e-mail is required;
 * - the invoice is a .pdf or a .docx of at most 20 MB.
 * Pure, so each edge (49.99 / 50, 20 MB / one byte more) is unit-tested.
 */

/** The smallest claim, and the smallest balance that can be claimed, in dollars. */
export const CLAIM_MINIMUM = 50;
/** One megabyte as the browser counts file sizes (1024 × 1024 bytes). */
export const MEGABYTE = 1024 * 1024;
/** The largest invoice: 20 MB. */
export const INVOICE_MAX_BYTES = 20 * MEGABYTE;
/** The invoice formats: each extension with its MIME type. */
export const INVOICE_TYPES = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
/** The file chooser's `accept`: the extensions and their types. */
export const INVOICE_ACCEPT = [...Object.keys(INVOICE_TYPES), ...Object.values(INVOICE_TYPES)].join(
  ',',
);

export type InvoiceIssue = { code: 'format' } | { code: 'size'; maxBytes: number };

/**
 * Every rule the invoice breaks: its extension must be .pdf or .docx, and its MIME type the one of
 * that extension (an empty type, which some systems give a .docx, is let through on the extension);
 * its size at most 20 MB. An empty list means the file is accepted.
 */
export function checkInvoiceFile(
  { name, type, size }: { name: string; type: string; size: number },
  maxBytes: number = INVOICE_MAX_BYTES,
): InvoiceIssue[] {
  const issues: InvoiceIssue[] = [];
  const dot = name.lastIndexOf('.');
  const extension = dot === -1 ? '' : name.slice(dot).toLowerCase();
  const expected: string | undefined =
    extension in INVOICE_TYPES ? INVOICE_TYPES[extension as keyof typeof INVOICE_TYPES] : undefined;
  const mime = type.trim().toLowerCase();
  if (expected === undefined || (mime !== '' && mime !== expected)) issues.push({ code: 'format' });
  if (size > maxBytes) issues.push({ code: 'size', maxBytes });
  return issues;
}

/**
 * The amount typed, in dollars: null when empty, NaN when it is not an amount. French writes a comma
 * ('50,25'); spaces (thousands) and a trailing '$' are ignored; at most two decimals.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\$$/, '');
  if (compact === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** Why the submit button is disabled, in the order the notices show. */
export type ClaimBlocker = 'balance' | 'sin' | 'invoice' | 'amount';

export interface ClaimContext {
  /** The amount available to claim, in dollars. */
  balance: number;
  /** The ambassador has taxes (both GST and PST on file): an invoice is required. */
  hasTaxes: boolean;
  /** A SIN is required (`requires_nas`). */
  requiresNas: boolean;
  /** A SIN is on file (the user's masked `nas`). */
  hasSin: boolean;
}

/**
 * The spec's four reasons to disable submit: the balance is below 50; a SIN is required and none is
 * set; the ambassador has taxes and no invoice; the amount is empty or zero (or not a number).
 */
export function claimBlockers(
  context: ClaimContext,
  { amount, hasInvoice }: { amount: number | null; hasInvoice: boolean },
): ClaimBlocker[] {
  const blockers: ClaimBlocker[] = [];
  if (context.balance < CLAIM_MINIMUM) blockers.push('balance');
  if (context.requiresNas && !context.hasSin) blockers.push('sin');
  if (context.hasTaxes && !hasInvoice) blockers.push('invoice');
  if (amount === null || Number.isNaN(amount) || amount === 0) blockers.push('amount');
  return blockers;
}

export type ClaimFieldIssue =
  | { field: 'email'; code: 'required' | 'invalid' }
  | { field: 'amount'; code: 'required' | 'invalid' }
  | { field: 'amount'; code: 'minimum'; minimum: number }
  | { field: 'amount'; code: 'balance'; balance: number }
  | { field: 'invoice'; code: 'required' };

export interface ClaimValues {
  email: string;
  amount: string;
  hasInvoice: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The field rules checked on submit: e-mail required and valid; amount required, 50 to balance. */
export function validateClaim(
  context: Pick<ClaimContext, 'balance' | 'hasTaxes'>,
  values: ClaimValues,
): Partial<Record<'email' | 'amount' | 'invoice', ClaimFieldIssue>> {
  const issues: Partial<Record<'email' | 'amount' | 'invoice', ClaimFieldIssue>> = {};
  const email = values.email.trim();
  if (email === '') issues.email = { field: 'email', code: 'required' };
  else if (!EMAIL.test(email)) issues.email = { field: 'email', code: 'invalid' };
  const amount = parseAmount(values.amount);
  if (amount === null) issues.amount = { field: 'amount', code: 'required' };
  else if (Number.isNaN(amount)) issues.amount = { field: 'amount', code: 'invalid' };
  else if (amount < CLAIM_MINIMUM)
    issues.amount = { field: 'amount', code: 'minimum', minimum: CLAIM_MINIMUM };
  else if (amount > context.balance)
    issues.amount = { field: 'amount', code: 'balance', balance: context.balance };
  if (context.hasTaxes && !values.hasInvoice)
    issues.invoice = { field: 'invoice', code: 'required' };
  return issues;
}

/** A byte count in megabytes, for display ('20 Mo' / '20 MB'). */
export function toMegabytes(bytes: number): number {
  return Math.round((bytes / MEGABYTE) * 10) / 10;
}

export type BalanceClaimField = 'email' | 'amount' | 'invoice';

/** What the form sends: the e-mail, the amount in dollars, and the invoice file (or none). */
export interface BalanceClaimFormValues {
  email: string;
  amount: number;
  invoice: File | null;
}
