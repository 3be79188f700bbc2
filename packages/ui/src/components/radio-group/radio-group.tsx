import { cva, type VariantProps } from 'class-variance-authority';
import { Label, RadioGroup as RadioGroupPrimitive } from 'radix-ui';
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
          'hover:border-border-strong has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft',
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
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'children' | 'orientation'
> &
  VariantProps<typeof radioGroupVariants> & {
    options: readonly RadioOption[];
    /** Marks the group invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first change after an error. */
    onErrorClear?: () => void;
  };

/** One choice among a few, each option with an optional description (Radix RadioGroup). */
export function RadioGroup({
  options,
  variant,
  orientation,
  className,
  id,
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
    <RadioGroupPrimitive.Root
      {...props}
      id={control.id}
      value={value}
      defaultValue={defaultValue}
      orientation={orientation ?? 'vertical'}
      data-slot="radio-group"
      data-variant={variant ?? 'list'}
      data-invalid={control.invalid || undefined}
      disabled={control.disabled}
      required={control.required}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : control.labelId}
      aria-describedby={control.describedBy}
      aria-invalid={control.invalid || undefined}
      onValueChange={(next) => {
        onValueChange?.(next);
        control.notifyEdit();
      }}
      className={cn('group/radio', radioGroupVariants({ variant, orientation }), className)}
    >
      {options.map((option, index) => {
        const itemId = `${base}-${String(index)}`;
        const labelId = `${itemId}-label`;
        const descriptionId = option.description != null ? `${itemId}-description` : undefined;
        const optionDisabled = control.disabled || Boolean(option.disabled);
        return (
          <Label.Root
            key={option.value}
            htmlFor={itemId}
            data-slot="radio-group-option"
            data-disabled={optionDisabled || undefined}
            className={radioOptionVariants({ variant })}
          >
            <RadioGroupPrimitive.Item
              id={itemId}
              value={option.value}
              disabled={option.disabled}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
              data-slot="radio-group-item"
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-border-strong bg-surface-raised shadow-sm',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                'data-[state=checked]:border-primary',
                'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:shadow-none',
                'group-data-[invalid]/radio:border-danger',
              )}
            >
              <RadioGroupPrimitive.Indicator
                data-slot="radio-group-indicator"
                className="size-2.5 rounded-full bg-primary"
              />
            </RadioGroupPrimitive.Item>
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
          </Label.Root>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}
