import { unwrap } from '@app/client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageFor } from '../src/adapters/storage/storage';
import {
  ambassadors,
  answers,
  balanceClaims,
  dailyQuotes,
  favorites,
  memberMedia,
  members,
  personalAccessTokens,
  pictures,
  pushNotificationTokens,
  sessions,
  subscriptions,
  users,
} from '../src/db/schema';
import { PUSH_TOKEN_MAX_LENGTH } from '../src/modules/account/service';
import { encryptNas } from '../src/modules/ambassadors/nas';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';
import {
  activeMember,
  failure,
  makeAmbassador,
  signedIn,
  subscribe,
} from './support/member-area-factories';

const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;
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

const userRow = async (id: number) => {
  const [row] = await server.services.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
};
const memberRow = async (userId: number) => {
  const [row] = await server.services.db.select().from(members).where(eq(members.userId, userId));
  if (!row) throw new Error('no member');
  return row;
};

describe('PATCH account/sexual-orientation', () => {
  it('saves one to three orientations', async () => {
    const { api, user } = await signedIn(server);
    await unwrap(
      api.PATCH('/account/sexual-orientation', {
        body: { sexual_orientations: ['woman', 'non_binary'] },
      }),
    );
    expect((await userRow(user.id)).sexualOrientations).toEqual(['woman', 'non_binary']);
    await unwrap(
      api.PATCH('/account/sexual-orientation', {
        body: { sexual_orientations: ['man', 'woman', 'non_binary'] },
      }),
    );
    expect((await unwrap(api.GET('/account'))).data.sexual_orientations).toEqual([
      'man',
      'woman',
      'non_binary',
    ]);
  });

  it('refuses none, an unknown value or a repeat, and changes nothing', async () => {
    const { api, user } = await signedIn(server, { user: { sexualOrientations: ['man'] } });
    for (const sexual_orientations of [[], ['alien'], ['man', 'man']]) {
      const error = await failure(
        unwrap(
          api.PATCH('/account/sexual-orientation', {
            body: { sexual_orientations } as never,
          }),
        ),
      );
      expect(error.status, JSON.stringify(sexual_orientations)).toBe(422);
      expect(Object.keys(error.fieldErrors)[0]).toMatch(/^sexual_orientations/);
    }
    expect((await userRow(user.id)).sexualOrientations).toEqual(['man']);
  });

  it('needs a signed-in user', async () => {
    const { api } = server.client({ mode: 'token' });
    const error = await failure(
      unwrap(api.PATCH('/account/sexual-orientation', { body: { sexual_orientations: ['man'] } })),
    );
    expect(error.status).toBe(401);
  });
});

