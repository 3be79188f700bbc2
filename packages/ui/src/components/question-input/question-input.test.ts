import { describe, expect, it } from 'vitest';
import {
  answerState,
  chosenOptionIds,
  dropClosedDependents,
  groupLimitState,
  groupMaximum,
  isAnswerEmpty,
  isDependentOpen,
  localize,
  MAX_LONG_ANSWERS,
  openDependents,
  questionText,
  setAnswer,
  type AnswerValue,
  type QuestionData,
} from './question-input.ts';

const option = (id: number, fr: string, en = fr) => ({ id, label: { fr, en } });

const kids: QuestionData = {
  id: 18,
  text: { fr: 'Vos enfants habitent-ils avec vous?', en: 'Do your children live with you?' },
  required: true,
  type: 'single',
  input_type: 'select',
  parent_option_ids: [502, 503],
  options: [option(1801, 'Oui'), option(1802, 'Non')],
};

const family: QuestionData = {
  id: 5,
  text: { fr: 'Situation familiale?', en: 'Family situation?' },
  required: true,
  type: 'single',
  input_type: 'select',
  options: [option(501, 'Sans enfant'), option(502, 'Jeunes enfants'), option(503, 'Ados')],
  dependent_questions: [kids],
};

const religionDetail: QuestionData = {
  id: 21,
  text: 'Quelle religion?',
  required: false,
  type: 'single',
  input_type: 'select',
  parent_option_ids: [1401],
  options: [option(2101, 'Catholicisme')],
};

const religion: QuestionData = {
  id: 14,
  text: 'Religion?',
  required: false,
  type: 'single',
  input_type: 'select',
  options: [option(1401, 'Pratiquant'), option(1405, 'Athée')],
  dependent_questions: [religionDetail],
};

const optionalWithRequiredChild: QuestionData = {
  ...religion,
  id: 90,
  dependent_questions: [{ ...religionDetail, id: 91, required: true }],
};

const wantChildren: QuestionData = {
  id: 6,
  text: { fr: 'Souhaitez-vous avoir des enfants?', en: 'Would you like to have children?' },
  required: true,
  type: 'single',
  input_type: 'select',
  options: [option(601, 'Oui')],
  properties: {
    alt_question_texts: [
      {
        option_ids: [502, 503],
        text: { fr: 'Souhaitez-vous avoir d’autres enfants?', en: 'Would you like more children?' },
      },
    ],
  },
};

const title: QuestionData = {
  id: 27,
  text: 'Plat réconfortant?',
  required: false,
  type: 'ShortQuestionType',
  input_type: 'input',
  min: 2,
  max: 10,
  options: [],
};

const traits: QuestionData = {
  id: 12,
  text: 'Traits',
  required: true,
  type: 'single',
  input_type: 'multi_select',
  min: 2,
  max: 3,
  options: [1, 2, 3, 4].map((id) => option(id, 'x')),
};

const height: QuestionData = {
  id: 3,
  text: 'Taille',
  required: true,
  type: 'single',
  input_type: 'size',
  min: 122,
  max: 213,
  options: [],
};

const answer = (
  question_id: number,
  options: number[] = [],
  value: AnswerValue['value'] = null,
) => ({
  question_id,
  options,
  value,
});

describe('texts', () => {
  it('pick the locale, falling back to French', () => {
    expect(localize({ fr: 'Bonjour', en: 'Hello' }, 'en')).toBe('Hello');
    expect(localize({ fr: 'Bonjour', en: 'Hello' }, 'fr-CA')).toBe('Bonjour');
    expect(localize({ fr: 'Bonjour' }, 'en')).toBe('Bonjour');
    expect(localize('Déjà traduit', 'en')).toBe('Déjà traduit');
    expect(localize(null, 'fr')).toBe('');
  });

  it('switch to the alternative text when one of its options is chosen in any answer', () => {
    expect(questionText(wantChildren, 'fr', new Set())).toBe('Souhaitez-vous avoir des enfants?');
    const chosen = chosenOptionIds({ 5: answer(5, [503]) });
    expect(questionText(wantChildren, 'fr', chosen)).toBe('Souhaitez-vous avoir d’autres enfants?');
    expect(questionText(wantChildren, 'en', chosen)).toBe('Would you like more children?');
    expect(questionText(wantChildren, 'fr', new Set([501]))).toBe(
      'Souhaitez-vous avoir des enfants?',
    );
  });
});

