import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ambassadors, members, users } from '../../db/schema';
import type { Schemas } from '../../http/types';

type UserRow = typeof users.$inferSelect;
type MemberRow = typeof members.$inferSelect;
type AmbassadorRow = typeof ambassadors.$inferSelect;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function presentOwnMember(member: MemberRow): Schemas['Member'] {
  return {
    id: member.id,
    title: member.title,
    about: member.about,
    seeking: member.seeking,
    subscription_status: member.subscriptionStatus as Schemas['SubscriptionStatus'],
    onboarding_completed: member.onboardingCompleted,
    onboarding_step: member.onboardingStep as Schemas['Member']['onboarding_step'],
    visibility: member.visibility as Schemas['MemberVisibility'],
    paused: member.paused,
    suspended: member.suspended,
    suspended_reason: member.suspendedReason,
    subscription_end_date: iso(member.subscriptionEndDate),
    trial_end_date: iso(member.trialEndDate),
    subscribed: member.subscriptionStatus !== 'inactive',
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
    member: member ? presentOwnMember(member) : null,
  };
}

export async function loadCurrentUser(
  db: Database,
  userId: number,
  referralBase: string,
): Promise<Schemas['CurrentUser'] | undefined> {
  const [row] = await db
    .select({ user: users, member: members, ambassador: ambassadors })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .leftJoin(ambassadors, eq(ambassadors.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return presentCurrentUser(
    row.user,
    row.member ?? undefined,
    row.ambassador ?? undefined,
    referralBase,
  );
}
