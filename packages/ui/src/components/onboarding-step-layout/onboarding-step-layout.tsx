import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { ProgressBar } from '../progress-bar';
import { wizardPosition } from './onboarding-step-layout.ts';

const messages = defineMessages<{
  step: { number: number; count: number };
  previous: NoMessageValues;
  next: NoMessageValues;
}>({
  step: {
    id: 'ui.onboarding-step-layout.step',
    defaultMessage: 'Étape {number, number} sur {count, number}',
  },
  previous: { id: 'ui.onboarding-step-layout.previous', defaultMessage: 'Précédent' },
  next: { id: 'ui.onboarding-step-layout.next', defaultMessage: 'Suivant' },
});

export const onboardingStepLayoutVariants = cva('mx-auto flex w-full flex-col gap-6 text-text', {
  variants: {
    width: {
      md: 'max-w-xl',
      lg: 'max-w-3xl',
    },
  },
  defaultVariants: { width: 'md' },
});

export type OnboardingStepLayoutProps = Omit<
  ComponentProps<'form'>,
  'title' | 'children' | 'onSubmit'
> &
  VariantProps<typeof onboardingStepLayoutVariants> & {
    /** The current step's index in the server's step list, from 0 (`gender` is 0). */
    stepIndex: number;
    /** How many steps the wizard has (the server's list; 29 when every question exists). */
    stepCount: number;
    /** The step's title, the page's heading (`h1`). */
    title: ReactNode;
    /** A line under the title (the question's description or notice). */
    subtitle?: ReactNode;
    /**
     * The step's content: fields, choices, uploaders. It sits inside the layout's `<form>`, so it must not
     * hold a form of its own; pressing Enter in one of its fields submits the step (calls `onNext`).
     */
    children?: ReactNode;
    /**
     * Called by the 'Précédent' button (go back one step). The button is absent on the first step, and also
     * when this is left out.
     */
    onPrevious?: () => void;
    /**
     * Called when the step is submitted: the 'Suivant' button or Enter in a field. Not called while
     * `nextDisabled` or `nextLoading` is set. The app records the new step, then moves on (to
     * /onboarding/success after the last step).
     */
    onNext?: () => void;
    /** Disables 'Suivant' (and Enter) until the step is valid, e.g. no gender chosen yet. */
    nextDisabled?: boolean;
    /** Shows a spinner on 'Suivant' and blocks submitting while the app saves the step. */
    nextLoading?: boolean;
    /** Disables 'Précédent' (e.g. while saving). */
    previousDisabled?: boolean;
    /** Overrides 'Suivant' / 'Next', e.g. on the payment step. */
    nextLabel?: ReactNode;
    /** Overrides 'Précédent' / 'Previous'. */
    previousLabel?: ReactNode;
    /** Overrides the visible position 'Étape 3 sur 29' / 'Step 3 of 29', which also names the progress bar. */
    stepLabel?: ReactNode;
    /** Extra actions between Previous and Next, such as a 'skip' link on the identity step. */
    secondaryAction?: ReactNode;
    /**
     * Move focus to the title when `stepIndex` changes while the layout stays mounted, so keyboard and
     * screen-reader users start the new step at its top (true).
     */
    focusTitleOnStepChange?: boolean;
  };

/**
 * The frame of an onboarding wizard step (/onboarding/step/:step): a progress bar filled to
 * `(index + 0.5) / steps` and named by the visible 'Étape x sur y', the step's title and subtitle, its
 * content, and the Previous (absent on the first step) and Next buttons. The whole step is a form named by
 * its title and described by its position and subtitle: Enter in a field submits it like the Next button.
 */
export function OnboardingStepLayout({
  className,
  width,
  stepIndex,
  stepCount,
  title,
  subtitle,
  children,
  onPrevious,
  onNext,
  nextDisabled = false,
  nextLoading = false,
  previousDisabled = false,
  nextLabel,
  previousLabel,
  stepLabel,
  secondaryAction,
  focusTitleOnStepChange = true,
  ...props
}: OnboardingStepLayoutProps) {
  const intl = useIntl();
  const titleId = useId();
  const subtitleId = useId();
  const stepId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(stepIndex);
  const position = wizardPosition(stepIndex, stepCount);
  const showPrevious = !position.isFirst && onPrevious !== undefined;
  const blocked = nextDisabled || nextLoading;

  useEffect(() => {
    if (shownIndex.current === stepIndex) return;
    shownIndex.current = stepIndex;
    if (focusTitleOnStepChange) titleRef.current?.focus();
  }, [stepIndex, focusTitleOnStepChange]);

  return (
    <form
      data-slot="onboarding-step-layout"
      data-step={position.number}
      data-first={position.isFirst || undefined}
      data-last={position.isLast || undefined}
      data-state={nextLoading ? 'loading' : nextDisabled ? 'invalid' : 'ready'}
      aria-labelledby={titleId}
      aria-describedby={subtitle != null ? `${stepId} ${subtitleId}` : stepId}
      aria-busy={nextLoading || undefined}
      noValidate
      className={cn(onboardingStepLayoutVariants({ width }), className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked) return;
        onNext?.();
      }}
      {...props}
    >
      <ProgressBar
        size="sm"
        value={position.progress}
        max={1}
        label={
          <span id={stepId} data-slot="onboarding-step-position">
            {stepLabel ??
              intl.formatMessage(messages.step, {
                number: position.number,
                count: position.count,
              })}
          </span>
        }
      />
      <div data-slot="onboarding-step-header" className="flex flex-col gap-2">
        <h1
          ref={titleRef}
          id={titleId}
          tabIndex={-1}
          data-slot="onboarding-step-title"
          className="rounded-sm font-display text-2xl leading-tight font-semibold text-balance focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus sm:text-3xl"
        >
          {title}
        </h1>
        {subtitle != null ? (
          <p id={subtitleId} data-slot="onboarding-step-subtitle" className="text-text-muted">
            {subtitle}
          </p>
        ) : null}
      </div>
      <div data-slot="onboarding-step-content" className="flex min-w-0 flex-col gap-4">
        {children}
      </div>
      <div
        data-slot="onboarding-step-actions"
        className="flex flex-wrap items-center gap-3 border-t border-border pt-5"
      >
        {showPrevious ? (
          <Button
            type="button"
            data-slot="onboarding-step-previous"
            variant="outline"
            disabled={previousDisabled}
            onClick={onPrevious}
          >
            <ChevronLeft aria-hidden="true" />
            {previousLabel ?? intl.formatMessage(messages.previous)}
          </Button>
        ) : null}
        {secondaryAction != null ? (
          <div data-slot="onboarding-step-secondary" className="flex items-center">
            {secondaryAction}
          </div>
        ) : null}
        <Button
          type="submit"
          data-slot="onboarding-step-next"
          className="ml-auto"
          disabled={nextDisabled}
          loading={nextLoading}
        >
          {nextLabel ?? intl.formatMessage(messages.next)}
          {nextLoading ? null : <ChevronRight aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
