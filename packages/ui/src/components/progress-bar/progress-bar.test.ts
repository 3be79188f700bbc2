import { describe, expect, it } from 'vitest';
import { onboardingProgress, toPercent } from './progress-bar.ts';

describe('onboardingProgress', () => {
  it('is the middle of the current step: (index + 0.5) / count', () => {
    expect(onboardingProgress(0, 4)).toBe(0.125);
    expect(onboardingProgress(1, 4)).toBe(0.375);
    expect(onboardingProgress(3, 4)).toBe(0.875);
    expect(onboardingProgress(14, 29)).toBeCloseTo(14.5 / 29);
  });

  it('never reaches 0 or 1 on a real step', () => {
    expect(onboardingProgress(0, 29)).toBeGreaterThan(0);
    expect(onboardingProgress(28, 29)).toBeLessThan(1);
  });

  it('stays between 0 and 1', () => {
    expect(onboardingProgress(0, 0)).toBe(0);
    expect(onboardingProgress(2, -1)).toBe(0);
    expect(onboardingProgress(10, 4)).toBe(1);
    expect(onboardingProgress(-3, 4)).toBe(0);
  });
});

describe('toPercent', () => {
  it('reads a fraction with max 1 and a percentage with max 100', () => {
    expect(toPercent(0.25, 1)).toBe(25);
    expect(toPercent(25)).toBe(25);
    expect(toPercent(3, 12)).toBe(25);
  });

  it('clamps to 0..100 and guards bad input', () => {
    expect(toPercent(150)).toBe(100);
    expect(toPercent(-5)).toBe(0);
    expect(toPercent(Number.NaN)).toBe(0);
    expect(toPercent(5, 0)).toBe(0);
  });
});
