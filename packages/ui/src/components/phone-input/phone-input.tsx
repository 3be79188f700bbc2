import { cva } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { useId, useState, type ComponentProps, type SubmitEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { CountryCode } from 'libphonenumber-js';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Field, hasError, joinIds, type FieldErrorValue } from '../field';
import { Input } from '../input';
import {
  checkPhone,
  DEFAULT_PHONE_COUNTRY,
  formatPhoneInput,
  isPhoneFormComplete,
  type PhoneCheck,
  type PhoneFormValues,
} from './phone-input.ts';

export {
  checkPhone,
  DEFAULT_PHONE_COUNTRY,
  formatPhoneInput,
  isPhoneFormComplete,
  phoneDigits,
  type PhoneCheck,
  type PhoneFormValues,
} from './phone-input.ts';
import { FormattedInput } from '../input/formatted-input.tsx';

const messages = defineMessages({
  invalid: {
    id: 'ui.phone-input.invalid',
    defaultMessage: 'Entrez un numéro de téléphone valide, par exemple (514) 555-1234.',
  },
  phone: { id: 'ui.phone-form.phone', defaultMessage: 'Numéro de téléphone' },
  availability: { id: 'ui.phone-form.availability', defaultMessage: 'Disponibilités' },
  availabilityHelp: {
    id: 'ui.phone-form.availability-help',
    defaultMessage: 'Quand pouvons-nous vous appeler? Par exemple : en semaine, de 9 h à 17 h.',
  },
  submit: { id: 'ui.phone-form.submit', defaultMessage: 'Envoyer' },
});

export type PhoneInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'size'
> & {
  /** The number as shown (formatted). */
  value?: string;
  defaultValue?: string;
  /** The formatted text and whether it is a valid number (with its E.164 form). */
  onValueChange?: (value: string, phone: PhoneCheck) => void;
  /** The country of numbers typed without +; 'CA' by default. */
  defaultCountry?: CountryCode;
  /** Replaces the 'invalid number' hint shown once the field is left. */
  invalidMessage?: ReactNode;
  /** Marks the number invalid; put it in a `Field` to show the message. */
  error?: FieldErrorValue;
  /** Called on the first edit after an error. */
  onErrorClear?: () => void;
};

/**
 * A phone number formatted as it is typed and checked by libphonenumber-js (Canadian by default);
 * an invalid number is flagged once the field is left.
 */
export function PhoneInput({
  value,
  defaultValue,
  onValueChange,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  invalidMessage,
  error,
  onErrorClear,
  onBlur,
  'aria-describedby': ariaDescribedBy,
  ...props
}: PhoneInputProps) {
  const intl = useIntl();
  const hintId = useId();
  const [inner, setInner] = useState(() =>
    formatPhoneInput(defaultValue ?? '', '', defaultCountry),
  );
  const [touched, setTouched] = useState(false);
  const text = value ?? inner;
  const check = checkPhone(text, defaultCountry);
  const showInvalid = touched && text.trim() !== '' && !check.valid;
  const hint = invalidMessage ?? intl.formatMessage(messages.invalid);

  return (
    <div
      data-slot="phone-input"
      data-valid={check.valid}
      className="flex w-full min-w-0 flex-col gap-1.5"
    >
      <FormattedInput
        {...props}
        type="tel"
        inputMode="tel"
        autoComplete={props.autoComplete ?? 'tel'}
        value={text}
        error={error ?? (showInvalid ? hint : undefined)}
        onErrorClear={hasError(error) ? onErrorClear : undefined}
        aria-describedby={joinIds(ariaDescribedBy, showInvalid && hintId)}
        onTextChange={(next) => {
          const formatted = formatPhoneInput(next, text, defaultCountry);
          if (value === undefined) setInner(formatted);
          setTouched(false);
          onValueChange?.(formatted, checkPhone(formatted, defaultCountry));
        }}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
      />
      {showInvalid ? (
        <p
          id={hintId}
          data-slot="phone-input-invalid"
          className="flex items-start gap-1.5 text-sm font-semibold text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{hint}</span>
        </p>
      ) : null}
    </div>
  );
}

export const phoneFormVariants = cva('flex w-full min-w-0 flex-col', {
  variants: {
    density: { comfortable: 'gap-5', compact: 'gap-3' },
  },
  defaultVariants: { density: 'comfortable' },
});

export type PhoneFormField = keyof PhoneFormValues;

export type PhoneFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'defaultValue'> & {
  defaultValue?: Partial<PhoneFormValues>;
  /** Called with the number in E.164 and the availability (trimmed) once both are valid. */
  onSubmit?: (values: PhoneFormValues) => void;
  /** The server's 422 errors per field: the first message of each shows. */
  errors?: Partial<Record<PhoneFormField, FieldErrorValue>>;
  /** Called when a field with an error is edited, so the app can drop the error. */
  onErrorClear?: (field: PhoneFormField) => void;
  /** Sending: the button shows a spinner and stays locked. */
  submitting?: boolean;
  defaultCountry?: CountryCode;
  density?: 'comfortable' | 'compact';
  labels?: Partial<Record<'phone' | 'availability' | 'availabilityHelp' | 'submit', ReactNode>>;
};

/**
 * The manual verification's phone form: a phone number and the availability, both required; the send
 * button stays disabled until the number is valid and the availability filled.
 */
export function PhoneForm({
  defaultValue,
  onSubmit,
  errors,
  onErrorClear,
  submitting = false,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  density,
  labels,
  className,
  ...props
}: PhoneFormProps) {
  const intl = useIntl();
  const [phone, setPhone] = useState(() =>
    formatPhoneInput(defaultValue?.phone ?? '', '', defaultCountry),
  );
  const [availability, setAvailability] = useState(defaultValue?.phone_availability ?? '');
  const complete = isPhoneFormComplete({ phone, phone_availability: availability }, defaultCountry);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkPhone(phone, defaultCountry);
    if (!complete || submitting || check.e164 === null) return;
    onSubmit?.({ phone: check.e164, phone_availability: availability.trim() });
  }

  return (
    <form
      noValidate
      data-slot="phone-form"
      data-complete={complete || undefined}
      onSubmit={handleSubmit}
      className={cn(phoneFormVariants({ density }), className)}
      {...props}
    >
      <Field
        label={labels?.phone ?? intl.formatMessage(messages.phone)}
        required
        error={errors?.phone}
        onErrorClear={() => onErrorClear?.('phone')}
      >
        <PhoneInput
          name="phone"
          value={phone}
          defaultCountry={defaultCountry}
          onValueChange={setPhone}
          disabled={submitting}
        />
      </Field>
      <Field
        label={labels?.availability ?? intl.formatMessage(messages.availability)}
        description={labels?.availabilityHelp ?? intl.formatMessage(messages.availabilityHelp)}
        required
        error={errors?.phone_availability}
        onErrorClear={() => onErrorClear?.('phone_availability')}
      >
        <Input
          name="phone_availability"
          value={availability}
          onValueChange={setAvailability}
          trim
          autoComplete="off"
          disabled={submitting}
        />
      </Field>
      <Button type="submit" disabled={!complete} loading={submitting} className="self-start">
        {labels?.submit ?? intl.formatMessage(messages.submit)}
      </Button>
    </form>
  );
}
