import { cva, type VariantProps } from 'class-variance-authority';
import { Progress } from 'radix-ui';
import { useId, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { toPercent } from './progress-bar.ts';

const messages = defineMessages({
  label: { id: 'ui.progress-bar.label', defaultMessage: 'Progression' },
});

export const progressBarVariants = cva(
  'relative w-full overflow-hidden rounded-full bg-surface-sunken',
  {
    variants: {
      size: { sm: 'h-1.5', md: 'h-2.5', lg: 'h-4' },
      tone: {
        primary: '[&>[data-slot=progress-bar-indicator]]:bg-primary',
        accent: '[&>[data-slot=progress-bar-indicator]]:bg-accent',
        success: '[&>[data-slot=progress-bar-indicator]]:bg-success',
      },
    },
    defaultVariants: { size: 'md', tone: 'primary' },
  },
);

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof progressBarVariants> & {
    /** Progress out of `max`: pass a fraction with `max={1}` (as `onboardingProgress` returns) or 0..100. */
    value: number;
    /** 100 by default; 1 for a fraction. */
    max?: number;
    /** The bar's name; defaults to 'Progression' / 'Progress'. */
    label?: ReactNode;
    /** Keep the label for screen readers only. */
    hideLabel?: boolean;
    /** Show the percentage next to the label. */
    showValue?: boolean;
  };

/**
 * A progressbar with a name and a percentage (`aria-valuetext`); later changes of the value are also
 * announced through a polite live region.
 */
export function ProgressBar({
  className,
  size,
  tone,
  value,
  max = 100,
  label,
  hideLabel = false,
  showValue = false,
  ...props
}: ProgressBarProps) {
  const intl = useIntl();
  const labelId = useId();
  const percent = toPercent(value, max);
  const valueText = intl.formatNumber(Math.round(percent) / 100, { style: 'percent' });
  return (
    <div
      data-slot="progress-bar"
      data-value={Math.round(percent)}
      data-state={percent >= 100 ? 'complete' : 'loading'}
      className={cn('flex w-full flex-col gap-1.5', className)}
      {...props}
    >
      <div
        className={cn(
          'flex items-baseline justify-between gap-3 text-sm text-text',
          hideLabel && !showValue && 'sr-only',
        )}
      >
        <span
          id={labelId}
          data-slot="progress-bar-label"
          className={cn('font-medium', hideLabel && 'sr-only')}
        >
          {label ?? intl.formatMessage(messages.label)}
        </span>
        {showValue ? (
          <span
            aria-hidden="true"
            data-slot="progress-bar-value"
            className="text-text-muted tabular-nums"
          >
            {valueText}
          </span>
        ) : null}
      </div>
      <Progress.Root
        data-slot="progress-bar-track"
        aria-labelledby={labelId}
        value={percent}
        max={100}
        getValueLabel={() => valueText}
        className={progressBarVariants({ size, tone })}
      >
        <Progress.Indicator
          data-slot="progress-bar-indicator"
          className="h-full w-(--progress-bar-value) rounded-full transition-[width] duration-300 ease-gentle"
          style={{ '--progress-bar-value': `${percent}%` } as CSSProperties}
        />
      </Progress.Root>
      <span aria-live="polite" className="sr-only">
        {valueText}
      </span>
    </div>
  );
}
