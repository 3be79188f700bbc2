import { and, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  ALL_QUESTIONS,
  QUESTIONS,
  findQuestionById,
  localizeOption,
  localizeQuestion,
} from '../../data/questions';
import { answers, members } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { ValidationError, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { translate, type Locale } from '../../i18n/messages';
import type { Database } from '../../db/client';
import { checkAnswers, isEmptyAnswer } from './rules';

export async function memberIdOf(db: Database, userId: number, locale: Locale): Promise<number> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.userId, userId));
  if (!member) throw new HttpError(403, translate(locale, 'auth.forbidden'));
  return member.id;
}

function presentAnswer(row: typeof answers.$inferSelect, locale: Locale) {
  const question = findQuestionById(row.questionId);
  const text = question ? question.text[locale] : '';
  return {
    question_id: row.questionId,
    question: { text, label: text },
    value: question?.input_type === 'size' && row.value !== null ? Number(row.value) : row.value,
    options: (question?.options ?? [])
      .filter((option) => row.optionIds.includes(option.id))
      .map((option) => localizeOption(option, locale)),
  };
}

export function registerAnswerRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/questions', (c) => {
    requireUserId(c);
    return c.json(
      { data: QUESTIONS.map((question) => localizeQuestion(question, c.get('locale'))) },
      200,
    );
  });

  route(app, 'get', '/answers', async (c, { query }) => {
    const userId = requireUserId(c);
    const { db } = c.get('services');
    const memberId = await memberIdOf(db, userId, c.get('locale'));
    const ids = query.filter?.question_id?.split(',').map(Number);
    const rows = await db
      .select()
      .from(answers)
      .where(
        ids
          ? and(eq(answers.memberId, memberId), inArray(answers.questionId, ids))
          : eq(answers.memberId, memberId),
      )
      .orderBy(answers.questionId);
    return c.json({ data: rows.map((row) => presentAnswer(row, c.get('locale'))) }, 200);
  });

  route(app, 'post', '/answers', async (c, { body }) => {
    const userId = requireUserId(c);
    const locale = c.get('locale');
    const { db, now } = c.get('services');
    const memberId = await memberIdOf(db, userId, locale);
    const existing = await db
      .select({ questionId: answers.questionId })
      .from(answers)
      .where(eq(answers.memberId, memberId));
    const { answers: checked, problems } = checkAnswers(
      body.answers,
      existing.map((row) => row.questionId),
    );
    if (problems.length > 0) {
      const errors: Record<string, string[]> = {};
      for (const problem of problems)
        errors[problem.field] ??= [translate(locale, problem.key, problem.params)];
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
    return c.body(null, 204);
  });
}

export const QUESTION_COUNT = ALL_QUESTIONS.length;
