import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { articleVotes, articles, specialists } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message, type Locale } from '../../i18n/messages';
import { canView, contentAccessOf, type AccessLevel } from './access';
import { presentArticle, type ArticleRow, type SpecialistRow } from './presenter';

/** Page size of the lists (spec 02 §9); the media kit asks for 3. */
export const DEFAULT_PER_PAGE = 6;
/** Largest page served, whatever is asked. */
export const MAX_PER_PAGE = 50;
const MAX_INT = 2_147_483_647;

async function votesOf(
  services: Services,
  userId: number,
  articleIds: number[],
): Promise<Map<number, number>> {
  if (articleIds.length === 0) return new Map();
  const rows = await services.db
    .select({ articleId: articleVotes.articleId, score: articleVotes.score })
    .from(articleVotes)
    .where(and(eq(articleVotes.userId, userId), inArray(articleVotes.articleId, articleIds)));
  return new Map(rows.map((row) => [row.articleId, row.score]));
}

/** `%`, `_` and `\` typed by the user are searched for as they are. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

async function findArticle(
  services: Services,
  id: number,
): Promise<{ article: ArticleRow; specialist: SpecialistRow }> {
  const [row] = await services.db
    .select({ article: articles, specialist: specialists })
    .from(articles)
    .innerJoin(specialists, eq(specialists.id, articles.specialistId))
    .where(eq(articles.id, id));
  if (!row) throw new HttpError(404, message('http.not_found'));
  return row;
}

export interface ArticleFilters {
  page?: number;
  per_page?: number;
  is_internal?: boolean;
  type?: Schemas['ArticleType'];
  access_level?: AccessLevel[];
  ownerable_id?: number;
  search?: string;
  sort?: string;
}

/** One page of the articles in the user's language, with the filters of the list. */
export async function listArticles(
  services: Services,
  options: { userId: number; locale: Locale; filters: ArticleFilters },
): Promise<{ data: Schemas['Article'][]; meta: Schemas['PaginationMeta'] }> {
  const { userId, locale, filters: query } = options;
  const perPage = Math.min(query.per_page ?? DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const page = query.page ?? 1;

  const conditions: SQL[] = [
    eq(articles.locale, locale),
    eq(articles.isInternal, query.is_internal ?? false),
  ];
  if (query.type) conditions.push(eq(articles.type, query.type));
  if (query.access_level && query.access_level.length > 0)
    conditions.push(inArray(articles.accessLevel, query.access_level));
  if (query.ownerable_id !== undefined)
    conditions.push(
      // An id no column can hold matches nothing (rather than failing the query).
      Math.abs(query.ownerable_id) <= MAX_INT
        ? eq(articles.specialistId, query.ownerable_id)
        : sql`false`,
    );
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    const matches = or(ilike(articles.title, pattern), ilike(articles.subtitle, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);

  const [counted] = await services.db
    .select({ total: sql<number>`count(*)::int` })
    .from(articles)
    .innerJoin(specialists, eq(specialists.id, articles.specialistId))
    .where(where);
  const total = counted?.total ?? 0;
  const order =
    query.sort === '-ownerable_id'
      ? [desc(articles.specialistId), desc(articles.createdAt), desc(articles.id)]
      : [desc(articles.createdAt), desc(articles.id)];
  const offset = (page - 1) * perPage;
  // Past the last page nothing is asked of the database (a huge page would not fit an OFFSET).
  const rows =
    offset >= total
      ? []
      : await services.db
          .select({ article: articles, specialist: specialists })
          .from(articles)
          .innerJoin(specialists, eq(specialists.id, articles.specialistId))
          .where(where)
          .orderBy(...order)
          .limit(perPage)
          .offset(offset);

  const access = await contentAccessOf(services.db, userId, services.now());
  const votes = await votesOf(
    services,
    userId,
    rows.map((row) => row.article.id),
  );
  return {
    data: rows.map((row) =>
      presentArticle(services, row, access, votes.get(row.article.id) ?? null, locale),
    ),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
      per_page: perPage,
    },
  };
}

/** One article, its body withheld when the user may not view it. */
export async function showArticle(
  services: Services,
  options: { userId: number; articleId: number; locale: Locale },
): Promise<Schemas['Article']> {
  const { userId } = options;
  const row = await findArticle(services, options.articleId);
  const access = await contentAccessOf(services.db, userId, services.now());
  const votes = await votesOf(services, userId, [row.article.id]);
  return presentArticle(services, row, access, votes.get(row.article.id) ?? null, options.locale);
}

/** One vote per member and article; a new one replaces it. Only content the user may view is rated. */
export async function voteArticle(
  services: Services,
  options: { userId: number; articleId: number; score: number },
): Promise<void> {
  const { userId, score } = options;
  const { article } = await findArticle(services, options.articleId);
  const access = await contentAccessOf(services.db, userId, services.now());
  if (!canView(article.accessLevel as AccessLevel, access))
    throw new HttpError(
      403,
      message(article.accessLevel === 'vip' ? 'articles.vip_only' : 'articles.members_only'),
    );
  const now = services.now();
  await services.db
    .insert(articleVotes)
    .values({ articleId: article.id, userId, score, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [articleVotes.articleId, articleVotes.userId],
      set: { score, updatedAt: now },
    });
}

/** The specialists who own the content, by name. */
export function listSpecialists(services: Services): Promise<{ id: number; name: string }[]> {
  return services.db
    .select({ id: specialists.id, name: specialists.name })
    .from(specialists)
    .orderBy(asc(specialists.name), asc(specialists.id));
}
