import { unwrap } from '@app/client';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../src/adapters/storage/storage';
import { QUESTIONS, findQuestionById, type Question } from '../src/data/questions';
import {
  ambassadors,
  answers,
  memberMedia,
  members,
  orders,
  pictures,
  referralRewards,
  referralVisits,
  subscriptions,
  users,
} from '../src/db/schema';
import { checkAnswers } from '../src/modules/answers/rules';
import {
  AMBASSADOR_CODE,
  DEMO_ACCOUNTS,
  PARTNER_CODE,
  DEMO_PASSWORD,
  createRandom,
  describeDemoWorld,
  isDemoSeeded,
  memberEmail,
  seedDemoWorld,
  type DemoSeedSummary,
} from '../src/seed/seed';
import {
  CLAIM_AMBASSADORS,
  CLAIM_FRIENDS,
  claimAmbassadorCode,
  claimAmbassadorEmail,
} from '../src/seed/ambassador-claim';
import { startTestApi, type TestApi } from './support/api';

const MEMBERS = 24;

let server: TestApi;
let summary: DemoSeedSummary;

type UserRow = typeof users.$inferSelect;
type MemberRow = typeof members.$inferSelect;
let people: { user: UserRow; member: MemberRow }[];

beforeAll(async () => {
  server = await startTestApi();
  summary = await seedDemoWorld(server.services, { members: MEMBERS, random: createRandom(7) });
  const rows = await server.services.db
    .select({ user: users, member: members })
    .from(users)
    .innerJoin(members, eq(members.userId, users.id))
    .where(
      sql`${users.email} like 'membre%' or ${users.email} in (${DEMO_ACCOUNTS.demo}, ${DEMO_ACCOUNTS.ambassador})`,
    );
  people = rows;
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  expect(server.violations).toEqual([]);
});

const userNamed = async (email: string): Promise<UserRow> => {
  const [user] = await server.services.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
};

