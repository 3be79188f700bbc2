import { desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { DEFAULT_COUNTRY, isCountryCode } from '../../data/countries';
import { ambassadors, referralRewards, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import type { Schemas } from '../../http/types';
import { attributeName, translate } from '../../i18n/messages';
import { toDollars } from '../payments/pricing';
import { createClaim, listClaims, presentClaim } from './claims';
import { balanceOf, statsOf } from './earnings';
import { encryptNas, normaliseNas } from './nas';

type AmbassadorRow = typeof ambassadors.$inferSelect;

/** Referral invitations: at most this many addresses per ambassador and window (429 beyond). */
export const REFERRAL_MAIL_LIMIT = { addresses: 50, windowSeconds: 60 * 60 };
/** Longest invitation text and subject accepted. */
export const REFERRAL_MESSAGE_MAX = 5_000;
export const REFERRAL_SUBJECT_MAX = 200;
/** Most claims listed at once, whatever `limit` asks. */
const MAX_CLAIMS_LISTED = 1_000;
/** Longest free-text field of the ambassador settings. */
const FIELD_MAX = 255;

/** The caller's ambassador row, or 403 for a user who is not an ambassador. */
async function requireAmbassador(c: Context<AppEnv>): Promise<AmbassadorRow> {
  const userId = requireUserId(c);
  const [row] = await c
    .get('services')
    .db.select()
    .from(ambassadors)
    .where(eq(ambassadors.userId, userId));
  if (!row) throw new HttpError(403, translate(c.get('locale'), 'ambassadors.required'));
  return row;
}

export function registerAmbassadorRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/account/ambassador/stats', async (c) => {
    const ambassador = await requireAmbassador(c);
    const { db } = c.get('services');
    const [stats, balance] = [await statsOf(db, ambassador.id), await balanceOf(db, ambassador.id)];
    return c.json(
      {
        data: {
          visits: stats.visits,
          conversions: stats.conversions,
          conversion_rate: stats.conversionRate,
          balance: toDollars(balance.balanceCents),
          paid: toDollars(balance.paidCents),
          pending: toDollars(balance.pendingCents),
          total: toDollars(balance.totalCents),
        },
      },
      200,
    );
  });

  route(app, 'get', '/account/ambassador/balance', async (c) => {
    const ambassador = await requireAmbassador(c);
    const balance = await balanceOf(c.get('services').db, ambassador.id);
    return c.json(
      {
        data: {
          total: toDollars(balance.totalCents),
          paid: toDollars(balance.paidCents),
          pending: toDollars(balance.pendingCents),
          balance: toDollars(balance.balanceCents),
        },
      },
      200,
    );
  });

  route(app, 'get', '/account/ambassador/balance-claims', async (c, { query }) => {
    const ambassador = await requireAmbassador(c);
    const services = c.get('services');
    const rows = await listClaims(services.db, ambassador.id, {
      status: query.filter?.status,
      limit: query.limit === undefined ? undefined : Math.min(query.limit, MAX_CLAIMS_LISTED),
    });
    const data: Schemas['BalanceClaim'][] = [];
    for (const row of rows) data.push(await presentClaim(services, row));
    return c.json({ data }, 200);
  });

  route(app, 'post', '/account/ambassador/balance-claims', async (c, { body }) => {
    const ambassador = await requireAmbassador(c);
    await createClaim(c.get('services'), ambassador, body, c.get('locale'));
    return c.body(null, 204);
  });

  route(app, 'get', '/account/ambassador/referrals', async (c) => {
    const ambassador = await requireAmbassador(c);
    const rows = await c
      .get('services')
      .db.select({ reward: referralRewards, user: users })
      .from(referralRewards)
      .innerJoin(users, eq(users.id, referralRewards.referredUserId))
      .where(eq(referralRewards.ambassadorId, ambassador.id))
      .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id));
    const data: Schemas['Referral'][] = rows.map(({ reward, user }) => ({
      id: reward.id,
      full_name: `${user.firstName} ${user.lastName}`.trim(),
      city: user.deletedAt ? null : user.city,
      amount: toDollars(reward.amountCents),
      claimed_at: reward.claimedAt?.toISOString() ?? null,
    }));
    return c.json({ data }, 200);
  });

  route(app, 'patch', '/account/ambassador', async (c, { body }) => {
    const ambassador = await requireAmbassador(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const errors: Record<string, string[]> = {};
    /** A text field as given: undefined to keep, null when emptied, else trimmed. */
    const text = (field: keyof typeof body): string | null | undefined => {
      const value = body[field];
      if (value === undefined) return undefined;
      if (value === null) return null;
      const trimmed = value.trim();
      if (trimmed.length > FIELD_MAX)
        errors[field] = [
          translate(locale, 'validation.max.string', {
            attribute: attributeName(locale, field),
            max: FIELD_MAX,
          }),
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
        errors.country = [
          translate(locale, 'validation.in', { attribute: attributeName(locale, 'country') }),
        ];
    }
    // The SIN: omitted or null keeps the one on file, an empty string removes it.
    let nasEncrypted: string | null | undefined;
    if (typeof body.nas === 'string') {
      if (body.nas.trim() === '') nasEncrypted = null;
      else {
        const digits = normaliseNas(body.nas);
        if (digits === null) errors.nas = [translate(locale, 'ambassadors.nas_invalid')];
        else nasEncrypted = encryptNas(digits, services.appKey);
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    const now = services.now();
    const definedOnly = <T extends Record<string, unknown>>(values: T) =>
      Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
    await services.db.transaction(async (tx) => {
      const userSet = definedOnly({ ...userFields, country: country ?? undefined });
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
    return c.body(null, 204);
  });

  route(app, 'post', '/account/ambassador/referral-mail', async (c, { body }) => {
    const ambassador = await requireAmbassador(c);
    const services = c.get('services');
    const locale = c.get('locale');
    const message = body.message.trim();
    const subject = (body.subject ?? '').replace(/[\r\n]+/g, ' ').trim();
    const errors: Record<string, string[]> = {};
    if (message === '')
      errors.message = [
        translate(locale, 'validation.required', { attribute: attributeName(locale, 'message') }),
      ];
    else if (message.length > REFERRAL_MESSAGE_MAX)
      errors.message = [
        translate(locale, 'validation.max.string', {
          attribute: attributeName(locale, 'message'),
          max: REFERRAL_MESSAGE_MAX,
        }),
      ];
    if (subject.length > REFERRAL_SUBJECT_MAX)
      errors.subject = [
        translate(locale, 'validation.max.string', {
          attribute: attributeName(locale, 'subject'),
          max: REFERRAL_SUBJECT_MAX,
        }),
      ];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    // One mail per address, written as first given.
    const recipients = new Map<string, string>();
    for (const email of body.emails)
      if (!recipients.has(email.trim().toLowerCase()))
        recipients.set(email.trim().toLowerCase(), email.trim());
    const key = `referral-mail:${ambassador.id}`;
    const { addresses, windowSeconds } = REFERRAL_MAIL_LIMIT;
    const wait =
      recipients.size > addresses
        ? windowSeconds
        : services.rateLimiter.retryAfter(key, addresses - recipients.size + 1);
    if (wait > 0)
      throw new HttpError(429, translate(locale, 'auth.throttle', { seconds: wait }), {
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
          () => message,
        ),
        kind: 'referral-invitation',
        locale,
      });
    }
    return c.body(null, 204);
  });
}
