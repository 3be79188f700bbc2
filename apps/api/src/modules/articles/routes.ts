import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { articleVotes, articles, specialists } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import type { Schemas } from '../../http/types';
import { translate, type Locale } from '../../i18n/messages';
import { signedFileUrl } from '../media/uploads';
import { canView, contentAccessOf, type AccessLevel, type ContentAccess } from './access';
import { sanitizeBody } from './sanitize';

type ArticleRow = typeof articles.$inferSelect;
type SpecialistRow = typeof specialists.$inferSelect;

/** Page size of the lists (spec 02 §9); the media kit asks for 3. */
export const DEFAULT_PER_PAGE = 6;
/** Largest page served, whatever is asked. */
export const MAX_PER_PAGE = 50;
const MAX_INT = 2_147_483_647;

/** A stored file key becomes a signed URL; an absolute URL is served as it is. */
function fileUrl(services: Services, value: string | null): string | null {
  if (!value) return null;
  return /^https?:\/\//i.test(value) ? value : signedFileUrl(services, value);
}

export function presentOwner(
  services: Services,
  specialist: SpecialistRow,
  locale: Locale,
): Schemas['ArticleOwner'] {
  return {
    id: specialist.id,
    name: specialist.name,
    title: specialist.title[locale],
    url: specialist.url,
    profile_image_path: fileUrl(services, specialist.profileImagePath),
    short_description: specialist.shortDescription[locale],
  };
}

/**
 * An article as the contract's `Article`. When the user may not view it, the body and the video
 * addresses are withheld here, on the server: the client only has the title, subtitle, cover and owner
 * to show under the paywall.
 */
function presentArticle(
  services: Services,
  row: { article: ArticleRow; specialist: SpecialistRow },
  access: ContentAccess,
  myVote: number | null,
  locale: Locale,
): Schemas['Article'] {
  const { article, specialist } = row;
  const view = canView(article.accessLevel as AccessLevel, access);
  return {
    id: article.id,
    title: article.title,
    subtitle: article.subtitle,
    type: article.type as Schemas['ArticleType'],
    access_level: article.accessLevel as AccessLevel,
    created_at: article.createdAt.toISOString(),
    image_path: fileUrl(services, article.imagePath),
    body: view && article.body ? sanitizeBody(article.body) : null,
    video_url: view ? article.videoUrl : null,
    embed_video_url: view ? article.embedVideoUrl : null,
    website_url: article.websiteUrl,
    my_vote: myVote,
    can: { view },
    owner: presentOwner(services, specialist, locale),
  };
}

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

async function findArticle(c: Context<AppEnv>, id: number) {
  const [row] = await c
    .get('services')
    .db.select({ article: articles, specialist: specialists })
    .from(articles)
    .innerJoin(specialists, eq(specialists.id, articles.specialistId))
    .where(eq(articles.id, id));
  if (!row) throw new HttpError(404, translate(c.get('locale'), 'http.not_found'));
  return row;
}

/**
 * Personal-development content: the article, video and bonus lists (and the ambassador media kit), an
 * article's detail, votes and the specialists who own the content. Served in the request's language.
 */
export function registerArticleRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/api/content/articles', async (c, { query }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
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
    return c.json(
      {
        data: rows.map((row) =>
          presentArticle(services, row, access, votes.get(row.article.id) ?? null, locale),
        ),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          total,
          per_page: perPage,
        },
      },
      200,
    );
  });

  route(app, 'get', '/api/content/articles/{article}', async (c, { params }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const row = await findArticle(c, idParam(c, params.article));
    const access = await contentAccessOf(services.db, userId, services.now());
    const votes = await votesOf(services, userId, [row.article.id]);
    return c.json(
      {
        data: presentArticle(
          services,
          row,
          access,
          votes.get(row.article.id) ?? null,
          c.get('locale'),
        ),
      },
      200,
    );
  });

  // One vote per member and article; a new one replaces it. Only content the user may view is rated.
  route(app, 'post', '/api/content/articles/{id}/votes', async (c, { params, body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const { article } = await findArticle(c, idParam(c, params.id));
    const access = await contentAccessOf(services.db, userId, services.now());
    if (!canView(article.accessLevel as AccessLevel, access))
      throw new HttpError(
        403,
        translate(
          locale,
          article.accessLevel === 'vip' ? 'articles.vip_only' : 'articles.members_only',
        ),
      );
    const now = services.now();
    await services.db
      .insert(articleVotes)
      .values({ articleId: article.id, userId, score: body.score, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [articleVotes.articleId, articleVotes.userId],
        set: { score: body.score, updatedAt: now },
      });
    return c.json({ message: translate(locale, 'articles.vote_sent') }, 200);
  });

  route(app, 'get', '/api/content/specialists', async (c) => {
    requireUserId(c);
    const rows = await c
      .get('services')
      .db.select({ id: specialists.id, name: specialists.name })
      .from(specialists)
      .orderBy(asc(specialists.name), asc(specialists.id));
    return c.json({ data: rows }, 200);
  });
}
