import { describe, expect, it } from 'vitest';
import {
  allowedQuestions,
  missingOptions,
  newDraft,
  parseRange,
  toDrafts,
  toInputs,
} from './secondary-rules';

// As `GET /questions` serves them: `smoking_frequency` and `religion` only come nested.
const questions = [
  { id: 3, name: 'height' },
  { id: 7, name: 'smoking', dependent_questions: [{ id: 19, name: 'smoking_frequency' }] },
  {
    id: 14,
    name: 'religious_beliefs',
    dependent_questions: [{ id: 21, name: 'religion', dependent_questions: [] }],
  },
  { id: 30, name: 'title' },
];

describe('the secondary inbox rules as the form edits them', () => {
  it('reads saved rules (ranges clamped, dependent questions found) and writes them back', () => {
    const drafts = toDrafts(
      [
        { question_id: null, field: 'age', value: '25,40', options: [] },
        { question_id: 3, field: null, value: '100,250', options: [] },
        { question_id: 21, field: null, value: null, options: [2101, 2102] },
      ],
      questions,
    );
    expect(drafts).toEqual([
      { key: 'age', range: [25, 40], options: [] },
      { key: 'height', range: [122, 213], options: [] },
      { key: 'religion', range: null, options: ['2101', '2102'] },
    ]);
    expect(toInputs(drafts, questions)).toEqual([
      { key: 'age', field: 'age', question_id: null, value: '25,40', options: [] },
      { key: 'height', field: null, question_id: 3, value: '122,213', options: [] },
      { key: 'religion', field: null, question_id: 21, value: null, options: [2101, 2102] },
    ]);
  });

  it('keeps a rule on a question missing from the list, so that saving sends it back', () => {
    // A question since withdrawn: the member sees the rule (and may remove it) rather than losing it
    // silently on the next save; the API may then refuse it, which is shown on that rule.
    const drafts = toDrafts(
      [
        { question_id: 7, field: null, value: null, options: [1, 2] },
        { question_id: 99, field: null, value: null, options: [5] },
      ],
      questions,
    );
    expect(drafts).toEqual([
      { key: 'smoking', range: null, options: ['1', '2'] },
      { key: 'question:99', range: null, options: ['5'] },
    ]);
    expect(toInputs(drafts, questions)).toEqual([
      { key: 'smoking', field: null, question_id: 7, value: null, options: [1, 2] },
      { key: 'question:99', field: null, question_id: 99, value: null, options: [5] },
    ]);
  });

  it('offers the allowed questions, dependent ones included, and no other', () => {
    expect(allowedQuestions(questions).map((question) => question.name)).toEqual([
      'height',
      'smoking',
      'smoking_frequency',
      'religious_beliefs',
      'religion',
    ]);
  });

  it('starts a distance at 3–300 km and asks options of a question rule', () => {
    expect(newDraft('distance')).toEqual({ key: 'distance', range: [3, 300], options: [] });
    expect(parseRange('oops', 'age')).toEqual([18, 99]);
    expect(missingOptions([newDraft('age'), newDraft('smoking')])).toEqual([1]);
  });
});
