import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale-context';

export type Country = components['schemas']['Country'];

export async function getCountries(): Promise<Country[]> {
  return (await unwrap(api().GET('/api/content/countries'))).data;
}

/** The countries of the address forms (fetched before the onboarding layout shows). */
export function useCountries() {
  const { locale } = useLocale();
  return useSWR<Country[], ApiError>(['countries', locale], getCountries, {
    revalidateIfStale: false,
  });
}
