import type { components } from '@app/client';

export type ArticleListKind = 'video' | 'article' | 'bonus';
export type ArticleAccessLevel = components['schemas']['ArticleAccessLevel'];
export type ArticleType = components['schemas']['ArticleType'];

export const ARTICLE_LIST_KINDS: readonly ArticleListKind[] = ['video', 'article', 'bonus'];

/** The list a path shows (`/member/personal-development/video` is the videos), or null. */
export function articleListKind(pathname: string): ArticleListKind | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return ARTICLE_LIST_KINDS.find((kind) => kind === last) ?? null;
}

/**
 * What each list asks for (spec 02, section 6): videos and articles are the public and member content
 * of their type; the bonus list is the VIP content, of either type.
 */
export function articleListFilter(kind: ArticleListKind): {
  type?: ArticleType;
  access_level: ArticleAccessLevel[];
} {
  if (kind === 'bonus') return { access_level: ['vip'] };
  return { type: kind, access_level: ['public', 'member'] };
}
