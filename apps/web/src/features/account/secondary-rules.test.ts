import { describe, expect, it } from 'vitest';
import { missingOptions, newDraft, parseRange, toDrafts, toInputs } from './secondary-rules';

const questions = [
  { id: 3, name: 'height' },
  { id: 7, name: 'smoking' },
];

describe('the secondary inbox rules as the form edits them', () => {
  it('reads saved rules (ranges clamped, unknown questions dropped) and writes them back', () => {
    const drafts = toDrafts(
      [
        { question_id: null, field: 'age', value: '25,40', options: [] },
        { question_id: 3, field: null, value: '100,250', options: [] },
        { question_id: 7, field: null, value: null, options: [1, 2] },
        { question_id: 99, field: null, value: null, options: [5] },
      ],
      questions,
    );
    expect(drafts).toEqual([
      { key: 'age', range: [25, 40], options: [] },
      { key: 'height', range: [122, 213], options: [] },
      { key: 'smoking', range: null, options: ['1', '2'] },
    ]);
    expect(toInputs(drafts, questions)).toEqual([
      { key: 'age', field: 'age', question_id: null, value: '25,40', options: [] },
      { key: 'height', field: null, question_id: 3, value: '122,213', options: [] },
      { key: 'smoking', field: null, question_id: 7, value: null, options: [1, 2] },
    ]);
  });

  it('starts a distance at 3–300 km and asks options of a question rule', () => {
    expect(newDraft('distance')).toEqual({ key: 'distance', range: [3, 300], options: [] });
    expect(parseRange('oops', 'age')).toEqual([18, 99]);
    expect(missingOptions([newDraft('age'), newDraft('smoking')])).toEqual([1]);
  });
});
