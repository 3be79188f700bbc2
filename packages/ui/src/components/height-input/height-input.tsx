import { unitsValues } from '@app/openapi/enums';
import { cva } from 'class-variance-authority';
import { TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { hasError, joinIds, useFieldControl, type FieldErrorValue } from '../field';
import { Input } from '../input';
import { Select } from '../select';
import {
  cmToFeetInches,
  feetInchesToCm,
  feetOptions,
  heightStatus,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  inchOptions,
  parseCm,
  type Units,
} from './height-input.ts';

export {
  clampHeight,
  clampInches,
  CM_PER_INCH,
  cmToFeetInches,
  feetInchesToCm,
  feetOptions,
  heightStatus,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  inchOptions,
  INCHES_PER_FOOT,
  MAX_INCHES,
  parseCm,
  roundCm,
  type FeetInches,
  type HeightRange,
  type HeightStatus,
  type Units,
} from './height-input.ts';

const messages = defineMessages<{
  cm: NoMessageValues;
  feet: NoMessageValues;
  inches: NoMessageValues;
  feetOption: { feet: number };
  inchesOption: { inches: number };
  range: { min: number; max: number };
  units: NoMessageValues;
  metric: NoMessageValues;
  imperial: NoMessageValues;
}>({
  cm: { id: 'ui.height-input.cm', defaultMessage: 'cm' },
  feet: { id: 'ui.height-input.feet', defaultMessage: 'Pieds' },
  inches: { id: 'ui.height-input.inches', defaultMessage: 'Pouces' },
  feetOption: { id: 'ui.height-input.feet-option', defaultMessage: '{feet, number} pi' },
  inchesOption: { id: 'ui.height-input.inches-option', defaultMessage: '{inches, number} po' },
  range: {
    id: 'ui.height-input.range',
    defaultMessage: 'La taille doit être entre {min, number} et {max, number} cm.',
  },
  units: { id: 'ui.height-input.units', defaultMessage: 'Unités' },
  metric: { id: 'ui.height-input.metric', defaultMessage: 'Centimètres' },
  imperial: { id: 'ui.height-input.imperial', defaultMessage: 'Pieds et pouces' },
});

export const heightInputVariants = cva('flex min-w-0 flex-col gap-2', {
  variants: {
    units: { metric: '', imperial: '' },
  },
  defaultVariants: { units: 'metric' },
});

const unitButton =
  'inline-flex h-8 items-center rounded-full px-3 text-sm font-semibold text-text-muted ' +
  'transition-colors duration-150 ease-gentle hover:text-text ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'aria-pressed:bg-surface-raised aria-pressed:text-primary aria-pressed:shadow-sm ' +
  'disabled:cursor-not-allowed disabled:opacity-55';

export interface HeightInputProps {
  /** The height in centimetres (always), or null while there is none. */
  value?: number | null;
  defaultValue?: number | null;
  /** The rounded centimetres, or null while the height is missing or out of range. */
  onValueChange?: (cm: number | null) => void;
  /** How the height is entered: centimetres, or feet and inches. */
  units?: Units;
  /** Shows a centimetres / feet-and-inches switch and reports the choice. */
  onUnitsChange?: (units: Units) => void;
  /** Lowest height in centimetres (122). */
  min?: number;
  /** Highest height in centimetres (213). */
  max?: number;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  /** Marks the height invalid; put it in a `Field` to show the message. */
  error?: FieldErrorValue;
  /** Called on the first edit after an error. */
  onErrorClear?: () => void;
  /** Replaces 'La taille doit être entre 122 et 213 cm.'. */
  rangeMessage?: ReactNode;
  className?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

interface Parts {
  feet: number | undefined;
  inches: number | undefined;
}

function partsOf(cm: number | null | undefined): Parts {
  if (cm === null || cm === undefined) return { feet: undefined, inches: undefined };
  return cmToFeetInches(cm);
}

/**
 * A height in centimetres (rounded) or in feet and inches (0 to 11 inches), always reported in
 * centimetres and kept within 122 to 213 cm.
 */
export function HeightInput({
  value,
  defaultValue,
  onValueChange,
  units = 'metric',
  onUnitsChange,
  min = HEIGHT_MIN_CM,
  max = HEIGHT_MAX_CM,
  id,
  disabled,
  required,
  error,
  onErrorClear,
  rangeMessage,
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-label': ariaLabel,
}: HeightInputProps) {
  const intl = useIntl();
  const base = useId();
  const rangeId = `${base}range`;
  const suffixId = `${base}suffix`;
  const range = { min, max };
  const control = useFieldControl({ id, error, disabled, required });

  const [inner, setInner] = useState<number | null>(defaultValue ?? null);
  const current = value === undefined ? inner : value;

  // Metric: what the person typed; imperial: the feet and inches chosen so far.
  const [draft, setDraft] = useState(current === null ? '' : String(current));
  const [parts, setParts] = useState<Parts>(partsOf(current));
  const [touched, setTouched] = useState(false);
  const [previous, setPrevious] = useState(current);
  if (current !== previous) {
    setPrevious(current);
    const typed = parseCm(draft);
    const reported = heightStatus(typed, range) === 'valid' ? typed : null;
    if (current !== reported) setDraft(current === null ? '' : String(current));
    if (current !== null) setParts(partsOf(current));
  }

  function report(cm: number | null) {
    if (value === undefined) setInner(cm);
    setPrevious(cm);
    // Keep the other units' view in step, so switching units shows the same height.
    if (units === 'metric') {
      if (cm !== null) setParts(partsOf(cm));
    } else {
      setDraft(cm === null ? '' : String(cm));
    }
    onValueChange?.(cm);
  }

  const typedCm = parseCm(draft);
  const status = heightStatus(typedCm, range);
  const showRange =
    units === 'metric' && touched && (status === 'below-min' || status === 'above-max');
  const rangeText = rangeMessage ?? intl.formatMessage(messages.range, { min, max });
  const clearOnEdit = hasError(error) ? onErrorClear : undefined;

  const unitsSwitch = onUnitsChange ? (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.units)}
      data-slot="height-input-units"
      className="inline-flex w-fit gap-1 rounded-full bg-surface-sunken p-1"
    >
      {unitsValues.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={units === option}
          data-state={units === option ? 'on' : 'off'}
          disabled={control.disabled}
          onClick={() => {
            onUnitsChange(option);
          }}
          className={unitButton}
        >
          {intl.formatMessage(option === 'metric' ? messages.metric : messages.imperial)}
        </button>
      ))}
    </div>
  ) : null;

  const feetChoices = feetOptions(range);
  const inchChoices = parts.feet === undefined ? [] : inchOptions(parts.feet, range);

  function chooseFeet(feet: number) {
    const allowed = inchOptions(feet, range);
    const wanted = parts.inches ?? 0;
    const inches = allowed.includes(wanted) ? wanted : (allowed.at(-1) ?? 0);
    setParts({ feet, inches });
    report(feetInchesToCm(feet, inches));
  }

  function chooseInches(inches: number) {
    setParts({ feet: parts.feet, inches });
    if (parts.feet !== undefined) report(feetInchesToCm(parts.feet, inches));
  }

  return (
    <div
      data-slot="height-input"
      data-units={units}
      data-status={units === 'metric' ? status : heightStatus(current, range)}
      data-invalid={control.invalid || showRange || undefined}
      className={cn(heightInputVariants({ units }), className)}
    >
      {unitsSwitch}
      {units === 'metric' ? (
        <div className="flex items-center gap-2">
          <Input
            type="number"
            inputMode="numeric"
            id={id}
            aria-label={ariaLabel}
            min={min}
            max={max}
            step={1}
            value={draft}
            disabled={disabled}
            required={required}
            error={error ?? (showRange ? rangeText : undefined)}
            onErrorClear={clearOnEdit}
            aria-describedby={joinIds(ariaDescribedBy, suffixId, showRange && rangeId)}
            onValueChange={(text) => {
              setDraft(text);
              setTouched(false);
              const cm = parseCm(text);
              report(heightStatus(cm, range) === 'valid' ? cm : null);
            }}
            onBlur={() => {
              setTouched(true);
              if (typedCm !== null) setDraft(String(typedCm));
            }}
            className="w-28 tabular-nums"
          />
          <span id={suffixId} data-slot="height-input-suffix" className="text-base text-text-muted">
            {intl.formatMessage(messages.cm)}
          </span>
        </div>
      ) : (
        <div
          role="group"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : control.labelId}
          aria-describedby={joinIds(ariaDescribedBy)}
          data-slot="height-input-imperial"
          className="flex flex-wrap items-center gap-2"
        >
          <Select
            id={id}
            aria-label={intl.formatMessage(messages.feet)}
            className="w-28"
            disabled={disabled}
            required={required}
            error={error}
            onErrorClear={clearOnEdit}
            value={parts.feet === undefined ? '' : String(parts.feet)}
            onValueChange={(next) => {
              chooseFeet(Number(next));
            }}
            options={feetChoices.map((feet) => ({
              value: String(feet),
              label: intl.formatMessage(messages.feetOption, { feet }),
            }))}
          />
          <Select
            id={`${base}inches`}
            aria-label={intl.formatMessage(messages.inches)}
            className="w-28"
            disabled={disabled || parts.feet === undefined}
            required={required}
            error={error}
            value={parts.inches === undefined ? '' : String(parts.inches)}
            onValueChange={(next) => {
              chooseInches(Number(next));
            }}
            options={inchChoices.map((inches) => ({
              value: String(inches),
              label: intl.formatMessage(messages.inchesOption, { inches }),
            }))}
          />
        </div>
      )}
      {showRange ? (
        <p
          id={rangeId}
          data-slot="height-input-range"
          className="flex items-start gap-1.5 text-sm font-semibold text-warning"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{rangeText}</span>
        </p>
      ) : null}
    </div>
  );
}
