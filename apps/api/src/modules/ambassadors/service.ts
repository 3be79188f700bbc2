import { desc, eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY, isCountryCode } from '../../data/countries';
import { ambassadors, referralRewards, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { attribute, message, translate, type Locale, type Message } from '../../i18n/messages';
import { refuseBlocked } from '../members/access';
import { homeLocation } from '../members/service';
import { encryptNas, normaliseNas } from './nas';

export type AmbassadorRow = typeof ambassadors.$inferSelect;
type RewardRow = typeof referralRewards.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** Referral invitations: at most this many addresses per ambassador and window (429 beyond). */
export const REFERRAL_MAIL_LIMIT = { addresses: 50, windowSeconds: 60 * 60 };
/** Longest invitation text and subject accepted. */
export const REFERRAL_MESSAGE_MAX = 5_000;
export const REFERRAL_SUBJECT_MAX = 200;
/** Longest free-text field of the ambassador settings. */
const FIELD_MAX = 255;

/**
 * The user's ambassador row, in the order `requireMember` checks a member: 401 without a user; 403
 * `ACCOUNT_BLOCKED` for a blocked or deleted account (spec §6: blocked users see only /blocked and
 * logout); 403 for a user who is not an ambassador.
 */
export async function requireAmbassador(
  services: Services,
  userId: number,
): Promise<AmbassadorRow> {
  const [row] = await services.db
    .select({ ambassador: ambassadors, deletedAt: users.deletedAt, blocked: users.blocked })
    .from(users)
    .leftJoin(ambassadors, eq(ambassadors.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(401, message('auth.unauthenticated'));
  refuseBlocked(row);
  if (!row.ambassador) throw new HttpError(403, message('ambassadors.required'));
  return row.ambassador;
}

/** The rewards the ambassador earned, newest first, with the referred users. */
export function referralsOf(
  services: Services,
  ambassadorId: number,
): Promise<{ reward: RewardRow; user: UserRow }[]> {
  return services.db
    .select({ reward: referralRewards, user: users })
    .from(referralRewards)
    .innerJoin(users, eq(users.id, referralRewards.referredUserId))
    .where(eq(referralRewards.ambassadorId, ambassadorId))
    .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id));
}

/** `PATCH /account/ambassador`: the address, taxes, SIN and objective, every field's problem at once. */
export async function updateAmbassador(
  services: Services,
  ambassador: AmbassadorRow,
  body: Schemas['UpdateAmbassadorRequest'],
): Promise<void> {
  const errors: Record<string, Message[]> = {};
  /** A text field as given: undefined to keep, null when emptied, else trimmed. */
  const text = (field: keyof typeof body): string | null | undefined => {
    const value = body[field];
    if (value === undefined) return undefined;
    if (value === null) return null;
    const trimmed = value.trim();
    if (trimmed.length > FIELD_MAX)
      errors[field] = [
        message('validation.max.string', { attribute: attribute(field), max: FIELD_MAX }),
      ];
    return trimmed === '' ? null : trimmed;
  };
  const userFields = {
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    phone: text('phone'),
  };
  const gst = text('gst');
  const pst = text('pst');
  let country = text('country');
  if (country !== undefined) {
    country = (country ?? DEFAULT_COUNTRY).toLowerCase();
    if (!isCountryCode(country))
      errors.country = [message('validation.in', { attribute: attribute('country') })];
  }
  // The SIN: omitted or null keeps the one on file, an empty string removes it.
  let nasEncrypted: string | null | undefined;
  if (typeof body.nas === 'string') {
    if (body.nas.trim() === '') nasEncrypted = null;
    else {
      const digits = normaliseNas(body.nas);
      if (digits === null) errors.nas = [message('ambassadors.nas_invalid')];
      else nasEncrypted = encryptNas(digits, services.appKey);
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const now = services.now();
  const definedOnly = <T extends Record<string, unknown>>(values: T) =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
  // The address is the user's, the one a member's distances come from: a new town, postal code,
  // province or country moves the home as the member's address settings do (and counts as a move).
  const [user] = await services.db.select().from(users).where(eq(users.id, ambassador.userId));
  if (!user) throw new HttpError(401, message('auth.unauthenticated'));
  const place = {
    city: userFields.city === undefined ? user.city : userFields.city,
    state: userFields.state === undefined ? user.state : userFields.state,
    postal_code: userFields.postalCode === undefined ? user.postalCode : userFields.postalCode,
    country: country === undefined ? user.country : country,
  };
  const moved =
    place.city !== user.city ||
    place.state !== user.state ||
    place.postal_code !== user.postalCode ||
    place.country !== user.country;
  const home = moved ? homeLocation(services, user, place) : {};
  await services.db.transaction(async (tx) => {
    const userSet = definedOnly({ ...userFields, country: country ?? undefined, ...home });
    if (Object.keys(userSet).length > 0)
      await tx
        .update(users)
        .set({ ...userSet, updatedAt: now })
        .where(eq(users.id, ambassador.userId));
    await tx
      .update(ambassadors)
      .set({
        ...definedOnly({ gst, pst, nasEncrypted }),
        objective: body.objective,
        updatedAt: now,
      })
      .where(eq(ambassadors.id, ambassador.id));
  });
}

/**
 * `POST /account/ambassador/referral-mail`: the ambassador's invitation, one mail per address (written
 * in `locale`), within `REFERRAL_MAIL_LIMIT` addresses per window.
 */
export async function sendReferralMail(
  services: Services,
  ambassador: AmbassadorRow,
  input: { emails: string[]; subject: string | null | undefined; message: string; locale: Locale },
): Promise<void> {
  const { locale } = input;
  const text = input.message.trim();
  const subject = (input.subject ?? '').replace(/[\r\n]+/g, ' ').trim();
  const errors: Record<string, Message[]> = {};
  if (text === '')
    errors.message = [message('validation.required', { attribute: attribute('message') })];
  else if (text.length > REFERRAL_MESSAGE_MAX)
    errors.message = [
      message('validation.max.string', {
        attribute: attribute('message'),
        max: REFERRAL_MESSAGE_MAX,
      }),
    ];
  if (subject.length > REFERRAL_SUBJECT_MAX)
    errors.subject = [
      message('validation.max.string', {
        attribute: attribute('subject'),
        max: REFERRAL_SUBJECT_MAX,
      }),
    ];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  // One mail per address, written as first given.
  const recipients = new Map<string, string>();
  for (const email of input.emails)
    if (!recipients.has(email.trim().toLowerCase()))
      recipients.set(email.trim().toLowerCase(), email.trim());
  const key = `referral-mail:${ambassador.id}`;
  const { addresses, windowSeconds } = REFERRAL_MAIL_LIMIT;
  const wait =
    recipients.size > addresses
      ? windowSeconds
      : services.rateLimiter.retryAfter(key, addresses - recipients.size + 1);
  if (wait > 0)
    throw new HttpError(429, message('auth.throttle', { seconds: wait }), {
      'Retry-After': String(wait),
    });
  for (let i = 0; i < recipients.size; i += 1)
    services.rateLimiter.hit(key, addresses, windowSeconds);

  const [sender] = await services.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, ambassador.userId));
  const name = `${sender?.firstName ?? ''} ${sender?.lastName ?? ''}`.trim();
  const url = `${services.config.publicWebUrl}?reference=${encodeURIComponent(ambassador.code)}`;
  for (const to of recipients.values()) {
    await services.mail.send({
      to,
      subject: subject || translate(locale, 'ambassadors.referral_mail.subject', { name }),
      // The ambassador's own words go in last, so nothing in them is taken for a placeholder.
      text: translate(locale, 'ambassadors.referral_mail.text', { url, name }).replace(
        ':message',
        () => text,
      ),
      kind: 'referral-invitation',
      locale,
    });
  }
}
