import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { translate } from '../../i18n/messages';
import { requireMember } from '../members/access';
import { canViewProfile } from '../members/service';
import { proposeQuote, quoteOfTheDay } from './quotes';
import { listArticles, listSpecialists, showArticle, voteArticle } from './service';

/**
 * Personal-development content: the article, video and bonus lists (and the ambassador media kit), an
 * article's detail, votes and the specialists who own the content. Served in the request's language.
 */
export function registerArticleRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/api/content/articles', async (c, { query }) => {
    const page = await listArticles(c.get('services'), {
      userId: requireUserId(c),
      locale: c.get('locale'),
      filters: query,
    });
    return c.json(page, 200);
  });

  route(app, 'get', '/api/content/articles/{article}', async (c, { params }) => {
    const data = await showArticle(c.get('services'), {
      userId: requireUserId(c),
      articleId: idParam(params.article),
      locale: c.get('locale'),
    });
    return c.json({ data }, 200);
  });

  route(app, 'post', '/api/content/articles/{id}/votes', async (c, { params, body }) => {
    await voteArticle(c.get('services'), {
      userId: requireUserId(c),
      articleId: idParam(params.id),
      score: body.score,
    });
    return c.json({ message: translate(c.get('locale'), 'articles.vote_sent') }, 200);
  });

  route(app, 'get', '/api/content/specialists', async (c) => {
    requireUserId(c);
    return c.json({ data: await listSpecialists(c.get('services')) }, 200);
  });
}

/** The quote of the day, and a member's proposal of one. */
export function registerQuoteRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/api/content/daily-quote', async (c, { query }) => {
    const services = c.get('services');
    // The author's name links to their profile for a reader who may open it (spec §6).
    const reader = c.get('auth').signedIn;
    const quote = await quoteOfTheDay(services.db, query.locale, services.now(), (memberId) =>
      canViewProfile(services, reader, memberId),
    );
    return c.json({ data: quote }, 200);
  });

  route(app, 'post', '/member/daily-quotes', async (c, { body }) => {
    // Only a member past onboarding whose account is not blocked (spec §6), refused as everywhere else.
    const { member } = await requireMember(c);
    await proposeQuote(c.get('services'), {
      member,
      locale: body.locale,
      text: body.text,
      author: body.author,
      authorType: body.author_type,
    });
    return c.body(null, 204);
  });
}
