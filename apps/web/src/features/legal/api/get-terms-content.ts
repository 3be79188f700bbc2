import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale-context';

export type Terms = components['schemas']['Term'];

export async function getTermsContent(): Promise<Terms> {
  return (await unwrap(api().GET('/api/content/terms'))).data;
}

/** The latest terms, for the terms page (shares its cache with the terms step). */
export function useTermsContent() {
  const { locale } = useLocale();
  return useSWR<Terms, ApiError>(['terms', locale], getTermsContent, { revalidateIfStale: false });
}
