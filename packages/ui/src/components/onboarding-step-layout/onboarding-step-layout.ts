/**
 * Where the onboarding wizard stands (spec 01, section 2 "Wizard step paths, in order"), as pure functions so the
 * boundaries can be unit-tested.
 */
import { onboardingProgress } from '../progress-bar/progress-bar.ts';

export interface WizardPosition {
  /** The step's number for people, from 1. */
  number: number;
  /** How many steps the wizard has. */
  count: number;
  /** The bar's fill, `(index + 0.5) / count`, from 0 to 1. */
  progress: number;
  /** The first step has no Previous button. */
  isFirst: boolean;
  /** Next on the last step leads to /onboarding/success. */
  isLast: boolean;
}

/**
 * The position of step `index` (from 0) among `count` steps: step 0 of 29 shows 0.5/29 of the bar, the
 * last one (28.5/29) never looks finished. An index out of range is clamped to the nearest step.
 */
export function wizardPosition(index: number, count: number): WizardPosition {
  const total = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (total === 0) return { number: 0, count: 0, progress: 0, isFirst: true, isLast: true };
  const safeIndex = Number.isFinite(index) ? Math.floor(index) : 0;
  const current = Math.min(total - 1, Math.max(0, safeIndex));
  return {
    number: current + 1,
    count: total,
    progress: onboardingProgress(current, total),
    isFirst: current === 0,
    isLast: current === total - 1,
  };
}
