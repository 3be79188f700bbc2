import { cva, type VariantProps } from 'class-variance-authority';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useFieldControl, type FieldErrorValue } from '../field';
import { controlSurface } from '../input/input.tsx';

const messages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Choisir…' },
});

export const selectTriggerVariants = cva(
  [
    'flex items-center justify-between gap-2 text-left',
    ...controlSurface,
    'data-[disabled]:cursor-not-allowed data-[placeholder]:text-text-muted',
    '[&>span]:min-w-0 [&>span]:truncate',
    '[&_svg]:pointer-events-none [&_svg]:size-[1.15em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-3.5 text-base',
        lg: 'h-13 px-4 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children' | 'dir'> &
  VariantProps<typeof selectTriggerVariants> & {
    options: readonly SelectOption[];
    /** Shown while nothing is chosen; defaults to the catalogue's 'Choisir…' / 'Choose…'. */
    placeholder?: ReactNode;
    id?: string;
    className?: string;
    contentClassName?: string;
    ref?: ComponentProps<'button'>['ref'];
    'aria-label'?: string;
    'aria-describedby'?: string;
    /** Marks the select invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first change after an error. */
    onErrorClear?: () => void;
  };

/** A single choice from a list (Radix Select): placeholder, disabled options, error state. */
export function Select({
  options,
  placeholder,
  size,
  id,
  className,
  contentClassName,
  ref,
  error,
  onErrorClear,
  disabled,
  required,
  onValueChange,
  'aria-label': ariaLabel,
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
  return (
    <SelectPrimitive.Root
      {...props}
      disabled={control.disabled}
      required={control.required}
      onValueChange={(next) => {
        onValueChange?.(next);
        control.notifyEdit();
      }}
    >
      <SelectPrimitive.Trigger
        ref={ref}
        id={control.id}
        data-slot="select-trigger"
        data-size={size ?? 'md'}
        data-invalid={control.invalid || undefined}
        aria-label={ariaLabel}
        aria-invalid={control.invalid || undefined}
        aria-describedby={control.describedBy}
        className={cn(selectTriggerVariants({ size }), className)}
      >
        <SelectPrimitive.Value
          data-slot="select-value"
          placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
        />
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="text-text-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={6}
          className={cn(
            'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
            'rounded-lg border border-border bg-surface-raised text-text shadow-lg',
            contentClassName,
          )}
        >
          <SelectPrimitive.ScrollUpButton
            data-slot="select-scroll-up"
            className="flex h-7 items-center justify-center text-text-muted"
          >
            <ChevronUp aria-hidden="true" className="size-4" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </SelectItem>
            ))}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton
            data-slot="select-scroll-down"
            className="flex h-7 items-center justify-center text-text-muted"
          >
            <ChevronDown aria-hidden="true" className="size-4" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export type SelectItemProps = ComponentProps<typeof SelectPrimitive.Item>;

/** One option of the list, with a check on the chosen one. */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-10 cursor-pointer items-center gap-2 rounded-md py-2 pr-9 pl-3 text-base outline-none select-none',
        'data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary',
        'data-[disabled]:cursor-not-allowed data-[disabled]:text-text-muted data-[disabled]:line-through',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator
        data-slot="select-item-indicator"
        className="absolute right-3 inline-flex items-center text-primary"
      >
        <Check aria-hidden="true" className="size-4" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
