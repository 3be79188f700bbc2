import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import {
  favorites,
  memberBlocks,
  memberReports,
  members,
  shareableLinks,
  users,
} from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { translate } from '../../i18n/messages';
import { requireMember, requireMemberArea, type Viewer } from './access';
import { isBlockedBetween } from './blocks';
import { parseFilters } from './filters';
import { chargeLocationChange, geocodeAddress } from './geocode';
import type { Point } from './location';
import {
  memberCard,
  presentMember,
  presentMembers,
  presentPublicMember,
  presentRevealedPictures,
  profileViewable,
} from './presenter';
import { searchMembers } from './search';

/** Shared profile links are valid for 3 days (spec §9). */
export const SHARE_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

const notFound = (c: Context<AppEnv>) =>
  new HttpError(404, translate(c.get('locale'), 'http.not_found'));

/** A point from saved filters, when they hold one. */
function savedLocation(filters: Record<string, unknown>): Point | null {
  const { latitude, longitude } = filters;
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? { latitude, longitude }
    : null;
}

function homeOf(user: { latitude: number | null; longitude: number | null }): Point | null {
  return user.latitude !== null && user.longitude !== null
    ? { latitude: user.latitude, longitude: user.longitude }
    : null;
}

/**
 * Another member the viewer may act on: exists, completed, not deleted or moderator-blocked, and no
 * block between the two (else 404, as if it did not exist).
 */
async function reachableMember(c: Context<AppEnv>, viewer: Viewer, memberId: number) {
  const { db } = c.get('services');
  const [row] = await db
    .select({ member: members, user: users })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.id, memberId));
  if (
    !row ||
    row.user.deletedAt !== null ||
    row.user.blocked ||
    !row.member.onboardingCompleted ||
    (row.member.id !== viewer.member.id && (await isBlockedBetween(db, viewer.member.id, memberId)))
  )
    throw notFound(c);
  return row;
}