describe('PATCH account/email', () => {
  it('checks the password, and changes nothing when it is wrong', async () => {
    const { api, user } = await signedIn(server, { locale: 'en' });
    const error = await failure(
      unwrap(
        api.PATCH('/account/email', {
          body: {
            password: 'Wrong1234',
            email: 'new.address@demo.test',
            email_confirmation: 'new.address@demo.test',
          },
        }),
      ),
    );
    expect(error).toMatchObject({
      status: 422,
      fieldErrors: { password: 'The password is incorrect.' },
    });
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('needs a matching confirmation, a valid address and one nobody else uses', async () => {
    const other = await createUser(server.services);
    const { api, user } = await signedIn(server, { locale: 'en' });
    const mismatch = await failure(
      unwrap(
        api.PATCH('/account/email', {
          body: { password: PASSWORD, email: 'a@demo.test', email_confirmation: 'b@demo.test' },
        }),
      ),
    );
    expect(mismatch.fieldErrors.email).toBe('The email field confirmation does not match.');
    const invalid = await failure(
      unwrap(
        api.PATCH('/account/email', {
          body: { password: PASSWORD, email: 'not-an-email', email_confirmation: 'not-an-email' },
        }),
      ),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.fieldErrors.email).toBeDefined();
    const taken = other.email.toUpperCase();
    const used = await failure(
      unwrap(
        api.PATCH('/account/email', {
          body: { password: PASSWORD, email: taken, email_confirmation: taken },
        }),
      ),
    );
    expect(used).toMatchObject({
      status: 422,
      fieldErrors: { email: 'This email address is already in use.' },
    });
    const missing = await failure(
      unwrap(api.PATCH('/account/email', { body: { email: 'x@demo.test' } as never })),
    );
    expect(Object.keys(missing.fieldErrors).sort()).toEqual(['email_confirmation', 'password']);
    expect((await userRow(user.id)).email).toBe(user.email);
  });

  it('changes the address, asks to verify it again and sends the link there', async () => {
    const { api, user } = await signedIn(server, {
      user: { emailVerifiedAt: new Date(NOW - DAY) },
    });
    await unwrap(
      api.PATCH('/account/email', {
        body: {
          password: PASSWORD,
          email: 'Nouvelle.Adresse@demo.test',
          email_confirmation: 'nouvelle.adresse@demo.test',
        },
      }),
    );
    const row = await userRow(user.id);
    expect(row.email).toBe('Nouvelle.Adresse@demo.test');
    expect(row.emailVerifiedAt).toBeNull();
    expect((await unwrap(api.GET('/account'))).data.email_verified_at).toBeNull();
    const mail = (await server.outbox()).filter((m) => m.kind === 'verify-email').at(-1);
    expect(mail?.to).toBe('Nouvelle.Adresse@demo.test');
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect((await fetch(link, { headers: { Accept: 'application/json' } })).status).toBe(204);
    expect((await userRow(user.id)).emailVerifiedAt).not.toBeNull();
    // The old address no longer signs in; the new one does.
    const old = server.client({ mode: 'token' });
    expect((await failure(old.api.signIn({ email: user.email, password: PASSWORD }))).status).toBe(
      422,
    );
    await server.client({ mode: 'token' }).api.signIn({
      email: 'nouvelle.adresse@demo.test',
      password: PASSWORD,
    });
  });

  it('keeps the verification when only the case changes', async () => {
    const verified = new Date(NOW - DAY);
    const { api, user } = await signedIn(server, { user: { emailVerifiedAt: verified } });
    const before = (await server.outbox()).length;
    const upper = user.email.toUpperCase();
    await unwrap(
      api.PATCH('/account/email', {
        body: { password: PASSWORD, email: upper, email_confirmation: upper },
      }),
    );
    const row = await userRow(user.id);
    expect(row.email).toBe(upper);
    expect(row.emailVerifiedAt?.getTime()).toBe(verified.getTime());
    expect((await server.outbox()).length).toBe(before);
  });

  it('resends the verification link through the existing route', async () => {
    const { api, user } = await signedIn(server);
    await unwrap(api.POST('/email-verification/send-link'));
    const mails = (await server.outbox()).filter((m) => m.to === user.email);
    expect(mails.at(-1)?.kind).toBe('verify-email');
    expect((await failure(unwrap(api.POST('/email-verification/send-link')))).status).toBe(429);
  });
});

describe('PATCH account/password', () => {
  const change = (old_password: string, new_password: string, confirmation = new_password) => ({
    body: { old_password, new_password, new_password_confirmation: confirmation },
  });

  it('checks the current password and the rule, at its edge and past it', async () => {
    const { api, user } = await signedIn(server, { locale: 'en' });
    const wrong = await failure(
      unwrap(api.PATCH('/account/password', change('Wrong1234', 'Abcdefg1'))),
    );
    expect(wrong).toMatchObject({
      status: 422,
      fieldErrors: { old_password: 'The password is incorrect.' },
    });
    for (const weak of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh']) {
      const error = await failure(unwrap(api.PATCH('/account/password', change(PASSWORD, weak))));
      expect(error.status, weak).toBe(422);
      expect(error.fieldErrors.new_password, weak).toBe(
        'The password must be at least 8 characters and contain an uppercase letter, a lowercase letter and a digit.',
      );
    }
    const mismatch = await failure(
      unwrap(api.PATCH('/account/password', change(PASSWORD, 'Abcdefg1', 'Abcdefg2'))),
    );
    expect(mismatch.fieldErrors.new_password).toBe(
      'The new password field confirmation does not match.',
    );
    const before = (await userRow(user.id)).passwordHash;
    expect((await userRow(user.id)).passwordHash).toBe(before);
    // Eight characters with the three kinds: accepted.
    await unwrap(api.PATCH('/account/password', change(PASSWORD, 'Abcdefg1')));
    expect((await userRow(user.id)).passwordHash).not.toBe(before);
  });

  it('signs out every other session and token, and keeps the current one (session mode)', async () => {
    const user = await createUser(server.services);
    const web = server.client({ mode: 'session' });
    const otherBrowser = server.client({ mode: 'session' });
    const phone = server.client({ mode: 'token' });
    for (const client of [web, otherBrowser, phone])
      await client.api.signIn({ email: user.email, password: PASSWORD });
    await unwrap(web.api.PATCH('/account/password', change(PASSWORD, 'Nouveau2026')));
    expect((await unwrap(web.api.GET('/account'))).data.id).toBe(user.id);
    expect((await failure(unwrap(otherBrowser.api.GET('/account')))).status).toBe(401);
    expect((await failure(unwrap(phone.api.GET('/account')))).status).toBe(401);
    const rows = await server.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    // The new password signs in, the old one no longer does.
    const again = server.client({ mode: 'token' });
    expect(
      (await failure(again.api.signIn({ email: user.email, password: PASSWORD }))).status,
    ).toBe(422);
    await again.api.signIn({ email: user.email, password: 'Nouveau2026' });
  });

  it('keeps the current token and revokes the others (token mode)', async () => {
    const user = await createUser(server.services);
    const phone = server.client({ mode: 'token' });
    const tablet = server.client({ mode: 'token' });
    const web = server.client({ mode: 'session' });
    for (const client of [phone, tablet, web])
      await client.api.signIn({ email: user.email, password: PASSWORD });
    await unwrap(phone.api.PATCH('/account/password', change(PASSWORD, 'Nouveau2026')));
    expect((await unwrap(phone.api.GET('/account'))).data.id).toBe(user.id);
    expect((await failure(unwrap(tablet.api.GET('/account')))).status).toBe(401);
    expect((await failure(unwrap(web.api.GET('/account')))).status).toBe(401);
    const tokens = await server.services.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
  });
});

describe('PATCH account/language', () => {
  it('saves fr or en and refuses anything else', async () => {
    const { api, user } = await signedIn(server);
    await unwrap(api.PATCH('/account/language', { body: { locale: 'en' } }));
    expect((await userRow(user.id)).locale).toBe('en');
    const error = await failure(
      unwrap(api.PATCH('/account/language', { body: { locale: 'de' } as never })),
    );
    expect(error.status).toBe(422);
    expect((await userRow(user.id)).locale).toBe('en');
  });
});

describe('PATCH account/member/visibility', () => {
  it('toggles public and private with a message', async () => {
    const { api, user } = await signedIn(server, { locale: 'en' });
    const priv = await unwrap(
      api.PATCH('/account/member/visibility', { body: { visibility: 'private' } }),
    );
    expect(priv.message).toBe('Your profile is now private.');
    expect((await memberRow(user.id)).visibility).toBe('private');
    const pub = await unwrap(
      api.PATCH('/account/member/visibility', { body: { visibility: 'public' } }),
    );
    expect(pub.message).toBe('Your profile is now public.');
    expect((await unwrap(api.GET('/account'))).data.member?.visibility).toBe('public');
  });

  it('refuses an unknown value, and a user without a member profile', async () => {
    const { api } = await signedIn(server);
    expect(
      (
        await failure(
          unwrap(
            api.PATCH('/account/member/visibility', { body: { visibility: 'friends' } as never }),
          ),
        )
      ).status,
    ).toBe(422);
    const ambassadorOnly = await signedIn(server, { member: false });
    expect(
      (
        await failure(
          unwrap(
            ambassadorOnly.api.PATCH('/account/member/visibility', {
              body: { visibility: 'private' },
            }),
          ),
        )
      ).status,
    ).toBe(403);
  });
});

describe('PATCH account/settings/notifications', () => {
  it('saves both toggles and the user carries them', async () => {
    const { api, user } = await signedIn(server);
    const { message } = await unwrap(
      api.PATCH('/account/settings/notifications', {
        body: { notifications_priority_message: false, notifications_secondary_message: true },
      }),
    );
    expect(message).toBe('Vos préférences de notification ont été enregistrées.');
    const row = await userRow(user.id);
    expect(row.notificationsPriorityMessage).toBe(false);
    expect(row.notificationsSecondaryMessage).toBe(true);
    expect((await unwrap(api.GET('/account'))).data.settings).toMatchObject({
      notifications_priority_message: false,
      notifications_secondary_message: true,
    });
  });

  it('needs both booleans', async () => {
    const { api, user } = await signedIn(server);
    for (const body of [
      { notifications_priority_message: false },
      { notifications_priority_message: 'no', notifications_secondary_message: true },
    ]) {
      expect(
        (await failure(unwrap(api.PATCH('/account/settings/notifications', { body } as never))))
          .status,
      ).toBe(422);
    }
    expect((await userRow(user.id)).notificationsPriorityMessage).toBe(true);
  });
});

describe('PATCH account/member/pause', () => {
  it('pauses and resumes without touching the subscription', async () => {
    const end = new Date(NOW + 40 * DAY);
    const { api, user } = await signedIn(server, {
      member: { ...activeMember(new Date(NOW)), subscriptionEndDate: end },
    });
    await subscribe(server, user.id, 1);
    const before = await memberRow(user.id);
    const paused = await unwrap(api.PATCH('/account/member/pause', { body: { active: true } }));
    expect(paused.message).toContain('pause');
    const after = await memberRow(user.id);
    expect(after.paused).toBe(true);
    expect(after.subscriptionStatus).toBe(before.subscriptionStatus);
    expect(after.subscriptionEndDate?.getTime()).toBe(end.getTime());
    expect(after.trialEndDate).toEqual(before.trialEndDate);
    const [subscription] = await server.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(subscription?.autoRenew).toBe(true);
    expect((await unwrap(api.GET('/account'))).data.member).toMatchObject({
      paused: true,
      subscription_status: 'active',
    });
    await unwrap(api.PATCH('/account/member/pause', { body: { active: false } }));
    expect((await memberRow(user.id)).paused).toBe(false);
    expect((await memberRow(user.id)).subscriptionEndDate?.getTime()).toBe(end.getTime());
  });

  it('needs the flag and a member profile', async () => {
    const { api } = await signedIn(server);
    expect(
      (await failure(unwrap(api.PATCH('/account/member/pause', { body: {} as never })))).status,
    ).toBe(422);
    const noMember = await signedIn(server, { member: false });
    expect(
      (
        await failure(
          unwrap(noMember.api.PATCH('/account/member/pause', { body: { active: true } })),
        )
      ).status,
    ).toBe(403);
  });
});

describe('DELETE account/subscriptions', () => {
  it('stops the renewal; the subscription stays active until its end date', async () => {
    const end = new Date(NOW + 10 * DAY);
    const { api, user } = await signedIn(server, {
      member: { ...activeMember(new Date(NOW)), subscriptionEndDate: end },
    });
    await subscribe(server, user.id, 2);
    const other = await signedIn(server, { member: activeMember(new Date(NOW)) });
    await subscribe(server, other.user.id, 1);

    expect((await unwrap(api.GET('/account'))).data.active_subscription).toEqual({
      product: { name: 'Forfait 6 mois', number_of_months: 6, price: 179.94 },
    });
    await unwrap(api.DELETE('/account/subscriptions'));
    const [row] = await server.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(row?.autoRenew).toBe(false);
    const account = (await unwrap(api.GET('/account'))).data;
    expect(account.active_subscription).toBeNull();
    expect(account.member?.subscription_status).toBe('active');
    expect(account.member?.subscription_end_date).toBe(end.toISOString());

    // Another member's renewal is untouched.
    const [others] = await server.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, other.user.id));
    expect(others?.autoRenew).toBe(true);

    // A second cancellation finds nothing to cancel.
    expect((await failure(unwrap(api.DELETE('/account/subscriptions')))).status).toBe(404);

    clock = end.getTime() - 1000;
    expect((await unwrap(api.GET('/account'))).data.member?.subscription_status).toBe('active');
    clock = end.getTime() + 1000;
    const lapsed = (await unwrap(api.GET('/account'))).data.member;
    expect(lapsed).toMatchObject({ subscription_status: 'inactive', subscribed: false });
  });

  it('answers 404 without an auto-renewing subscription, or once it ended', async () => {
    const { api } = await signedIn(server);
    expect((await failure(unwrap(api.DELETE('/account/subscriptions')))).status).toBe(404);
    const ended = await signedIn(server, {
      member: {
        subscriptionStatus: 'active',
        subscriptionEndDate: new Date(NOW - DAY),
        onboardingCompleted: true,
      },
    });
    await subscribe(server, ended.user.id, 1);
    expect((await failure(unwrap(ended.api.DELETE('/account/subscriptions')))).status).toBe(404);
  });
});

