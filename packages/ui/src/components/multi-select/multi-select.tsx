import { cva } from 'class-variance-authority';
import { Check, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { joinIds, useFieldControl, type FieldErrorValue } from '../field';
import { hasManyOptions, selectionStatus, toggleOption } from './multi-select.ts';

export {
  hasManyOptions,
  MANY_OPTIONS_THRESHOLD,
  selectionStatus,
  toggleOption,
  type SelectionLimits,
  type SelectionRuleOption,
  type SelectionStatus,
  type ToggleResult,
} from './multi-select.ts';

const messages = defineMessages<{
  max: { max: number };
  min: { min: number };
  counter: { count: number; max: number };
}>({
  max: {
    id: 'ui.multi-select.max',
    defaultMessage:
      'Vous ne pouvez pas sélectionner plus de {max, plural, one {# élément} other {# éléments}}',
  },
  min: {
    id: 'ui.multi-select.min',
    defaultMessage: 'Sélectionnez au moins {min, plural, one {# élément} other {# éléments}}',
  },
  counter: {
    id: 'ui.multi-select.counter',
    defaultMessage: '{count}/{max} {count, plural, one {sélectionné} other {sélectionnés}}',
  },
});

export const multiSelectListVariants = cva('min-w-0', {
  variants: {
    layout: {
      chips: 'flex flex-wrap gap-2',
      compact: 'grid grid-cols-1 gap-1.5 xs:grid-cols-2 sm:grid-cols-3',
    },
  },
  defaultVariants: { layout: 'chips' },
});

export const multiSelectOptionVariants = cva(
  [
    'relative flex min-w-0 cursor-pointer items-center gap-2 border font-semibold select-none',
    'transition-colors duration-150 ease-gentle',
    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
    'data-[disabled]:cursor-not-allowed data-[disabled]:border-border data-[disabled]:bg-surface-sunken data-[disabled]:text-text-muted',
  ],
  {
    variants: {
      layout: {
        chips: [
          'rounded-full border-border-strong bg-surface-raised px-4 py-2 text-sm text-text',
          'hover:bg-surface-sunken',
          'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        ],
        compact: [
          'rounded-md border-transparent px-2.5 py-1.5 text-sm text-text',
          'hover:bg-surface-sunken data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary',
        ],
      },
    },
    defaultVariants: { layout: 'chips' },
  },
);

export interface MultiSelectOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Choosing it clears the others, and choosing another clears it (the spec's `cancel_others`). */
  cancelOthers?: boolean;
  /** A lucide icon, or the path of an image (the spec's `icon_path`); decorative. */
  icon?: LucideIcon | string;
}

export type MultiSelectProps = Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children'
> & {
  options: readonly MultiSelectOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** Fewer choices show 'select at least x'. */
  min?: number;
  /** Further choices are refused with the warning 'you cannot select more than x items'. */
  max?: number;
  /** `auto` switches to the compact multi-column layout past 11 options. */
  layout?: 'auto' | 'chips' | 'compact';
  /** Form name of the checkboxes. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Marks the choices invalid; put them in a `Field` to show the message. */
  error?: FieldErrorValue;
  /** Called on the first change after an error. */
  onErrorClear?: () => void;
  /** Replaces 'Vous ne pouvez pas sélectionner plus de x éléments'. */
  maxMessage?: ReactNode;
  /** Replaces 'Sélectionnez au moins x éléments'. */
  minMessage?: ReactNode;
  /** Replaces the 'x/y sélectionnés' counter shown when min equals max. */
  counterLabel?: (count: number, max: number) => ReactNode;
};

function OptionIcon({ icon }: { icon: LucideIcon | string }) {
  if (typeof icon === 'string') {
    return (
      <img
        src={icon}
        alt=""
        aria-hidden="true"
        data-slot="multi-select-option-icon"
        className="size-5 shrink-0 object-contain"
      />
    );
  }
  const Icon = icon;
  return (
    <Icon aria-hidden="true" data-slot="multi-select-option-icon" className="size-5 shrink-0" />
  );
}

/**
 * Several choices as checkable chips (a compact grid past 11 options), operable with Tab and Space:
 * min and max, a 'none of these' option that clears the others, and an x/y counter when min = max.
 */
export function MultiSelect({
  options,
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  layout = 'auto',
  name,
  id,
  disabled,
  required,
  error,
  onErrorClear,
  maxMessage,
  minMessage,
  counterLabel,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  ...props
}: MultiSelectProps) {
  const intl = useIntl();
  const statusId = useId();
  const control = useFieldControl({
    id,
    error,
    onErrorClear,
    disabled,
    required,
    describedBy: ariaDescribedBy,
  });
  const [inner, setInner] = useState<readonly string[]>(defaultValue ?? []);
  const [refused, setRefused] = useState(false);
  const selected = value ?? inner;
  const status = selectionStatus(selected.length, { min, max });
  const resolvedLayout =
    layout === 'auto' ? (hasManyOptions(options.length) ? 'compact' : 'chips') : layout;
  const showWarning = max !== undefined && (refused || status.overMax);
  const hasStatus = showWarning || status.belowMin || status.showCounter;

  function toggle(option: MultiSelectOption) {
    const result = toggleOption(selected, option, options, max);
    if (result.refused === 'max') {
      setRefused(true);
      return;
    }
    if (result.refused) return;
    setRefused(false);
    if (value === undefined) setInner(result.value);
    onValueChange?.(result.value);
    control.notifyEdit();
  }

  return (
    <div
      data-slot="multi-select"
      data-layout={resolvedLayout}
      data-count={selected.length}
      data-invalid={control.invalid || undefined}
      data-at-max={status.atMax || undefined}
      data-below-min={status.belowMin || undefined}
      data-required={control.required || undefined}
      className={cn('flex min-w-0 flex-col gap-2', className)}
      {...props}
    >
      <div
        role="group"
        id={control.id}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabel ? undefined : control.labelId}
        aria-describedby={joinIds(control.describedBy, hasStatus && statusId)}
        data-slot="multi-select-options"
        className={multiSelectListVariants({ layout: resolvedLayout })}
      >
        {options.map((option, index) => {
          const checked = selected.includes(option.value);
          const optionDisabled = control.disabled || Boolean(option.disabled);
          const descriptionId =
            option.description != null ? `${statusId}-${String(index)}` : undefined;
          return (
            <label
              key={option.value}
              data-slot="multi-select-option"
              data-state={checked ? 'checked' : 'unchecked'}
              data-disabled={optionDisabled || undefined}
              data-cancel-others={option.cancelOthers || undefined}
              className={multiSelectOptionVariants({ layout: resolvedLayout })}
            >
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={optionDisabled}
                aria-invalid={control.invalid || undefined}
                aria-describedby={descriptionId}
                onChange={() => {
                  toggle(option);
                }}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                data-slot="multi-select-indicator"
                className={cn(
                  'flex size-4 shrink-0 items-center justify-center rounded-sm border',
                  resolvedLayout === 'chips'
                    ? 'border-current'
                    : 'border-border-strong bg-surface-raised text-primary',
                  checked ? '[&>svg]:visible' : '[&>svg]:invisible',
                )}
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              {option.icon ? <OptionIcon icon={option.icon} /> : null}
              <span className="flex min-w-0 flex-col">
                <span className="break-words">{option.label}</span>
                {option.description != null ? (
                  <span id={descriptionId} className="text-xs font-normal opacity-90">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <div
        id={statusId}
        aria-live="polite"
        data-slot="multi-select-status"
        className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 text-sm empty:hidden"
      >
        {showWarning ? (
          <p
            data-slot="multi-select-warning"
            className="flex items-start gap-1.5 font-semibold text-warning"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{maxMessage ?? intl.formatMessage(messages.max, { max })}</span>
          </p>
        ) : null}
        {status.belowMin && min !== undefined ? (
          <p data-slot="multi-select-min" className="text-text-muted">
            {minMessage ?? intl.formatMessage(messages.min, { min })}
          </p>
        ) : null}
        {status.showCounter && max !== undefined ? (
          <p
            data-slot="multi-select-counter"
            data-state={status.atMax ? 'complete' : 'incomplete'}
            className="ml-auto text-text-muted tabular-nums data-[state=complete]:font-semibold data-[state=complete]:text-success"
          >
            {counterLabel
              ? counterLabel(selected.length, max)
              : intl.formatMessage(messages.counter, { count: selected.length, max })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
