import { cva } from 'class-variance-authority';
import { CircleCheck, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import {
  normalizePromoCode,
  promoRebates,
  type PromoCode,
  type PromoCodeStatus,
  type PromoRebate,
} from './promo-code-field.ts';

export {
  normalizePromoCode,
  promoRebates,
  type PromoCode,
  type PromoCodeStatus,
  type PromoRebate,
} from './promo-code-field.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  apply: NoMessageValues;
  checking: NoMessageValues;
  invalid: NoMessageValues;
  applied: { code: string };
  percentage: { rebate: string };
  amount: { rebate: string };
  months: { months: number };
  remove: NoMessageValues;
}>({
  label: { id: 'ui.promo-code-field.label', defaultMessage: 'Code promo' },
  apply: { id: 'ui.promo-code-field.apply', defaultMessage: 'Appliquer' },
  checking: { id: 'ui.promo-code-field.checking', defaultMessage: 'Vérification du code…' },
  invalid: { id: 'ui.promo-code-field.invalid', defaultMessage: 'Code promo invalide' },
  applied: { id: 'ui.promo-code-field.applied', defaultMessage: 'Code {code} appliqué' },
  percentage: { id: 'ui.promo-code-field.percentage', defaultMessage: 'Rabais de {rebate}' },
  amount: { id: 'ui.promo-code-field.amount', defaultMessage: 'Rabais de {rebate}' },
  months: {
    id: 'ui.promo-code-field.months',
    defaultMessage:
      '{months, plural, one {# mois gratuit en plus} other {# mois gratuits en plus}}',
  },
  remove: { id: 'ui.promo-code-field.remove', defaultMessage: 'Retirer le code promo' },
});

export const promoCodeResultVariants = cva(
  'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
  {
    variants: {
      tone: {
        success: 'border-success/30 bg-success-soft text-success',
      },
    },
    defaultVariants: { tone: 'success' },
  },
);

export interface PromoCodeFieldProps {
  /**
   * Checks a code: resolve with the promo code when it is valid, with null when it is not; a
   * rejection also shows 'Code promo invalide'.
   */
  onApply: (code: string) => Promise<PromoCode | null | undefined>;
  /** The code was edited or removed after a result: the app drops the rebate. */
  onReset?: () => void;
  defaultCode?: string;
  /** The currency of amount rebates ('CAD'). */
  currency?: string;
  label?: ReactNode;
  description?: ReactNode;
  /** Replaces 'Code promo invalide'. */
  invalidMessage?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A promo code with its Apply button: idle, checking (spinner, announced), valid (the rebate as a
 * percentage, an amount or extra months) or invalid ('Code promo invalide'). The parent checks the code
 * and resolves `onApply`'s promise; editing the code after a result starts over.
 */
export function PromoCodeField({
  onApply,
  onReset,
  defaultCode = '',
  currency = 'CAD',
  label,
  description,
  invalidMessage,
  disabled = false,
  id,
  className,
}: PromoCodeFieldProps) {
  const intl = useIntl();
  const [code, setCode] = useState(defaultCode);
  const [status, setStatus] = useState<PromoCodeStatus>('idle');
  const [promo, setPromo] = useState<PromoCode | null>(null);
  // Only the latest check may set the result: an edit while checking discards the pending one.
  const request = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = normalizePromoCode(code);
  const invalidText = invalidMessage ?? intl.formatMessage(messages.invalid);

  function rebateText(rebate: PromoRebate): string {
    switch (rebate.kind) {
      case 'percentage':
        return intl.formatMessage(messages.percentage, {
          rebate: intl.formatNumber(rebate.value / 100, {
            style: 'percent',
            maximumFractionDigits: 2,
          }),
        });
      case 'amount':
        return intl.formatMessage(messages.amount, {
          rebate: intl.formatNumber(rebate.value, {
            style: 'currency',
            currency,
            currencyDisplay: 'narrowSymbol',
          }),
        });
      case 'months':
        return intl.formatMessage(messages.months, { months: rebate.value });
    }
  }

  async function apply() {
    if (trimmed === '' || status === 'checking' || disabled) return;
    const current = ++request.current;
    setStatus('checking');
    setPromo(null);
    let result: PromoCode | null | undefined = null;
    try {
      result = await onApply(trimmed);
    } catch {
      result = null;
    }
    if (current !== request.current) return;
    setPromo(result ?? null);
    setStatus(result ? 'valid' : 'invalid');
  }

  function reset(next: string) {
    const hadResult = status !== 'idle';
    request.current += 1;
    setCode(next);
    setStatus('idle');
    setPromo(null);
    if (hadResult) onReset?.();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter applies the code instead of sending the surrounding payment form.
    event.preventDefault();
    void apply();
  }

  const rebates = promo ? promoRebates(promo) : [];
  const announcement =
    status === 'valid' && promo
      ? [
          intl.formatMessage(messages.applied, { code: promo.code }),
          ...rebates.map(rebateText),
        ].join('. ')
      : status === 'invalid'
        ? invalidText
        : '';

  return (
    <div
      data-slot="promo-code-field"
      data-state={status}
      className={cn('flex w-full min-w-0 flex-col gap-2', className)}
    >
      <Field
        label={label ?? intl.formatMessage(messages.label)}
        description={description}
        error={status === 'invalid' ? invalidText : undefined}
        disabled={disabled}
        controlId={id}
      >
        <div className="flex w-full min-w-0 items-start gap-2">
          <Input
            ref={inputRef}
            name="promo_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onValueChange={reset}
            onKeyDown={handleKeyDown}
            className="uppercase"
          />
          <Button
            type="button"
            variant="secondary"
            disabled={disabled || trimmed === ''}
            loading={status === 'checking'}
            loadingLabel={intl.formatMessage(messages.checking)}
            onClick={() => {
              void apply();
            }}
          >
            {intl.formatMessage(messages.apply)}
          </Button>
        </div>
      </Field>
      {status === 'valid' && promo ? (
        <div data-slot="promo-code-result" className={promoCodeResultVariants()}>
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="font-semibold">
              {intl.formatMessage(messages.applied, { code: promo.code })}
            </p>
            <ul className="flex flex-col text-text">
              {rebates.map((rebate) => (
                <li key={rebate.kind} data-slot="promo-code-rebate" data-kind={rebate.kind}>
                  {rebateText(rebate)}
                </li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            data-slot="promo-code-remove"
            aria-label={intl.formatMessage(messages.remove)}
            disabled={disabled}
            onClick={() => {
              reset('');
              inputRef.current?.focus();
            }}
            className={cn(
              'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-text-muted',
              'transition-colors duration-150 ease-gentle hover:bg-surface-sunken hover:text-text',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <p role="status" data-slot="promo-code-status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
