import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

const messages = defineMessages({
  label: { id: 'ui.spinner.label', defaultMessage: 'Chargement…' },
});

export const spinnerVariants = cva('inline-flex items-center gap-2 text-text-muted', {
  variants: {
    size: {
      sm: 'text-sm [&_svg]:size-4',
      md: 'text-base [&_svg]:size-6',
      lg: 'text-lg [&_svg]:size-10',
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = Omit<ComponentProps<'span'>, 'role'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers; defaults to 'Chargement…' / 'Loading…'. */
    label?: ReactNode;
    /** Also show the label next to the spinner. */
    showLabel?: boolean;
  };

/** A loading indicator announced through a polite live region. */
export function Spinner({ className, size, label, showLabel = false, ...props }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span
      role="status"
      data-slot="spinner"
      data-size={size ?? 'md'}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className="shrink-0 animate-spin text-primary" />
      <span data-slot="spinner-label" className={showLabel ? undefined : 'sr-only'}>
        {label ?? intl.formatMessage(messages.label)}
      </span>
    </span>
  );
}

export type ScreenSpinnerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Announced to screen readers; defaults to the spinner's 'Chargement…' / 'Loading…'. */
  label?: ReactNode;
};

/**
 * A whole page's spinner, centred in at least the screen's height. The app's shell hides its footer
 * while one shows (`data-slot="screen-spinner"`), so the page that takes its place, short or long,
 * moves nothing into view or out of it (issue 12's CLS).
 */
export function ScreenSpinner({ className, label, ...props }: ScreenSpinnerProps) {
  return (
    <div
      data-slot="screen-spinner"
      className={cn('flex min-h-dvh flex-1 items-center justify-center py-24', className)}
      {...props}
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
