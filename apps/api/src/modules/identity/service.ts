/**
 * The identity check (onboarding): the claim is saved and geocoded, then checked by the identity
 * provider, at most IDENTITY_ATTEMPTS times before an administrator verifies manually.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message, type MessageKey } from '../../i18n/messages';
import { geocodeAddress } from '../members/geocode';

/** Three attempts at the electronic check; then an administrator verifies manually. */
export const IDENTITY_ATTEMPTS = 3;

type Result = Schemas['IdentityCheckResult'];
type UserRow = typeof users.$inferSelect;

/** How a check ended: verified, or refused with a code, its message key and the account's state. */
export type IdentityOutcome =
  | { success: true; tries: number }
  | {
      success: false;
      code: Schemas['IdentityErrorCode'];
      key: MessageKey;
      flag: Result['authentication_flag'];
      tries: number;
      blocked: boolean;
      extra?: Partial<Result>;
    };

/** Masks an email for the same-user notice: c•••@demo.test. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

async function setUser(services: Services, userId: number, changes: Partial<UserRow>) {
  await services.db
    .update(users)
    .set({ ...changes, updatedAt: services.now() })
    .where(eq(users.id, userId));
}

/** Another account with the same name and birth date (806), when there is one. */
async function twinOf(
  services: Services,
  userId: number,
  claim: Pick<UserRow, 'firstName' | 'lastName'> & { birthday: string },
) {
  const [twin] = await services.db
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
  return twin;
}

/**
 * Saves the person's claim (the member's location for distances comes from the address confirmed
 * here, snapped for others), then checks it: a blocked account (600), an account already verified, a
 * twin account (806, without using a try), no try left (805, pending a manual check), or the
 * provider's answer, which uses a try.
 */
export async function checkIdentity(
  services: Services,
  userId: number,
  input: Schemas['IdentityCheckRequest'],
): Promise<IdentityOutcome> {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, message('auth.unauthenticated'));
  const claim = {
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
    birthday: input.birthday,
    address1: input.address_1.trim(),
    address2: input.address_2?.trim() || null,
    city: input.city.trim(),
    state: input.state.trim(),
    country: input.country.trim().toLowerCase(),
    postalCode: input.postal_code.trim().toUpperCase(),
  };
  const place = geocodeAddress({
    city: claim.city,
    state: claim.state,
    postal_code: claim.postalCode,
    country: claim.country,
  });
  await setUser(services, userId, {
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    locationUpdatedAt: place ? services.now() : null,
    ...claim,
  });

  const refused = (
    code: Schemas['IdentityErrorCode'],
    key: MessageKey,
    flag: Result['authentication_flag'],
    tries: number,
    blocked = false,
    extra?: Partial<Result>,
  ): IdentityOutcome => ({
    success: false,
    code,
    key,
    flag,
    tries,
    blocked,
    ...(extra ? { extra } : {}),
  });

  if (user.blocked) return refused(600, 'identity.600', 'fail', user.eidTries, true);
  if (user.authenticationFlag === 'success') return { success: true, tries: user.eidTries };

  const twin = await twinOf(services, userId, claim);
  if (twin)
    return refused(
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

  if (user.eidTries >= IDENTITY_ATTEMPTS) {
    await services.db
      .update(users)
      .set({ authenticationFlag: 'warning', updatedAt: services.now() })
      .where(eq(users.id, userId));
    return refused(805, 'identity.no_tries_left', 'warning', user.eidTries);
  }

  const outcome = await services.identity.verify(claim);
  const tries = user.eidTries + 1;
  switch (outcome.kind) {
    case 'success':
      await setUser(services, userId, { eidTries: tries, authenticationFlag: 'success' });
      return { success: true, tries };
    case 'warning':
    case 'error':
      // Pending a manual check by an administrator (the member gives a phone and availability).
      await setUser(services, userId, { eidTries: tries, authenticationFlag: 'warning' });
      return refused(outcome.code, `identity.${outcome.code}`, 'warning', tries);
    case 'blocked':
      await setUser(services, userId, {
        eidTries: tries,
        authenticationFlag: 'fail',
        blocked: true,
      });
      return refused(outcome.code, `identity.${outcome.code}`, 'fail', tries, true);
  }
}