describe('POST account/push-notification-tokens', () => {
  it('stores a device token once, and moves it to whoever signs in on the device', async () => {
    const first = await signedIn(server);
    const second = await signedIn(server);
    await unwrap(
      first.api.POST('/account/push-notification-tokens', { body: { token: 'device-abc' } }),
    );
    await unwrap(
      first.api.POST('/account/push-notification-tokens', { body: { token: 'device-abc' } }),
    );
    const tokensOf = (userId: number) =>
      server.services.db
        .select()
        .from(pushNotificationTokens)
        .where(eq(pushNotificationTokens.userId, userId));
    expect(await tokensOf(first.user.id)).toHaveLength(1);
    await unwrap(
      second.api.POST('/account/push-notification-tokens', { body: { token: 'device-abc' } }),
    );
    expect(await tokensOf(first.user.id)).toHaveLength(0);
    expect(await tokensOf(second.user.id)).toHaveLength(1);
  });

  it('refuses a blank or oversized token', async () => {
    const { api, user } = await signedIn(server);
    for (const token of ['  ', 'x'.repeat(PUSH_TOKEN_MAX_LENGTH + 1)]) {
      const error = await failure(
        unwrap(api.POST('/account/push-notification-tokens', { body: { token } })),
      );
      expect(error.status).toBe(422);
      expect(error.fieldErrors.token).toBeDefined();
    }
    await unwrap(
      api.POST('/account/push-notification-tokens', {
        body: { token: 'x'.repeat(PUSH_TOKEN_MAX_LENGTH) },
      }),
    );
    const rows = await server.services.db
      .select()
      .from(pushNotificationTokens)
      .where(eq(pushNotificationTokens.userId, user.id));
    expect(rows).toHaveLength(1);
  });
});

