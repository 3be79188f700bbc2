import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type Place = components['schemas']['Place'];

export async function searchPlaces(search: string): Promise<Place[]> {
  const body = await unwrap(
    api().GET('/api/content/places', { params: { query: { search, limit: 6 } } }),
  );
  return body.data;
}

/** Canadian places for the address autocomplete (from 2 characters). */
export function useSearchPlaces(search: string) {
  const query = search.trim();
  return useSWR<Place[], ApiError>(
    query.length >= 2 ? ['places', query] : null,
    () => searchPlaces(query),
    { keepPreviousData: true },
  );
}
