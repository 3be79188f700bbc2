import { unwrap, type ApiError, type components } from '@app/client';
import { MEDIA_KIT_PAGE_SIZE } from '@app/ui/media-kit-item';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale-context';

export type Article = components['schemas']['Article'];
export type PaginationMeta = components['schemas']['PaginationMeta'];
export type MediaKitKind = 'video' | 'article';

export interface MediaKitPage {
  data: Article[];
  meta: PaginationMeta;
}

/** One page of the media kit: promotional videos or expert articles, `perPage` at a time (3). */
export async function getMediaKit(
  type: MediaKitKind,
  page: number,
  perPage: number = MEDIA_KIT_PAGE_SIZE,
): Promise<MediaKitPage> {
  return unwrap(
    api().GET('/api/content/articles', {
      params: {
        query: {
          type,
          page,
          per_page: perPage,
          is_internal: false,
          access_level: ['public', 'member'],
          sort: '-created_at',
        },
      },
    }),
  );
}

export function useMediaKit(type: MediaKitKind, page: number, perPage?: number) {
  const { locale } = useLocale();
  return useSWR<MediaKitPage, ApiError>(
    ['media-kit', type, page, perPage ?? MEDIA_KIT_PAGE_SIZE, locale],
    () => getMediaKit(type, page, perPage),
    { keepPreviousData: true },
  );
}
