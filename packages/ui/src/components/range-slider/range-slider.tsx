import { Slider as SliderPrimitive } from 'radix-ui';
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { joinIds, useFieldControl } from '../field';
import {
  SliderFrame,
  sliderThumbClass,
  SliderTrack,
  sliderVariants,
  useSliderFormat,
  type SliderBaseProps,
} from '../slider/slider.tsx';

const messages = defineMessages<{ value: { min: string; max: string } }>({
  value: { id: 'ui.range-slider.value', defaultMessage: '{min} – {max}' },
});

const boundMessages = defineMessages({
  minimum: { id: 'ui.range-slider.minimum', defaultMessage: 'minimum' },
  maximum: { id: 'ui.range-slider.maximum', defaultMessage: 'maximum' },
});

export type RangeValue = [number, number];

export type RangeSliderProps = SliderBaseProps & {
  value?: RangeValue;
  defaultValue?: RangeValue;
  onValueChange?: (value: RangeValue) => void;
  /** Called when the person lets go (pointer up, key press): the moment to save or search. */
  onValueCommit?: (value: RangeValue) => void;
  /** Replace the words added to the label of each thumb ('Âge minimum', 'Âge maximum'). */
  minimumLabel?: string;
  maximumLabel?: string;
};

/** A range on a scale with two thumbs (Radix Slider), e.g. age 18–99 or height 122–213 cm. */
export function RangeSlider({
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  minStepsBetweenThumbs = 0,
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
  minimumLabel,
  maximumLabel,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  ...props
}: RangeSliderProps) {
  const intl = useIntl();
  const base = useId();
  const format = useSliderFormat({ formatValue, unit, unitDisplay });
  const control = useFieldControl({
    id,
    error,
    onErrorClear,
    disabled,
    describedBy: ariaDescribedBy,
  });
  const [inner, setInner] = useState<RangeValue>(defaultValue ?? [min, max]);
  const current = value ?? inner;
  const ownLabelId = `${base}label`;
  const labelId = ariaLabel ? ownLabelId : control.labelId;
  const bounds = [
    { id: `${base}min`, text: minimumLabel ?? intl.formatMessage(boundMessages.minimum) },
    { id: `${base}max`, text: maximumLabel ?? intl.formatMessage(boundMessages.maximum) },
  ] as const;
  return (
    <SliderFrame
      valueText={intl.formatMessage(messages.value, {
        min: format(current[0]),
        max: format(current[1]),
      })}
      min={format(min)}
      max={format(max)}
      showValue={showValue}
      showBounds={showBounds}
      className={className}
    >
      {ariaLabel ? (
        <span id={ownLabelId} hidden>
          {ariaLabel}
        </span>
      ) : null}
      {bounds.map((bound) => (
        <span key={bound.id} id={bound.id} hidden>
          {bound.text}
        </span>
      ))}
      <SliderPrimitive.Root
        {...props}
        data-slot="range-slider"
        data-size={size ?? 'md'}
        data-invalid={control.invalid || undefined}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        disabled={control.disabled}
        value={current}
        onValueChange={([low, high]) => {
          if (low === undefined || high === undefined) return;
          setInner([low, high]);
          onValueChange?.([low, high]);
          control.notifyEdit();
        }}
        onValueCommit={([low, high]) => {
          if (low !== undefined && high !== undefined) onValueCommit?.([low, high]);
        }}
        className={sliderVariants({ size })}
      >
        <SliderTrack />
        {bounds.map((bound, index) => (
          <SliderPrimitive.Thumb
            key={bound.id}
            id={index === 0 ? control.id : undefined}
            data-slot="range-slider-thumb"
            data-bound={index === 0 ? 'min' : 'max'}
            aria-label={bound.text}
            aria-labelledby={joinIds(labelId, bound.id)}
            aria-describedby={control.describedBy}
            aria-valuetext={format(current[index] ?? min)}
            aria-invalid={control.invalid || undefined}
            className={sliderThumbClass}
          />
        ))}
      </SliderPrimitive.Root>
    </SliderFrame>
  );
}
