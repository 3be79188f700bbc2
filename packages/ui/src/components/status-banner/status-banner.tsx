import { cva, type VariantProps } from 'class-variance-authority';
import { Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

/** Separates the screen-reader prefix from the text that follows. */
const SPACE = ' ';

const messages = defineMessages<{ severity: { variant: 'danger' | 'warning' | 'info' } }>({
  severity: {
    id: 'ui.status-banner.severity',
    defaultMessage:
      '{variant, select, danger {Erreur :} warning {Attention :} other {Information :}}',
  },
});

export const statusBannerVariants = cva(
  'flex w-full items-start gap-3 border-l-4 px-4 py-3 text-sm text-text sm:items-center',
  {
    variants: {
      variant: {
        danger: 'border-danger bg-danger-soft [&_[data-slot=status-banner-icon]]:text-danger',
        warning: 'border-warning bg-warning-soft [&_[data-slot=status-banner-icon]]:text-warning',
        info: 'border-info bg-info-soft [&_[data-slot=status-banner-icon]]:text-info',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons = { danger: OctagonAlert, warning: TriangleAlert, info: Info } as const;

export type StatusBannerProps = ComponentProps<'div'> &
  VariantProps<typeof statusBannerVariants> & {
    /** An optional link after the message: pass `<StatusBannerLink asChild><RouterLink …/></StatusBannerLink>`. */
    action?: ReactNode;
    /** Overrides the severity read before the message ('Attention :'). */
    severityLabel?: ReactNode;
  };

/**
 * The account status bar (email not verified, pending authentication, paused). A danger banner is an
 * alert; warning and info banners are polite status messages.
 */
export function StatusBanner({
  className,
  variant,
  action,
  severityLabel,
  children,
  ...props
}: StatusBannerProps) {
  const intl = useIntl();
  const tone = variant ?? 'info';
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      data-slot="status-banner"
      data-variant={tone}
      className={cn(statusBannerVariants({ variant }), className)}
      {...props}
    >
      <Icon
        aria-hidden="true"
        data-slot="status-banner-icon"
        className="mt-0.5 size-5 shrink-0 sm:mt-0"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <p data-slot="status-banner-message" className="min-w-0 flex-1">
          <span className="sr-only">
            {severityLabel ?? intl.formatMessage(messages.severity, { variant: tone })}
            {SPACE}
          </span>
          {children}
        </p>
        {action}
      </div>
    </div>
  );
}

export type StatusBannerLinkProps = ComponentProps<'a'> & {
  /** Render the child (the app's router link) with the banner link's look. */
  asChild?: boolean;
};

export function StatusBannerLink({ className, asChild = false, ...props }: StatusBannerLinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      data-slot="status-banner-link"
      className={cn(
        'shrink-0 rounded-sm font-semibold text-text underline underline-offset-4 hover:no-underline',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}
