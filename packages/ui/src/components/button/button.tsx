import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

const messages = defineMessages({
  loading: { id: 'ui.button.loading', defaultMessage: 'Chargement…' },
});

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap',
    'transition-colors duration-150 ease-gentle select-none',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-55 data-[disabled]:pointer-events-none data-[disabled]:opacity-55',
    '[&_svg]:pointer-events-none [&_svg]:size-[1.15em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover',
        secondary: 'bg-primary-soft text-primary hover:bg-[#eed5df]',
        outline: 'border border-border-strong bg-surface-raised text-text hover:bg-surface-sunken',
        ghost: 'text-text hover:bg-surface-sunken',
        danger: 'bg-danger text-text-inverse shadow-sm hover:bg-danger-hover',
        link: 'rounded-sm text-primary underline underline-offset-4 hover:text-primary-hover',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-13 px-7 text-lg',
        icon: 'size-11 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

function preventDefault(event: MouseEvent) {
  event.preventDefault();
}

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link) with the button's look. */
    asChild?: boolean;
    /**
     * Shows a spinner, blocks clicks and announces `loadingLabel` to screen readers. The button stays
     * focusable (`aria-disabled`, not `disabled`): a keyboard member's focus stays where it was while
     * the action runs instead of falling back to the page.
     */
    loading?: boolean;
    /** Announced while loading; defaults to the catalogue's 'Chargement…' / 'Loading…'. */
    loadingLabel?: ReactNode;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingLabel,
  disabled,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const intl = useIntl();
  const Component = asChild ? Slot.Root : 'button';
  const inactive = Boolean(disabled) || loading;
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-loading={loading || undefined}
      data-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      aria-disabled={(asChild || !disabled) && inactive ? true : undefined}
      disabled={asChild ? undefined : Boolean(disabled)}
      className={cn(buttonVariants({ variant, size }), className)}
      // Busy: neither the handler nor a form submission (a click, Enter in a field) goes through.
      onClick={inactive ? preventDefault : onClick}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {children}
          {loading ? (
            <span role="status" className="sr-only">
              {loadingLabel ?? intl.formatMessage(messages.loading)}
            </span>
          ) : null}
        </>
      )}
    </Component>
  );
}
