import { cva, type VariantProps } from 'class-variance-authority';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';

/** Separates the screen-reader prefix from the text that follows. */
const SPACE = ' ';

const messages = defineMessages<{
  label: NoMessageValues;
  step: { state: StepState; number: number; count: number };
}>({
  label: { id: 'ui.stepper.label', defaultMessage: 'Étapes' },
  step: {
    id: 'ui.stepper.step',
    defaultMessage:
      '{state, select, complete {Étape {number} sur {count}, terminée :} current {Étape {number} sur {count}, en cours :} other {Étape {number} sur {count} :}}',
  },
});

export type StepState = 'complete' | 'current' | 'upcoming';

export type StepperStep = {
  /** A stable key; the index is used otherwise. */
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
};

export const stepperVariants = cva('flex gap-4', {
  variants: {
    orientation: {
      horizontal: 'flex-col sm:flex-row sm:items-start sm:gap-2',
      vertical: 'flex-col',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export type StepperProps = Omit<ComponentProps<'ol'>, 'children'> &
  VariantProps<typeof stepperVariants> & {
    steps: readonly StepperStep[];
    /** The index (from 0) of the current step; the earlier ones are complete. */
    current: number;
    /** The list's name; defaults to 'Étapes' / 'Steps'. */
    label?: string;
  };

export function stepState(index: number, current: number): StepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/** Numbered steps with a title and a subtitle; the current one has `aria-current="step"`. */
export function Stepper({ className, orientation, steps, current, label, ...props }: StepperProps) {
  const intl = useIntl();
  return (
    <ol
      data-slot="stepper"
      data-orientation={orientation ?? 'horizontal'}
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={cn(stepperVariants({ orientation }), className)}
      {...props}
    >
      {steps.map((step, index) => {
        const state = stepState(index, current);
        return (
          <li
            key={step.id ?? index}
            data-slot="stepper-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex min-w-0 flex-1 items-start gap-3"
          >
            <span
              aria-hidden="true"
              data-slot="stepper-indicator"
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold tabular-nums',
                state === 'complete' && 'border-success bg-success text-text-inverse',
                state === 'current' && 'border-primary bg-primary text-primary-foreground',
                state === 'upcoming' && 'border-border-strong bg-surface-raised text-text-muted',
              )}
            >
              {state === 'complete' ? <Check className="size-4" /> : index + 1}
            </span>
            <span className="flex min-w-0 flex-col pt-1.5">
              <span className="sr-only">
                {intl.formatMessage(messages.step, {
                  state,
                  number: index + 1,
                  count: steps.length,
                })}
                {SPACE}
              </span>
              <span
                data-slot="stepper-title"
                className={cn(
                  'leading-tight font-semibold',
                  state === 'upcoming' ? 'text-text-muted' : 'text-text',
                )}
              >
                {step.title}
              </span>
              {step.subtitle ? (
                <span data-slot="stepper-subtitle" className="mt-0.5 text-sm text-text-muted">
                  {step.subtitle}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
