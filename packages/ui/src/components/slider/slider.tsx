import { cva } from 'class-variance-authority';
import { Slider as SliderPrimitive } from 'radix-ui';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { useFieldControl, type FieldErrorValue } from '../field';

export const sliderVariants = cva(
  'relative flex w-full touch-none items-center select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55',
  {
    variants: {
      size: { sm: 'h-5 [--thumb:1rem]', md: 'h-7 [--thumb:1.5rem]' },
    },
    defaultVariants: { size: 'md' },
  },
);

export const sliderThumbClass =
  'block size-(--thumb) cursor-grab rounded-full border-2 border-primary bg-surface-raised shadow-md ' +
  'transition-shadow duration-150 ease-gentle hover:ring-4 hover:ring-primary-soft active:cursor-grabbing ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-invalid:border-danger data-[disabled]:cursor-not-allowed';

/** Formats a value for display and for screen readers (`aria-valuetext`). */
export type SliderValueFormatter = (value: number) => string;

export interface SliderFormatProps {
  /** Formats each value, shown and announced ('25 ans', '400 km'); wins over `unit`. */
  formatValue?: SliderValueFormatter;
  /** A unit for `Intl.NumberFormat` ('kilometer', 'centimeter', 'year'), in the app's locale. */
  unit?: string;
  unitDisplay?: 'short' | 'long' | 'narrow';
}

/** The formatter in use: the prop, or the locale's number format with the unit. */
export function useSliderFormat({
  formatValue,
  unit,
  unitDisplay = 'short',
}: SliderFormatProps): SliderValueFormatter {
  const intl = useIntl();
  if (formatValue) return formatValue;
  return (value) =>
    intl.formatNumber(value, unit ? { style: 'unit', unit, unitDisplay } : undefined);
}

export function SliderTrack() {
  return (
    <SliderPrimitive.Track
      data-slot="slider-track"
      className="relative h-2 w-full grow overflow-hidden rounded-full bg-surface-sunken shadow-[inset_0_0_0_1px_var(--color-border-strong)]"
    >
      <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-primary" />
    </SliderPrimitive.Track>
  );
}

export interface SliderFrameProps {
  valueText: ReactNode;
  min: string;
  max: string;
  showValue: boolean;
  showBounds: boolean;
  className?: string | undefined;
  children: ReactNode;
}

/** The shown value above the track and the bounds under it. */
export function SliderFrame({
  valueText,
  min,
  max,
  showValue,
  showBounds,
  className,
  children,
}: SliderFrameProps) {
  return (
    <div data-slot="slider-field" className={cn('flex w-full min-w-0 flex-col gap-1.5', className)}>
      {showValue ? (
        <span data-slot="slider-value" className="font-semibold text-primary tabular-nums">
          {valueText}
        </span>
      ) : null}
      {children}
      {showBounds ? (
        <span
          data-slot="slider-bounds"
          className="flex justify-between gap-3 text-xs text-text-muted tabular-nums"
        >
          <span>{min}</span>
          <span>{max}</span>
        </span>
      ) : null}
    </div>
  );
}

export type SliderBaseProps = Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onValueCommit' | 'children' | 'dir'
> &
  SliderFormatProps & {
    size?: 'sm' | 'md';
    /** Shows the formatted value above the track (default true). */
    showValue?: boolean;
    /** Shows the formatted minimum and maximum under the track. */
    showBounds?: boolean;
    /** Marks the slider invalid; put it in a `Field` to show the message. */
    error?: FieldErrorValue;
    /** Called on the first change after an error. */
    onErrorClear?: () => void;
    'aria-label'?: string;
  };

export type SliderProps = SliderBaseProps & {
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called when the person lets go (pointer up, key press): the moment to save or search. */
  onValueCommit?: (value: number) => void;
};

/** One value on a scale (Radix Slider), shown and announced with a unit, e.g. distance 3–400 km. */
export function Slider({
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  size,
  showValue = true,
  showBounds = false,
  formatValue,
  unit,
  unitDisplay,
  id,
  error,
  onErrorClear,
  disabled,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  ...props
}: SliderProps) {
  const format = useSliderFormat({ formatValue, unit, unitDisplay });
  const control = useFieldControl({
    id,
    error,
    onErrorClear,
    disabled,
    describedBy: ariaDescribedBy,
  });
  const [inner, setInner] = useState(defaultValue ?? min);
  const current = value ?? inner;
  return (
    <SliderFrame
      valueText={format(current)}
      min={format(min)}
      max={format(max)}
      showValue={showValue}
      showBounds={showBounds}
      className={className}
    >
      <SliderPrimitive.Root
        {...props}
        data-slot="slider"
        data-size={size ?? 'md'}
        data-invalid={control.invalid || undefined}
        min={min}
        max={max}
        step={step}
        disabled={control.disabled}
        value={[current]}
        onValueChange={([next]) => {
          if (next === undefined) return;
          setInner(next);
          onValueChange?.(next);
          control.notifyEdit();
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onValueCommit?.(next);
        }}
        className={sliderVariants({ size })}
      >
        <SliderTrack />
        <SliderPrimitive.Thumb
          id={control.id}
          data-slot="slider-thumb"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : control.labelId}
          aria-describedby={control.describedBy}
          aria-valuetext={format(current)}
          aria-invalid={control.invalid || undefined}
          className={sliderThumbClass}
        />
      </SliderPrimitive.Root>
    </SliderFrame>
  );
}
