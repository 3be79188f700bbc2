import type { Hono } from 'hono';
import { ALL_QUESTIONS, QUESTIONS, localizeQuestion } from '../../data/questions';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { presentAnswer } from './presenter';
import { answersOf, saveAnswers } from './service';

export function registerAnswerRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/questions', (c) => {
    requireUserId(c);
    return c.json(
      { data: QUESTIONS.map((question) => localizeQuestion(question, c.get('locale'))) },
      200,
    );
  });

  route(app, 'get', '/answers', async (c, { query }) => {
    const ids = query.filter?.question_id?.split(',').map(Number);
    const rows = await answersOf(c.get('services'), requireUserId(c), ids);
    return c.json({ data: rows.map((row) => presentAnswer(row, c.get('locale'))) }, 200);
  });

  route(app, 'post', '/answers', async (c, { body }) => {
    await saveAnswers(c.get('services'), requireUserId(c), body.answers);
    return c.body(null, 204);
  });
}

export const QUESTION_COUNT = ALL_QUESTIONS.length;