describe('dependent questions', () => {
  it('open when the parent chose one of their parent_option_ids', () => {
    expect(isDependentOpen(kids, undefined)).toBe(false);
    expect(isDependentOpen(kids, answer(5, [501]))).toBe(false);
    expect(isDependentOpen(kids, answer(5, [502]))).toBe(true);
    expect(openDependents(family, answer(5, [503]))).toEqual([kids]);
  });

  it('lose their answers when they close', () => {
    const answers = { 5: answer(5, [502]), 18: answer(18, [1801]), 99: answer(99, [1]) };
    expect(dropClosedDependents(family, answers)).toEqual(answers);
    const closed = dropClosedDependents(family, { ...answers, 5: answer(5, [501]) });
    expect(closed[18]).toBeUndefined();
    expect(closed[99]).toEqual(answer(99, [1]));
  });

  it('are dropped by setAnswer, and an empty answer is removed', () => {
    const answers = { 5: answer(5, [502]), 18: answer(18, [1801]) };
    expect(setAnswer(family, answers, answer(5, [501]))).toEqual({ 5: answer(5, [501]) });
    expect(setAnswer(family, answers, answer(5, []))).toEqual({});
  });
});

describe('isAnswerEmpty', () => {
  it('treats spaces, no option and no height as empty', () => {
    expect(isAnswerEmpty(title, undefined)).toBe(true);
    expect(isAnswerEmpty(title, answer(27, [], '   '))).toBe(true);
    expect(isAnswerEmpty(title, answer(27, [], 'Pâté'))).toBe(false);
    expect(isAnswerEmpty(family, answer(5, []))).toBe(true);
    expect(isAnswerEmpty(height, answer(3, [], null))).toBe(true);
    expect(isAnswerEmpty(height, answer(3, [], 170))).toBe(false);
  });
});

