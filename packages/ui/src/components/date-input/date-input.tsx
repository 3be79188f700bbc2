import { cva } from 'class-variance-authority';
import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { hasError, joinIds, useFieldControl, type FieldErrorValue } from '../field';
import { Select } from '../select';
import {
  birthYears,
  dayOptions,
  isoToParts,
  MAX_AGE,
  MIN_AGE,
  partsToIso,
  reconcileDay,
  toDay,
  type DateParts,
} from './date-input.ts';

export {
  birthYears,
  dayOptions,
  daysInMonth,
  isoToParts,
  MAX_AGE,
  MIN_AGE,
  partsToIso,
  reconcileDay,
  toDay,
  type AgeRange,
  type DateParts,
} from './date-input.ts';

const messages = defineMessages<{
  day: NoMessageValues;
  month: NoMessageValues;
  year: NoMessageValues;
  dayCleared: { days: number };
}>({
  day: { id: 'ui.date-input.day', defaultMessage: 'Jour' },
  month: { id: 'ui.date-input.month', defaultMessage: 'Mois' },
  year: { id: 'ui.date-input.year', defaultMessage: 'Année' },
  dayCleared: {
    id: 'ui.date-input.day-cleared',
    defaultMessage:
      'Le jour a été effacé : ce mois compte {days, number} jours. Choisissez-le de nouveau.',
  },
});

/** Day and year keep their width; the month takes the rest, and the year wraps when space runs out. */
export const datePartVariants = cva('', {
  variants: {
    part: {
      day: 'shrink-0',
      month: 'w-auto flex-1',
      year: 'shrink-0',
    },
    size: { sm: '', md: '' },
  },
  compoundVariants: [
    { part: 'day', size: 'sm', className: 'w-20' },
    { part: 'day', size: 'md', className: 'w-24' },
    { part: 'month', size: 'sm', className: 'min-w-32' },
    { part: 'month', size: 'md', className: 'min-w-36' },
    { part: 'year', size: 'sm', className: 'w-24' },
    { part: 'year', size: 'md', className: 'w-28' },
  ],
  defaultVariants: { size: 'md' },
});

export interface DateInputProps {
  /** The date as `yyyy-MM-dd`, or null/'' while incomplete. */
  value?: string | null;
  defaultValue?: string | null;
  /** The `yyyy-MM-dd` date once day, month and year are chosen, otherwise null. */
  onValueChange?: (value: string | null) => void;
  /** The day the year list counts back from (a Date or `yyyy-MM-dd`); now by default. */
  today?: Date | string;
  /** Youngest age offered (18). */
  minAge?: number;
  /** Oldest age offered (120). */
  maxAge?: number;
  size?: 'sm' | 'md';
  id?: string;
  disabled?: boolean;
  required?: boolean;
  /** Marks the date invalid; put it in a `Field` to show the message. */
  error?: FieldErrorValue;
  /** Called on the first change after an error. */
  onErrorClear?: () => void;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * A birthday as day, month and year selects: years from 18 to 120 years back, the days following the
 * month and leap years. A day the new month lacks is cleared (never clamped) and the change announced.
 */
export function DateInput({
  value,
  defaultValue,
  onValueChange,
  today,
  minAge = MIN_AGE,
  maxAge = MAX_AGE,
  size,
  id,
  disabled,
  required,
  error,
  onErrorClear,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
}: DateInputProps) {
  const intl = useIntl();
  const base = useId();
  const statusId = `${base}status`;
  const control = useFieldControl({ id, error, disabled, required });
  const [parts, setParts] = useState<DateParts>(isoToParts(value ?? defaultValue));
  const [announcement, setAnnouncement] = useState('');
  const [previous, setPrevious] = useState(value);
  if (value !== previous) {
    setPrevious(value);
    // A new value from the app replaces the parts, unless it is what they already make.
    if (value !== undefined && (value || null) !== partsToIso(parts)) setParts(isoToParts(value));
  }

  const todayKey = today === undefined ? undefined : String(today);
  const years = useMemo(
    () => birthYears(toDay(todayKey ?? new Date()), { minAge, maxAge }),
    [todayKey, minAge, maxAge],
  );
  const days = dayOptions(parts.month, parts.year);
  const monthNames = useMemo(
    () =>
      Array.from({ length: 12 }, (_, index) =>
        intl.formatDate(new Date(2000, index, 1), { month: 'long' }),
      ),
    [intl],
  );

  function update(next: DateParts) {
    const { parts: reconciled, cleared } = reconcileDay(next);
    setParts(reconciled);
    setAnnouncement(
      cleared
        ? intl.formatMessage(messages.dayCleared, {
            days: dayOptions(reconciled.month, reconciled.year).length,
          })
        : '',
    );
    onValueChange?.(partsToIso(reconciled));
  }

  const clearOnEdit = hasError(error) ? onErrorClear : undefined;
  const shared = {
    disabled,
    required,
    error,
    size,
  } as const;

  return (
    <div
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : control.labelId}
      aria-describedby={joinIds(ariaDescribedBy, announcement !== '' && statusId)}
      data-slot="date-input"
      data-complete={partsToIso(parts) !== null || undefined}
      data-invalid={control.invalid || undefined}
      className={cn('flex min-w-0 flex-col', className)}
    >
      <div className="flex min-w-0 flex-wrap gap-2">
        <Select
          {...shared}
          id={id}
          className={datePartVariants({ part: 'day', size })}
          aria-label={intl.formatMessage(messages.day)}
          placeholder={intl.formatMessage(messages.day)}
          onErrorClear={clearOnEdit}
          value={parts.day === undefined ? '' : String(parts.day)}
          onValueChange={(next) => {
            update({ ...parts, day: Number(next) });
          }}
          options={days.map((day) => ({ value: String(day), label: String(day) }))}
        />
        <Select
          {...shared}
          id={`${base}month`}
          className={datePartVariants({ part: 'month', size })}
          aria-label={intl.formatMessage(messages.month)}
          placeholder={intl.formatMessage(messages.month)}
          onErrorClear={clearOnEdit}
          value={parts.month === undefined ? '' : String(parts.month)}
          onValueChange={(next) => {
            update({ ...parts, month: Number(next) });
          }}
          options={monthNames.map((name, index) => ({ value: String(index + 1), label: name }))}
        />
        <Select
          {...shared}
          id={`${base}year`}
          className={datePartVariants({ part: 'year', size })}
          aria-label={intl.formatMessage(messages.year)}
          placeholder={intl.formatMessage(messages.year)}
          onErrorClear={clearOnEdit}
          value={parts.year === undefined ? '' : String(parts.year)}
          onValueChange={(next) => {
            update({ ...parts, year: Number(next) });
          }}
          options={years.map((year) => ({ value: String(year), label: String(year) }))}
        />
      </div>
      <p
        id={statusId}
        role="status"
        data-slot="date-input-status"
        className="mt-1.5 text-sm text-warning empty:mt-0"
      >
        {announcement}
      </p>
    </div>
  );
}
