import { cva } from 'class-variance-authority';
import { useState, type ComponentProps, type SubmitEvent, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field, hasError, type FieldErrorValue } from '../field';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import {
  AMEX_DIGITS,
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  CARD_TYPES,
  cardDigits,
  cardFormProblems,
  cardPayload,
  cvvDigits,
  cvvLength,
  EMPTY_CARD,
  EXPIRY_MONTHS,
  expiryYears,
  formatCardNumber,
  isCardType,
  type CardField,
  type CardFormValues,
  type CardPayload,
  type CardType,
} from './card-form.ts';

export {
  AMEX_DIGITS,
  CARD_NUMBER_MAX_DIGITS,
  CARD_NUMBER_MIN_DIGITS,
  CARD_TYPES,
  cardDigits,
  cardFormProblems,
  cardPayload,
  cvvDigits,
  cvvLength,
  EMPTY_CARD,
  EXPIRY_MONTHS,
  EXPIRY_YEARS_AHEAD,
  expiryYears,
  formatCardNumber,
  isCardNumberComplete,
  isCardType,
  maxCardDigits,
  type CardField,
  type CardFieldProblem,
  type CardFormValues,
  type CardPayload,
  type CardType,
} from './card-form.ts';
import { FormattedInput } from '../input/formatted-input.tsx';

const messages = defineMessages<{
  type: NoMessageValues;
  VISA: NoMessageValues;
  MASTERCARD: NoMessageValues;
  AMEX: NoMessageValues;
  number: NoMessageValues;
  numberInvalid: { min: number; max: number };
  numberInvalidAmex: { digits: number };
  cvv: NoMessageValues;
  cvvHelp: { length: number };
  cvvHelpAmex: { length: number };
  cvvInvalid: { length: number };
  expiryMonth: NoMessageValues;
  expiryYear: NoMessageValues;
  submit: NoMessageValues;
}>({
  type: { id: 'ui.card-form.type', defaultMessage: 'Type de carte' },
  VISA: { id: 'ui.card-form.type-visa', defaultMessage: 'Visa' },
  MASTERCARD: { id: 'ui.card-form.type-mastercard', defaultMessage: 'Mastercard' },
  AMEX: { id: 'ui.card-form.type-amex', defaultMessage: 'American Express' },
  number: { id: 'ui.card-form.number', defaultMessage: 'Numéro de carte' },
  numberInvalid: {
    id: 'ui.card-form.number-invalid',
    defaultMessage: 'Entrez un numéro de carte de {min, number} à {max, number} chiffres.',
  },
  numberInvalidAmex: {
    id: 'ui.card-form.number-invalid-amex',
    defaultMessage: 'Entrez les {digits, number} chiffres de la carte American Express.',
  },
  cvv: { id: 'ui.card-form.cvv', defaultMessage: 'Code de sécurité (CVV)' },
  cvvHelp: {
    id: 'ui.card-form.cvv-help',
    defaultMessage: 'Les {length, number} chiffres au dos de la carte.',
  },
  cvvHelpAmex: {
    id: 'ui.card-form.cvv-help-amex',
    defaultMessage: 'Les {length, number} chiffres au recto de la carte.',
  },
  cvvInvalid: {
    id: 'ui.card-form.cvv-invalid',
    defaultMessage: 'Le code de sécurité compte {length, number} chiffres.',
  },
  expiryMonth: { id: 'ui.card-form.expiry-month', defaultMessage: 'Mois d’expiration' },
  expiryYear: { id: 'ui.card-form.expiry-year', defaultMessage: 'Année d’expiration' },
  submit: { id: 'ui.card-form.submit', defaultMessage: 'Ajouter la carte' },
});

export const cardFormVariants = cva('flex w-full min-w-0 flex-col', {
  variants: {
    density: { comfortable: 'gap-5', compact: 'gap-3' },
  },
  defaultVariants: { density: 'comfortable' },
});

export type CardFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  /** Prefills the type and expiry (never a card number). */
  defaultValue?: Partial<
    Pick<CardFormValues, 'card_type' | 'card_expiry_month' | 'card_expiry_year'>
  >;
  /** The year the expiry list starts from (this year by default). */
  currentYear?: number;
  /** Called with the complete card once every field is valid. */
  onSubmit?: (card: CardPayload) => void;
  /** The server's 422 errors per field: the first message of each shows. */
  errors?: Partial<Record<CardField, FieldErrorValue>>;
  /** Called when a field with an error is edited, so the app can drop the error. */
  onErrorClear?: (field: CardField) => void;
  /** Sending: the button shows a spinner and the fields are locked. */
  submitting?: boolean;
  density?: 'comfortable' | 'compact';
  submitLabel?: ReactNode;
};

/**
 * The card form: type (Visa, Mastercard, Amex), number spaced as typed (digits only, 19 at most), CVV
 * (3 digits, 4 for Amex), expiry month and year (this year to +10). Every field is required; the
 * button stays disabled until the card is complete. The number is never logged nor shown elsewhere.
 */
