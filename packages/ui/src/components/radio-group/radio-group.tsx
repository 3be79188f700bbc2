import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useFieldControl, type FieldErrorValue } from '../field';

export const radioGroupVariants = cva('grid min-w-0 gap-2', {
  variants: {
    variant: { list: '', cards: 'gap-3' },
    orientation: { vertical: 'grid-cols-1', horizontal: 'auto-cols-fr grid-flow-col' },
  },
  defaultVariants: { variant: 'list', orientation: 'vertical' },
});

export const radioOptionVariants = cva(
  'flex min-w-0 cursor-pointer items-start gap-3 text-text data-[disabled]:cursor-not-allowed data-[disabled]:text-text-muted',
  {
    variants: {
      variant: {
        list: 'py-1',
        cards: [
          'rounded-lg border border-border bg-surface-raised p-4 shadow-sm transition-colors duration-150 ease-gentle',
          'hover:border-border-strong has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
          'data-[disabled]:bg-surface-sunken data-[disabled]:shadow-none',
        ],
      },
    },
    defaultVariants: { variant: 'list' },
  },
);

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export type RadioGroupProps = Omit<
  ComponentProps<'div'>,
  'children' | 'defaultValue' | 'dir' | 'onChange'
> &
  VariantProps<typeof radioGroupVariants> & {
    options: readonly RadioOption[];
    /** The checked option's value (controlled); '' or an unknown value checks none. */
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    /** The radios' form name; one is made up when omitted (a group needs one to be a group). */
    name?: string;
    disabled?: boolean;
    required?: boolean;
    /** Marks the group invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first change after an error. */
    onErrorClear?: () => void;
  };

/**
 * One choice among a few, each option with an optional description: the platform's own radio buttons
 * (Tab enters the group on the checked option, the arrows move and choose, forms read the value) in a
 * `radiogroup`, drawn to the design.
 */
export function RadioGroup({
  options,
  variant,
  orientation,
  className,
  id,
  name,
  error,
  onErrorClear,
  disabled,
  required,
  value,
  defaultValue,
  onValueChange,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  ...props
}: RadioGroupProps) {
  const base = useId();
  const control = useFieldControl({
    id,
    error,
    onErrorClear,
    disabled,
    required,
    describedBy: ariaDescribedBy,
  });
  return (
    <div
      {...props}
      role="radiogroup"
      id={control.id}
      data-slot="radio-group"
      data-variant={variant ?? 'list'}
      data-invalid={control.invalid || undefined}
      data-disabled={control.disabled || undefined}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : control.labelId}
      aria-describedby={control.describedBy}
      aria-invalid={control.invalid || undefined}
      aria-required={control.required || undefined}
      aria-orientation={orientation === 'horizontal' ? 'horizontal' : undefined}
      className={cn('group/radio', radioGroupVariants({ variant, orientation }), className)}
    >
      {options.map((option, index) => {
        const itemId = `${base}-${String(index)}`;
        const labelId = `${itemId}-label`;
        const descriptionId = option.description != null ? `${itemId}-description` : undefined;
        const optionDisabled = control.disabled || Boolean(option.disabled);
        return (
          <label
            key={option.value}
            htmlFor={itemId}
            data-slot="radio-group-option"
            data-disabled={optionDisabled || undefined}
            className={radioOptionVariants({ variant })}
          >
            <input
              type="radio"
              id={itemId}
              name={name ?? base}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              defaultChecked={
                value === undefined && defaultValue !== undefined
                  ? defaultValue === option.value
                  : undefined
              }
              disabled={optionDisabled}
              required={control.required}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
              data-slot="radio-group-item"
              onChange={(event) => {
                if (!event.target.checked) return;
                onValueChange?.(option.value);
                control.notifyEdit();
              }}
              className={cn(
                'mt-0.5 grid size-5 shrink-0 cursor-pointer appearance-none place-content-center rounded-full border border-border-strong bg-surface-raised shadow-sm',
                "before:hidden before:size-2.5 before:rounded-full before:bg-primary before:content-['']",
                'checked:border-primary checked:before:block',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:shadow-none',
                'group-data-[invalid]/radio:border-danger',
              )}
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span
                id={labelId}
                data-slot="radio-group-label"
                className={cn('text-base', variant === 'cards' && 'font-semibold')}
              >
                {option.label}
              </span>
              {option.description != null ? (
                <span
                  id={descriptionId}
                  data-slot="radio-group-description"
                  className="text-sm text-text-muted"
                >
                  {option.description}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
