import type { VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import { Label, Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { joinIds, useFieldControl, type FieldErrorValue } from '../field';
import { switchThumbClassName, switchVariants } from './switch-variants.ts';

export { switchThumbClassName, switchVariants };

const messages = defineMessages({
  pending: { id: 'ui.switch.pending', defaultMessage: 'Enregistrement…' },
});

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> &
  VariantProps<typeof switchVariants> & {
    /** The text before the switch; clicking it toggles the switch. */
    label?: ReactNode;
    /** Help under the label, read with the switch. */
    description?: ReactNode;
    /**
     * The change is being saved: the switch keeps focus but refuses changes, shows a spinner and
     * announces `pendingLabel`. The app reverts it if the save fails.
     */
    pending?: boolean;
    /** Announced while pending; defaults to the catalogue's 'Enregistrement…' / 'Saving…'. */
    pendingLabel?: ReactNode;
    /** Marks the switch invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first change after an error. */
    onErrorClear?: () => void;
  };

/** An on/off setting (Radix Switch) with its label, description and a pending state. */
export function Switch({
  className,
  size,
  id,
  label,
  description,
  pending = false,
  pendingLabel,
  error,
  onErrorClear,
  disabled,
  required,
  onCheckedChange,
  onClick,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SwitchProps) {
  const intl = useIntl();
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
  const toggle = (
    <SwitchPrimitive.Root
      {...props}
      id={control.id}
      data-slot="switch"
      data-size={size ?? 'md'}
      data-pending={pending || undefined}
      data-invalid={control.invalid || undefined}
      disabled={control.disabled}
      required={control.required}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      aria-invalid={control.invalid || undefined}
      aria-describedby={control.describedBy}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        // While saving, the switch keeps focus but refuses a change (Radix skips prevented clicks).
        if (pending) event.preventDefault();
      }}
      onCheckedChange={(checked) => {
        onCheckedChange?.(checked);
        control.notifyEdit();
      }}
      className={cn(switchVariants({ size }), className)}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={switchThumbClassName}>
        {pending ? <Loader2 aria-hidden="true" className="size-[70%] animate-spin" /> : null}
      </SwitchPrimitive.Thumb>
    </SwitchPrimitive.Root>
  );
  const status = (
    <span role="status" data-slot="switch-status" className="sr-only">
      {pending ? (pendingLabel ?? intl.formatMessage(messages.pending)) : null}
    </span>
  );
  if (label == null && description == null) {
    return (
      <>
        {toggle}
        {status}
      </>
    );
  }
  return (
    <div
      data-slot="switch-field"
      data-pending={pending || undefined}
      className="flex items-start justify-between gap-4"
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        {label != null ? (
          <Label.Root
            htmlFor={control.id}
            data-slot="switch-label"
            className="cursor-pointer text-base text-text"
          >
            {label}
          </Label.Root>
        ) : null}
        {description != null ? (
          <span
            id={descriptionId}
            data-slot="switch-description"
            className="text-sm text-text-muted"
          >
            {description}
          </span>
        ) : null}
      </span>
      <span className="flex h-7 items-center">{toggle}</span>
      {status}
    </div>
  );
}