export function CardForm({
  defaultValue,
  currentYear = new Date().getFullYear(),
  onSubmit,
  errors,
  onErrorClear,
  submitting = false,
  density,
  submitLabel,
  className,
  ...props
}: CardFormProps) {
  const intl = useIntl();
  const [card, setCard] = useState<CardFormValues>({ ...EMPTY_CARD, ...defaultValue });
  const [left, setLeft] = useState<Partial<Record<CardField, boolean>>>({});
  const problems = cardFormProblems(card, currentYear);
  const payload = cardPayload(card, currentYear);
  const type = card.card_type;

  function change(next: Partial<CardFormValues>, field: CardField) {
    setCard((current) => ({ ...current, ...next }));
    setLeft((current) => ({ ...current, [field]: false }));
  }

  function leave(field: CardField) {
    setLeft((current) => ({ ...current, [field]: true }));
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (payload === null || submitting) return;
    onSubmit?.(payload);
  }

  const numberHint =
    left.card_number && problems.card_number === 'invalid'
      ? type === 'AMEX'
        ? intl.formatMessage(messages.numberInvalidAmex, { digits: AMEX_DIGITS })
        : intl.formatMessage(messages.numberInvalid, {
            min: CARD_NUMBER_MIN_DIGITS,
            max: CARD_NUMBER_MAX_DIGITS,
          })
      : undefined;
  const cvvHint =
    left.card_cvv && problems.card_cvv === 'invalid'
      ? intl.formatMessage(messages.cvvInvalid, { length: cvvLength(type) })
      : undefined;
  const fieldProps = (field: CardField) => ({
    error: errors?.[field],
    onErrorClear: hasError(errors?.[field]) ? () => onErrorClear?.(field) : undefined,
    required: true,
    disabled: submitting,
  });

  return (
    <form
      noValidate
      autoComplete="on"
      data-slot="card-form"
      data-card-type={type || undefined}
      data-complete={payload !== null || undefined}
      onSubmit={handleSubmit}
      className={cn(cardFormVariants({ density }), className)}
      {...props}
    >
      <Field {...fieldProps('card_type')} label={intl.formatMessage(messages.type)}>
        <RadioGroup
          name="card_type"
          variant="cards"
          orientation="horizontal"
          value={type}
          onValueChange={(next) => {
            if (!isCardType(next)) return;
            change(
              {
                card_type: next,
                // A shorter Amex number or CVV keeps only the digits it can hold.
                card_number: cardDigits(card.card_number, next),
                card_cvv: cvvDigits(card.card_cvv, next),
              },
              'card_type',
            );
          }}
          options={CARD_TYPES.map((option: CardType) => ({
            value: option,
            label: intl.formatMessage(messages[option]),
          }))}
        />
      </Field>
      <Field
        {...fieldProps('card_number')}
        error={errors?.card_number ?? numberHint}
        label={intl.formatMessage(messages.number)}
      >
        <FormattedInput
          name="card_number"
          inputMode="numeric"
          autoComplete="cc-number"
          spellCheck={false}
          value={formatCardNumber(card.card_number, type)}
          onTextChange={(text) => {
            change({ card_number: cardDigits(text, type) }, 'card_number');
          }}
          onBlur={() => {
            leave('card_number');
          }}
          className="tabular-nums"
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field
          {...fieldProps('card_expiry_month')}
          label={intl.formatMessage(messages.expiryMonth)}
        >
          <Select
            name="card_expiry_month"
            options={EXPIRY_MONTHS.map((month) => ({ value: month, label: month }))}
            value={card.card_expiry_month}
            onValueChange={(month) => {
              change({ card_expiry_month: month }, 'card_expiry_month');
            }}
          />
        </Field>
        <Field {...fieldProps('card_expiry_year')} label={intl.formatMessage(messages.expiryYear)}>
          <Select
            name="card_expiry_year"
            options={expiryYears(currentYear).map((year) => ({
              value: String(year),
              label: String(year),
            }))}
            value={card.card_expiry_year === null ? '' : String(card.card_expiry_year)}
            onValueChange={(year) => {
              change({ card_expiry_year: Number(year) }, 'card_expiry_year');
            }}
          />
        </Field>
      </div>
      <Field
        {...fieldProps('card_cvv')}
        error={errors?.card_cvv ?? cvvHint}
        label={intl.formatMessage(messages.cvv)}
        className="max-w-64"
        description={intl.formatMessage(type === 'AMEX' ? messages.cvvHelpAmex : messages.cvvHelp, {
          length: cvvLength(type),
        })}
      >
        <FormattedInput
          name="card_cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          spellCheck={false}
          value={card.card_cvv}
          onTextChange={(text) => {
            change({ card_cvv: cvvDigits(text, type) }, 'card_cvv');
          }}
          onBlur={() => {
            leave('card_cvv');
          }}
          className="tabular-nums"
        />
      </Field>
      <Button type="submit" disabled={payload === null} loading={submitting} className="self-start">
        {submitLabel ?? intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
