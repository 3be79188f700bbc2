import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale-context';

export type Question = components['schemas']['Question'];

export async function getQuestions(): Promise<Question[]> {
  return (await unwrap(api().GET('/questions'))).data;
}

/** The profile questions (in the reader's language); `enabled` false waits (a visitor has none). */
export function useQuestions(enabled = true) {
  const { locale } = useLocale();
  return useSWR<Question[], ApiError>(enabled ? ['questions', locale] : null, getQuestions, {
    revalidateIfStale: false,
  });
}