describe('DELETE account', () => {
  it('erases personal data, files and access, and frees the address', async () => {
    const storage = storageFor(server.services.config);
    const { api, user, member } = await signedIn(server, {
      mode: 'session',
      user: {
        birthday: '1985-04-02',
        address1: '123 rue Principale',
        city: 'Montréal',
        state: 'QC',
        postalCode: 'H2X 1Y4',
        phone: '514-555-0101',
        gender: 'female',
        sexualOrientations: ['man'],
        latitude: 45.5,
        longitude: -73.6,
        facebookId: 'fb-123',
      },
      member: { ...activeMember(new Date(NOW)), title: 'Une belle âme', about: 'J’aime la vie.' },
    });
    if (!member) throw new Error('no member');
    await subscribe(server, user.id, 1);
    const phone = server.client({ mode: 'token' });
    await phone.api.signIn({ email: user.email, password: PASSWORD });
    await unwrap(
      phone.api.POST('/account/push-notification-tokens', { body: { token: 'push-1' } }),
    );
    const { db } = server.services;
    await storage.put(`pictures/${member.id}/a.jpg`, new Uint8Array([1, 2, 3]));
    await storage.put(`pictures/${member.id}/a-300.jpg`, new Uint8Array([1, 2]));
    await storage.put(`samples/${member.id}/s.jpg`, new Uint8Array([4]));
    await db.insert(pictures).values({
      memberId: member.id,
      key: `pictures/${member.id}/a.jpg`,
      thumbnailKey: `pictures/${member.id}/a-300.jpg`,
      position: 0,
      status: 'portrait',
    });
    await db
      .insert(memberMedia)
      .values({ memberId: member.id, samplePictureKey: `samples/${member.id}/s.jpg` });
    await db.insert(answers).values({ memberId: member.id, questionId: 1, value: 'texte' });
    await db.insert(dailyQuotes).values([
      { locale: 'fr', text: 'En attente', authorType: 'member', memberId: member.id },
      {
        locale: 'fr',
        text: 'Publiée',
        authorType: 'member',
        memberId: member.id,
        status: 'published',
      },
    ]);
    const ambassador = await makeAmbassador(server, user.id, {
      gst: '123456789RT0001',
      pst: '1234567890TQ0001',
      nasEncrypted: encryptNas('046454286', server.services.appKey),
    });
    await db.insert(balanceClaims).values({
      ambassadorId: ambassador.id,
      email: user.email,
      amountCents: 5000,
      status: 'approved',
    });
    const admirer = await signedIn(server);
    if (!admirer.member) throw new Error('no member');
    await db.insert(favorites).values({ memberId: admirer.member.id, favoriteMemberId: member.id });

    await unwrap(api.DELETE('/account'));

    const row = await userRow(user.id);
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      passwordHash: null,
      firstName: 'Deleted',
      lastName: 'member',
      birthday: null,
      address1: null,
      city: null,
      postalCode: null,
      phone: null,
      gender: null,
      sexualOrientations: [],
      latitude: null,
      longitude: null,
      facebookId: null,
    });
    expect(row.deletedAt?.getTime()).toBe(NOW);
    const after = await memberRow(user.id);
    expect(after).toMatchObject({ title: null, about: null });
    expect(await db.select().from(pictures).where(eq(pictures.memberId, member.id))).toEqual([]);
    expect(await db.select().from(answers).where(eq(answers.memberId, member.id))).toEqual([]);
    expect(await storage.exists(`pictures/${member.id}/a.jpg`)).toBe(false);
    expect(await storage.exists(`pictures/${member.id}/a-300.jpg`)).toBe(false);
    expect(await storage.exists(`samples/${member.id}/s.jpg`)).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(pushNotificationTokens)
        .where(eq(pushNotificationTokens.userId, user.id)),
    ).toEqual([]);
    const quotes = await db.select().from(dailyQuotes);
    expect(quotes.map((q) => q.text)).toEqual(['Publiée']);
    expect(quotes[0]).toMatchObject({ memberId: null, authorType: 'unknown' });
    const [amb] = await db.select().from(ambassadors).where(eq(ambassadors.id, ambassador.id));
    expect(amb).toMatchObject({ gst: null, pst: null, nasEncrypted: null });
    const [claim] = await db
      .select()
      .from(balanceClaims)
      .where(eq(balanceClaims.ambassadorId, ambassador.id));
    expect(claim?.email).toBe(`deleted-${user.id}@deleted.invalid`);
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(subscription?.autoRenew).toBe(false);
    // The member who favourited them keeps the row: they see a deleted member there.
    expect(
      await db.select().from(favorites).where(eq(favorites.favoriteMemberId, member.id)),
    ).toHaveLength(1);

    // Every way back in is closed.
    expect((await failure(unwrap(api.GET('/account')))).status).toBe(401);
    expect((await failure(unwrap(phone.api.GET('/account')))).status).toBe(401);
    const again = server.client({ mode: 'token' });
    expect(
      (await failure(again.api.signIn({ email: user.email, password: PASSWORD }))).status,
    ).toBe(422);

    // The address may register again, as someone new.
    const fresh = server.client({ mode: 'token' });
    const created = await fresh.api.POST('/onboarding/user', {
      body: {
        email: user.email,
        first_name: 'Camille',
        last_name: 'Nouvelle',
        password: 'Nouveau2026',
        password_confirmation: 'Nouveau2026',
      },
    });
    expect(created.response.status).toBe(201);
    expect(admirer.user.id).not.toBe(user.id);
  });

  it('needs a signed-in user', async () => {
    const { api } = server.client({ mode: 'token' });
    expect((await failure(unwrap(api.DELETE('/account')))).status).toBe(401);
  });
});
