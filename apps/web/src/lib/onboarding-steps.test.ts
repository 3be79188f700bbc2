import { describe, expect, it } from 'vitest';
import { currentStep, ONBOARDING_STEPS, stepsFor, stepType } from './onboarding-steps';

describe('the wizard steps', () => {
  it('keeps the spec’s order and the question steps the server has', () => {
    const steps = stepsFor([
      { name: 'objective' },
      { name: 'smoking', dependent_questions: [{ name: 'smoking_frequency' }] },
      { name: 'family_situation' },
    ]);
    expect(steps).toEqual([
      'gender',
      'sexual-orientation',
      'objective',
      'family-situation',
      'smoking',
      'introduction-video',
      'introduction',
      'short-questions',
      'long-questions',
      'audio-introduction',
      'authentication',
      'pictures-video',
      'sample-picture',
      'pictures',
      'payment',
    ]);
  });

  it('has every step when every question exists', () => {
    const names = ONBOARDING_STEPS.map((step) => ({ name: step.replaceAll('-', '_') }));
    expect(stepsFor(names)).toEqual([...ONBOARDING_STEPS]);
  });

  it('types each step', () => {
    expect(stepType('height')).toBe('single-question');
    expect(stepType('areas-of-interest')).toBe('single-question');
    expect(stepType('authentication')).toBe('authentication');
    expect(stepType('payment')).toBe('payment');
  });

  it('starts at the saved step, else the first', () => {
    const steps = stepsFor([{ name: 'height' }]);
    expect(currentStep('height', steps)).toBe('height');
    expect(currentStep(null, steps)).toBe('gender');
    expect(currentStep('objective', steps)).toBe('gender');
  });
});
