/**
 * The member area's rules: search, profiles, favourites, shared links, blocks and reports, and the
 * member's own search and location settings. The routes read the input and answer; everything that
 * reads or writes the database, or refuses a call, is here.
 */
import { and, asc, eq, gt, or } from 'drizzle-orm';
import {
  favorites,
  memberBlocks,
  memberReports,
  members,
  shareableLinks,
  users,
} from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message, translate, type Locale, type MessageKey } from '../../i18n/messages';
import { cantSendFlowerReason } from '../conversations/flowers';
import type { MemberRow, UserRow, Viewer } from './access';
import { blocksAround, isBlockedBetween } from './blocks';
import { parseFilters } from './filters';
import { chargeLocationChange, geocodeAddress } from './geocode';
import type { Point } from './location';
import {
  memberAreaAllowed,
  memberCard,
  presentMember,
  presentMembers,
  presentPublicMember,
  presentRevealedPictures,
  profileViewable,
  type MemberCardPayload,
  type MemberPayload,
} from './presenter';
import { searchMembers, type SortChoice } from './search';

/** Shared profile links are valid for 3 days (spec §9). */
export const SHARE_LINK_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

const notFound = () => new HttpError(404, message('http.not_found'));

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

/** The signed-in user's row: a session whose user is gone is a 401. */
async function currentUser(services: Services, userId: number) {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, message('auth.unauthenticated'));
  return user;
}

/**
 * Another member the viewer may act on: exists, completed, not deleted or moderator-blocked, and no
 * block between the two (else 404, as if it did not exist).
 */
export async function reachableMember(services: Services, viewer: Viewer, memberId: number) {
  const row = await findReachableMember(services, viewer, memberId);
  if (!row) throw notFound();
  return row;
}

/**
 * A member the viewer may look at: as `reachableMember`, except that the viewer's own block of them
 * does not hide them from the viewer. The blocker reopens the profile from the blocked members' list
 * and unblocks from its menu (spec 02: `member_block_id`, the list's `can.view`); the blocked member
 * still cannot find the blocker (spec 02, section 6), and nobody can message the other.
 */
export async function viewableMember(services: Services, viewer: Viewer, memberId: number) {
  const row = await findReachableMember(services, viewer, memberId, { ownBlockShown: true });
  if (!row) throw notFound();
  return row;
}

/** `reachableMember`'s (or with `ownBlockShown`, `viewableMember`'s) member, or undefined for a 404. */
async function findReachableMember(
  services: Services,
  viewer: Viewer,
  memberId: number,
  { ownBlockShown = false }: { ownBlockShown?: boolean } = {},
) {
  const [row] = await services.db
    .select({ member: members, user: users })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.id, memberId));
  if (!row || row.user.deletedAt !== null || row.user.blocked || !row.member.onboardingCompleted)
    return undefined;
  if (row.member.id === viewer.member.id) return row;
  if (ownBlockShown) {
    const { theirs } = await blocksAround(services.db, viewer.member.id, [row.member.id]);
    return theirs.has(row.member.id) ? undefined : row;
  }
  return (await isBlockedBetween(services, viewer.user.id, row.user.id)) ? undefined : row;
}

/**
 * A profile's `can.view` for a link shown outside the profiles (the daily quote's author, spec §6:
 * "profile links are active only if member.can.view is true"), by the rule of `presentMember`: the
 * viewer's own, or another member's when both are in good standing and no block stands between them.
 */
export async function canViewProfile(
  services: Services,
  viewer: { user: UserRow; member: MemberRow | null } | undefined,
  memberId: number,
): Promise<boolean> {
  if (!viewer?.member) return false;
  if (viewer.member.id === memberId) return true;
  const now = services.now();
  if (!memberAreaAllowed(viewer.user, viewer.member, now)) return false;
  const row = await findReachableMember(
    services,
    { user: viewer.user, member: viewer.member },
    memberId,
  );
  return row !== undefined && profileViewable(row.user, row.member, now);
}

