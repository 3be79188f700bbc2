import {
  LONG_QUESTION_TYPE,
  MAX_LONG_ANSWERS,
  SHORT_QUESTION_TYPE,
  type QuestionData,
} from '@app/ui/question-input';
import { describe, expect, it } from 'vitest';
import { groupMax, questionGroups } from './question-groups';

const question = (id: number, type: string | undefined): QuestionData =>
  ({
    id,
    text: `Q${String(id)}`,
    type,
    input_type: 'input',
    required: false,
    options: [],
  }) as QuestionData;

describe('questionGroups', () => {
  it('sorts long, short and every other question, keeping the server order', () => {
    const groups = questionGroups([
      question(1, 'QuestionType'),
      question(2, LONG_QUESTION_TYPE),
      question(3, SHORT_QUESTION_TYPE),
      question(4, undefined),
      question(5, LONG_QUESTION_TYPE),
      question(6, SHORT_QUESTION_TYPE),
    ]);
    expect(groups.other.map((q) => q.id)).toEqual([1, 4]);
    expect(groups.long.map((q) => q.id)).toEqual([2, 5]);
    expect(groups.short.map((q) => q.id)).toEqual([3, 6]);
  });

  it('gives empty groups for no questions', () => {
    expect(questionGroups([])).toEqual({ other: [], long: [], short: [] });
  });
});

describe('groupMax', () => {
  it('limits long answers to 2 and leaves the other groups open', () => {
    expect(groupMax('long')).toBe(MAX_LONG_ANSWERS);
    expect(groupMax('short')).toBeUndefined();
    expect(groupMax('other')).toBeUndefined();
  });
});
