/**
 * What the article view shows above the body (spec 02, sections 2 and 9): the embedded video for a video,
 * otherwise the 600-pixel-wide picture for an article.
 */
import type { Article } from '../article-card/article-card.ts';

/** The detail picture is 600 pixels wide (16:9 like the card). */
export const ARTICLE_DETAIL_IMAGE = { width: 600, height: 338 } as const;

export type ArticleMedia = { kind: 'video'; src: string } | { kind: 'image' } | { kind: 'none' };

/**
 * A video plays its embeddable player (`embed_video_url`, else `video_url`); an article shows its picture
 * when it has one; anything else shows nothing.
 */
export function articleMedia(
  article: Pick<Article, 'type' | 'embed_video_url' | 'video_url'>,
  hasImage: boolean,
): ArticleMedia {
  if (article.type === 'video') {
    const src = article.embed_video_url?.trim() || article.video_url?.trim();
    if (src) return { kind: 'video', src };
  }
  if (article.type === 'article' && hasImage) return { kind: 'image' };
  return { kind: 'none' };
}