describe('answerState', () => {
  it('requires a value on a required question', () => {
    expect(answerState(family, undefined)).toEqual({
      status: 'invalid',
      reason: 'required',
      questionId: 5,
      answered: false,
      skippable: false,
    });
  });

  it('lets an optional question be skipped when nothing required opens', () => {
    expect(answerState(title, undefined)).toEqual({
      status: 'valid',
      answered: false,
      skippable: true,
    });
    // Its optional dependent opens: still skippable.
    expect(answerState(religion, answer(14, [1401]))).toMatchObject({
      status: 'valid',
      skippable: true,
    });
  });

  it('is not skippable once a required dependent question is open, and invalid until it is answered', () => {
    const state = answerState(optionalWithRequiredChild, answer(90, [1401]));
    expect(state).toMatchObject({
      status: 'invalid',
      reason: 'required',
      questionId: 91,
      answered: true,
      skippable: false,
    });
    expect(
      answerState(optionalWithRequiredChild, answer(90, [1401]), { 91: answer(91, [2101]) }),
    ).toMatchObject({ status: 'valid', skippable: false });
    // The other option keeps it closed: skippable again.
    expect(answerState(optionalWithRequiredChild, answer(90, [1405]))).toMatchObject({
      status: 'valid',
      skippable: true,
    });
  });

  it('checks an open required dependent question of a required parent', () => {
    expect(answerState(family, answer(5, [502]))).toMatchObject({
      status: 'invalid',
      reason: 'required',
      questionId: 18,
    });
    expect(answerState(family, answer(5, [502]), { 18: answer(18, [1802]) }).status).toBe('valid');
    expect(answerState(family, answer(5, [501])).status).toBe('valid');
  });

  it('applies min and max characters to text, spaces trimmed', () => {
    expect(answerState(title, answer(27, [], ' a '))).toMatchObject({
      status: 'invalid',
      reason: 'too_short',
      limit: 2,
    });
    expect(answerState(title, answer(27, [], 'ab')).status).toBe('valid');
    expect(answerState(title, answer(27, [], 'a'.repeat(11)))).toMatchObject({
      reason: 'too_long',
      limit: 10,
    });
  });

  it('applies min and max selections to multi-select', () => {
    expect(answerState(traits, answer(12, [1]))).toMatchObject({ reason: 'too_few', limit: 2 });
    expect(answerState(traits, answer(12, [1, 2])).status).toBe('valid');
    expect(answerState(traits, answer(12, [1, 2, 3, 4]))).toMatchObject({
      reason: 'too_many',
      limit: 3,
    });
  });

  it('refuses options the question does not have, and two options on a select', () => {
    expect(answerState(family, answer(5, [999]))).toMatchObject({ reason: 'unknown_option' });
    expect(answerState(family, answer(5, [501, 502]))).toMatchObject({ reason: 'too_many' });
  });

  it('keeps a height within range', () => {
    expect(answerState(height, answer(3, [], 170)).status).toBe('valid');
    expect(answerState(height, answer(3, [], 121))).toMatchObject({
      reason: 'out_of_range',
      limit: 122,
    });
    expect(answerState(height, answer(3, [], 214))).toMatchObject({ reason: 'out_of_range' });
    expect(answerState(height, answer(3, [], 'abc'))).toMatchObject({ reason: 'not_a_number' });
  });
});

describe('group limits', () => {
  const long = (id: number): QuestionData => ({
    id,
    text: 'Long',
    required: false,
    type: 'LongQuestionType',
    input_type: 'textarea',
    options: [],
  });

  it('allow at most 2 long answers, short ones as configured', () => {
    expect(MAX_LONG_ANSWERS).toBe(2);
    expect(groupMaximum('LongQuestionType')).toBe(2);
    expect(groupMaximum('LongQuestionType', 5)).toBe(2);
    expect(groupMaximum('LongQuestionType', 1)).toBe(1);
    expect(groupMaximum('ShortQuestionType')).toBeUndefined();
    expect(groupMaximum('ShortQuestionType', 10)).toBe(10);
  });

  it('lock the unanswered questions once the maximum is reached', () => {
    const questions = [long(35), long(36), long(37)];
    const one = groupLimitState(questions, { 35: answer(35, [], 'Une réponse') }, 2);
    expect(one).toMatchObject({ count: 1, atMax: false, overMax: false });
    expect(one.locked.size).toBe(0);
    const two = groupLimitState(
      questions,
      {
        35: answer(35, [], 'Une réponse'),
        36: answer(36, [], 'Une autre'),
        37: answer(37, [], ' '),
      },
      2,
    );
    expect(two).toMatchObject({ count: 2, atMax: true, overMax: false });
    expect([...two.locked]).toEqual([37]);
    expect(groupLimitState(questions, {}, undefined).atMax).toBe(false);
  });
});

describe('lucideIconFor', () => {
  it('maps lucide names and falls back to no icon', async () => {
    const { lucideIconFor } = await import('./question-icons.ts');
    const { Heart } = await import('lucide-react');
    expect(lucideIconFor('lucide:heart')).toBe(Heart);
    expect(lucideIconFor('mdi:zodiac-leo')).toBeUndefined();
    expect(lucideIconFor('lucide:not-an-icon')).toBeUndefined();
    expect(lucideIconFor('lucide:constructor')).toBeUndefined();
    expect(lucideIconFor(null)).toBeUndefined();
  });
});
