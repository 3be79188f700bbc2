import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';

/**
 * `POST api/content/articles/{id}/votes`: records the 1–5 rating (it becomes `my_vote`), then the
 * article is read again so a reload shows it. Returns the server's message ('vote sent successfully').
 */
export async function voteArticle(id: number, score: number): Promise<string | undefined> {
  const body = await unwrap(
    api().POST('/api/content/articles/{id}/votes', {
      params: { path: { id } },
      body: { score },
    }),
  );
  await revalidate('/api/content/articles/{article}', { article: id });
  return (body as { message?: string } | undefined)?.message;
}
