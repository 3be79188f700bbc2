import { cva, type VariantProps } from 'class-variance-authority';
import {
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useHydrated } from '../../hooks/use-hydrated';
import { cn } from '../../lib/cn';
import { joinIds, useFieldControl, type FieldErrorValue } from '../field';
import { normalizeText, textLengthState, type TextLengthState } from './input.ts';

export {
  normalizeText,
  textLengthState,
  type TextLengthRules,
  type TextLengthState,
} from './input.ts';

const messages = defineMessages<{
  counter: { count: number; max: number };
  counterLabel: { count: number; max: number };
  minLength: { min: number };
}>({
  counter: { id: 'ui.input.counter', defaultMessage: '{count, number} / {max, number}' },
  counterLabel: {
    id: 'ui.input.counter-label',
    defaultMessage: '{count, plural, one {# caractère} other {# caractères}} sur {max, number}',
  },
  minLength: {
    id: 'ui.input.min-length',
    defaultMessage: '{min, plural, one {# caractère minimum} other {# caractères minimum}}',
  },
});

/** Border, background, focus ring and invalid state shared by text inputs, text areas and selects. */
export const controlSurface = [
  'w-full min-w-0 rounded-md border border-border-strong bg-surface-raised text-text shadow-sm',
  'transition-colors duration-150 ease-gentle placeholder:text-text-muted',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:shadow-none',
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger',
];

