import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type Answer = components['schemas']['Answer'];

export async function getAnswers(questionIds: readonly number[]): Promise<Answer[]> {
  const body = await unwrap(
    api().GET('/answers', {
      params: { query: { filter: { question_id: questionIds.join(',') } } },
    }),
  );
  return body.data;
}

/** The member's saved answers to these questions (to show them again when a step is revisited). */
export function useAnswers(questionIds: readonly number[]) {
  return useSWR<Answer[], ApiError>(
    questionIds.length > 0 ? ['answers', ...questionIds] : null,
    () => getAnswers(questionIds),
    { revalidateIfStale: false },
  );
}
