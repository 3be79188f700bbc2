import { MapPin } from 'lucide-react';
import type { ComponentProps } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { distanceDisplay } from './distance-label.ts';

const messages = defineMessages<{
  km: { distance: string };
  capped: { distance: string };
  cappedSpoken: { distance: string };
}>({
  km: { id: 'ui.distance-label.km', defaultMessage: '{distance} km' },
  capped: { id: 'ui.distance-label.capped', defaultMessage: '{distance}+ km' },
  cappedSpoken: { id: 'ui.distance-label.capped_spoken', defaultMessage: 'plus de {distance} km' },
});

export type DistanceLabelProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Distance in kilometres (`user.distance`); nothing shows when null. */
  distance: number | null | undefined;
  /** Shows a map pin before the text. */
  icon?: boolean | undefined;
};

export function DistanceLabel({ className, distance, icon = false, ...props }: DistanceLabelProps) {
  const intl = useIntl();
  const display = distanceDisplay(distance);
  if (display === null) return null;
  const number = intl.formatNumber(display.value, { maximumFractionDigits: 0 });

  return (
    <span
      data-slot="distance-label"
      data-capped={display.capped || undefined}
      className={cn(
        'inline-flex items-center gap-1 text-sm whitespace-nowrap text-text-muted',
        className,
      )}
      {...props}
    >
      {icon ? <MapPin aria-hidden="true" className="size-4 shrink-0" /> : null}
      {display.capped ? (
        <>
          <span aria-hidden="true">
            {intl.formatMessage(messages.capped, { distance: number })}
          </span>
          <span className="sr-only">
            {intl.formatMessage(messages.cappedSpoken, { distance: number })}
          </span>
        </>
      ) : (
        intl.formatMessage(messages.km, { distance: number })
      )}
    </span>
  );
}
