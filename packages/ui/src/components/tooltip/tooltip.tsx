import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shares the open delay between tooltips; `Tooltip` brings its own, so the app needs none. */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

/**
 * A short hint on hover and keyboard focus; Escape closes it. It describes its trigger
 * (`aria-describedby`), so never put the only name of an icon button in it: give the button an
 * `aria-label` too.
 */
export function Tooltip({ delayDuration, ...props }: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider {...(delayDuration === undefined ? {} : { delayDuration })}>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-text px-3 py-1.5 text-sm text-balance text-text-inverse shadow-md',
          'origin-(--radix-tooltip-content-transform-origin) transition-[opacity,scale] duration-150 ease-gentle starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-text" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
