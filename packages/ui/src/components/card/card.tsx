import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const cardVariants = cva(
  'flex flex-col gap-4 rounded-xl border border-border bg-surface-raised text-text shadow-sm',
  {
    variants: {
      variant: {
        default: '',
        interactive: [
          'cursor-pointer text-left transition-[box-shadow,border-color,translate] duration-150 ease-gentle',
          'hover:-translate-y-0.5 hover:border-border-strong hover:shadow-md',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'data-[disabled]:pointer-events-none data-[disabled]:opacity-55',
        ],
      },
      padding: {
        none: 'p-0',
        md: 'p-5',
        lg: 'p-6 sm:p-8',
      },
    },
    defaultVariants: { variant: 'default', padding: 'md' },
  },
);

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Render the child (a link, a button) as the card, e.g. an interactive card that navigates. */
    asChild?: boolean;
  };

export function Card({ className, variant, padding, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      data-slot="card"
      data-variant={variant ?? 'default'}
      data-padding={padding ?? 'md'}
      className={cn(cardVariants({ variant, padding }), className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('flex flex-col gap-1', className)} {...props} />
  );
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Render another heading level through the child (`<CardTitle asChild><h2>…</h2></CardTitle>`). */
  asChild?: boolean;
};

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Component = asChild ? Slot.Root : 'h3';
  return (
    <Component
      data-slot="card-title"
      className={cn('font-display text-lg leading-snug font-semibold text-text', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-text-muted', className)}
      {...props}
    />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('text-base', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex flex-wrap items-center gap-3', className)}
      {...props}
    />
  );
}
