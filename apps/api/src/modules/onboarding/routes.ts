import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { QUESTIONS, stepsFor } from '../../data/questions';
import { ambassadors, members, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { attributeName, translate } from '../../i18n/messages';
import { presentOwnMember } from '../account/current-user';
import { memberIdOf } from '../answers/routes';

/** The wizard's steps that exist on this server, in order (a question step only if its question does). */
export const STEPS = stepsFor(QUESTIONS);

export function registerOnboardingRoutes(app: Hono<AppEnv>): void {
  route(app, 'patch', '/onboarding/user/gender', async (c, { body }) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    await db
      .update(users)
      .set({ gender: body.gender, updatedAt: now() })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'patch', '/onboarding/user/sexual-orientation', async (c, { body }) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    await db
      .update(users)
      .set({ sexualOrientations: [...new Set(body.sexual_orientations)], updatedAt: now() })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'patch', '/onboarding/step', async (c, { body }) => {
    const userId = requireUserId(c);
    const locale = c.get('locale');
    const { db, now } = c.get('services');
    const [row] = await db
      .select({ member: members, accepted: users.acceptedTermsDate })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.userId, userId));
    if (!row) {
      await memberIdOf(db, userId, locale); // 403 for a user without a member
      return c.body(null, 204);
    }
    if (!row.accepted)
      throw new ValidationError({ step: [translate(locale, 'onboarding.terms_required')] });
    const target = STEPS.indexOf(body.step);
    if (target === -1)
      throw new ValidationError({
        step: [translate(locale, 'validation.in', { attribute: attributeName(locale, 'step') })],
      });
    const current = Math.max(
      0,
      STEPS.indexOf((row.member.onboardingStep ?? STEPS[0]) as (typeof STEPS)[number]),
    );
    // Next moves one step on; nobody skips ahead. Going back does not forget how far the member got.
    if (target > current + 1)
      throw new ValidationError({ step: [translate(locale, 'onboarding.step_ahead')] });
    if (target > current) {
      await db
        .update(members)
        .set({ onboardingStep: body.step, updatedAt: now() })
        .where(eq(members.id, row.member.id));
    }
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/member', async (c, { body }) => {
    const userId = requireUserId(c);
    const locale = c.get('locale');
    const { db, now } = c.get('services');
    const memberId = await memberIdOf(db, userId, locale);
    const trimmed = {
      title: body.title.trim(),
      about: body.about.trim(),
      seeking: body.seeking.trim(),
    };
    const limits = { title: [5, 100], about: [10, 3000], seeking: [10, 3000] } as const;
    const errors: Record<string, string[]> = {};
    for (const [field, [min]] of Object.entries(limits) as [
      keyof typeof limits,
      readonly [number, number],
    ][]) {
      if (trimmed[field].length < min) {
        errors[field] = [
          translate(locale, 'validation.min.string', {
            attribute: attributeName(locale, field),
            min,
          }),
        ];
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await db
      .update(members)
      .set({ ...trimmed, updatedAt: now() })
      .where(eq(members.id, memberId));
    return c.body(null, 204);
  });

  route(app, 'post', '/onboarding/member', async (c) => {
    const userId = requireUserId(c);
    const { db } = c.get('services');
    const [row] = await db
      .select({ ambassador: ambassadors.id, member: members.id })
      .from(users)
      .leftJoin(ambassadors, eq(ambassadors.userId, users.id))
      .leftJoin(members, eq(members.userId, users.id))
      .where(eq(users.id, userId));
    // Only an ambassador who is not yet a member creates one.
    if (!row?.ambassador || row.member)
      throw new HttpError(403, translate(c.get('locale'), 'auth.forbidden'));
    const [member] = await db.insert(members).values({ userId }).returning();
    if (!member) throw new Error('The member was not created');
    return c.json({ data: presentOwnMember(member) }, 201);
  });

  route(app, 'patch', '/account/phone', async (c, { body }) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    await db
      .update(users)
      .set({
        phone: body.phone.trim(),
        phoneAvailability: body.phone_availability.trim(),
        updatedAt: now(),
      })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });
}
