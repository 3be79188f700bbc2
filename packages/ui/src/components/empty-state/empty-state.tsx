import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const emptyStateVariants = cva('flex flex-col items-center gap-3 text-center text-text', {
  variants: {
    size: {
      sm: 'px-4 py-6',
      md: 'px-6 py-12',
    },
    bordered: {
      true: 'rounded-xl border border-dashed border-border-strong bg-surface-raised',
      false: '',
    },
  },
  defaultVariants: { size: 'md', bordered: false },
});

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** A decorative icon (hidden from screen readers). */
    icon?: ReactNode;
    title: ReactNode;
    /** The explanatory text under the title. */
    description?: ReactNode;
    /** Buttons or links that get the member out of the empty state. */
    action?: ReactNode;
    /** The title's heading level (2). */
    headingLevel?: 2 | 3 | 4;
  };

export function EmptyState({
  className,
  size,
  bordered,
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      data-size={size ?? 'md'}
      className={cn(emptyStateVariants({ size, bordered }), className)}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          data-slot="empty-state-icon"
          className="mb-1 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-8"
        >
          {icon}
        </span>
      ) : null}
      <Heading
        data-slot="empty-state-title"
        className="font-display text-xl font-semibold text-balance"
      >
        {title}
      </Heading>
      {description ? (
        <div
          data-slot="empty-state-description"
          className="max-w-prose text-pretty text-text-muted"
        >
          {description}
        </div>
      ) : null}
      {children}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-3">
          {action}
        </div>
      ) : null}
    </div>
  );
}
