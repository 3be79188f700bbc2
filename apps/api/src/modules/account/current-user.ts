import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ambassadors, members, users } from '../../db/schema';
import type { Schemas } from '../../http/types';
import { requiresNas } from '../ambassadors/earnings';
import { maskedNas } from '../ambassadors/nas';
import { activeSubscriptionOf, subscriptionStatusAt } from '../settings/subscription';

type UserRow = typeof users.$inferSelect;
type MemberRow = typeof members.$inferSelect;
type AmbassadorRow = typeof ambassadors.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * The member as the signed-in user sees it. `now` makes the subscription status the one of that moment:
 * an active subscription past its end date, or a trial past its end, reads `inactive`.
 */
export function presentOwnMember(member: MemberRow, now: Date = new Date()): Schemas['Member'] {
  const status = subscriptionStatusAt(member, now);
  return {
    id: member.id,
    title: member.title,
    about: member.about,
    seeking: member.seeking,
    subscription_status: status,
    onboarding_completed: member.onboardingCompleted,
    onboarding_step: member.onboardingStep as Schemas['Member']['onboarding_step'],
    visibility: member.visibility as Schemas['MemberVisibility'],
    paused: member.paused,
    suspended: member.suspended,
    suspended_reason: member.suspendedReason,
    subscription_end_date: iso(member.subscriptionEndDate),
    trial_end_date: iso(member.trialEndDate),
    subscribed: status !== 'inactive',
  };
}

export function presentAmbassador(
  ambassador: AmbassadorRow,
  referralBase: string,
): Schemas['Ambassador'] {
  return {
    code: ambassador.code,
    referral_link: `${referralBase}?reference=${encodeURIComponent(ambassador.code)}`,
    requires_nas: ambassador.requiresNas,
    objective: ambassador.objective as Schemas['AmbassadorObjective'] | null,
  };
}

export function presentCurrentUser(
  user: UserRow,
  member: MemberRow | undefined,
  ambassador: AmbassadorRow | undefined,
  referralBase: string,
  { now = new Date(), appKey }: CurrentUserContext = {},
): Schemas['CurrentUser'] {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    birthday: user.birthday,
    address_1: user.address1,
    address_2: user.address2,
    city: user.city,
    state: user.state,
    country: user.country,
    postal_code: user.postalCode,
    phone: user.phone,
    locale: user.locale as Schemas['Locale'],
    gender: user.gender as Schemas['Gender'] | null,
    sexual_orientations: user.sexualOrientations as Schemas['SexualOrientation'][],
    accepted_terms_date: iso(user.acceptedTermsDate),
    eid_tries: user.eidTries,
    authentication_flag: user.authenticationFlag as Schemas['AuthenticationFlag'] | null,
    blocked: user.blocked,
    email_verified_at: iso(user.emailVerifiedAt),
    ambassador: ambassador ? presentAmbassador(ambassador, referralBase) : null,
    member: member ? presentOwnMember(member, now) : null,
    // The ambassador's tax numbers; the SIN only ever masked.
    gst: ambassador?.gst ?? null,
    pst: ambassador?.pst ?? null,
    nas: ambassador?.nasEncrypted ? maskedNas(ambassador.nasEncrypted, appKey) : null,
    has_taxes: Boolean(ambassador?.gst?.trim() && ambassador.pst?.trim()),
    settings: {
      anonymous_mode: user.anonymousMode,
      notifications_priority_message: user.notificationsPriorityMessage,
      notifications_secondary_message: user.notificationsSecondaryMessage,
      // The saved search (PATCH /account/settings/search); null until first saved.
      filters: Object.keys(user.searchFilters).length > 0 ? user.searchFilters : null,
      sort: user.searchSort as Schemas['SearchSortOption'],
    },
    metadata: { first_search: user.firstSearch },
  };
}

/** The moment the user is presented at (subscription status) and the key that decrypts the SIN to mask it. */
export interface CurrentUserContext {
  now?: Date;
  appKey?: string;
  /** The request's language (product names); the user's own when absent. */
  locale?: 'fr' | 'en';
}

export async function loadCurrentUser(
  db: Database,
  userId: number,
  referralBase: string,
  context: CurrentUserContext = {},
): Promise<Schemas['CurrentUser'] | undefined> {
  const [row] = await db
    .select({ user: users, member: members, ambassador: ambassadors })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .leftJoin(ambassadors, eq(ambassadors.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const now = context.now ?? new Date();
  const presented = presentCurrentUser(
    row.user,
    row.member ?? undefined,
    row.ambassador ?? undefined,
    referralBase,
    { ...context, now },
  );
  if (row.ambassador && presented.ambassador)
    presented.ambassador.requires_nas = await requiresNas(db, row.ambassador, now);
  presented.active_subscription = row.member
    ? await activeSubscriptionOf(
        db,
        row.member,
        now,
        context.locale ?? (row.user.locale === 'en' ? 'en' : 'fr'),
      )
    : null;
  return presented;
}
