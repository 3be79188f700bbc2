import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { bundleContract } from '@app/openapi/bundle';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_QUESTIONS,
  ANSWER_NAMES,
  LONG_QUESTION_NAMES,
  MANY_OPTIONS_THRESHOLD,
  MAX_LONG_ANSWERS,
  NON_QUESTION_STEPS,
  ONBOARDING_STEPS,
  QUESTIONS,
  SECONDARY_RULE_QUESTIONS,
  SHORT_QUESTION_NAMES,
  YES_OPTION_IDS,
  ZODIAC_SIGNS,
  findOption,
  findQuestion,
  hasManyOptions,
  isQuestionStep,
  localizeQuestion,
  stepsFor,
  zodiacSignFor,
  type Question,
  type QuestionName,
} from './questions';

function question(name: QuestionName): Question {
  const found = findQuestion(name);
  if (!found) throw new Error(`Missing question ${name}`);
  return found;
}

const allOptions = ALL_QUESTIONS.flatMap((q) => q.options);

describe('question ids', () => {
  it('are unique and run 1..n', () => {
    const ids = ALL_QUESTIONS.map((q) => q.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
  });

  it('stay stable for the ids already handed out', () => {
    const stable: Record<string, number> = {
      objective: 1,
      silhouette: 2,
      height: 3,
      languages: 4,
      family_situation: 5,
      want_to_have_children: 6,
      education_level: 7,
      current_occupation: 8,
      alcohol_consumption_frequency: 9,
      smoking: 10,
      food_preferences: 11,
      personality_traits: 12,
      values: 13,
      religious_beliefs: 14,
      personal_development_importance: 15,
      accepts_persons_with_limitations: 16,
      areas_of_interest: 17,
      kids_living_with: 18,
      smoking_frequency: 19,
      smoking_tolerance_level: 20,
      religion: 21,
      personal_development_importance_description: 22,
      zodiac: 23,
      healthy_relationship: 35,
    };
    for (const [name, id] of Object.entries(stable)) {
      expect(question(name as QuestionName).id, name).toBe(id);
    }
  });

  it('have unique names', () => {
    const names = ALL_QUESTIONS.map((q) => q.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('option ids', () => {
  it('are unique across the whole questionnaire', () => {
    const ids = allOptions.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('follow the question id (question id × 100 + rank), so they never collide', () => {
    for (const q of ALL_QUESTIONS) {
      for (const o of q.options) {
        expect(Math.floor(o.id / 100), `${q.name} ${o.id}`).toBe(q.id);
      }
    }
  });

  it('keep the ids already handed out', () => {
    expect(findOption(1001)?.question.name).toBe('smoking');
    expect(findOption(1101)?.option.label.en).toBe('No preference');
    expect(findOption(2301)?.option.label.en).toBe('Aries');
    expect(findOption(1501)?.question.name).toBe('personal_development_importance');
  });
});

describe('answer names', () => {
  it('cover every answer name of the member document', () => {
    const expected = [
      'objective',
      'height',
      'silhouette',
      'languages',
      'areas_of_interest',
      'personality_traits',
      'values',
      'current_occupation',
      'education_level',
      'religious_beliefs',
      'religion',
      'smoking',
      'smoking_frequency',
      'smoking_tolerance_level',
      'alcohol_consumption_frequency',
      'family_situation',
      'kids_living_with',
      'want_to_have_children',
      'food_preferences',
      'accepts_persons_with_limitations',
      'personal_development_importance',
      'personal_development_importance_description',
    ];
    expect([...ANSWER_NAMES].sort()).toEqual([...expected].sort());
    for (const name of expected) expect(findQuestion(name as QuestionName), name).toBeDefined();
  });

  it('are single questions; short and long questions carry their group', () => {
    for (const name of ANSWER_NAMES) expect(question(name).type).toBe('single');
    for (const name of SHORT_QUESTION_NAMES) expect(question(name).type).toBe('ShortQuestionType');
    for (const name of LONG_QUESTION_NAMES) expect(question(name).type).toBe('LongQuestionType');
    expect(ALL_QUESTIONS).toHaveLength(
      ANSWER_NAMES.length + SHORT_QUESTION_NAMES.length + LONG_QUESTION_NAMES.length,
    );
  });
});

describe('texts', () => {
  const filled = (text: { fr: string; en: string } | null | undefined) =>
    text === null || text === undefined || (text.fr.trim() !== '' && text.en.trim() !== '');

  it('exist in French and English for every question, description and notice', () => {
    for (const q of ALL_QUESTIONS) {
      expect(q.text.fr.trim(), q.name).not.toBe('');
      expect(q.text.en.trim(), q.name).not.toBe('');
      expect(q.text.fr, q.name).not.toBe(q.text.en);
      expect(filled(q.description), q.name).toBe(true);
      expect(filled(q.notice), q.name).toBe(true);
      for (const alt of q.properties.alt_question_texts ?? []) expect(filled(alt.text)).toBe(true);
    }
  });

  it('exist in French and English for every option label and sentence', () => {
    for (const o of allOptions) {
      expect(o.label.fr.trim(), String(o.id)).not.toBe('');
      expect(o.label.en.trim(), String(o.id)).not.toBe('');
      expect(filled(o.properties.sentence), String(o.id)).toBe(true);
    }
  });

  it('use only the Iconify lucide and mdi sets', () => {
    for (const o of allOptions) {
      if (o.properties.iconify !== undefined) {
        expect(o.properties.iconify).toMatch(/^(lucide|mdi):[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('phrase every personal development choice as a first-person sentence', () => {
    for (const o of question('personal_development_importance').options) {
      expect(o.properties.sentence, String(o.id)).toBeDefined();
    }
  });
});

describe('dependent questions', () => {
  it('point to options of their parent', () => {
    for (const parent of ALL_QUESTIONS) {
      const optionIds = new Set(parent.options.map((o) => o.id));
      for (const dependent of parent.dependent_questions) {
        expect(dependent.parent_option_ids.length, dependent.name).toBeGreaterThan(0);
        for (const id of dependent.parent_option_ids) {
          expect(optionIds.has(id), `${dependent.name} → ${id}`).toBe(true);
        }
      }
    }
  });

  it('are shown inside their parent step; root questions have no parent options', () => {
    const dependents = new Set(
      ALL_QUESTIONS.flatMap((q) => q.dependent_questions.map((d) => d.name)),
    );
    for (const q of ALL_QUESTIONS) {
      if (dependents.has(q.name)) expect(q.step, q.name).toBeNull();
    }
    for (const q of QUESTIONS) expect(q.parent_option_ids, q.name).toEqual([]);
  });

  it('open where the spec says', () => {
    const parentOf = (name: QuestionName) =>
      ALL_QUESTIONS.find((q) => q.dependent_questions.some((d) => d.name === name))?.name;
    expect(parentOf('smoking_frequency')).toBe('smoking');
    expect(parentOf('smoking_tolerance_level')).toBe('smoking');
    expect(parentOf('kids_living_with')).toBe('family_situation');
    expect(parentOf('religion')).toBe('religious_beliefs');
    expect(parentOf('personal_development_importance_description')).toBe(
      'personal_development_importance',
    );
    // Smoking frequency opens for smokers only, not for "No".
    const no = question('smoking').options.find((o) => o.label.en === 'No');
    expect(question('smoking_frequency').parent_option_ids).not.toContain(no?.id);
    // Children living with: not for "No children".
    const none = question('family_situation').options.find((o) => o.label.en === 'No children');
    expect(question('kids_living_with').parent_option_ids).not.toContain(none?.id);
  });

  it('use alternative texts keyed by existing options', () => {
    for (const q of ALL_QUESTIONS) {
      for (const alt of q.properties.alt_question_texts ?? []) {
        expect(alt.option_ids.length).toBeGreaterThan(0);
        for (const id of alt.option_ids) expect(findOption(id), `${q.name} ${id}`).toBeDefined();
      }
    }
  });
});

describe('input types and limits', () => {
  it('keep min ≤ max, and max within the options of a multi-select', () => {
    for (const q of ALL_QUESTIONS) {
      if (q.min !== null && q.max !== null) expect(q.min, q.name).toBeLessThanOrEqual(q.max);
      if (q.input_type === 'multi_select') {
        expect(q.min, q.name).not.toBeNull();
        expect(q.max ?? q.options.length, q.name).toBeLessThanOrEqual(q.options.length);
        expect(q.min ?? 0, q.name).toBeLessThanOrEqual(q.options.length);
      }
    }
  });

  it('give options to selects only, and rows to textareas', () => {
    for (const q of ALL_QUESTIONS) {
      const choice = q.input_type === 'select' || q.input_type === 'multi_select';
      if (choice) expect(q.options.length, q.name).toBeGreaterThanOrEqual(2);
      else expect(q.options, q.name).toEqual([]);
      if (q.input_type === 'textarea') expect(q.rows, q.name).toBeGreaterThanOrEqual(1);
      else expect(q.rows, q.name).toBeNull();
    }
  });

  it('apply the real multi-select limits', () => {
    const limits = (name: QuestionName) => [question(name).min, question(name).max];
    expect(limits('languages')).toEqual([1, 5]);
    expect(limits('personality_traits')).toEqual([3, 3]);
    expect(limits('values')).toEqual([3, 5]);
    expect(limits('areas_of_interest')).toEqual([3, 8]);
    for (const name of ['languages', 'personality_traits', 'values', 'areas_of_interest']) {
      expect(question(name as QuestionName).input_type).toBe('multi_select');
    }
  });

  it('reach the many-options layout with areas of interest', () => {
    expect(MANY_OPTIONS_THRESHOLD).toBe(11);
    expect(question('areas_of_interest').options.length).toBeGreaterThan(MANY_OPTIONS_THRESHOLD);
    expect(hasManyOptions(question('areas_of_interest'))).toBe(true);
    expect(hasManyOptions(question('smoking'))).toBe(false);
  });

  it('let "no preference" clear the other food preferences', () => {
    const food = question('food_preferences');
    expect(food.input_type).toBe('multi_select');
    const cancelling = food.options.filter((o) => o.properties.cancel_others === true);
    expect(cancelling.map((o) => o.label.en)).toEqual(['No preference']);
  });

  it('measure height in centimetres from 122 to 213', () => {
    expect(question('height')).toMatchObject({ input_type: 'size', min: 122, max: 213 });
  });

  it('ask the tolerance questions as yes / no / it depends', () => {
    for (const name of ['smoking_tolerance_level', 'accepts_persons_with_limitations'] as const) {
      const q = question(name);
      expect(q.input_type).toBe('select');
      expect(q.options.map((o) => o.label.en.split(' ')[0])).toEqual(['Yes', 'No', 'It']);
      expect(q.options[0]?.id).toBe(YES_OPTION_IDS[name]);
    }
  });

  it('make every wizard question required, dependent details optional where natural', () => {
    for (const q of QUESTIONS.filter((item) => item.step !== null)) {
      expect(q.required, q.name).toBe(true);
    }
    expect(question('personal_development_importance_description').required).toBe(false);
  });
});

describe('short and long questions', () => {
  const shorts = QUESTIONS.filter((q) => q.type === 'ShortQuestionType');
  const longs = QUESTIONS.filter((q) => q.type === 'LongQuestionType');

  it('offer about 12 light optional prompts, zodiac included', () => {
    expect(shorts.length).toBeGreaterThanOrEqual(10);
    for (const q of shorts) {
      expect(q.required, q.name).toBe(false);
      expect(q.step, q.name).toBeNull();
      expect(['select', 'input']).toContain(q.input_type);
    }
    const zodiac = question('zodiac');
    expect(zodiac.options).toHaveLength(12);
    expect(zodiac.options.map((o) => o.id)).toEqual(ZODIAC_SIGNS.map((s) => s.option_id));
  });

  it('offer about 8 open prompts of 20 to 500 characters, at most 2 answered', () => {
    expect(longs.length).toBeGreaterThanOrEqual(6);
    for (const q of longs) {
      expect(q, q.name).toMatchObject({
        input_type: 'textarea',
        min: 20,
        max: 500,
        required: false,
        step: null,
      });
    }
    expect(MAX_LONG_ANSWERS).toBe(2);
  });

  it('find the zodiac sign of a birthday', () => {
    expect(zodiacSignFor('1990-03-21').name).toBe('aries');
    expect(zodiacSignFor('1990-03-20').name).toBe('pisces');
    expect(zodiacSignFor('1985-12-25').name).toBe('capricorn');
    expect(zodiacSignFor('1985-01-05').name).toBe('capricorn');
    expect(zodiacSignFor('1985-01-20').name).toBe('aquarius');
    expect(zodiacSignFor(new Date(Date.UTC(2000, 7, 23))).name).toBe('virgo');
  });
});

describe('wizard steps', () => {
  it('match the contract enum, in order', () => {
    const yaml = readFileSync(
      new URL('../../../../openapi/components/schemas/OnboardingStep.yaml', import.meta.url),
      'utf8',
    );
    const listed = [...yaml.matchAll(/^ {2}- ([a-z-]+)$/gm)].map((match) => match[1]);
    expect(listed).toEqual([...ONBOARDING_STEPS]);
    expect(ONBOARDING_STEPS).toHaveLength(29);
  });

  it('tie each single-question step to the question of the same name', () => {
    const questionSteps = ONBOARDING_STEPS.filter(isQuestionStep);
    expect(questionSteps).toHaveLength(17);
    for (const step of questionSteps) {
      const backing = ALL_QUESTIONS.filter((q) => q.step === step);
      expect(
        backing.map((q) => q.name),
        step,
      ).toEqual([step.replace(/-/g, '_')]);
    }
  });

  it('all exist with the whole questionnaire', () => {
    expect(stepsFor(QUESTIONS)).toEqual([...ONBOARDING_STEPS]);
  });

  it('drop a single-question step whose question is absent, keeping the order', () => {
    const withoutSmoking = QUESTIONS.filter((q) => q.name !== 'smoking');
    const steps = stepsFor(withoutSmoking);
    expect(steps).not.toContain('smoking');
    expect(steps).toEqual(ONBOARDING_STEPS.filter((step) => step !== 'smoking'));
  });

  it('always keep the steps that are not backed by a question', () => {
    expect(stepsFor([])).toEqual([...NON_QUESTION_STEPS]);
    const onlyShort = QUESTIONS.filter((q) => q.type !== 'single');
    expect(stepsFor(onlyShort)).toEqual([...NON_QUESTION_STEPS]);
  });
});

describe('secondary conversation rules', () => {
  it('allow the questions of the spec, each a choice or the height', () => {
    expect(SECONDARY_RULE_QUESTIONS).toHaveLength(19);
    for (const name of SECONDARY_RULE_QUESTIONS) {
      expect(['select', 'multi_select', 'size']).toContain(question(name).input_type);
    }
    expect(SECONDARY_RULE_QUESTIONS).not.toContain('personal_development_importance_description');
    expect(SECONDARY_RULE_QUESTIONS).not.toContain('kids_living_with');
  });
});

describe('contract shape', () => {
  let validateQuestion: (value: unknown) => boolean;
  let errors: () => unknown;

  beforeAll(async () => {
    const document = await bundleContract();
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    ajv.addSchema({ ...document, $id: 'openapi.json' });
    const validate = ajv.compile({ $ref: 'openapi.json#/components/schemas/Question' });
    validateQuestion = (value) => validate(value);
    errors = () => validate.errors;
  }, 60_000);

  it('serves every question, localized, as a contract Question', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const q of QUESTIONS) {
        const localized = localizeQuestion(q, locale);
        expect(validateQuestion(localized), `${q.name}: ${JSON.stringify(errors())}`).toBe(true);
        expect(localized.text).toBe(q.text[locale]);
      }
    }
  });
});
