import { and, eq, isNull, sql } from 'drizzle-orm';
import { members, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { sha256, safeEqual } from '../../http/crypto';
import { DomainError, HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { attribute, message, type Locale, type Message } from '../../i18n/messages';
import { channels, events } from '../../realtime/broadcaster';
import { hashPassword } from '../session/passwords';
import { sendVerificationEmail } from './verification';

/** One verification e-mail a minute per user. */
export const VERIFICATION_RESEND_SECONDS = 60;

/** "The confirmation of :attribute does not match", as a message for an error. */
export function confirmationMismatchMessage(field: string): Message {
  return message('validation.confirmed', { attribute: attribute(field) });
}

/**
 * `POST /onboarding/user`: a new user and their member profile, then the verification e-mail. A
 * Facebook sign-up without an e-mail comes back here with its id and token: they are linked once
 * verified.
 */
export async function registerUser(
  services: Services,
  body: Schemas['RegisterRequest'],
  locale: Locale,
): Promise<void> {
  if (body.password !== body.password_confirmation) {
    throw new ValidationError({ password: [confirmationMismatchMessage('password')] });
  }
  const email = body.email.trim();
  const [taken] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken) throw new DomainError(409, 'EMAIL_ALREADY_EXISTS', message('register.email_exists'));

  let facebookId: string | null = null;
  if (body.facebook_access_token || body.facebook_id) {
    const profile = body.facebook_access_token
      ? await services.social.verify('facebook', body.facebook_access_token)
      : null;
    if (!profile || profile.id !== body.facebook_id) {
      throw new ValidationError({ facebook_access_token: [message('auth.failed')] });
    }
    facebookId = profile.id;
  }

  const user = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        locale: body.locale ?? locale,
        facebookId,
      })
      .returning();
    if (!created) throw new Error('The user was not created');
    await tx.insert(members).values({ userId: created.id });
    return created;
  });
  await sendVerificationEmail(services, user);
}

/**
 * The verification link opened (its signature checked by the caller): the address is verified unless
 * it changed since the link was sent (403), and the open app is told.
 */
export async function verifyEmail(services: Services, userId: number, hash: string): Promise<void> {
  const [user] = await services.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw new HttpError(404, message('http.not_found'));
  if (!safeEqual(hash, sha256(user.email.toLowerCase()))) {
    // The address changed since the link was sent.
    throw new HttpError(403, message('auth.forbidden'));
  }
  if (user.emailVerifiedAt) return;
  await services.db
    .update(users)
    .set({ emailVerifiedAt: services.now() })
    .where(eq(users.id, user.id));
  // The open app refetches the user (spec: realtime on the private user channel).
  await services.broadcaster.publish({
    channel: channels.user(user.id),
    event: events.emailVerified,
    data: {},
  });
}

/** A new verification e-mail, at most one a minute (429); nothing for an address already verified. */
export async function resendVerification(services: Services, userId: number): Promise<void> {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, message('auth.unauthenticated'));
  if (user.emailVerifiedAt) return;
  const wait = services.rateLimiter.hit(`verification:${userId}`, 1, VERIFICATION_RESEND_SECONDS);
  if (wait > 0) {
    throw new HttpError(429, message('auth.throttle', { seconds: wait }), {
      'Retry-After': String(wait),
    });
  }
  await sendVerificationEmail(services, user);
}
