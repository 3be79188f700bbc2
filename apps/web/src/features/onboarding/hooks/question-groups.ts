import {
  groupMaximum,
  LONG_QUESTION_TYPE,
  SHORT_QUESTION_TYPE,
  type QuestionData,
} from '@app/ui/question-input';

/** The three groups of profile questions of the profile settings (spec 02, Settings pages). */
export const QUESTION_GROUPS = ['other', 'long', 'short'] as const;
export type QuestionGroup = (typeof QUESTION_GROUPS)[number];

/** The question type of a group ('' for the others, which have no maximum). */
export const GROUP_TYPE: Record<QuestionGroup, string> = {
  other: '',
  long: LONG_QUESTION_TYPE,
  short: SHORT_QUESTION_TYPE,
};

/**
 * The top-level questions sorted into their group, in the server's order: long questions, short
 * questions, and every other question (objective, height, languages… with their dependents inside).
 */
export function questionGroups(
  questions: readonly QuestionData[],
): Record<QuestionGroup, QuestionData[]> {
  const groups: Record<QuestionGroup, QuestionData[]> = { other: [], long: [], short: [] };
  for (const question of questions) {
    if (question.type === LONG_QUESTION_TYPE) groups.long.push(question);
    else if (question.type === SHORT_QUESTION_TYPE) groups.short.push(question);
    else groups.other.push(question);
  }
  return groups;
}

/** The most answers of a group: long questions at most 2; short and other questions no maximum. */
export function groupMax(group: QuestionGroup): number | undefined {
  return group === 'long' ? groupMaximum(LONG_QUESTION_TYPE) : undefined;
}
