import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate, updateCached } from '../../../lib/data';

type Member = components['schemas']['Member'];
type Page = { data: components['schemas']['MemberCard'][] };

function withFavorite(list: Page, memberId: number, favorite: boolean): Page {
  return {
    ...list,
    data: list.data.map((member) => (member.id === memberId ? { ...member, favorite } : member)),
  };
}

/** Sets the favourite flag of a member everywhere it is cached (search pages, profile). */
async function showFavorite(memberId: number, favorite: boolean): Promise<void> {
  await Promise.all([
    updateCached<Page | Page[]>('/members', (data) =>
      Array.isArray(data)
        ? data.map((page) => withFavorite(page, memberId, favorite))
        : withFavorite(data, memberId, favorite),
    ),
    updateCached<{ data: Member }>(
      '/members/{id}',
      (data) => ({ ...data, data: { ...data.data, favorite } }),
      { id: memberId },
    ),
  ]);
}

/**
 * The favourite toggle (spec 02, section 4): shown at once everywhere (search, profile, favourites),
 * `POST` to add and `DELETE` to remove, rolled back on failure. The favourites list is refetched after.
 */
export async function toggleFavorite(memberId: number, favorite: boolean): Promise<void> {
  await showFavorite(memberId, favorite);
  try {
    const call = favorite
      ? api().POST('/members/{id}/favorite', { params: { path: { id: memberId } } })
      : api().DELETE('/members/{id}/favorite', { params: { path: { id: memberId } } });
    await unwrap(call);
  } catch (error) {
    await showFavorite(memberId, !favorite);
    throw error;
  }
  await revalidate('/members');
}
