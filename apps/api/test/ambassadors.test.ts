import { unwrap, uploadFile, type ApiClient } from '@app/client';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageFor } from '../src/adapters/storage/storage';
import {
  ambassadors,
  balanceClaims,
  orders,
  referralRewards,
  referralVisits,
  uploads,
  users,
} from '../src/db/schema';
import { translate } from '../src/i18n/messages';
import { approveClaim } from '../src/modules/ambassadors/claims';
import { decryptNas } from '../src/modules/ambassadors/nas';
import { REFERRAL_MAIL_LIMIT } from '../src/modules/ambassadors/service';
import { ModerationError } from '../src/modules/moderation/service';
import { seedAmbassadorHistory } from '../src/seed/ambassador';
import { startTestApi, type TestApi } from './support/api';
import {
  addRewards,
  failure,
  makeAmbassador,
  signedIn,
  type SignedIn,
} from './support/member-area-factories';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const MB = 1024 * 1024;
let clock = NOW;

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
  server.services.now = () => new Date(clock);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  clock = NOW;
});
afterEach(() => {
  expect(server.violations).toEqual([]);
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
});

interface Ambassador extends SignedIn {
  ambassador: typeof ambassadors.$inferSelect;
}

async function newAmbassador(
  options: {
    rewards?: number;
    visits?: number;
    at?: Date;
    overrides?: Partial<typeof ambassadors.$inferInsert>;
    member?: false;
    locale?: 'fr' | 'en';
  } = {},
): Promise<Ambassador> {
  const who = await signedIn(server, {
    ...(options.member === false ? { member: false as const } : {}),
    locale: options.locale ?? 'fr',
    user: { firstName: 'Isabelle', lastName: 'Gagnon' },
  });
  const ambassador = await makeAmbassador(server, who.user.id, options.overrides ?? {});
  if (options.rewards)
    await addRewards(
      server,
      ambassador.id,
      options.rewards,
      options.at ?? new Date(NOW - 30 * DAY),
      {
        visitsWithoutSignUp: options.visits ?? 0,
      },
    );
  return { ...who, ambassador };
}

