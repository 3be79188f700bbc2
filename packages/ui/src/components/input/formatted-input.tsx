import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl, type FieldErrorValue } from '../field/field.tsx';
import { inputVariants } from './input.tsx';

/**
 * A text input that shows exactly `value`: a keystroke the formatting refuses leaves the text as it
 * was (`Input` keeps its own draft, which would show the refused character). For values the app
 * reformats as they are typed: phone numbers, card numbers, postal codes.
 */
export function FormattedInput({
  value,
  onTextChange,
  error,
  onErrorClear,
  id,
  disabled,
  required,
  className,
  'aria-describedby': ariaDescribedBy,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'size'> & {
  value: string;
  onTextChange: (text: string) => void;
  error?: FieldErrorValue;
  onErrorClear?: (() => void) | undefined;
}) {
  const control = useFieldControl({
    id,
    error,
    onErrorClear,
    disabled,
    required,
    describedBy: ariaDescribedBy,
  });
  return (
    <input
      type="text"
      {...props}
      id={control.id}
      value={value}
      data-slot="input"
      data-invalid={control.invalid || undefined}
      disabled={control.disabled}
      required={control.required}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      onChange={(event) => {
        onTextChange(event.target.value);
        control.notifyEdit();
      }}
      className={cn(inputVariants(), className)}
    />
  );
}
