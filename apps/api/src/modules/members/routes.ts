import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { idParam, route } from '../../http/route';
import { requireMember, requireMemberArea } from './access';
import { presentShareLink } from './presenter';
import { registerMemberAccountRoutes } from './routes-account';
import { registerMemberBlockRoutes } from './routes-blocks';
import {
  createShareLink,
  findMembers,
  revealPictures,
  setFavorite,
  sharedMember,
  viewMember,
} from './service';

/** The member area: search, profiles, favourites and shared links; then blocks, reports and settings. */
export function registerMemberRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/members', async (c, { query }) => {
    const viewer = await requireMemberArea(c);
    const data = await findMembers(c.get('services'), viewer, {
      filter: query.filter,
      sort: query.sort ?? null,
      page: query.page ?? 1,
      locale: c.get('locale'),
    });
    return c.json({ data }, 200);
  });

  route(app, 'get', '/members/{id}', async (c, { params }) => {
    const memberId = idParam(params.id);
    const own = await requireMember(c);
    // The own profile is always open (preview); another one needs a member in good standing.
    const viewer = own.member.id === memberId ? own : await requireMemberArea(c);
    const data = await viewMember(c.get('services'), viewer, memberId, c.get('locale'));
    return c.json({ data }, 200);
  });

  route(app, 'post', '/members/{id}/favorite', async (c, { params }) => {
    const memberId = idParam(params.id);
    const viewer = await requireMemberArea(c);
    await setFavorite(c.get('services'), viewer, memberId, true);
    return c.body(null, 204);
  });

  route(app, 'delete', '/members/{id}/favorite', async (c, { params }) => {
    const memberId = idParam(params.id);
    const viewer = await requireMemberArea(c);
    await setFavorite(c.get('services'), viewer, memberId, false);
    return c.body(null, 204);
  });

  // Anonymous mode is the only reason that can be lifted: a member suspended, paused or unsubscribed
  // stays blurred (403), and a member the viewer may not reach answers 404 as the profile does.
  route(app, 'post', '/members/{id}/reveal', async (c, { params }) => {
    const memberId = idParam(params.id);
    const own = await requireMember(c);
    const viewer = own.member.id === memberId ? own : await requireMemberArea(c);
    const data = await revealPictures(c.get('services'), viewer, memberId);
    return c.json({ data }, 200);
  });

  route(app, 'post', '/members/{id}/links', async (c, { params }) => {
    const memberId = idParam(params.id);
    const own = await requireMember(c);
    const viewer = own.member.id === memberId ? own : await requireMemberArea(c);
    const services = c.get('services');
    const link = await createShareLink(services, viewer, memberId);
    return c.json(presentShareLink(services, link), 200);
  });

  route(app, 'get', '/share/member/{id}', async (c, { params, query }) => {
    const data = await sharedMember(c.get('services'), {
      memberId: idParam(params.id),
      visitorUserId: c.get('auth').userId,
      locale: query.locale ?? c.get('locale'),
    });
    return c.json({ data }, 200);
  });

  registerMemberBlockRoutes(app);
  registerMemberAccountRoutes(app);
}