/**
 * A page of the search (spec §5), as cards; the filters are checked first (422). `GET /members` runs
 * in the database's background from its sign-in check on (app.ts, src/db/priority.ts): a search may
 * wait for a chat message, not the reverse.
 */
export async function findMembers(
  services: Services,
  viewer: Viewer,
  input: {
    filter: Schemas['SearchFilters'] | undefined;
    sort: SortChoice | null;
    page: number;
    locale: Locale;
  },
): Promise<MemberCardPayload[]> {
  const { criteria, errors } = parseFilters(input.filter, {
    prefix: 'filter',
    searcherOrientations: viewer.user.sexualOrientations,
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (criteria.location)
    chargeLocationChange(services, {
      userId: viewer.user.id,
      point: criteria.location,
      known: [homeOf(viewer.user), savedLocation(viewer.user.searchFilters)],
    });
  const result = await searchMembers(services, viewer, criteria, {
    sort: input.sort,
    page: input.page,
  });
  const presented = await presentMembers(services, {
    viewerUserId: viewer.user.id,
    viewer,
    memberIds: result.ids,
    locale: input.locale,
    origin: result.origin,
    cardsOnly: true,
    withoutBlocks: true,
  });
  return result.ids.flatMap((id) => {
    const member = presented.get(id);
    return member ? [memberCard(member)] : [];
  });
}

/**
 * A profile as the viewer sees it (their own, or one they may reach). Another member's carries
 * `cant_send_flower_message` in `locale`: the profile's flower button is dimmed with it as its tooltip
 * (spec §5), by the rules the flower itself is refused by (one a day, one per conversation…).
 */
export async function viewMember(
  services: Services,
  viewer: Viewer,
  memberId: number,
  locale: Locale,
): Promise<MemberPayload> {
  const target = await viewableMember(services, viewer, memberId);
  const own = target.member.id === viewer.member.id;
  const [member, flowerReason] = await Promise.all([
    presentMember(services, {
      viewerUserId: viewer.user.id,
      viewer,
      memberId,
      locale,
      ownBlocksShown: true,
    }),
    own ? null : cantSendFlowerReason(services, viewer.user.id, target.user.id, locale),
  ]);
  if (!member) throw notFound();
  if (!own) member.cant_send_flower_message = flowerReason;
  return member;
}

/**
 * The originals of a member's pictures others may see, for a viewer who lifts anonymous mode: only
 * that reason can be lifted (a member suspended, paused or unsubscribed stays blurred, 403), and a
 * member the viewer may not reach answers 404 as the profile does.
 */
export async function revealPictures(services: Services, viewer: Viewer, memberId: number) {
  const own = viewer.member.id === memberId;
  const target = await viewableMember(services, viewer, memberId);
  if (!own && !profileViewable(target.user, target.member, services.now()))
    throw new HttpError(403, message('members.reveal_forbidden'));
  return presentRevealedPictures(services, { memberId, own });
}

/** Adds (`true`) or removes a favourite: never the viewer themself, only a member they may reach. */
export async function setFavorite(
  services: Services,
  viewer: Viewer,
  memberId: number,
  favorite: boolean,
): Promise<void> {
  if (memberId === viewer.member.id) throw notFound();
  await reachableMember(services, viewer, memberId);
  if (favorite)
    await services.db
      .insert(favorites)
      .values({ memberId: viewer.member.id, favoriteMemberId: memberId })
      .onConflictDoNothing();
  else
    await services.db
      .delete(favorites)
      .where(
        and(eq(favorites.memberId, viewer.member.id), eq(favorites.favoriteMemberId, memberId)),
      );
}

/** A link to a public profile, valid for SHARE_LINK_LIFETIME_MS (403 for a profile not shareable). */
export async function createShareLink(
  services: Services,
  viewer: Viewer,
  memberId: number,
): Promise<{ memberId: number; expiresAt: Date }> {
  const target = await reachableMember(services, viewer, memberId);
  if (target.member.visibility !== 'public')
    throw new HttpError(403, message('members.share_private'));
  if (!profileViewable(target.user, target.member, services.now()))
    throw new HttpError(403, message('members.share_forbidden'));
  const expiresAt = new Date(services.now().getTime() + SHARE_LINK_LIFETIME_MS);
  await services.db.insert(shareableLinks).values({ memberId, expiresAt });
  return { memberId, expiresAt };
}

/**
 * A shared profile for the public page, in the page's language (`locale`, which the page may choose
 * apart from the request's: its 404 is written in it too): only while a link is valid, and only a
 * profile still open to others and public. A signed-in visitor sees a distance from home; a visitor,
 * none. A signed-in visitor with a block between them and the member (either way) gets the 404 of an
 * expired link: blocked members cannot find each other (spec §6), through a link passed on either.
 */
export async function sharedMember(
  services: Services,
  input: { memberId: number; visitorUserId: number | null; locale: Locale },
): Promise<Schemas['PublicMember']> {
  const { memberId, locale } = input;
  const gone = () => new HttpError(404, translate(locale, 'http.not_found'));
  const [row] = await services.db
    .select({ member: members, user: users })
    .from(shareableLinks)
    .innerJoin(members, eq(members.id, shareableLinks.memberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(shareableLinks.memberId, memberId), gt(shareableLinks.expiresAt, services.now())))
    .limit(1);
  if (
    !row ||
    row.member.visibility !== 'public' ||
    !profileViewable(row.user, row.member, services.now()) ||
    (input.visitorUserId !== null &&
      (await isBlockedBetween(services, input.visitorUserId, row.user.id)))
  )
    throw gone();
  let origin: Point | null = null;
  if (input.visitorUserId !== null) {
    const [visitor] = await services.db
      .select()
      .from(users)
      .where(eq(users.id, input.visitorUserId));
    origin = visitor ? homeOf(visitor) : null;
  }
  const data = await presentPublicMember(services, { memberId, locale, origin });
  if (!data) throw gone();
  return data;
}

/**
 * The viewer's own blocks, oldest first, each with whether its profile opens for the viewer (spec 02:
 * the list's `can.view`): the blocker may look at the member to unblock them, while both are in good
 * standing (as any profile) and the other has not blocked them back.
 */
export async function listBlocks(services: Services, viewer: Viewer) {
  const rows = await services.db
    .select({ id: memberBlocks.id, member: members, user: users })
    .from(memberBlocks)
    .innerJoin(members, eq(members.id, memberBlocks.blockedMemberId))
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(memberBlocks.memberId, viewer.member.id))
    .orderBy(asc(memberBlocks.createdAt), asc(memberBlocks.id));
  const now = services.now();
  const { theirs } = await blocksAround(
    services.db,
    viewer.member.id,
    rows.map((row) => row.member.id),
  );
  const viewerAllowed = memberAreaAllowed(viewer.user, viewer.member, now);
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member.id,
    firstName: row.user.firstName,
    canView:
      viewerAllowed && !theirs.has(row.member.id) && profileViewable(row.user, row.member, now),
  }));
}

