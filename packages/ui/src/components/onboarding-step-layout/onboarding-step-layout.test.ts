import { describe, expect, it } from 'vitest';
import { wizardPosition } from './onboarding-step-layout.ts';

describe('wizardPosition', () => {
  it('fills the bar to (index + 0.5) / steps: index 0 of 29 is 0.5/29', () => {
    expect(wizardPosition(0, 29).progress).toBe(0.5 / 29);
    expect(wizardPosition(14, 29).progress).toBe(14.5 / 29);
    expect(wizardPosition(28, 29).progress).toBe(28.5 / 29);
    expect(wizardPosition(1, 4).progress).toBe(0.375);
  });

  it('numbers the steps from 1 for people', () => {
    expect(wizardPosition(0, 29)).toMatchObject({ number: 1, count: 29 });
    expect(wizardPosition(28, 29)).toMatchObject({ number: 29, count: 29 });
  });

  it('marks the first step (no Previous) and the last one (Next leads to success)', () => {
    expect(wizardPosition(0, 29)).toMatchObject({ isFirst: true, isLast: false });
    expect(wizardPosition(1, 29)).toMatchObject({ isFirst: false, isLast: false });
    expect(wizardPosition(28, 29)).toMatchObject({ isFirst: false, isLast: true });
    expect(wizardPosition(0, 1)).toMatchObject({ isFirst: true, isLast: true, progress: 0.5 });
  });

  it('clamps an index out of range and survives an empty wizard', () => {
    expect(wizardPosition(40, 29)).toMatchObject({ number: 29, isLast: true });
    expect(wizardPosition(-2, 29)).toMatchObject({ number: 1, isFirst: true });
    expect(wizardPosition(Number.NaN, 29)).toMatchObject({ number: 1 });
    expect(wizardPosition(0, 0)).toEqual({
      number: 0,
      count: 0,
      progress: 0,
      isFirst: true,
      isLast: true,
    });
  });
});
