/**
 * The balance claim's invoice (spec 02: required for an ambassador with taxes, a .pdf or .docx of at most
 * 20 MB): the chosen file with its size and a remove button, the choose button over a hidden file input,
 * the refusal of a wrong file and the field's error.
 */
import { CircleAlert, FileText, Paperclip, X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { joinIds } from '../field';
import { formatFileSize } from '../image-uploader';
import { StatusBanner } from '../status-banner';
import { INVOICE_ACCEPT, INVOICE_MAX_BYTES, type InvoiceIssue } from './balance-claim-form.ts';
import { messages } from './balance-claim-form-messages.ts';

export interface InvoiceFieldProps {
  /** The prefix of the ids of the label, the hint, the file and the error. */
  idBase: string;
  /** The chosen invoice. */
  invoice: File | null;
  /** The refusal of the last file chosen (format or size). */
  issue: InvoiceIssue | null;
  /** The field's error (a required invoice missing on submit, or the server's). */
  error: ReactNode;
  /** Required for an ambassador with taxes. */
  required: boolean;
  disabled: boolean;
  /** The choose button, focused by the form when the invoice is missing. */
  chooseRef: RefObject<HTMLButtonElement | null>;
  /** Called with the file chosen in the browser's picker. */
  onChoose: (file: File | undefined) => void;
  /** Called by the remove button (focus then goes to the choose button). */
  onRemove: () => void;
}

export function InvoiceField({
  idBase,
  invoice,
  issue,
  error,
  required,
  disabled,
  chooseRef,
  onChoose,
  onRemove,
}: InvoiceFieldProps) {
  const intl = useIntl();
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = {
    invoiceLabel: `${idBase}-invoice-label`,
    invoiceHint: `${idBase}-invoice-hint`,
    invoiceError: `${idBase}-invoice-error`,
    invoiceFile: `${idBase}-invoice-file`,
  };
  return (
    <div
      role="group"
      aria-labelledby={ids.invoiceLabel}
      aria-describedby={ids.invoiceHint}
      data-slot="balance-claim-invoice"
      data-invalid={issue !== null || error !== undefined || undefined}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <span
        id={ids.invoiceLabel}
        data-required={required || undefined}
        className="text-sm font-semibold text-text data-[required]:after:ml-0.5 data-[required]:after:text-danger data-[required]:after:content-['*']"
      >
        {intl.formatMessage(messages.invoice)}
      </span>
      <p id={ids.invoiceHint} className="text-sm text-text-muted">
        {intl.formatMessage(messages.invoiceHint, {
          required: required,
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
            disabled={disabled}
            aria-label={intl.formatMessage(messages.remove, { name: invoice.name })}
            onClick={() => {
              onRemove();
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
          disabled={disabled}
          aria-describedby={joinIds(
            ids.invoiceHint,
            invoice && ids.invoiceFile,
            error !== undefined && ids.invoiceError,
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
          disabled={disabled}
          onChange={(event) => {
            onChoose(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {issue ? (
        <StatusBanner variant="danger" className="rounded-md" data-issue={issue.code}>
          {issue.code === 'size'
            ? intl.formatMessage(messages.fileSize, {
                size: formatFileSize(intl, issue.maxBytes),
              })
            : intl.formatMessage(messages.fileFormat)}
        </StatusBanner>
      ) : null}
      {error !== undefined ? (
        <p
          id={ids.invoiceError}
          data-slot="field-error"
          className="flex items-start gap-1.5 text-sm font-semibold text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
