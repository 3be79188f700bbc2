import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const pageHeaderVariants = cva('flex flex-col gap-3 text-text sm:flex-row sm:items-end', {
  variants: {
    align: {
      start: 'sm:justify-between',
      center: 'items-center text-center sm:flex-col sm:items-center',
    },
  },
  defaultVariants: { align: 'start' },
});

export type PageHeaderProps = Omit<ComponentProps<'header'>, 'title'> & {
  /** The page's one `h1`. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links or buttons beside the title (learn more, settings...). */
  actions?: ReactNode;
  align?: 'start' | 'center';
};

/** The top of a member-area page: its title (the page's `h1`), a subtitle and optional actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  align,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={cn(pageHeaderVariants({ align }), className)}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1
          data-slot="page-header-title"
          className="font-display text-3xl font-semibold text-balance"
        >
          {title}
        </h1>
        {subtitle ? (
          <p data-slot="page-header-subtitle" className="text-text-muted text-pretty">
            {subtitle}
          </p>
        ) : null}
      </div>
      {actions ? (
        <div data-slot="page-header-actions" className="flex shrink-0 flex-wrap gap-2">
          {actions}
        </div>
      ) : null}
    </header>
  );
}