/**
 * Blocks a member (422 on `blocked_member_id` for oneself, an unknown or deleted member, or a block
 * already made). Blocking notifies nobody: no mail, no realtime event. Neither keeps the other in
 * their favourites.
 */
export async function blockMember(
  services: Services,
  viewer: Viewer,
  blockedId: number,
): Promise<{ id: number }> {
  const { db } = services;
  const field = (key: MessageKey) => new ValidationError({ blocked_member_id: [message(key)] });
  if (blockedId === viewer.member.id) throw field('members.block_self');
  const [target] = await db
    .select({ id: members.id, deletedAt: users.deletedAt })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.id, blockedId));
  if (!target || target.deletedAt !== null) throw field('members.block_unknown');
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberBlocks)
      .values({ memberId: viewer.member.id, blockedMemberId: blockedId })
      .onConflictDoNothing()
      .returning({ id: memberBlocks.id });
    if (!row) return undefined;
    await tx
      .delete(favorites)
      .where(
        or(
          and(eq(favorites.memberId, viewer.member.id), eq(favorites.favoriteMemberId, blockedId)),
          and(eq(favorites.memberId, blockedId), eq(favorites.favoriteMemberId, viewer.member.id)),
        ),
      );
    return row;
  });
  if (!created) throw field('members.block_exists');
  return created;
}

