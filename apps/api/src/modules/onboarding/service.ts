/** The onboarding wizard's rules: the user's answers to its first screens, its steps, the profile texts. */
import { eq, sql } from 'drizzle-orm';
import { QUESTIONS, stepsFor } from '../../data/questions';
import { ambassadors, members, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { attribute, message, type Message } from '../../i18n/messages';
import { memberIdOf } from '../answers/service';

/** The wizard's steps that exist on this server, in order (a question step only if its question does). */
export const STEPS = stepsFor(QUESTIONS);

type UserRow = typeof users.$inferSelect;
type MemberRow = typeof members.$inferSelect;

/** The user's own columns the wizard and the account fill in (gender, orientations, phone). */
export async function updateUser(
  services: Services,
  userId: number,
  changes: Partial<Pick<UserRow, 'gender' | 'sexualOrientations'>>,
): Promise<void> {
  await services.db
    .update(users)
    .set({ ...changes, updatedAt: services.now() })
    .where(eq(users.id, userId));
}

/**
 * The manual verification that follows a failed or skipped identity check (spec 01, section 4): the
 * phone and when to call, neither blank once trimmed (422), and the identity marked pending
 * (`authentication_flag` 'warning', the member area's pending-authentication notice) unless a check
 * already settled it ('success' or 'fail', which an administrator changes).
 */
export async function requestManualVerification(
  services: Services,
  userId: number,
  input: { phone: string; phoneAvailability: string },
): Promise<void> {
  const phone = input.phone.trim();
  const phoneAvailability = input.phoneAvailability.trim();
  const errors: Record<string, Message[]> = {};
  for (const [field, value] of [
    ['phone', phone],
    ['phone_availability', phoneAvailability],
  ] as const)
    if (value === '')
      errors[field] = [message('validation.required', { attribute: attribute(field) })];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await services.db
    .update(users)
    .set({
      phone,
      phoneAvailability,
      authenticationFlag: sql`coalesce(${users.authenticationFlag}, 'warning')`,
      updatedAt: services.now(),
    })
    .where(eq(users.id, userId));
}

/**
 * Moves the wizard to `step`: once the terms are accepted, one step on at most (nobody skips ahead);
 * going back does not forget how far the member got. 403 for a user without a member.
 */
export async function moveToStep(services: Services, userId: number, step: string): Promise<void> {
  const { db, now } = services;
  const [row] = await db
    .select({ member: members, accepted: users.acceptedTermsDate })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.userId, userId));
  if (!row) {
    await memberIdOf(db, userId); // 403 for a user without a member
    return;
  }
  if (!row.accepted) throw new ValidationError({ step: [message('onboarding.terms_required')] });
  const target = STEPS.indexOf(step as (typeof STEPS)[number]);
  if (target === -1)
    throw new ValidationError({
      step: [message('validation.in', { attribute: attribute('step') })],
    });
  const current = Math.max(
    0,
    STEPS.indexOf((row.member.onboardingStep ?? STEPS[0]) as (typeof STEPS)[number]),
  );
  if (target > current + 1) throw new ValidationError({ step: [message('onboarding.step_ahead')] });
  if (target > current)
    await db
      .update(members)
      .set({ onboardingStep: step, updatedAt: now() })
      .where(eq(members.id, row.member.id));
}

/** The least each profile text holds, trimmed (the contract caps their length). */
const TEXT_MINIMUMS = { title: 5, about: 10, seeking: 10 } as const;

/** The member's profile texts, trimmed (422 per text shorter than its minimum). */
export async function updateProfileTexts(
  services: Services,
  userId: number,
  input: Schemas['UpdateMemberProfileRequest'],
): Promise<void> {
  const memberId = await memberIdOf(services.db, userId);
  const trimmed = {
    title: input.title.trim(),
    about: input.about.trim(),
    seeking: input.seeking.trim(),
  };
  const errors: Record<string, Message[]> = {};
  for (const [field, min] of Object.entries(TEXT_MINIMUMS) as [keyof typeof trimmed, number][]) {
    if (trimmed[field].length < min)
      errors[field] = [message('validation.min.string', { attribute: attribute(field), min })];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await services.db
    .update(members)
    .set({ ...trimmed, updatedAt: services.now() })
    .where(eq(members.id, memberId));
}

/** A member for an ambassador who is not yet one (403 for anybody else). */
export async function createAmbassadorMember(
  services: Services,
  userId: number,
): Promise<MemberRow> {
  const { db } = services;
  const [row] = await db
    .select({ ambassador: ambassadors.id, member: members.id })
    .from(users)
    .leftJoin(ambassadors, eq(ambassadors.userId, users.id))
    .leftJoin(members, eq(members.userId, users.id))
    .where(eq(users.id, userId));
  if (!row?.ambassador || row.member) throw new HttpError(403, message('auth.forbidden'));
  const [member] = await db.insert(members).values({ userId }).returning();
  if (!member) throw new Error('The member was not created');
  return member;
}