export function registerMemberRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/members', async (c, { query }) => {
    const viewer = await requireMemberArea(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const { criteria, errors } = parseFilters(query.filter, {
      prefix: 'filter',
      locale,
      searcherOrientations: viewer.user.sexualOrientations,
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (criteria.location)
      chargeLocationChange(services, {
        userId: viewer.user.id,
        point: criteria.location,
        known: [homeOf(viewer.user), savedLocation(viewer.user.searchFilters)],
        locale,
      });
    const page = query.page ?? 1;
    const result = await searchMembers(services, viewer, criteria, {
      sort: query.sort ?? null,
      page,
    });
    const presented = await presentMembers(services, {
      viewerUserId: viewer.user.id,
      memberIds: result.ids,
      locale,
      origin: result.origin,
      cardsOnly: true,
    });
    const data = result.ids.flatMap((id) => {
      const member = presented.get(id);
      return member ? [memberCard(member)] : [];
    });
    return c.json({ data }, 200);
  });

  route(app, 'get', '/members/{id}', async (c, { params }) => {
    const memberId = idParam(c, params.id);
    const own = await requireMember(c);
    // The own profile is always open (preview); another one needs a member in good standing.
    const viewer = own.member.id === memberId ? own : await requireMemberArea(c);
    await reachableMember(c, viewer, memberId);
    const member = await presentMember(c.get('services'), {
      viewerUserId: viewer.user.id,
      memberId,
      locale: c.get('locale'),
    });
    if (!member) throw notFound(c);
    return c.json({ data: member }, 200);
  });

  route(app, 'post', '/members/{id}/favorite', async (c, { params }) => {
    const memberId = idParam(c, params.id);
    const viewer = await requireMemberArea(c);
    if (memberId === viewer.member.id) throw notFound(c);
    await reachableMember(c, viewer, memberId);
    await c
      .get('services')
      .db.insert(favorites)
      .values({ memberId: viewer.member.id, favoriteMemberId: memberId })
      .onConflictDoNothing();
    return c.body(null, 204);
  });

  route(app, 'delete', '/members/{id}/favorite', async (c, { params }) => {
    const memberId = idParam(c, params.id);
    const viewer = await requireMemberArea(c);
    if (memberId === viewer.member.id) throw notFound(c);
    await reachableMember(c, viewer, memberId);
    await c
      .get('services')
      .db.delete(favorites)
      .where(
        and(eq(favorites.memberId, viewer.member.id), eq(favorites.favoriteMemberId, memberId)),
      );
    return c.body(null, 204);
  });

  // Anonymous mode is the only reason that can be lifted: a member suspended, paused or unsubscribed
  // stays blurred (403), and a member the viewer may not reach answers 404 as the profile does.
  route(app, 'post', '/members/{id}/reveal', async (c, { params }) => {
    const memberId = idParam(c, params.id);
    const own = await requireMember(c);
    const isOwn = own.member.id === memberId;
    const viewer = isOwn ? own : await requireMemberArea(c);
    const target = await reachableMember(c, viewer, memberId);
    const services = c.get('services');
    if (!isOwn && !profileViewable(target.user, target.member, services.now()))
      throw new HttpError(403, translate(c.get('locale'), 'members.reveal_forbidden'));
    return c.json({ data: await presentRevealedPictures(services, { memberId, own: isOwn }) }, 200);
  });

  route(app, 'post', '/members/{id}/links', async (c, { params }) => {
    const memberId = idParam(c, params.id);
    const locale = c.get('locale');
    const own = await requireMember(c);
    const viewer = own.member.id === memberId ? own : await requireMemberArea(c);
    const target = await reachableMember(c, viewer, memberId);
    const services = c.get('services');
    if (target.member.visibility !== 'public')
      throw new HttpError(403, translate(locale, 'members.share_private'));
    if (!profileViewable(target.user, target.member, services.now()))
      throw new HttpError(403, translate(locale, 'members.share_forbidden'));
    const expiresAt = new Date(services.now().getTime() + SHARE_LINK_LIFETIME_MS);
    await services.db.insert(shareableLinks).values({ memberId, expiresAt });
    const base = services.config.publicWebUrl.replace(/\/+$/, '');
    return c.json(
      {
        member_shareable_link: {
          url: `${base}/share/member/${memberId}`,
          expires_at: expiresAt.toISOString(),
        },
      },
      200,
    );
  });

  route(app, 'get', '/share/member/{id}', async (c, { params, query }) => {
    const memberId = idParam(c, params.id);
    const services = c.get('services');
    const locale = query.locale ?? c.get('locale');
    const [row] = await services.db
      .select({ member: members, user: users })
      .from(shareableLinks)
      .innerJoin(members, eq(members.id, shareableLinks.memberId))
      .innerJoin(users, eq(users.id, members.userId))
      .where(
        and(eq(shareableLinks.memberId, memberId), gt(shareableLinks.expiresAt, services.now())),
      )
      .limit(1);
    // Only while a link is valid, and only a profile still open to others and public.
    if (
      !row ||
      row.member.visibility !== 'public' ||
      !profileViewable(row.user, row.member, services.now())
    )
      throw new HttpError(404, translate(locale, 'http.not_found'));
    // A signed-in visitor sees a distance from home; a visitor, none.
    const { userId } = c.get('auth');
    let origin: Point | null = null;
    if (userId !== null) {
      const [visitor] = await services.db.select().from(users).where(eq(users.id, userId));
      origin = visitor ? homeOf(visitor) : null;
    }
    const data = await presentPublicMember(services, { memberId, locale, origin });
    if (!data) throw new HttpError(404, translate(locale, 'http.not_found'));
    return c.json({ data }, 200);
  });

  route(app, 'get', '/member-blocks', async (c) => {
    const viewer = await requireMember(c);
    const rows = await c
      .get('services')
      .db.select({
        id: memberBlocks.id,
        memberId: memberBlocks.blockedMemberId,
        firstName: users.firstName,
      })
      .from(memberBlocks)
      .innerJoin(members, eq(members.id, memberBlocks.blockedMemberId))
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(memberBlocks.memberId, viewer.member.id))
      .orderBy(asc(memberBlocks.createdAt), asc(memberBlocks.id));
    return c.json(
      {
        // While the block stands the profile answers 404: no link to it.
        data: rows.map((row) => ({
          id: row.memberId,
          pivot: { id: row.id },
          user: { first_name: row.firstName },
          can: { view: false },
        })),
      },
      200,
    );
  });

  route(app, 'post', '/member-blocks', async (c, { body }) => {
    const viewer = await requireMember(c);
    const locale = c.get('locale');
    const { db } = c.get('services');
    const blockedId = body.blocked_member_id;
    const field = (key: Parameters<typeof translate>[1]) =>
      new ValidationError({ blocked_member_id: [translate(locale, key)] });
    if (blockedId === viewer.member.id) throw field('members.block_self');
    const [target] = await db
      .select({ id: members.id, deletedAt: users.deletedAt })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.id, blockedId));
    if (!target || target.deletedAt !== null) throw field('members.block_unknown');
    // Blocking notifies nobody: no mail, no realtime event.
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(memberBlocks)
        .values({ memberId: viewer.member.id, blockedMemberId: blockedId })
        .onConflictDoNothing()
        .returning({ id: memberBlocks.id });
      if (!row) return undefined;
      // Neither keeps the other in their favourites.
      await tx
        .delete(favorites)
        .where(
          or(
            and(
              eq(favorites.memberId, viewer.member.id),
              eq(favorites.favoriteMemberId, blockedId),
            ),
            and(
              eq(favorites.memberId, blockedId),
              eq(favorites.favoriteMemberId, viewer.member.id),
            ),
          ),
        );
      return row;
    });
    if (!created) throw field('members.block_exists');
    return c.json({ member_block: { id: created.id } }, 201);
  });

  route(app, 'delete', '/member-blocks/{pivotId}', async (c, { params }) => {
    const blockId = idParam(c, params.pivotId);
    const viewer = await requireMember(c);
    // Another member's block answers 404, as an unknown one: its existence is not revealed.
    const removed = await c
      .get('services')
      .db.delete(memberBlocks)
      .where(and(eq(memberBlocks.id, blockId), eq(memberBlocks.memberId, viewer.member.id)))
      .returning({ id: memberBlocks.id });
    if (removed.length === 0) throw notFound(c);
    return c.body(null, 204);
  });

  route(app, 'post', '/member-reports', async (c, { body }) => {
    const viewer = await requireMember(c);
    const locale = c.get('locale');
    const { db } = c.get('services');
    if (body.member_id === viewer.member.id)
      throw new ValidationError({ member_id: [translate(locale, 'members.report_self')] });
    const [target] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, body.member_id));
    if (!target)
      throw new ValidationError({ member_id: [translate(locale, 'members.report_unknown')] });
    const note = body.note?.trim() ?? '';
    await db.insert(memberReports).values({
      memberId: viewer.member.id,
      reportedMemberId: target.id,
      reasonCode: body.reason_code,
      note: note === '' ? null : note,
    });
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/address', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const [user] = await services.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, translate(locale, 'auth.unauthenticated'));
    const country = (body.country || 'ca').toLowerCase();
    const place = geocodeAddress({ ...body, country });
    const point = place ? { latitude: place.latitude, longitude: place.longitude } : null;
    if (point) chargeLocationChange(services, { userId, point, known: [homeOf(user)], locale });
    const now = services.now();
    await services.db
      .update(users)
      .set({
        address1: body.address_1.trim(),
        address2: body.address_2?.trim() || null,
        city: body.city.trim(),
        state: body.state.trim(),
        country,
        postalCode: body.postal_code.trim().toUpperCase(),
        latitude: point?.latitude ?? null,
        longitude: point?.longitude ?? null,
        locationUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/settings/search', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const [user] = await services.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, translate(locale, 'auth.unauthenticated'));
    const { criteria, errors } = parseFilters(body.filters, {
      prefix: 'filters',
      locale,
      searcherOrientations: user.sexualOrientations,
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (criteria.location)
      chargeLocationChange(services, {
        userId,
        point: criteria.location,
        known: [homeOf(user), savedLocation(user.searchFilters)],
        locale,
      });
    await services.db
      .update(users)
      .set({
        searchFilters: body.filters,
        searchSort: body.sort,
        updatedAt: services.now(),
      })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/settings/anonymous-mode', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    await services.db
      .update(users)
      .set({ anonymousMode: body.anonymous_mode, updatedAt: services.now() })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/metadata/first-search', async (c) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    await services.db
      .update(users)
      .set({ firstSearch: false, updatedAt: services.now() })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });
}
