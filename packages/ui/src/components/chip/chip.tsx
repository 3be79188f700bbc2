import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

const messages = defineMessages<{ remove: { label: string } }>({
  remove: { id: 'ui.chip.remove', defaultMessage: 'Retirer {label}' },
});

export const chipVariants = cva(
  [
    'inline-flex max-w-full items-center gap-1 rounded-full border text-sm font-medium',
    '[&>svg]:size-4 [&>svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        neutral: 'border-border-strong bg-surface-raised text-text',
        primary: 'border-transparent bg-primary-soft text-primary',
        accent: 'border-transparent bg-accent-soft text-accent-hover',
      },
      size: {
        sm: 'h-7 px-2.5 text-xs',
        md: 'h-9 px-3.5 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

export type ChipProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof chipVariants> & {
    children: ReactNode;
    /** Shows a remove button; called when it is pressed. */
    onRemove?: () => void;
    /** The chip's text for the remove button's name when `children` is not plain text. */
    label?: string;
    /** Overrides the remove button's name ('Retirer {label}'). */
    removeLabel?: string;
    disabled?: boolean;
  };

export function Chip({
  className,
  variant,
  size,
  children,
  onRemove,
  label,
  removeLabel,
  disabled = false,
  ...props
}: ChipProps) {
  const intl = useIntl();
  const text =
    label ?? (typeof children === 'string' || typeof children === 'number' ? String(children) : '');
  const removable = onRemove !== undefined;
  return (
    <span
      data-slot="chip"
      data-variant={variant ?? 'neutral'}
      data-size={size ?? 'md'}
      data-removable={removable || undefined}
      data-disabled={disabled || undefined}
      className={cn(
        chipVariants({ variant, size }),
        removable && 'pr-1',
        disabled && 'border-border bg-surface-sunken text-text-muted',
        className,
      )}
      {...props}
    >
      <span data-slot="chip-label" className="truncate">
        {children}
      </span>
      {removable ? (
        <button
          type="button"
          data-slot="chip-remove"
          disabled={disabled}
          onClick={onRemove}
          aria-label={removeLabel ?? intl.formatMessage(messages.remove, { label: text })}
          className={cn(
            'inline-flex size-6 shrink-0 items-center justify-center rounded-full',
            'transition-colors duration-150 ease-gentle hover:bg-text/10',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed',
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </span>
  );
}
