import { unwrap, type components } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';

export type AnswerInput = components['schemas']['AnswerInput'];

/** `POST answers`: saves (or, empty, removes) answers; the cached answers are refreshed. */
export async function saveAnswers(answers: readonly AnswerInput[]): Promise<void> {
  await unwrap(api().POST('/answers', { body: { answers: [...answers] } }));
  await mutate((key) => Array.isArray(key) && key[0] === 'answers');
}
