/** The member's answers to the profile questions: read, checked (rules.ts) and saved. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { answers, members } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { message, type Message } from '../../i18n/messages';
import { checkAnswers, isEmptyAnswer, type AnswerInput } from './rules';

export type AnswerRow = typeof answers.$inferSelect;

/**
 * The user's member id, or 403 for a user without a member (an ambassador only). The third parameter
 * is no longer read (the refusal is a message, translated when answered); it stays optional for the
 * callers that still pass a locale.
 */
export async function memberIdOf(db: Database, userId: number, _locale?: unknown): Promise<number> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.userId, userId));
  if (!member) throw new HttpError(403, message('auth.forbidden'));
  return member.id;
}

/** The member's answers, by question, optionally only to some questions. */
export async function answersOf(
  services: Services,
  userId: number,
  questionIds: number[] | undefined,
): Promise<AnswerRow[]> {
  const { db } = services;
  const memberId = await memberIdOf(db, userId);
  return db
    .select()
    .from(answers)
    .where(
      questionIds
        ? and(eq(answers.memberId, memberId), inArray(answers.questionId, questionIds))
        : eq(answers.memberId, memberId),
    )
    .orderBy(answers.questionId);
}

/**
 * Saves answers (422 per answer field when one breaks a rule of its question or of its group); an
 * empty answer removes the stored one.
 */
export async function saveAnswers(
  services: Services,
  userId: number,
  input: readonly AnswerInput[],
): Promise<void> {
  const { db, now } = services;
  const memberId = await memberIdOf(db, userId);
  const existing = await db
    .select({ questionId: answers.questionId })
    .from(answers)
    .where(eq(answers.memberId, memberId));
  const { answers: checked, problems } = checkAnswers(
    input,
    existing.map((row) => row.questionId),
  );
  if (problems.length > 0) {
    const errors: Record<string, Message[]> = {};
    for (const problem of problems)
      errors[problem.field] ??= [message(problem.key, problem.params)];
    throw new ValidationError(errors);
  }
  await db.transaction(async (tx) => {
    for (const answer of checked) {
      if (isEmptyAnswer(answer)) {
        await tx
          .delete(answers)
          .where(and(eq(answers.memberId, memberId), eq(answers.questionId, answer.questionId)));
        continue;
      }
      await tx
        .insert(answers)
        .values({
          memberId,
          questionId: answer.questionId,
          value: answer.value,
          optionIds: answer.optionIds,
        })
        .onConflictDoUpdate({
          target: [answers.memberId, answers.questionId],
          set: { value: answer.value, optionIds: answer.optionIds, updatedAt: now() },
        });
    }
  });
}
