import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { Checkbox as CheckboxPrimitive, Label } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { joinIds, useFieldControl, type FieldErrorValue } from '../field';

export const checkboxVariants = cva(
  [
    'peer inline-flex shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface-raised shadow-sm',
    'transition-colors duration-150 ease-gentle',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
    'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
    'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:shadow-none',
    'disabled:data-[state=checked]:border-border-strong disabled:data-[state=checked]:bg-border-strong',
    'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [&_svg]:size-3',
        md: 'size-5 [&_svg]:size-3.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants> & {
    /** The text next to the box; clicking it toggles the box. */
    label?: ReactNode;
    /** Help under the label, read with the box. */
    description?: ReactNode;
    /** Marks the box invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first change after an error. */
    onErrorClear?: () => void;
  };

/** A check box (Radix Checkbox) with its own label and description; `'indeterminate'` supported. */
export function Checkbox({
  className,
  size,
  id,
  label,
  description,
  error,
  onErrorClear,
  disabled,
  required,
  onCheckedChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const descriptionId = useId();
  const control = useFieldControl({
    id,
    error,
    onErrorClear,
    disabled,
    required,
    describedBy: joinIds(ariaDescribedBy, description != null && descriptionId),
    ownLabel: label != null,
  });
  const box = (
    <CheckboxPrimitive.Root
      {...props}
      id={control.id}
      data-slot="checkbox"
      data-size={size ?? 'md'}
      data-invalid={control.invalid || undefined}
      disabled={control.disabled}
      required={control.required}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      onCheckedChange={(checked) => {
        onCheckedChange?.(checked);
        control.notifyEdit();
      }}
      className={cn(checkboxVariants({ size }), className)}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center"
      >
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="group-data-[state=indeterminate]:hidden"
        />
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="hidden group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label == null && description == null) return box;
  return (
    <div data-slot="checkbox-field" className="flex items-start gap-3">
      <span className="flex h-6 items-center">{box}</span>
      <span className="flex min-w-0 flex-col gap-0.5">
        {label != null ? (
          <Label.Root
            htmlFor={control.id}
            data-slot="checkbox-label"
            className="cursor-pointer text-base text-text peer-disabled:cursor-not-allowed"
          >
            {label}
          </Label.Root>
        ) : null}
        {description != null ? (
          <span
            id={descriptionId}
            data-slot="checkbox-description"
            className="text-sm text-text-muted"
          >
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