/** `count` rewards of `cents` each, in bulk (users without a password, one paid order each). */
async function bulkRewards(ambassadorId: number, count: number, at: Date, cents = 1000) {
  const { db } = server.services;
  const stamp = `${ambassadorId}-${at.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
  const friends = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `friend-${stamp}-${i}@demo.test`,
        firstName: 'Ami',
        lastName: String(i),
      })),
    )
    .returning({ id: users.id });
  const paid = await db
    .insert(orders)
    .values(
      friends.map((f) => ({
        userId: f.id,
        productId: 1,
        channel: 'card',
        status: 'paid',
        totalCents: 11_997,
        taxesCents: 1_564,
        months: 3,
        startsAt: at,
        endsAt: new Date(at.getTime() + 90 * DAY),
      })),
    )
    .returning({ id: orders.id, userId: orders.userId });
  await db.insert(referralRewards).values(
    paid.map((o) => ({
      ambassadorId,
      referredUserId: o.userId,
      orderId: o.id,
      amountCents: cents,
      createdAt: at,
    })),
  );
}

async function pdf(): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Facture 2025-001');
  return new Uint8Array(await doc.save());
}
async function upload(api: ApiClient, bytes: Uint8Array<ArrayBuffer>, type: string) {
  return (await uploadFile(api, new Blob([bytes], { type }))).key;
}

const claim = (api: ApiClient, body: Record<string, unknown>) =>
  unwrap(api.POST('/account/ambassador/balance-claims', { body: body as never }));
const claimsOf = (api: ApiClient, query: Record<string, unknown> = {}) =>
  unwrap(api.GET('/account/ambassador/balance-claims', { params: { query } } as never)) as Promise<{
    data: {
      id: number;
      amount: number;
      status: string;
      pdf_url: string | null;
      created_at: string;
    }[];
  }>;
const balanceOf = async (api: ApiClient) =>
  (await unwrap(api.GET('/account/ambassador/balance'))).data;
const claimRows = (ambassadorId: number) =>
  server.services.db
    .select()
    .from(balanceClaims)
    .where(eq(balanceClaims.ambassadorId, ambassadorId));

describe('GET account/ambassador/stats and balance', () => {
  it('counts visits, conversions and money', async () => {
    const a = await newAmbassador({ rewards: 6, visits: 14 });
    const stats = (await unwrap(a.api.GET('/account/ambassador/stats'))).data;
    expect(stats).toEqual({
      visits: 20,
      conversions: 6,
      conversion_rate: 0.3,
      balance: 60,
      paid: 0,
      pending: 0,
      total: 60,
    });
    // A visit whose visitor signed up but never subscribed is not a conversion.
    const { db } = server.services;
    const [stranger] = await db
      .insert(users)
      .values({ email: `signed-up-${a.user.id}@demo.test`, firstName: 'Léa', lastName: 'Roy' })
      .returning();
    await db.insert(referralVisits).values({
      ambassadorId: a.ambassador.id,
      deviceRef: `signed-up-${a.user.id}`,
      referredUserId: stranger?.id ?? null,
    });
    const after = (await unwrap(a.api.GET('/account/ambassador/stats'))).data;
    expect(after).toMatchObject({ visits: 21, conversions: 6, conversion_rate: 0.2857 });

    await claim(a.api, { email: 'paie@demo.test', amount: 50 });
    expect(await balanceOf(a.api)).toEqual({ total: 60, paid: 0, pending: 50, balance: 10 });
    const [pending] = await claimRows(a.ambassador.id);
    await approveClaim(server.services, pending?.id ?? 0);
    expect(await balanceOf(a.api)).toEqual({ total: 60, paid: 50, pending: 0, balance: 10 });
    expect((await unwrap(a.api.GET('/account/ambassador/stats'))).data).toMatchObject({
      paid: 50,
      pending: 0,
      balance: 10,
      total: 60,
    });
  });

  it('answers zeros without any visit', async () => {
    const a = await newAmbassador();
    expect((await unwrap(a.api.GET('/account/ambassador/stats'))).data).toEqual({
      visits: 0,
      conversions: 0,
      conversion_rate: 0,
      balance: 0,
      paid: 0,
      pending: 0,
      total: 0,
    });
  });
});

describe('the ambassador area is for ambassadors', () => {
  /** Every route of the ambassador area, the writes with a body they would accept. */
  const calls: ((api: ApiClient) => Promise<unknown>)[] = [
    (api) => unwrap(api.GET('/account/ambassador/stats')),
    (api) => unwrap(api.GET('/account/ambassador/balance')),
    (api) => claimsOf(api),
    (api) => claim(api, { email: 'x@demo.test', amount: 50 }),
    (api) => unwrap(api.GET('/account/ambassador/referrals')),
    (api) => unwrap(api.PATCH('/account/ambassador', { body: { objective: 'for_fun', gst: '1' } })),
    (api) =>
      unwrap(
        api.POST('/account/ambassador/referral-mail', {
          body: { emails: ['ami@demo.test'], message: 'Viens voir !' },
        }),
      ),
  ];

  it('answers 403 to a member who is not one, and 401 to a visitor', async () => {
    const member = await signedIn(server);
    const { api: guest } = server.client({ mode: 'token' });
    for (const call of calls) {
      expect((await failure(call(member.api))).status).toBe(403);
      expect((await failure(call(guest))).status).toBe(401);
    }
    const rows = await server.services.db
      .select()
      .from(ambassadors)
      .where(eq(ambassadors.userId, member.user.id));
    expect(rows).toEqual([]);
  });

  it('answers 403 ACCOUNT_BLOCKED to a blocked ambassador, who still reads their account', async () => {
    // Spec §6: blocked users see only /blocked and logout; the account is what /blocked is routed from.
    for (const member of [undefined, false as const]) {
      const a = await newAmbassador({ rewards: 6, ...(member === false ? { member } : {}) });
      await server.services.db.update(users).set({ blocked: true }).where(eq(users.id, a.user.id));
      const mailsBefore = (await server.outbox()).length;
      for (const call of calls) {
        const error = await failure(call(a.api));
        expect([error.status, error.code, error.message]).toEqual([
          403,
          'ACCOUNT_BLOCKED',
          translate('fr', 'auth.blocked'),
        ]);
      }
      expect(await claimRows(a.ambassador.id)).toEqual([]);
      expect((await server.outbox()).length).toBe(mailsBefore);
      const [row] = await server.services.db
        .select()
        .from(ambassadors)
        .where(eq(ambassadors.id, a.ambassador.id));
      expect(row).toEqual(a.ambassador);
      const account = (await unwrap(a.api.GET('/account'))).data;
      expect(account.blocked).toBe(true);
    }
  });
});

describe('POST account/ambassador/balance-claims', () => {
  it('takes at least 50 and at most the balance, one pending claim at a time', async () => {
    const a = await newAmbassador({ rewards: 8, locale: 'en' });
    const below = await failure(claim(a.api, { email: 'paie@demo.test', amount: 49.99 }));
    expect(below.status).toBe(422);
    expect(below.fieldErrors.amount).toBeDefined();
    const over = await failure(claim(a.api, { email: 'paie@demo.test', amount: 80.01 }));
    expect(over.fieldErrors.amount).toBe('The amount cannot be more than your balance of $80.00.');
    const cents = await failure(claim(a.api, { email: 'paie@demo.test', amount: 50.005 }));
    expect(cents.fieldErrors.amount).toBe('The amount must be in dollars and cents.');
    for (const body of [
      { amount: 50 },
      { email: 'pas-une-adresse', amount: 50 },
      { email: 'paie@demo.test' },
      { email: 'paie@demo.test', amount: 'cinquante' },
    ]) {
      const error = await failure(claim(a.api, body));
      expect(error.status, JSON.stringify(body)).toBe(422);
    }
    expect(await claimRows(a.ambassador.id)).toEqual([]);

    await claim(a.api, { email: 'paie@demo.test', amount: 50 });
    const again = await failure(claim(a.api, { email: 'paie@demo.test', amount: 30 + 20 }));
    expect(again.fieldErrors.amount).toBe('A payment claim is already pending.');
    const rows = await claimRows(a.ambassador.id);
    expect(rows.map((r) => [r.status, r.amountCents, r.email])).toEqual([
      ['pending', 5000, 'paie@demo.test'],
    ]);
  });

  it('claims the whole balance at its edge', async () => {
    const a = await newAmbassador({ rewards: 5 });
    await claim(a.api, { email: 'paie@demo.test', amount: 50 });
    expect(await balanceOf(a.api)).toMatchObject({ pending: 50, balance: 0 });
    const poor = await newAmbassador({ rewards: 4 });
    const error = await failure(claim(poor.api, { email: 'paie@demo.test', amount: 50 }));
    expect(error.fieldErrors.amount).toContain('40,00');
  });

  it('needs an invoice (.pdf or .docx, 20 MB at most, owned) when the ambassador has taxes', async () => {
    const a = await newAmbassador({
      rewards: 6,
      overrides: { gst: '123456789RT0001', pst: '1234567890TQ0001' },
      locale: 'en',
    });
    const missing = await failure(claim(a.api, { email: 'paie@demo.test', amount: 50 }));
    expect(missing.fieldErrors.invoice).toBe(
      'Attach your invoice: it is required when you have GST and PST numbers.',
    );
    const picture = await upload(
      a.api,
      new Uint8Array(
        await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      ),
      'image/png',
    );
    expect(
      (await failure(claim(a.api, { email: 'paie@demo.test', amount: 50, invoice: picture })))
        .fieldErrors.invoice,
    ).toBe('The invoice must be a .pdf or .docx file.');
    expect(
      (await failure(claim(a.api, { email: 'paie@demo.test', amount: 50, invoice: 'tmp/nope' })))
        .fieldErrors.invoice,
    ).toBe('This file could not be found.');

    // Another ambassador's file: 403, and nothing recorded.
    const other = await newAmbassador();
    const theirs = await upload(other.api, await pdf(), 'application/pdf');
    expect(
      (await failure(claim(a.api, { email: 'paie@demo.test', amount: 50, invoice: theirs })))
        .status,
    ).toBe(403);
    expect(await claimRows(a.ambassador.id)).toEqual([]);

    // Over 20 MB (as recorded): refused; exactly 20 MB: accepted.
    const big = await upload(a.api, await pdf(), 'application/pdf');
    await server.services.db
      .update(uploads)
      .set({ size: 20 * MB + 1 })
      .where(eq(uploads.key, big));
    expect(
      (await failure(claim(a.api, { email: 'paie@demo.test', amount: 50, invoice: big })))
        .fieldErrors.invoice,
    ).toBe('The file size must not exceed 20 MB.');
    await server.services.db
      .update(uploads)
      .set({ size: 20 * MB })
      .where(eq(uploads.key, big));
    await claim(a.api, { email: 'paie@demo.test', amount: 50, invoice: big });

    const [row] = await claimRows(a.ambassador.id);
    expect(row?.invoiceKey).toMatch(
      new RegExp(`^claims/${a.ambassador.id}/invoice-[0-9a-f-]+\\.pdf$`),
    );
    const storage = storageFor(server.services.config);
    expect(await storage.exists(big)).toBe(false);
    const [used] = await server.services.db.select().from(uploads).where(eq(uploads.key, big));
    expect(used?.attachedAt).not.toBeNull();
    // The pending claim links its invoice.
    const { data } = await claimsOf(a.api, { filter: { status: 'pending' } });
    const url = data[0]?.pdf_url ?? '';
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('needs a SIN on file once more than $500 was earned this calendar year', async () => {
    const a = await newAmbassador();
    // Last year's earnings do not count.
    await bulkRewards(a.ambassador.id, 60, new Date('2024-11-01T12:00:00Z'));
    await bulkRewards(a.ambassador.id, 50, new Date('2025-02-01T12:00:00Z'));
    expect((await unwrap(a.api.GET('/account'))).data.ambassador?.requires_nas).toBe(false);
    // $500 exactly this year: not yet; $510: required.
    await bulkRewards(a.ambassador.id, 1, new Date('2025-03-01T12:00:00Z'));
    expect((await unwrap(a.api.GET('/account'))).data.ambassador?.requires_nas).toBe(true);
    const error = await failure(claim(a.api, { email: 'paie@demo.test', amount: 100 }));
    expect(error.fieldErrors.nas).toBeDefined();
    expect(await claimRows(a.ambassador.id)).toEqual([]);
    await unwrap(
      a.api.PATCH('/account/ambassador', { body: { objective: 'for_fun', nas: '046 454 286' } }),
    );
    await claim(a.api, { email: 'paie@demo.test', amount: 100 });
    expect(await claimRows(a.ambassador.id)).toHaveLength(1);
    // A new year starts afresh.
    clock = Date.parse('2026-01-02T12:00:00Z');
    expect((await unwrap(a.api.GET('/account'))).data.ambassador?.requires_nas).toBe(false);
  });
});

describe('GET account/ambassador/balance-claims and claims:approve', () => {
  it('lists the pending and approved claims, newest first, each approved one with its statement', async () => {
    const a = await newAmbassador({ rewards: 13 });
    const b = await newAmbassador({ rewards: 6 });
    const { db } = server.services;
    clock = NOW - 10 * DAY;
    await claim(a.api, { email: 'paie@demo.test', amount: 60 });
    const [first] = await claimRows(a.ambassador.id);
    await approveClaim(server.services, first?.id ?? 0);
    clock = NOW - 2 * DAY;
    await claim(a.api, { email: 'paie@demo.test', amount: 50 });
    clock = NOW;
    await claim(b.api, { email: 'b@demo.test', amount: 50 });

    const all = await claimsOf(a.api);
    expect(all.data.map((c) => [c.status, c.amount])).toEqual([
      ['pending', 50],
      ['approved', 60],
    ]);
    const pending = await claimsOf(a.api, {
      filter: { status: 'pending' },
      sort: '-created_at',
      limit: 1,
    });
    expect(pending.data).toHaveLength(1);
    expect(pending.data[0]).toMatchObject({ status: 'pending', amount: 50, pdf_url: null });
    const approved = await claimsOf(a.api, { filter: { status: 'approved' } });
    expect(approved.data).toHaveLength(1);
    const statement = await fetch(approved.data[0]?.pdf_url ?? '');
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await statement.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).not.toContain('046454286');
    // Each ambassador sees only their own claims.
    expect((await claimsOf(b.api)).data.map((c) => c.amount)).toEqual([50]);

    // Approval marks the oldest rewards it pays for as claimed.
    const rewards = await db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.ambassadorId, a.ambassador.id));
    expect(rewards.filter((r) => r.balanceClaimId === first?.id)).toHaveLength(6);
    expect(rewards.filter((r) => r.claimedAt !== null)).toHaveLength(6);
    const referrals = (await unwrap(a.api.GET('/account/ambassador/referrals'))).data;
    expect(referrals).toHaveLength(13);
    expect(referrals.filter((r) => r.claimed_at !== null)).toHaveLength(6);
    expect(referrals[0]?.full_name).toMatch(/^Camille Roy/);
    expect(referrals[0]).toMatchObject({
      city: 'Sherbrooke',
      amount: 10,
    });

    expect((await claimsOf(a.api, { limit: 2_147_483_647 })).data).toHaveLength(2);
    for (const query of [
      { filter: { status: 'paid' } },
      { limit: 0 },
      { limit: 1e12 },
      { sort: 'created_at' },
    ]) {
      expect((await failure(claimsOf(a.api, query))).status, JSON.stringify(query)).toBe(422);
    }
  });

  it('refuses to approve twice or an unknown claim', async () => {
    const a = await newAmbassador({ rewards: 5 });
    await claim(a.api, { email: 'paie@demo.test', amount: 50 });
    const [row] = await claimRows(a.ambassador.id);
    await approveClaim(server.services, row?.id ?? 0);
    await expect(approveClaim(server.services, row?.id ?? 0)).rejects.toBeInstanceOf(
      ModerationError,
    );
    await expect(approveClaim(server.services, 999_999)).rejects.toBeInstanceOf(ModerationError);
  });
});

describe('PATCH account/ambassador', () => {
  it('saves the contact information, objective, tax numbers and an encrypted SIN shown masked', async () => {
    const a = await newAmbassador();
    await unwrap(
      a.api.PATCH('/account/ambassador', {
        body: {
          address_1: '  12 rue des Érables ',
          city: 'Québec',
          state: 'QC',
          country: 'CA',
          postal_code: 'G1R 2B5',
          phone: '418-555-0199',
          gst: '123456789RT0001',
          pst: '1234567890TQ0001',
          objective: 'fundraising',
          nas: '046-454-286',
        },
      }),
    );
    const [row] = await server.services.db
      .select()
      .from(ambassadors)
      .where(eq(ambassadors.id, a.ambassador.id));
    expect(row?.objective).toBe('fundraising');
    expect(row?.nasEncrypted).not.toContain('046');
    expect(row?.nasEncrypted).not.toContain('286');
    expect(decryptNas(row?.nasEncrypted ?? '', server.services.appKey)).toBe('046454286');
    const response = await a.fetch(`${server.url}/account`, {
      headers: { Authorization: `Bearer ${a.api.token() ?? ''}`, Accept: 'application/json' },
    });
    const raw = await response.text();
    expect(raw).not.toContain('046454286');
    expect(raw).not.toContain('046-454-286');
    const { data } = JSON.parse(raw) as { data: Record<string, unknown> & { ambassador: unknown } };
    expect(data).toMatchObject({
      address_1: '12 rue des Érables',
      city: 'Québec',
      country: 'ca',
      phone: '418-555-0199',
      gst: '123456789RT0001',
      pst: '1234567890TQ0001',
      has_taxes: true,
      nas: '*** *** 286',
      ambassador: { objective: 'fundraising' },
    });

    // Omitted or null keeps the SIN; one tax number alone is not "having taxes".
    await unwrap(
      a.api.PATCH('/account/ambassador', { body: { objective: 'for_fun', pst: null, nas: null } }),
    );
    let account = (await unwrap(a.api.GET('/account'))).data;
    expect(account).toMatchObject({ nas: '*** *** 286', has_taxes: false, pst: null });
    // An empty string removes it.
    await unwrap(a.api.PATCH('/account/ambassador', { body: { objective: 'for_fun', nas: '' } }));
    account = (await unwrap(a.api.GET('/account'))).data;
    expect(account.nas).toBeNull();
  });

  it('refuses a missing or unknown objective, an invalid SIN or country, and changes nothing', async () => {
    const a = await newAmbassador({ overrides: { objective: 'for_fun' }, locale: 'en' });
    const cases: [Record<string, unknown>, string][] = [
      [{ gst: '1' }, 'objective'],
      [{ objective: 'money' }, 'objective'],
      [{ objective: 'for_fun', nas: '12345678' }, 'nas'],
      [{ objective: 'for_fun', nas: '046454287' }, 'nas'],
      [{ objective: 'for_fun', nas: '04645428a' }, 'nas'],
      [{ objective: 'for_fun', country: 'zz' }, 'country'],
      [{ objective: 'for_fun', city: 'x'.repeat(256) }, 'city'],
    ];
    for (const [body, field] of cases) {
      const error = await failure(
        unwrap(a.api.PATCH('/account/ambassador', { body: body as never })),
      );
      expect(error.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(error.fieldErrors), JSON.stringify(body)).toContain(field);
    }
    const nas = await failure(
      unwrap(
        a.api.PATCH('/account/ambassador', { body: { objective: 'for_fun', nas: '046454287' } }),
      ),
    );
    expect(nas.fieldErrors.nas).toBe('The social insurance number must be 9 valid digits.');
    expect(nas.message).not.toContain('046454287');
    const [row] = await server.services.db
      .select()
      .from(ambassadors)
      .where(eq(ambassadors.id, a.ambassador.id));
    expect(row).toMatchObject({ objective: 'for_fun', gst: null, nasEncrypted: null });
  });

  it('moves the home with a new address, as the member address settings do, within their limit', async () => {
    const a = await newAmbassador();
    const home = async () => {
      const [row] = await server.services.db
        .select({ city: users.city, latitude: users.latitude, longitude: users.longitude })
        .from(users)
        .where(eq(users.id, a.user.id));
      return row;
    };
    const address = {
      objective: 'for_fun',
      address_1: '12 rue des Érables',
      city: 'Québec',
      state: 'QC',
      country: 'ca',
      postal_code: 'G1R 4S9',
    } as const;
    await unwrap(a.api.PATCH('/account/ambassador', { body: address }));
    // Where the member's own address settings put Québec (members.test.ts).
    expect(await home()).toMatchObject({ city: 'Québec', latitude: 46.8139, longitude: -71.208 });
    // Nothing of the address changed: not a move.
    await unwrap(a.api.PATCH('/account/ambassador', { body: { objective: 'fundraising' } }));
    expect((await home())?.latitude).toBe(46.8139);

    // Ten new places an hour (members.test.ts), whichever settings move the home: then 429.
    const cities = ['Sherbrooke', 'Gatineau', 'Saguenay', 'Rimouski', 'Granby', 'Magog', 'Alma'];
    let saved = 'Québec';
    let moves = 1;
    for (const city of [...cities, 'Gaspé', 'Joliette', 'Rouyn-Noranda', 'Matane']) {
      const response = await a.api.PATCH('/account/ambassador', { body: { ...address, city } });
      if (response.response.status === 429) {
        expect(Number(response.response.headers.get('retry-after'))).toBeGreaterThan(0);
        break;
      }
      expect(response.response.status).toBe(204);
      saved = city;
      moves += 1;
    }
    expect(moves).toBe(10);
    expect((await home())?.city).toBe(saved);
  });

  it('works for an ambassador without a member profile', async () => {
    const a = await newAmbassador({ member: false });
    await unwrap(a.api.PATCH('/account/ambassador', { body: { objective: 'additional_income' } }));
    expect((await unwrap(a.api.GET('/account'))).data.ambassador?.objective).toBe(
      'additional_income',
    );
  });
});

describe('POST account/ambassador/referral-mail', () => {
  it('sends one invitation per address with the referral link', async () => {
    const a = await newAmbassador();
    await unwrap(
      a.api.POST('/account/ambassador/referral-mail', {
        body: {
          emails: ['ami@demo.test', 'AMI@demo.test', 'cousine@demo.test'],
          subject: 'Une invitation\r\nBcc: spam@evil.example',
          message: 'Je pense que tu aimerais cette application. :url',
        },
      }),
    );
    const mails = (await server.outbox()).filter((m) => m.kind === 'referral-invitation');
    expect(mails.map((m) => m.to)).toEqual(['ami@demo.test', 'cousine@demo.test']);
    expect(mails[0]?.subject).toBe('Une invitation Bcc: spam@evil.example');
    expect(mails[0]?.text).toContain('Je pense que tu aimerais cette application. :url');
    expect(mails[0]?.text).toContain(`?reference=${a.ambassador.code}`);
    expect(mails[0]?.text).toContain('Isabelle Gagnon');
  });

  it('uses a default subject, and refuses no address, an invalid one or no message', async () => {
    const a = await newAmbassador({ locale: 'en' });
    await unwrap(
      a.api.POST('/account/ambassador/referral-mail', {
        body: { emails: ['friend@demo.test'], message: 'Have a look!' },
      }),
    );
    const mail = (await server.outbox()).filter((m) => m.to === 'friend@demo.test').at(-1);
    expect(mail?.subject).toBe('Isabelle Gagnon invites you to meet someone special');
    const before = (await server.outbox()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ emails: [], message: 'Salut' }, 'emails'],
      [{ emails: ['friend@demo.test', 'nope'], message: 'Salut' }, 'emails.1'],
      [{ emails: ['friend@demo.test'], message: '' }, 'message'],
      [{ emails: ['friend@demo.test'], message: '   ' }, 'message'],
      [{ emails: ['friend@demo.test'] }, 'message'],
    ];
    for (const [body, field] of cases) {
      const error = await failure(
        unwrap(a.api.POST('/account/ambassador/referral-mail', { body: body as never })),
      );
      expect(error.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(error.fieldErrors), JSON.stringify(body)).toContain(field);
    }
    expect((await server.outbox()).length).toBe(before);
  });

  it('limits the addresses per hour (429)', async () => {
    const a = await newAmbassador();
    const send = (emails: string[]) =>
      unwrap(
        a.api.POST('/account/ambassador/referral-mail', { body: { emails, message: 'Salut !' } }),
      );
    const limit = REFERRAL_MAIL_LIMIT.addresses;
    await send(Array.from({ length: limit - 1 }, (_, i) => `ami${i}@demo.test`));
    const before = (await server.outbox()).length;
    const tooMany = await failure(send(['un@demo.test', 'deux@demo.test']));
    expect(tooMany.status).toBe(429);
    expect((await server.outbox()).length).toBe(before);
    await send(['dernier@demo.test']);
    expect((await failure(send(['encore@demo.test']))).status).toBe(429);
    // Another ambassador has their own allowance.
    const b = await newAmbassador();
    await unwrap(
      b.api.POST('/account/ambassador/referral-mail', {
        body: { emails: ['ami@demo.test'], message: 'Salut !' },
      }),
    );
  });
});

describe('the demo ambassador history', () => {
  it('pays the oldest rewards through approved claims and leaves one claim pending', async () => {
    const a = await newAmbassador({ rewards: 13, at: new Date(NOW - 90 * DAY) });
    const summary = await seedAmbassadorHistory(server.services.db, {
      ambassadorId: a.ambassador.id,
      now: new Date(NOW),
    });
    expect(summary).toEqual({ approvedClaims: 1, pendingClaims: 1 });
    expect(await balanceOf(a.api)).toEqual({ total: 130, paid: 60, pending: 50, balance: 20 });
    const { data } = await claimsOf(a.api);
    expect(data.map((c) => [c.status, c.amount])).toEqual([
      ['pending', 50],
      ['approved', 60],
    ]);
    expect((await fetch(data[1]?.pdf_url ?? '')).status).toBe(200);
    const referrals = (await unwrap(a.api.GET('/account/ambassador/referrals'))).data;
    expect(referrals.filter((r) => r.claimed_at !== null)).toHaveLength(6);
  });
});
