import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { members, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { sha256, safeEqual } from '../../http/crypto';
import { DomainError, HttpError, ValidationError } from '../../http/errors';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { checkSignedUrl } from '../../http/signed-url';
import { attributeName, translate, type Locale } from '../../i18n/messages';
import { channels, events } from '../../realtime/broadcaster';
import { hashPassword } from '../session/passwords';
import { sendVerificationEmail } from './verification';

export function confirmationMismatch(locale: Locale, field: string): string {
  return translate(locale, 'validation.confirmed', { attribute: attributeName(locale, field) });
}

/** One verification e-mail a minute per user. */
export const VERIFICATION_RESEND_SECONDS = 60;

export function registerRegistrationRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/onboarding/user', async (c, { body }) => {
    const services = c.get('services');
    const locale = c.get('locale');
    if (body.password !== body.password_confirmation) {
      throw new ValidationError({ password: [confirmationMismatch(locale, 'password')] });
    }
    const email = body.email.trim();
    const [taken] = await services.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (taken)
      throw new DomainError(
        409,
        'EMAIL_ALREADY_EXISTS',
        translate(locale, 'register.email_exists'),
      );

    // A Facebook sign-up without an email comes back here with its id and token: link them once verified.
    let facebookId: string | null = null;
    if (body.facebook_access_token || body.facebook_id) {
      const profile = body.facebook_access_token
        ? await services.social.verify('facebook', body.facebook_access_token)
        : null;
      if (!profile || profile.id !== body.facebook_id) {
        throw new ValidationError({ facebook_access_token: [translate(locale, 'auth.failed')] });
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
    return c.body(null, 201);
  });

  route(app, 'get', '/email/verify/{id}/{hash}', async (c, { params }) => {
    const services = c.get('services');
    const locale = c.get('locale');
    const url = new URL(c.req.url);
    const check = checkSignedUrl(services.appKey, url.pathname, url.searchParams, services.now());
    if (check !== 'valid') throw new HttpError(403, translate(locale, 'auth.forbidden'));
    const userId = idParam(c, params.id);
    const [user] = await services.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!user) throw new HttpError(404, translate(locale, 'http.not_found'));
    if (!safeEqual(params.hash, sha256(user.email.toLowerCase()))) {
      // The address changed since the link was sent.
      throw new HttpError(403, translate(locale, 'auth.forbidden'));
    }
    if (!user.emailVerifiedAt) {
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
    if (c.req.header('accept')?.includes('application/json')) return c.body(null, 204);
    return c.redirect(`${services.config.publicWebUrl}/?verified=1`, 302);
  });

  route(app, 'post', '/email-verification/send-link', async (c) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const [user] = await services.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, translate(c.get('locale'), 'auth.unauthenticated'));
    if (user.emailVerifiedAt) return c.body(null, 204);
    const wait = services.rateLimiter.hit(`verification:${userId}`, 1, VERIFICATION_RESEND_SECONDS);
    if (wait > 0) {
      throw new HttpError(429, translate(c.get('locale'), 'auth.throttle', { seconds: wait }), {
        'Retry-After': String(wait),
      });
    }
    await sendVerificationEmail(services, user);
    return c.body(null, 204);
  });
}