/** Lifts one of the viewer's blocks; another member's block is a 404, as an unknown one. */
export async function unblock(services: Services, viewer: Viewer, blockId: number): Promise<void> {
  const removed = await services.db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.id, blockId), eq(memberBlocks.memberId, viewer.member.id)))
    .returning({ id: memberBlocks.id });
  if (removed.length === 0) throw notFound();
}

/** Reports a member to the moderators (422 on `member_id` for oneself or an unknown member). */
export async function reportMember(
  services: Services,
  viewer: Viewer,
  input: {
    memberId: number;
    reasonCode: Schemas['ReportReason'];
    note?: string | null | undefined;
  },
): Promise<void> {
  if (input.memberId === viewer.member.id)
    throw new ValidationError({ member_id: [message('members.report_self')] });
  const [target] = await services.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, input.memberId));
  if (!target) throw new ValidationError({ member_id: [message('members.report_unknown')] });
  const note = input.note?.trim() ?? '';
  await services.db.insert(memberReports).values({
    memberId: viewer.member.id,
    reportedMemberId: target.id,
    reasonCode: input.reasonCode,
    note: note === '' ? null : note,
  });
}

/** The user's postal address, geocoded (a new place counts as a location change: 429 past the limit). */
export async function updateAddress(
  services: Services,
  userId: number,
  address: Schemas['UpdateAccountAddressRequest'],
): Promise<void> {
  const user = await currentUser(services, userId);
  const country = (address.country || 'ca').toLowerCase();
  const now = services.now();
  await services.db
    .update(users)
    .set({
      address1: address.address_1.trim(),
      address2: address.address_2?.trim() || null,
      city: address.city.trim(),
      state: address.state.trim(),
      country,
      postalCode: address.postal_code.trim().toUpperCase(),
      ...homeLocation(services, user, { ...address, country }),
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * Where a new home address puts the user (the geocoder's place, none outside Canada), the move counted
 * against the location limit (429 past it): the columns to write with the address. The member's
 * address settings and the ambassador's (the same address, on the user) both move the home this way,
 * so that the distances others see follow it.
 */
export function homeLocation(
  services: Services,
  user: Pick<UserRow, 'id' | 'latitude' | 'longitude'>,
  address: Parameters<typeof geocodeAddress>[0],
): { latitude: number | null; longitude: number | null; locationUpdatedAt: Date } {
  const place = geocodeAddress(address);
  const point = place ? { latitude: place.latitude, longitude: place.longitude } : null;
  if (point) chargeLocationChange(services, { userId: user.id, point, known: [homeOf(user)] });
  return {
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    locationUpdatedAt: services.now(),
  };
}

/** The saved search: filters checked as the search checks them (422 on `filters.*`). */
export async function saveSearchSettings(
  services: Services,
  userId: number,
  input: Schemas['UpdateSearchSettingsRequest'],
): Promise<void> {
  const user = await currentUser(services, userId);
  const { criteria, errors } = parseFilters(input.filters, {
    prefix: 'filters',
    searcherOrientations: user.sexualOrientations,
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (criteria.location)
    chargeLocationChange(services, {
      userId,
      point: criteria.location,
      known: [homeOf(user), savedLocation(user.searchFilters)],
    });
  await services.db
    .update(users)
    .set({ searchFilters: input.filters, searchSort: input.sort, updatedAt: services.now() })
    .where(eq(users.id, userId));
}

/** The user's own switches: anonymous mode, and the first search seen. */
export async function updateUserFlags(
  services: Services,
  userId: number,
  flags: { anonymousMode?: boolean; firstSearch?: false },
): Promise<void> {
  await services.db
    .update(users)
    .set({ ...flags, updatedAt: services.now() })
    .where(eq(users.id, userId));
}
