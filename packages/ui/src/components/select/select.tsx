import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useFieldControl, type FieldErrorValue } from '../field';
import { controlSurface } from '../input/input.tsx';

const messages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Choisir…' },
});

export const selectTriggerVariants = cva(
  [
    'block appearance-none truncate text-left',
    ...controlSurface,
    'cursor-pointer disabled:cursor-not-allowed data-[placeholder]:text-text-muted',
    // The list is the system's (a phone's own picker); its options keep the text colour.
    '[&>option]:bg-surface-raised [&>option]:text-text',
  ],
  {
    variants: {
      size: {
        sm: 'h-9 pr-9 pl-3 text-sm',
        md: 'h-11 pr-10 pl-3.5 text-base',
        lg: 'h-13 pr-11 pl-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const chevronVariants = cva(
  'pointer-events-none absolute top-1/2 size-[1.15em] -translate-y-1/2 text-text-muted',
  {
    variants: { size: { sm: 'right-3 text-sm', md: 'right-3.5 text-base', lg: 'right-4 text-lg' } },
    defaultVariants: { size: 'md' },
  },
);

export interface SelectOption {
  value: string;
  /** Plain text: the system draws the list. */
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<
  ComponentProps<'select'>,
  'children' | 'size' | 'value' | 'defaultValue' | 'onChange' | 'multiple' | 'placeholder'
> &
  VariantProps<typeof selectTriggerVariants> & {
    options: readonly SelectOption[];
    /** The chosen option's value ('' or undefined: none yet). Controlled with `onValueChange`. */
    value?: string | undefined;
    defaultValue?: string | undefined;
    onValueChange?: (value: string) => void;
    /** Shown while nothing is chosen; defaults to the catalogue's 'Choisir…' / 'Choose…'. */
    placeholder?: string | undefined;
    /** Marks the select invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first change after an error. */
    onErrorClear?: () => void;
  };

/**
 * A single choice from a list: the platform's own `<select>` (its picker on a phone, the keyboard's
 * type-ahead everywhere), drawn as the other fields; placeholder, disabled options, error state. It
 * costs no script of its own: the Radix Select it replaces brought about 25 KiB (floating-ui, focus
 * trap, scroll lock) to every form that had one.
 */
export function Select({
  options,
  placeholder,
  size,
  id,
  className,
  error,
  onErrorClear,
  disabled,
  required,
  value,
  defaultValue,
  onValueChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SelectProps) {
  const intl = useIntl();
  const control = useFieldControl({
    id,
    error,
    onErrorClear,
    disabled,
    required,
    describedBy: ariaDescribedBy,
  });
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const empty = !options.some((option) => option.value === current);
  return (
    <span data-slot="select" className={cn('relative block min-w-0', className)}>
      <select
        {...props}
        id={control.id}
        data-slot="select-trigger"
        data-size={size ?? 'md'}
        data-invalid={control.invalid || undefined}
        data-placeholder={empty || undefined}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        disabled={control.disabled}
        required={control.required}
        value={empty ? '' : current}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (value === undefined) setUncontrolled(next);
          onValueChange?.(next);
          control.notifyEdit();
        }}
        className={selectTriggerVariants({ size })}
      >
        <option value="" disabled>
          {placeholder ?? intl.formatMessage(messages.placeholder)}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className={chevronVariants({ size })} />
    </span>
  );
}
