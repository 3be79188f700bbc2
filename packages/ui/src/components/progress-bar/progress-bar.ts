/**
 * The onboarding wizard's progress: the middle of the current step, `(index + 0.5) / count`, as a
 * fraction from 0 to 1 (step 0 of 4 is 0.125). 0 when there are no steps.
 */
export function onboardingProgress(index: number, count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return clamp((index + 0.5) / count, 0, 1);
}

/** A value out of `max` as a percentage from 0 to 100 (`toPercent(0.25, 1)` and `toPercent(25)` are 25). */
export function toPercent(value: number, max: number = 100): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return clamp((value / max) * 100, 0, 100);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