describe('the demo world', () => {
  it('has one member in each state of the member area’s protection view', async () => {
    const memberOf = async (email: string) => {
      const [row] = await server.services.db
        .select({ member: members })
        .from(users)
        .innerJoin(members, eq(members.userId, users.id))
        .where(eq(users.email, email));
      if (!row) throw new Error(`no member ${email}`);
      return row.member;
    };
    const unsubscribed = await memberOf(DEMO_ACCOUNTS.unsubscribed);
    expect(unsubscribed.subscriptionStatus).toBe('inactive');
    expect(unsubscribed.onboardingCompleted).toBe(true);
    const suspended = await memberOf(DEMO_ACCOUNTS.suspended);
    expect([suspended.subscriptionStatus, suspended.suspended, suspended.suspendedReason]).toEqual([
      'active',
      true,
      'moderation',
    ]);
    const gallery = await memberOf(DEMO_ACCOUNTS.incompleteGallery);
    expect([gallery.suspended, gallery.suspendedReason]).toEqual([true, 'incomplete_gallery']);
    const paused = await memberOf(DEMO_ACCOUNTS.paused);
    expect([paused.subscriptionStatus, paused.paused, paused.suspended]).toEqual([
      'active',
      true,
      false,
    ]);
  });

  it('has the demo accounts and the members, each through the onboarding', () => {
    expect(summary.seeded).toBe(true);
    // The members, the demo member, the ambassador, the fresh account and one per protection state.
    expect(summary.members).toBe(MEMBERS + 7);
    expect(people).toHaveLength(MEMBERS + 2);
    expect(people.map((p) => p.user.email)).toContain(memberEmail(MEMBERS));
    for (const { user, member } of people) {
      expect(member.onboardingCompleted, user.email).toBe(true);
      expect(member.onboardingStep).toBe('payment');
      expect(user.acceptedTermsDate).not.toBeNull();
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(user.gender).toMatch(/^(female|male|non_binary)$/);
      expect(user.sexualOrientations.length).toBeGreaterThan(0);
      expect(user.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(user.city).toBeTruthy();
      expect(user.postalCode).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(member.title?.length).toBeGreaterThanOrEqual(5);
      expect(member.title?.length).toBeLessThanOrEqual(100);
      for (const text of [member.about, member.seeking]) {
        expect(text?.length).toBeGreaterThanOrEqual(10);
        expect(text?.length).toBeLessThanOrEqual(3000);
      }
    }
    // Both languages, and texts that are not copies of each other.
    expect(new Set(people.map((p) => p.user.locale))).toEqual(new Set(['fr', 'en']));
    expect(new Set(people.map((p) => p.member.about)).size).toBe(people.length);
  });

  it('answers every required wizard question, within the answer rules', async () => {
    const rows = await server.services.db
      .select()
      .from(answers)
      .where(
        inArray(
          answers.memberId,
          people.map((p) => p.member.id),
        ),
      );
    const required = (question: Question, chosen: Set<number>): Question[] => [
      ...(question.required ? [question] : []),
      ...question.dependent_questions.flatMap((child) =>
        child.parent_option_ids.some((id) => chosen.has(id)) ? required(child, chosen) : [],
      ),
    ];
    for (const { user, member } of people) {
      const own = rows.filter((row) => row.memberId === member.id);
      const chosen = new Set(own.flatMap((row) => row.optionIds));
      const answered = new Set(own.map((row) => row.questionId));
      for (const root of QUESTIONS.filter((q) => q.type === 'single')) {
        for (const question of required(root, chosen))
          expect(answered.has(question.id), `${user.email}: ${question.name}`).toBe(true);
      }
      // A dependent question is only answered when its parent's option opens it.
      for (const row of own) {
        const question = findQuestionById(row.questionId);
        if (question && question.parent_option_ids.length > 0)
          expect(question.parent_option_ids.some((id) => chosen.has(id))).toBe(true);
      }
      const { problems } = checkAnswers(
        own.map((row) => ({
          question_id: row.questionId,
          value: row.value,
          options: row.optionIds,
        })),
        [],
      );
      expect(problems, user.email).toEqual([]);
      const longs = own.filter(
        (row) => findQuestionById(row.questionId)?.type === 'LongQuestionType',
      );
      expect(longs.length).toBeGreaterThanOrEqual(1);
      expect(longs.length).toBeLessThanOrEqual(2);
    }
  });

  it('gives each member 2 to 6 pictures, a portrait first, with files and thumbnails', async () => {
    const rows = await server.services.db
      .select()
      .from(pictures)
      .where(
        inArray(
          pictures.memberId,
          people.map((p) => p.member.id),
        ),
      )
      .orderBy(pictures.memberId, pictures.position);
    const storage = storageFor(server.services.config);
    for (const { user, member } of people) {
      const gallery = rows.filter((row) => row.memberId === member.id);
      expect(gallery.length, user.email).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(6);
      expect(gallery.map((row) => row.position)).toEqual(gallery.map((_, i) => i));
      expect(gallery[0]?.status).toBe('portrait');
      expect(gallery.some((row) => ['validated', 'authenticated'].includes(row.status))).toBe(true);
      for (const row of gallery) {
        expect(row.key).toMatch(new RegExp(`^pictures/${member.id}/[0-9a-f-]{36}\\.jpg$`));
        expect(await storage.exists(row.key)).toBe(true);
        expect(row.thumbnailKey).toBe(row.key.replace(/\.jpg$/, '-300.jpg'));
        expect(await storage.exists(row.thumbnailKey ?? '')).toBe(true);
      }
    }
    // Each member owns their files: no key is shared.
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    const first = rows[0];
    const image = await storage.get(first?.key ?? '');
    const thumbnail = await storage.get(first?.thumbnailKey ?? '');
    expect(await sharp(image).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1000,
      height: 1000,
    });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 300 });
    // Complete galleries: the 72-hour clock does not run, but for the member seeded with an
    // incomplete album, whose clock ran out 4 days ago.
    const gallery = await userNamed(DEMO_ACCOUNTS.incompleteGallery);
    const media = await server.services.db
      .select({ userId: members.userId, since: memberMedia.galleryIncompleteSince })
      .from(memberMedia)
      .innerJoin(members, eq(members.id, memberMedia.memberId));
    expect(media.filter((row) => row.since !== null).map((row) => row.userId)).toEqual([
      gallery.id,
    ]);
  });

  it('spreads members across cities and provinces, genders and orientations', () => {
    expect(new Set(people.map((p) => p.user.city)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(people.map((p) => p.user.state)).size).toBeGreaterThanOrEqual(4);
    for (const gender of ['female', 'male', 'non_binary']) {
      for (const sought of ['woman', 'man', 'non_binary']) {
        expect(
          people.some(
            (p) => p.user.gender === gender && p.user.sexualOrientations.includes(sought),
          ),
          `${gender} seeking ${sought}`,
        ).toBe(true);
      }
    }
  });

  it('mixes subscriptions (active, trial, inactive) with their orders', async () => {
    const now = server.services.now();
    const byStatus = (status: string) =>
      people.filter((p) => p.member.subscriptionStatus === status);
    const active = byStatus('active');
    const trial = byStatus('trial');
    const inactive = byStatus('inactive');
    expect(active.length).toBeGreaterThan(trial.length);
    expect(trial.length).toBeGreaterThan(0);
    expect(inactive.length).toBeGreaterThan(0);
    const paid = await server.services.db.select().from(orders);
    const running = await server.services.db.select().from(subscriptions);
    for (const { user, member } of active) {
      expect(member.subscriptionEndDate?.getTime()).toBeGreaterThan(now.getTime());
      const own = paid.filter((order) => order.userId === user.id);
      expect(own.length, user.email).toBeGreaterThan(0);
      expect(own.every((order) => order.status === 'paid' && order.totalCents > 0)).toBe(true);
      expect(Math.max(...own.map((order) => order.endsAt.getTime()))).toBe(
        member.subscriptionEndDate?.getTime(),
      );
      expect(running.some((row) => row.userId === user.id)).toBe(true);
    }
    for (const { member } of trial) {
      expect(member.trialEndDate?.getTime()).toBeGreaterThan(now.getTime());
      expect(member.subscriptionEndDate).toBeNull();
    }
    for (const { member } of inactive) {
      const ended = member.subscriptionEndDate ?? member.trialEndDate;
      expect(ended?.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('has paused, suspended, private and in-review members for the overlays', async () => {
    expect(people.some((p) => p.member.paused)).toBe(true);
    const suspended = people.filter((p) => p.member.suspended);
    expect(suspended.length).toBeGreaterThan(0);
    expect(suspended.every((p) => p.member.suspendedReason)).toBe(true);
    expect(people.some((p) => p.member.visibility === 'private')).toBe(true);
    const pending = await server.services.db
      .select()
      .from(pictures)
      .where(eq(pictures.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
    // The schema has no anonymous-mode setting yet: nothing to seed for that overlay.
  });

  it('has an ambassador with a member profile, referral visits and rewards', async () => {
    const user = await userNamed(DEMO_ACCOUNTS.ambassador);
    const [ambassador] = await server.services.db
      .select()
      .from(ambassadors)
      .where(eq(ambassadors.userId, user.id));
    expect(ambassador).toMatchObject({ code: AMBASSADOR_CODE, objective: 'additional_income' });
    expect(people.some((p) => p.user.id === user.id)).toBe(true);
    // Her visits (the ambassadors ready to claim, seeded for their journey, have their own).
    const visits = await server.services.db
      .select()
      .from(referralVisits)
      .where(eq(referralVisits.ambassadorId, ambassador?.id ?? 0));
    expect(visits.length).toBeGreaterThanOrEqual(4);
    expect(visits.some((visit) => visit.referredUserId === null)).toBe(true);
    const referred = visits.flatMap((visit) =>
      visit.referredUserId ? [visit.referredUserId] : [],
    );
    expect(referred.length).toBeGreaterThanOrEqual(3);
    const rewards = await server.services.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.ambassadorId, ambassador?.id ?? 0));
    expect(rewards.length).toBeGreaterThan(0);
    const paid = await server.services.db.select().from(orders);
    for (const reward of rewards) {
      expect(reward.amountCents).toBe(1000);
      expect(referred).toContain(reward.referredUserId);
      const order = paid.find((o) => o.id === reward.orderId);
      expect(order?.userId).toBe(reward.referredUserId);
      // The referred friend's first package has the extra month.
      expect(order?.months).toBeGreaterThan(order?.productId === 2 ? 6 : 3);
    }
  });

  it('has a support account and a fresh account', async () => {
    const support = await userNamed(DEMO_ACCOUNTS.support);
    expect(support.isAdmin).toBe(true);
    const fresh = await userNamed(DEMO_ACCOUNTS.fresh);
    expect(fresh.acceptedTermsDate).toBeNull();
    expect(fresh.isAdmin).toBe(false);
    const [freshMember] = await server.services.db
      .select()
      .from(members)
      .where(eq(members.userId, fresh.id));
    expect(freshMember?.onboardingCompleted).toBe(false);
    const admins = await server.services.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins.map((u) => u.email)).toEqual([DEMO_ACCOUNTS.support]);
  });

  it('has an ambassador who is not a member, asked for a SIN', async () => {
    const { api } = server.client({ mode: 'token' });
    await api.signIn({ email: DEMO_ACCOUNTS.partner, password: DEMO_PASSWORD });
    const { data } = await unwrap(api.GET('/account'));
    expect(data.member).toBeNull();
    expect(data.ambassador).toMatchObject({
      code: PARTNER_CODE,
      requires_nas: true,
      objective: null,
    });
    const balance = await unwrap(api.GET('/account/ambassador/balance'));
    expect(balance.data.balance).toBe(0);
  });

  it('has ambassadors who are not members, ready to claim their balance with an invoice', async () => {
    for (let n = 1; n <= CLAIM_AMBASSADORS; n++) {
      const { api } = server.client({ mode: 'token' });
      await api.signIn({ email: claimAmbassadorEmail(n), password: DEMO_PASSWORD });
      const { data } = await unwrap(api.GET('/account'));
      expect(data.member).toBeNull();
      expect(data.has_taxes).toBe(true);
      expect(data.ambassador).toMatchObject({
        code: claimAmbassadorCode(n),
        requires_nas: false,
        objective: 'additional_income',
      });
      const balance = await unwrap(api.GET('/account/ambassador/balance'));
      expect(balance.data).toMatchObject({ balance: CLAIM_FRIENDS * 10, pending: 0, paid: 0 });
      const stats = await unwrap(api.GET('/account/ambassador/stats'));
      expect(stats.data).toMatchObject({ visits: CLAIM_FRIENDS, conversions: CLAIM_FRIENDS });
    }
  });

  it('lets the demo logins sign in through the API', async () => {
    for (const email of [
      DEMO_ACCOUNTS.demo,
      DEMO_ACCOUNTS.ambassador,
      DEMO_ACCOUNTS.support,
      DEMO_ACCOUNTS.fresh,
      DEMO_ACCOUNTS.partner,
      memberEmail(1),
    ]) {
      const { api } = server.client({ mode: 'token' });
      await api.signIn({ email, password: DEMO_PASSWORD });
      const { data } = await unwrap(api.GET('/account'));
      expect(data.email).toBe(email);
    }

    const { api } = server.client({ mode: 'token', locale: 'en' });
    await api.signIn({ email: DEMO_ACCOUNTS.demo, password: DEMO_PASSWORD });
    const { data: account } = await unwrap(api.GET('/account'));
    expect(account).toMatchObject({
      first_name: 'Camille',
      city: 'Montréal',
      locale: 'fr',
      member: { onboarding_completed: true, subscribed: true, subscription_status: 'active' },
    });
    expect(account.member?.avatar_path).toBeTruthy();
    const gallery = await unwrap(api.GET('/account/member/pictures'));
    expect(gallery.data).toHaveLength(6);
    expect(gallery.data[0]?.status).toBe('portrait');
    expect(gallery.review_status).toBe('done');
    // The signed URL alone opens the file (the contract does not describe its bytes: plain fetch).
    const file = await globalThis.fetch(gallery.data[0]?.base_path ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const { data: own } = await unwrap(api.GET('/answers'));
    expect(own.length).toBeGreaterThan(25);
  });

  it('seeds once: a second run changes nothing', async () => {
    const count = async () => {
      const [row] = await server.services.db
        .select({
          users: sql<number>`(select count(*)::int from users)`,
          pictures: sql<number>`(select count(*)::int from pictures)`,
        })
        .from(sql`(select 1) as one`);
      return row;
    };
    const before = await count();
    expect(await isDemoSeeded(server.services)).toBe(true);
    const again = await seedDemoWorld(server.services, { members: MEMBERS });
    expect(again.seeded).toBe(false);
    expect(await count()).toEqual(before);
    const lines = describeDemoWorld(again).join('\n');
    expect(lines).toContain(DEMO_ACCOUNTS.demo);
    expect(lines).toContain(DEMO_PASSWORD);
    expect(lines).toContain(`${memberEmail(1)} … ${memberEmail(MEMBERS)}`);
    expect(lines).toContain('BIENVENUE20');
  });
});
