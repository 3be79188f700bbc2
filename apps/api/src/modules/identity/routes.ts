import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import type { Schemas } from '../../http/types';
import { translate, type MessageKey } from '../../i18n/messages';
import { geocodeAddress } from '../members/geocode';

/** Three attempts at the electronic check; then an administrator verifies manually. */
export const IDENTITY_ATTEMPTS = 3;

type Result = Schemas['IdentityCheckResult'];

/** Masks an email for the same-user notice: c•••@demo.test. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

export function registerIdentityRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/onboarding/authenticate', async (c, { body }) => {
    const userId = requireUserId(c);
    const locale = c.get('locale');
    const { db, now } = c.get('services');
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, translate(locale, 'auth.unauthenticated'));

    const claim = {
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      birthday: body.birthday,
      address1: body.address_1.trim(),
      address2: body.address_2?.trim() || null,
      city: body.city.trim(),
      state: body.state.trim(),
      country: body.country.trim().toLowerCase(),
      postalCode: body.postal_code.trim().toUpperCase(),
    };
    // The member's location for distances comes from the address they confirm here (snapped for others).
    const place = geocodeAddress({
      city: claim.city,
      state: claim.state,
      postal_code: claim.postalCode,
      country: claim.country,
    });
    await db
      .update(users)
      .set({
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        locationUpdatedAt: place ? now() : null,
        firstName: claim.firstName,
        lastName: claim.lastName,
        birthday: claim.birthday,
        address1: claim.address1,
        address2: claim.address2,
        city: claim.city,
        state: claim.state,
        country: claim.country,
        postalCode: claim.postalCode,
        updatedAt: now(),
      })
      .where(eq(users.id, userId));

    const answer = (status: 200 | 400, result: Result) => c.json(result, status);
    const failure = (
      code: Schemas['IdentityErrorCode'],
      key: MessageKey,
      flag: Result['authentication_flag'],
      tries: number,
      blocked = false,
      extra: Partial<Result> = {},
    ) =>
      answer(400, {
        success: false,
        tries,
        authentication_flag: flag,
        blocked,
        error: { code, message: translate(locale, key) },
        ...extra,
      });

    if (user.blocked) return failure(600, 'identity.600', 'fail', user.eidTries, true);
    if (user.authenticationFlag === 'success') {
      return answer(200, {
        success: true,
        tries: user.eidTries,
        authentication_flag: 'success',
        blocked: false,
      });
    }

    // Same name and birth date as another account: point the person to it (806), without using a try.
    const [twin] = await db
      .select()
      .from(users)
      .where(
        and(
          ne(users.id, userId),
          isNull(users.deletedAt),
          eq(users.birthday, claim.birthday),
          sql`lower(${users.firstName}) = ${claim.firstName.toLowerCase()}`,
          sql`lower(${users.lastName}) = ${claim.lastName.toLowerCase()}`,
        ),
      );
    if (twin) {
      return failure(
        806,
        'identity.806',
        user.authenticationFlag as Result['authentication_flag'],
        user.eidTries,
        false,
        {
          data: {
            user: {
              email: twin.passwordHash ? maskEmail(twin.email) : false,
              facebook: twin.facebookId !== null,
              google: twin.googleId !== null,
              apple: twin.appleId !== null,
            },
          },
        },
      );
    }

    if (user.eidTries >= IDENTITY_ATTEMPTS) {
      await setFlag(c, userId, 'warning');
      return failure(805, 'identity.no_tries_left', 'warning', user.eidTries);
    }

    const outcome = await c.get('services').identity.verify(claim);
    const tries = user.eidTries + 1;
    switch (outcome.kind) {
      case 'success':
        await db
          .update(users)
          .set({ eidTries: tries, authenticationFlag: 'success', updatedAt: now() })
          .where(eq(users.id, userId));
        return answer(200, {
          success: true,
          tries,
          authentication_flag: 'success',
          blocked: false,
        });
      case 'warning':
      case 'error':
        // Pending a manual check by an administrator (the member gives a phone and availability).
        await db
          .update(users)
          .set({ eidTries: tries, authenticationFlag: 'warning', updatedAt: now() })
          .where(eq(users.id, userId));
        return failure(outcome.code, `identity.${outcome.code}`, 'warning', tries);
      case 'blocked':
        await db
          .update(users)
          .set({ eidTries: tries, authenticationFlag: 'fail', blocked: true, updatedAt: now() })
          .where(eq(users.id, userId));
        return failure(outcome.code, `identity.${outcome.code}`, 'fail', tries, true);
    }
  });
}

async function setFlag(c: Context<AppEnv>, userId: number, flag: 'warning'): Promise<void> {
  const { db, now } = c.get('services');
  await db
    .update(users)
    .set({ authenticationFlag: flag, updatedAt: now() })
    .where(eq(users.id, userId));
}
