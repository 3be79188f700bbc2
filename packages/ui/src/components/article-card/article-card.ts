/**
 * Personal-development content as the contract's `Article` serves it, and the card's badge rule (spec 02,
 * sections 4 and 9): a lock with the member or VIP label by access level; otherwise 'new' when the content
 * was created less than 7 days ago (exactly 7 days is no longer new).
 */

export type ArticleType = 'video' | 'article';
export type ArticleAccessLevel = 'public' | 'member' | 'vip';

/** The specialist who authored the content. */
export interface ArticleOwner {
  id: number;
  name: string;
  title?: string | null | undefined;
  /** The owner's page (the learn-more link). */
  url?: string | null | undefined;
  profile_image_path?: string | null | undefined;
  short_description?: string | null | undefined;
}

export interface Article {
  id: number;
  title: string;
  subtitle?: string | null | undefined;
  type: ArticleType;
  access_level: ArticleAccessLevel;
  /** ISO 8601 date-time. */
  created_at: string;
  image_path?: string | null | undefined;
  /** The content as HTML (sanitised before display). */
  body?: string | null | undefined;
  video_url?: string | null | undefined;
  embed_video_url?: string | null | undefined;
  website_url?: string | null | undefined;
  /** The member's last rating (1 to 5), or null. */
  my_vote?: number | null | undefined;
  can: { view: boolean };
  owner?: ArticleOwner | null | undefined;
}

/** What a list card needs. */
export type ArticleSummary = Pick<
  Article,
  'id' | 'title' | 'subtitle' | 'type' | 'access_level' | 'created_at'
>;

export type ArticleBadge = 'member' | 'vip' | 'new';

/** Content created less than this many days ago is 'new'. */
export const NEW_ARTICLE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The card picture: 960 × 540 (16:9). */
export const ARTICLE_CARD_IMAGE = { width: 960, height: 540 } as const;

export type DateInput = Date | string | number;

function toTime(value: DateInput): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * True when the content was created less than 7 days before `now`. Exactly 7 days is not new; a date a
 * little in the future (clock skew) is new; an invalid date is not.
 */
export function isNewArticle(createdAt: DateInput, now: DateInput = new Date()): boolean {
  const age = toTime(now) - toTime(createdAt);
  if (Number.isNaN(age)) return false;
  return age < NEW_ARTICLE_DAYS * DAY_MS;
}

/** The card's badge: the access level's lock first, else 'new', else none. */
export function articleBadge(
  article: Pick<Article, 'access_level' | 'created_at'>,
  now: DateInput = new Date(),
): ArticleBadge | null {
  if (article.access_level === 'member' || article.access_level === 'vip') {
    return article.access_level;
  }
  return isNewArticle(article.created_at, now) ? 'new' : null;
}
