import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale-context';

export type Terms = components['schemas']['Term'];

export async function getTerms(): Promise<Terms> {
  return (await unwrap(api().GET('/api/content/terms'))).data;
}

/** The latest terms, in the reader's language (HTML, sanitised where shown). */
export function useTerms(enabled = true) {
  const { locale } = useLocale();
  return useSWR<Terms, ApiError>(enabled ? ['terms', locale] : null, getTerms, {
    revalidateIfStale: false,
  });
}
