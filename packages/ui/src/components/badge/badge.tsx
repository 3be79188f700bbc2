import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DEFAULT_BADGE_MAX, formatCount } from './badge.ts';

export const badgeVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-1 rounded-full font-semibold whitespace-nowrap tabular-nums',
    '[&_svg]:pointer-events-none [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        neutral: 'bg-surface-sunken text-text',
        primary: 'bg-primary text-primary-foreground',
        accent: 'bg-accent text-accent-foreground',
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-warning',
        danger: 'bg-danger-soft text-danger',
        info: 'bg-info-soft text-info',
      },
      size: {
        sm: 'h-5 min-w-5 px-1.5 text-xs',
        md: 'h-6 min-w-6 px-2.5 text-sm',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** A number to show instead of children; past `max` it reads `99+`. */
    count?: number;
    /** The largest count shown as is (99). */
    max?: number;
    /**
     * What screen readers hear instead of the visible text, e.g. '3 non lus' for a bare '3'. The
     * visible text is then hidden from them.
     */
    label?: ReactNode;
  };

export function Badge({
  className,
  variant,
  size,
  count,
  max = DEFAULT_BADGE_MAX,
  label,
  children,
  ...props
}: BadgeProps) {
  const visible = count === undefined ? children : formatCount(count, max);
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      data-size={size ?? 'md'}
      data-count={count}
      data-overflow={count !== undefined && count > max ? true : undefined}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    >
      {label === undefined ? (
        visible
      ) : (
        <>
          <span aria-hidden="true">{visible}</span>
          <span className="sr-only">{label}</span>
        </>
      )}
    </span>
  );
}
