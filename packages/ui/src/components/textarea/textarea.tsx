import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import { joinIds, type FieldErrorValue } from '../field';
import {
  controlSurface,
  TextLengthHint,
  useTextField,
  type TextLengthProps,
} from '../input/input.tsx';

export const textareaVariants = cva(['block resize-y px-3.5 py-2.5 text-base', ...controlSurface], {
  variants: {
    autoHeight: {
      // Grows with the text from `rows` lines up to 20 lines, then scrolls.
      true: 'field-sizing-content max-h-[calc(20lh+1.25rem)] min-h-[calc(var(--rows)*1lh+1.25rem)] resize-none',
      false: '',
    },
  },
  defaultVariants: { autoHeight: false },
});

export type TextareaProps = Omit<
  ComponentProps<'textarea'>,
  'value' | 'defaultValue' | 'minLength' | 'maxLength'
> &
  VariantProps<typeof textareaVariants> &
  TextLengthProps & {
    value?: string;
    defaultValue?: string;
    /** The new text, trimmed when `trim` is set. */
    onValueChange?: (value: string) => void;
    /** Trims the text on blur and before `onValueChange` reports it. */
    trim?: boolean;
    /** Marks the text area invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first edit after an error. */
    onErrorClear?: () => void;
  };

/** A multi-line text input with the same counter, minimum hint and trimming as `Input`. */
export function Textarea({
  className,
  style,
  id,
  rows = 4,
  autoHeight,
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
}: TextareaProps) {
  const { draft, control, state, hasLengthRules, lengthId, handleChange, handleBlur } =
    useTextField<HTMLTextAreaElement>({
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

  const textarea = (
    <textarea
      {...props}
      id={control.id}
      rows={rows}
      data-slot="textarea"
      data-auto-height={autoHeight || undefined}
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
      style={{ '--rows': rows, ...style } as CSSProperties}
      className={cn(textareaVariants({ autoHeight }), className)}
    />
  );
  if (!hasLengthRules) return textarea;
  return (
    <div data-slot="textarea-group" className="flex w-full min-w-0 flex-col gap-1">
      {textarea}
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