export const inputVariants = cva(['flex', ...controlSurface], {
  variants: {
    size: {
      sm: 'h-9 px-3 text-sm',
      md: 'h-11 px-3.5 text-base',
      lg: 'h-13 px-4 text-lg',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Keeps what the person types while reporting (and, when controlled, receiving) the trimmed value. */
export function useTextDraft(
  value: string | undefined,
  defaultValue: string | undefined,
  trim: boolean | undefined,
) {
  const [draft, setDraft] = useState(value ?? defaultValue ?? '');
  const [previous, setPrevious] = useState(value);
  if (value !== previous) {
    setPrevious(value);
    // A new value from the app replaces the draft, unless it is the draft the input just reported.
    if (value !== undefined && normalizeText(draft, trim) !== value) setDraft(value);
  }
  return [draft, setDraft] as const;
}

export interface TextFieldOptions<E extends HTMLInputElement | HTMLTextAreaElement> {
  id: string | undefined;
  value: string | undefined;
  defaultValue: string | undefined;
  trim: boolean | undefined;
  minLength: number | undefined;
  maxLength: number | undefined;
  error: FieldErrorValue;
  onErrorClear: (() => void) | undefined;
  disabled: boolean | undefined;
  required: boolean | undefined;
  describedBy: string | undefined;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
  onBlur: ((event: FocusEvent<E>) => void) | undefined;
  onValueChange: ((value: string) => void) | undefined;
}

/**
 * What Input and Textarea share: the draft, the Field wiring, the length rules, and change and blur
 * handling (report the trimmed value only when it changed; trim the draft on blur).
 */
export function useTextField<E extends HTMLInputElement | HTMLTextAreaElement>(
  options: TextFieldOptions<E>,
) {
  const { trim, minLength, maxLength, onChange, onBlur, onValueChange } = options;
  const [draft, setDraft] = useTextDraft(options.value, options.defaultValue, trim);
  const control = useFieldControl({
    id: options.id,
    error: options.error,
    onErrorClear: options.onErrorClear,
    disabled: options.disabled,
    required: options.required,
    describedBy: options.describedBy,
  });
  const hasLengthRules = minLength !== undefined || maxLength !== undefined;
  const state = textLengthState(draft, { minLength, maxLength, trim });

  function handleChange(event: ChangeEvent<E>) {
    const next = event.target.value;
    const reported = normalizeText(next, trim);
    const changed = reported !== normalizeText(draft, trim);
    setDraft(next);
    onChange?.(event);
    if (changed) onValueChange?.(reported);
    control.notifyEdit();
  }

  function handleBlur(event: FocusEvent<E>) {
    if (trim && draft !== draft.trim()) setDraft(draft.trim());
    onBlur?.(event);
  }

  return {
    draft,
    control,
    state,
    hasLengthRules,
    lengthId: `${control.id}-length`,
    handleChange,
    handleBlur,
  };
}

export interface TextLengthProps {
  /** Shows 'x / max' and lets the browser refuse more. */
  maxLength?: number;
  /** Shows 'min x characters' while the text is shorter. */
  minLength?: number;
  /** Replaces the 'min x characters' hint. */
  minLengthMessage?: ReactNode;
  /** Replaces the counter's screen reader text ('12 caractères sur 100'). */
  counterLabel?: (count: number, max: number) => string;
}

export interface TextLengthHintProps extends Omit<TextLengthProps, 'maxLength' | 'minLength'> {
  id: string;
  state: TextLengthState;
  minLength: number | undefined;
  maxLength: number | undefined;
}

/** The line under a text control: the 'min x characters' hint and the 'x / max' counter. */
export function TextLengthHint({
  id,
  state,
  minLength,
  maxLength,
  minLengthMessage,
  counterLabel,
}: TextLengthHintProps) {
  const intl = useIntl();
  return (
    <div
      id={id}
      data-slot="text-length"
      className="flex items-start justify-between gap-3 text-sm text-text-muted"
    >
      <span data-slot="text-length-min">
        {state.belowMin && minLength !== undefined
          ? (minLengthMessage ?? intl.formatMessage(messages.minLength, { min: minLength }))
          : null}
      </span>
      {maxLength !== undefined ? (
        <span
          data-slot="text-length-counter"
          data-state={state.atMax ? 'full' : 'open'}
          className="shrink-0 tabular-nums data-[state=full]:font-semibold data-[state=full]:text-warning"
        >
          <span aria-hidden="true">
            {intl.formatMessage(messages.counter, { count: state.count, max: maxLength })}
          </span>
          <span className="sr-only">
            {counterLabel
              ? counterLabel(state.count, maxLength)
              : intl.formatMessage(messages.counterLabel, { count: state.count, max: maxLength })}
          </span>
        </span>
      ) : null}
    </div>
  );
}

export type InputProps = Omit<
  ComponentProps<'input'>,
  'size' | 'value' | 'defaultValue' | 'minLength' | 'maxLength'
> &
  VariantProps<typeof inputVariants> &
  TextLengthProps & {
    value?: string;
    defaultValue?: string;
    /** The new text, trimmed when `trim` is set. */
    onValueChange?: (value: string) => void;
    /** Trims the text on blur and before `onValueChange` reports it. */
    trim?: boolean;
    /** Marks the input invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first edit after an error. */
    onErrorClear?: () => void;
  };

/** A text input with an optional character counter, minimum hint and trimming. */
export function Input({
  className,
  size,
  id,
  type = 'text',
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  trim,
  minLength,
  maxLength,
  minLengthMessage,
  counterLabel,
  error,
  onErrorClear,
  disabled,
  required,
  'aria-describedby': ariaDescribedBy,
  ...props
}: InputProps) {
  const hydrated = useHydrated();
  const { draft, control, state, hasLengthRules, lengthId, handleChange, handleBlur } =
    useTextField<HTMLInputElement>({
      id,
      value,
      defaultValue,
      trim,
      minLength,
      maxLength,
      error,
      onErrorClear,
      disabled,
      required,
      describedBy: ariaDescribedBy,
      onChange,
      onBlur,
      onValueChange,
    });

  const input = (
    <input
      {...props}
      readOnly={props.readOnly === true || !hydrated}
      id={control.id}
      type={type}
      data-slot="input"
      data-size={size ?? 'md'}
      data-invalid={control.invalid || undefined}
      data-below-min={hasLengthRules ? state.belowMin || undefined : undefined}
      value={draft}
      onChange={handleChange}
      onBlur={handleBlur}
      maxLength={maxLength}
      disabled={control.disabled}
      required={control.required}
      aria-invalid={control.invalid || undefined}
      aria-describedby={joinIds(control.describedBy, hasLengthRules && lengthId)}
      className={cn(inputVariants({ size }), className)}
    />
  );
  if (!hasLengthRules) return input;
  return (
    <div data-slot="input-group" className="flex w-full min-w-0 flex-col gap-1">
      {input}
      <TextLengthHint
        id={lengthId}
        state={state}
        minLength={minLength}
        maxLength={maxLength}
        minLengthMessage={minLengthMessage}
        counterLabel={counterLabel}
      />
    </div>
  );
}
