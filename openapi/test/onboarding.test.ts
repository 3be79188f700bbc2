import { beforeAll, describe, expect, it } from 'vitest';
import {
  flattenQuestions,
  NON_QUESTION_STEPS,
  ONBOARDING_STEPS,
  questionNameOf,
  questionStepOf,
  stepsFor,
} from '../lib/onboarding';
import { bundleContract, type OpenApiDocument } from '../scripts/build';

let contract: OpenApiDocument;
beforeAll(async () => {
  contract = await bundleContract();
});

describe('the onboarding steps', () => {
  it("are the contract's OnboardingStep enum, in its order", () => {
    const schema = contract.components.schemas?.OnboardingStep as { enum: string[] };
    expect([...ONBOARDING_STEPS]).toEqual(schema.enum);
  });

  it('tie each single-question step to the question of the same name, and back', () => {
    expect(questionNameOf('family-situation')).toBe('family_situation');
    expect(questionStepOf('family_situation')).toBe('family-situation');
    expect(questionStepOf('kids_living_with')).toBeNull();
    expect(questionStepOf('short_questions')).toBeNull();
  });
});

interface Question {
  name: string;
  dependent_questions?: Question[];
}

describe('the questionnaire walk', () => {
  const tree: Question[] = [
    { name: 'objective', dependent_questions: [] },
    {
      name: 'family_situation',
      dependent_questions: [
        { name: 'kids_living_with', dependent_questions: [{ name: 'smoking' }] },
      ],
    },
  ];

  it('flattens depth first, each root followed by its dependents', () => {
    expect(flattenQuestions(tree).map((q) => q.name)).toEqual([
      'objective',
      'family_situation',
      'kids_living_with',
      'smoking',
    ]);
  });

  it('keeps a single-question step only if its question is served, dependents included', () => {
    const steps = stepsFor(tree);
    expect(steps).toContain('objective');
    expect(steps).toContain('family-situation');
    expect(steps).toContain('smoking');
    expect(steps).not.toContain('height');
    expect(steps).toEqual(
      ONBOARDING_STEPS.filter(
        (step) =>
          (NON_QUESTION_STEPS as readonly string[]).includes(step) ||
          ['objective', 'family-situation', 'smoking'].includes(step),
      ),
    );
  });

  it('always keeps the steps that are not backed by a question', () => {
    expect(stepsFor([])).toEqual([...NON_QUESTION_STEPS]);
  });
});
