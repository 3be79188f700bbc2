import { asc, eq, inArray, sql } from 'drizzle-orm';
import { findQuestionById, localizeOption, zodiacSignFor, type Locale } from '../../data/questions';
import { answers, favorites, memberMedia, members, pictures, users } from '../../db/schema';
import type { Services } from '../../http/context';
import type { Schemas } from '../../http/types';
import { translate } from '../../i18n/messages';
import { pictureUrl, presentPicture, reviewOf, statusOf, type PictureRow } from '../media/pictures';
import { signedFileUrl } from '../media/uploads';
import { subscriptionStatusAt } from '../settings/subscription';
import { blocksAround } from './blocks';
import { distanceLabel, snappedDistanceKm, type MaybePoint } from './location';

export type MemberPayload = Schemas['Member'];
export type MemberCardPayload = Schemas['MemberCard'];
type UserRow = typeof users.$inferSelect;
type MemberRow = typeof members.$inferSelect;
type AnswerRow = typeof answers.$inferSelect;

/** A member counts as online when active within this window. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
/** Pictures other members may see: reviewed and accepted (spec §3: portrait and authenticated show a check). */
export const VISIBLE_PICTURE_STATUSES: ReadonlySet<string> = new Set([
  'validated',
  'portrait',
  'authenticated',
]);

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** Whole years between a `YYYY-MM-DD` birthday and `now` (UTC calendar). */
export function ageOn(birthday: string | null, now: Date): number | null {
  if (!birthday) return null;
  const [year, month, day] = birthday.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The columns of a shown member's rows that `presentMembers` reads, and no more: a search page decodes
 * 16 of each on the database's thread, and the users table alone has about 40 columns (issue 12).
 */
const shownUserColumns = {
  id: users.id,
  firstName: users.firstName,
  gender: users.gender,
  birthday: users.birthday,
  city: users.city,
  state: users.state,
  country: users.country,
  latitude: users.latitude,
  longitude: users.longitude,
  lastActivityAt: users.lastActivityAt,
  anonymousMode: users.anonymousMode,
  deletedAt: users.deletedAt,
  blocked: users.blocked,
  valueOptionIds: users.valueOptionIds,
};
const shownMemberColumns = {
  id: members.id,
  title: members.title,
  about: members.about,
  seeking: members.seeking,
  onboardingCompleted: members.onboardingCompleted,
  onboardingStep: members.onboardingStep,
  suspended: members.suspended,
  suspendedReason: members.suspendedReason,
  paused: members.paused,
  visibility: members.visibility,
  subscriptionStatus: members.subscriptionStatus,
  subscriptionEndDate: members.subscriptionEndDate,
  trialEndDate: members.trialEndDate,
};
type ShownUser = Pick<UserRow, keyof typeof shownUserColumns>;
type ShownMember = Pick<MemberRow, keyof typeof shownMemberColumns>;

/** The viewer's own state: may they use the member area (search, other profiles)? */
export function memberAreaAllowed(
  user: UserRow,
  member: MemberRow | undefined | null,
  now: Date,
): boolean {
  return (
    member !== undefined &&
    member !== null &&
    user.deletedAt === null &&
    !user.blocked &&
    member.onboardingCompleted &&
    subscriptionStatusAt(member, now) !== 'inactive' &&
    !member.suspended &&
    user.authenticationFlag !== 'fail' &&
    !member.paused
  );
}

/**
 * Whether a member's profile can be opened by others (before any block): a completed, current
 * member, subscribed, neither suspended nor paused, not blocked by the moderators, not deleted.
 */
export function profileViewable(
  user: Pick<UserRow, 'deletedAt' | 'blocked'>,
  member: Pick<
    MemberRow,
    | 'onboardingCompleted'
    | 'suspended'
    | 'paused'
    | 'subscriptionStatus'
    | 'subscriptionEndDate'
    | 'trialEndDate'
  >,
  now: Date,
): boolean {
  return (
    user.deletedAt === null &&
    !user.blocked &&
    member.onboardingCompleted &&
    subscriptionStatusAt(member, now) !== 'inactive' &&
    !member.suspended &&
    !member.paused
  );
}

/**
 * Whether a viewer gets a member's pictures only as their blurred renditions (spec 02 §4 "Avatar overlay
 * precedence"): the pictures of another member who is suspended, unsubscribed or paused, or who is in
 * anonymous mode (the shown member's own `settings.anonymous_mode`: "a member in anonymous mode shows
 * blurred to other members until revealed"). The member's own pictures are never blurred. Only anonymous
 * mode can be lifted, by `POST /members/{id}/reveal`.
 */
export function picturesBlurred(
  own: boolean,
  state: { suspended: boolean; subscribed: boolean; paused: boolean; anonymousMode: boolean },
): boolean {
  if (own) return false;
  return state.suspended || !state.subscribed || state.paused || state.anonymousMode;
}

/** An answer as the contract's Answer: texts in `locale`; null when empty (ignored, spec §3). */
export function presentAnswer(row: AnswerRow, locale: Locale): Schemas['Answer'] | null {
  const question = findQuestionById(row.questionId);
  if (!question) return null;
  const options = question.options
    .filter((option) => row.optionIds.includes(option.id))
    .map((option) => localizeOption(option, locale));
  const empty = row.value === null || row.value.trim() === '';
  if (empty && options.length === 0) return null;
  const text = question.text[locale];
  return {
    question_id: row.questionId,
    question: { text, label: text, name: question.name, type: question.type },
    value:
      question.input_type === 'size' && row.value !== null && !empty
        ? Number(row.value)
        : empty
          ? null
          : row.value,
    options,
  };
}

export interface PresentMembersInput {
  /** Who is looking; null for a visitor (no interactions, no distance). */
  viewerUserId: number | null;
  /** The viewer's rows, when the caller already read them (else they are read here). */
  viewer?: { user: UserRow; member: MemberRow | null } | undefined;
  memberIds: readonly number[];
  locale: Locale;
  /**
   * Where distances are measured from: the search location when searching; by default the viewer's
   * own location. Never echoed back.
   */
  origin?: MaybePoint | null | undefined;
  /**
   * Only what a search card needs (see `memberCard`): no answers are read. The payload's `answers`
   * are then empty: never send it as a profile.
   */
  cardsOnly?: boolean | undefined;
  /**
   * The ids come from a search, which leaves out every member with a block between them and the
   * viewer (either way): no block to look up.
   */
  withoutBlocks?: boolean | undefined;
  /**
   * A member the viewer blocked comes whole, as for a profile the blocker reopens to unblock
   * (`viewableMember`); elsewhere (a conversation) they are unavailable, as nobody can write to them.
   */
  ownBlocksShown?: boolean | undefined;
}

interface Loaded {
  user: ShownUser;
  member: ShownMember;
  audioKey: string | null;
  favorite: boolean;
}

/**
 * Members as one viewer sees them (the contract's Member), in one batch of queries whatever the count.
 * The viewer's own member comes with its private fields (preview); another member with the fields that
 * depend on the viewer: `favorite`, `member_block_id`, `common_values_count`, `can.view`, the snapped
 * `user.distance` (never coordinates), and only the pictures others may see. Deleted or unavailable
 * members (moderator-blocked, onboarding unfinished, or a block between the two) keep only their id,
 * first name and flags. Unknown ids are absent from the map.
 */
export async function presentMembers(
  services: Services,
  input: PresentMembersInput,
): Promise<Map<number, MemberPayload>> {
  const { db } = services;
  const ids = [...new Set(input.memberIds)];
  const result = new Map<number, MemberPayload>();
  if (ids.length === 0) return result;
  const now = services.now();
  const { locale } = input;

  const viewer =
    input.viewerUserId === null
      ? undefined
      : input.viewer?.user.id === input.viewerUserId
        ? input.viewer
        : (
            await db
              .select({ user: users, member: members })
              .from(users)
              .leftJoin(members, eq(members.userId, users.id))
              .where(eq(users.id, input.viewerUserId))
          )[0];
  const viewerMember = viewer?.member ?? null;
  const loaded: Loaded[] = await db
    .select({
      user: shownUserColumns,
      member: shownMemberColumns,
      audioKey: memberMedia.audioIntroductionKey,
      // Read with the rows: one query less per page than a lookup of the favourites on its own.
      favorite: viewerMember
        ? sql<boolean>`exists (select 1 from ${favorites} where ${favorites.memberId} = ${viewerMember.id} and ${favorites.favoriteMemberId} = ${members.id})`
        : sql<boolean>`false`,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(memberMedia, eq(memberMedia.memberId, members.id))
    .where(inArray(members.id, ids));
  const found = loaded.map((row) => row.member.id);
  if (found.length === 0) return result;

  const [pictureRows, answerRows, blocks] = await Promise.all([
    db
      .select()
      .from(pictures)
      .where(inArray(pictures.memberId, found))
      .orderBy(asc(pictures.memberId), asc(pictures.position), asc(pictures.id)),
    input.cardsOnly
      ? Promise.resolve([])
      : db
          .select()
          .from(answers)
          .where(inArray(answers.memberId, found))
          .orderBy(asc(answers.memberId), asc(answers.questionId)),
    viewerMember && !input.withoutBlocks
      ? blocksAround(db, viewerMember.id, found)
      : Promise.resolve({ mine: new Map<number, number>(), theirs: new Set<number>() }),
  ]);

  const picturesOf = new Map<number, PictureRow[]>();
  for (const row of pictureRows)
    picturesOf.set(row.memberId, [...(picturesOf.get(row.memberId) ?? []), row]);
  const answersOf = new Map<number, AnswerRow[]>();
  for (const row of answerRows)
    answersOf.set(row.memberId, [...(answersOf.get(row.memberId) ?? []), row]);
  // The values as the users table keeps them (a trigger follows the `values` answers).
  const myValues = new Set(viewerMember ? (viewer?.user.valueOptionIds ?? []) : []);
  const viewerAllowed = viewer ? memberAreaAllowed(viewer.user, viewerMember, now) : false;
  const origin = input.origin !== undefined ? input.origin : viewer ? viewer.user : null;

  for (const { user, member, audioKey, favorite } of loaded) {
    const own = viewerMember?.id === member.id;
    const blockId = blocks.mine.get(member.id) ?? null;
    const blocked =
      !own && (blocks.theirs.has(member.id) || (blockId !== null && !input.ownBlocksShown));
    const deleted = user.deletedAt !== null;
    const unavailable = !deleted && (user.blocked || !member.onboardingCompleted || blocked);
    const interactions = {
      favorite,
      member_block_id: blockId,
    };
    if (!own && (deleted || unavailable)) {
      result.set(member.id, {
        id: member.id,
        user: { id: user.id, first_name: deleted ? '' : user.firstName, country: user.country },
        deleted,
        unavailable,
        ...interactions,
        can: { view: false },
      });
      continue;
    }

    const allPictures = picturesOf.get(member.id) ?? [];
    const shown = own
      ? allPictures
      : allPictures.filter((row) => VISIBLE_PICTURE_STATUSES.has(statusOf(row)));
    const memberAnswers = (answersOf.get(member.id) ?? [])
      .map((row) => presentAnswer(row, locale))
      .filter((answer) => answer !== null);
    const distance = own ? null : snappedDistanceKm(origin, user);
    const status = subscriptionStatusAt(member, now);
    const subscribed = status !== 'inactive';
    const sign = user.birthday ? zodiacSignFor(user.birthday) : null;
    const gender = user.gender as Schemas['Gender'] | null;
    // Others who may not see the pictures unblurred get the blurred renditions' URLs, never the originals'.
    const blurred = picturesBlurred(own, {
      suspended: member.suspended,
      subscribed,
      paused: member.paused,
      anonymousMode: user.anonymousMode,
    });

    const payload: MemberPayload = {
      id: member.id,
      user: {
        id: user.id,
        first_name: user.firstName,
        gender,
        gender_i18n: gender ? translate(locale, `members.gender.${gender}`) : null,
        age: ageOn(user.birthday, now),
        city: user.city,
        state: user.state,
        country: user.country,
        online:
          user.lastActivityAt !== null &&
          now.getTime() - user.lastActivityAt.getTime() < ONLINE_WINDOW_MS,
        distance,
        distance_label: distanceLabel(distance),
        last_activity: iso(user.lastActivityAt),
        zodiac: sign ? { name: sign.name, label: sign.label[locale] } : null,
        // Others need it for the avatar overlay and blur (spec §4); nothing else of the settings.
        settings: { anonymous_mode: user.anonymousMode },
      },
      title: member.title,
      about: member.about,
      seeking: member.seeking,
      answers: memberAnswers,
      avatar_path: shown[0] ? pictureUrl(services, shown[0], { blurred }) : null,
      audio_introduction_url: audioKey ? signedFileUrl(services, audioKey) : null,
      gallery: shown.slice(0, 6).map((row) => presentPicture(services, row, { blurred })),
      gallery_review_status: reviewOf(allPictures, now).review_status,
      deleted: false,
      unavailable: false,
      suspended: member.suspended,
      subscribed,
      paused: member.paused,
      visibility: member.visibility as Schemas['MemberVisibility'],
      subscription_status: status,
      ...interactions,
      common_values_count: [...new Set(user.valueOptionIds)].filter((id) => myValues.has(id))
        .length,
      // The own profile is always open (preview); another one when both sides are in good standing.
      can: { view: own || (viewerAllowed && profileViewable(user, member, now)) },
    };
    if (own) {
      // A moderation reason is the member's own business (others see only that they are suspended).
      payload.suspended_reason = member.suspendedReason;
      payload.onboarding_completed = member.onboardingCompleted;
      payload.onboarding_step = member.onboardingStep as MemberPayload['onboarding_step'];
      payload.subscription_end_date = iso(member.subscriptionEndDate);
      payload.trial_end_date = iso(member.trialEndDate);
    }
    result.set(member.id, payload);
  }
  return result;
}

/**
 * The originals of a member's pictures others may see (`POST /members/{id}/reveal`), as the profile
 * would carry them unblurred: the avatar (the first) and the gallery (at most 6). The caller has checked
 * that the viewer may reveal them.
 */
export async function presentRevealedPictures(
  services: Services,
  input: { memberId: number; own: boolean },
): Promise<Schemas['RevealedPictures']> {
  const rows = await services.db
    .select()
    .from(pictures)
    .where(eq(pictures.memberId, input.memberId))
    .orderBy(asc(pictures.position), asc(pictures.id));
  const shown = input.own
    ? rows
    : rows.filter((row) => VISIBLE_PICTURE_STATUSES.has(statusOf(row)));
  return {
    avatar_path: shown[0] ? pictureUrl(services, shown[0]) : null,
    gallery: shown.slice(0, 6).map((row) => presentPicture(services, row)),
  };
}

const VERIFIED_PICTURE_STATUSES: ReadonlySet<string> = new Set(['portrait', 'authenticated']);

/**
 * A member as a card of the search grid shows it (the contract's MemberCard): the name, age, city,
 * snapped distance and activity, the avatar with its overlay state and check, the favourite and
 * whether the profile opens. The texts, answers, gallery and audio wait for the profile.
 */
export function memberCard(member: MemberPayload): MemberCardPayload {
  const { user } = member;
  const card: MemberCardPayload = {
    id: member.id,
    deleted: member.deleted ?? false,
    unavailable: member.unavailable ?? false,
    favorite: member.favorite ?? false,
    can: { view: member.can?.view ?? false },
  };
  if (user)
    card.user =
      member.deleted || member.unavailable
        ? { id: user.id, first_name: user.first_name }
        : {
            id: user.id,
            first_name: user.first_name,
            age: user.age ?? null,
            city: user.city ?? null,
            online: user.online ?? false,
            distance: user.distance ?? null,
            distance_label: user.distance_label ?? null,
            last_activity: user.last_activity ?? null,
            settings: { anonymous_mode: user.settings?.anonymous_mode ?? false },
          };
  if (member.deleted || member.unavailable) return card;
  return {
    ...card,
    avatar_path: member.avatar_path ?? null,
    verified: (member.gallery ?? []).some((picture) =>
      VERIFIED_PICTURE_STATUSES.has(picture.status),
    ),
    ...(member.gallery_review_status
      ? { gallery_review_status: member.gallery_review_status }
      : {}),
    suspended: member.suspended ?? false,
    subscribed: member.subscribed ?? false,
    ...(member.subscription_status ? { subscription_status: member.subscription_status } : {}),
    paused: member.paused ?? false,
    common_values_count: member.common_values_count ?? 0,
  };
}

/** One member as the viewer sees them (see presentMembers), or undefined for an unknown id. */
export async function presentMember(
  services: Services,
  input: Omit<PresentMembersInput, 'memberIds'> & { memberId: number },
): Promise<MemberPayload | undefined> {
  const map = await presentMembers(services, { ...input, memberIds: [input.memberId] });
  return map.get(input.memberId);
}

/**
 * The gender as the public share page names it (PublicGender: male, non_binary, other, as the spec
 * lists them): the page words a man's and a non-binary person's profile their own way, and every
 * other profile (a woman's, or no gender given) the `other` way.
 */
export function publicGender(gender: string | null): Schemas['PublicGender'] {
  if (gender === 'male' || gender === 'non_binary') return gender;
  return 'other';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The last activity the public share page may learn (spec §9): no finer than the page shows it, which
 * is 'less than 24h' up to 24 hours, whole days up to 7, then 'more than a week' (the UI's
 * `lastActivityLabel`, public variant, which floors the time elapsed to days). A fixed stand-in for
 * each label, measured back from `now`: `now` itself within 24 hours (an activity in the future, from
 * clock skew, too); then the middle of the day reached (at most 7 days), so that the page, counting
 * from its own clock, still shows the same whole days half a day later; past a week, 8 days ago
 * whenever the activity was.
 */
export function publicLastActivity(lastActivity: Date, now: Date): Date {
  const elapsed = now.getTime() - lastActivity.getTime();
  if (elapsed <= DAY_MS) return now;
  const shown =
    elapsed > WEEK_MS
      ? WEEK_MS + DAY_MS
      : Math.min(Math.floor(elapsed / DAY_MS) * DAY_MS + DAY_MS / 2, WEEK_MS);
  return new Date(now.getTime() - shown);
}

/**
 * A member as the public share page shows it (PublicMember): the profile without any interaction or
 * permission field, the pictures others may see, last activity only as coarsely as the page shows it
 * (`publicLastActivity`), and a distance only when the visitor is a signed-in user with a known
 * location (snapped, never coordinates).
 */
export async function presentPublicMember(
  services: Services,
  input: { memberId: number; locale: Locale; origin?: MaybePoint | null },
): Promise<Schemas['PublicMember'] | undefined> {
  const member = await presentMember(services, {
    viewerUserId: null,
    memberId: input.memberId,
    locale: input.locale,
    origin: input.origin ?? null,
  });
  if (!member?.user || member.deleted || member.unavailable) return undefined;
  const { user } = member;
  const lastActivity = user.last_activity
    ? publicLastActivity(new Date(user.last_activity), services.now())
    : null;
  return {
    id: member.id,
    gender: publicGender(user.gender ?? null),
    title: member.title ?? '',
    about: member.about ?? '',
    seeking: member.seeking ?? '',
    avatar_path: member.avatar_path ?? null,
    audio_introduction_url: member.audio_introduction_url ?? null,
    answers: member.answers ?? [],
    gallery: member.gallery ?? [],
    user: {
      first_name: user.first_name,
      age: Math.max(18, user.age ?? 18),
      city: user.city ?? null,
      state: user.state ?? null,
      zodiac: user.zodiac ?? null,
      last_activity: lastActivity ? lastActivity.toISOString() : null,
      distance: user.distance ?? null,
    },
  };
}

/**
 * The viewer's blocks (MemberBlock): the blocked member's first name, and `can.view` when the blocker
 * may open the profile (`listBlocks`), for the list to link to it.
 */
export function presentBlocks(
  rows: readonly { id: number; memberId: number; firstName: string; canView: boolean }[],
): Schemas['MemberBlock'][] {
  return rows.map((row) => ({
    id: row.memberId,
    pivot: { id: row.id },
    user: { first_name: row.firstName },
    can: { view: row.canView },
  }));
}

/** A link to the public share page of a profile, and when it stops working. */
export function presentShareLink(
  services: Services,
  link: { memberId: number; expiresAt: Date },
): { member_shareable_link: { url: string; expires_at: string } } {
  const base = services.config.publicWebUrl.replace(/\/+$/, '');
  return {
    member_shareable_link: {
      url: `${base}/share/member/${link.memberId}`,
      expires_at: link.expiresAt.toISOString(),
    },
  };
}
