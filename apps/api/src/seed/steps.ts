/**
 * The steps `seedDemoWorld` (seed.ts) writes the planned world in, one per group of tables, in the order
 * they run: users, members, answers, billing (cards, orders, subscriptions), the ambassadors and their
 * referrals, the shared content and social life (topic seed files), the pictures, then the topic accounts.
 *
 * Every step draws from the one generator of the run (`SeedRun.d`), so the order of the steps, and of the
 * rows inside each, is the order of the draws: changing it changes the seeded world.
 */
import type { FileStorage } from '../adapters/storage/storage';
import type { Database } from '../db/client';
import {
  ambassadors,
  answers,
  memberMedia,
  members,
  orders,
  paymentSources,
  pictures,
  referralRewards,
  referralVisits,
  subscriptions,
  users,
} from '../db/schema';
import { REFERRAL_REWARD_CENTS } from '../modules/payments/pricing';
import { AMBASSADOR_CODE, DEMO_ACCOUNTS, PARTNER_CODE } from './accounts';
import { seedAmbassadorHistory } from './ambassador';
import { seedAmbassadorClaim } from './ambassador-claim';
import { seedContent } from './content';
import { seedConversations } from './conversations';
import { DAY_MS, daysBefore, type Dice, HOUR_MS } from './dice';
import { seedMembersArea } from './members-area';
import { initialsOf } from './names';
import type { Status } from './people';
import { mapLimit, type RenderedPicture, renderPortraits, renderScenes } from './pictures';
import type { PlannedUser, WorldPlan } from './plan';
import { seedSettingsProfile } from './settings-profile';
import { seedSubscriptionAccounts } from './subscription-account';

/** What every step works with: the transaction, the plan, the generator and the run's constants. */
export interface SeedRun {
  tx: Database;
  now: Date;
  d: Dice;
  world: WorldPlan;
  /** The planned people with a member profile, in plan order. */
  withMembers: PlannedUser[];
  storage: FileStorage;
  passwordHash: string;
  log: (line: string) => void;
}

export type IdOf = (email: string) => number;

/** The pictures being rendered (libvips threads) while the rows are inserted. */
export interface Renders {
  portraits: Promise<RenderedPicture[]>;
  scenes: Promise<RenderedPicture[]>;
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Starts rendering a portrait per member and the shared scenes; awaited by `insertPictures`. */
export function startRendering(withMembers: readonly PlannedUser[]): Renders {
  const portraits = renderPortraits(
    withMembers.map((person) => ({
      look: person.member?.look ?? 0,
      initials: initialsOf(person.firstName, person.lastName),
    })),
  );
  const scenes = renderScenes();
  // Awaited later; until then a failure must not surface as an unhandled rejection.
  portraits.catch(() => undefined);
  scenes.catch(() => undefined);
  return { portraits, scenes };
}

/** Every planned account; returns the user id of an e-mail. */
export async function insertUsers(run: SeedRun): Promise<IdOf> {
  const { tx, now, d, world, passwordHash } = run;
  const userIds = new Map<string, number>();
  for (const batch of chunks(world.people, 500)) {
    const rows = await tx
      .insert(users)
      .values(
        batch.map((person) => ({
          email: person.email,
          passwordHash,
          firstName: person.firstName,
          lastName: person.lastName,
          birthday: person.birthday,
          address1: person.address1,
          city: person.place?.city ?? null,
          state: person.place?.province ?? null,
          country: 'ca',
          postalCode: person.postalCode,
          locale: person.locale,
          gender: person.gender,
          sexualOrientations: person.orientations,
          acceptedTermsDate: person.acceptedTerms ? person.createdAt : null,
          emailVerifiedAt: new Date(person.createdAt.getTime() + 10 * 60_000),
          eidTries: person.eidTries,
          authenticationFlag: person.authenticationFlag,
          isAdmin: person.isAdmin,
          newsletterSubscribedAt: person.member && d.chance(0.4) ? person.createdAt : null,
          createdAt: person.createdAt,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const row of rows) userIds.set(row.email, row.id);
  }
  return (email) => {
    const id = userIds.get(email);
    if (id === undefined) throw new Error(`No user for ${email}`);
    return id;
  };
}

/**
 * The member profiles (the fresh account has an empty one, as registration makes it); returns how many
 * and the member id of an e-mail.
 */
export async function insertMembers(
  run: SeedRun,
  userIdOf: IdOf,
): Promise<{ count: number; memberIdOf: IdOf }> {
  const { tx, now, world } = run;
  const memberRows = world.people.flatMap((person) => {
    const userId = userIdOf(person.email);
    if (person.email === DEMO_ACCOUNTS.fresh)
      return [{ userId, createdAt: person.createdAt, updatedAt: now }];
    const member = person.member;
    if (!member) return [];
    const billing = member.billing;
    return [
      {
        userId,
        title: member.title,
        about: member.about,
        seeking: member.seeking,
        onboardingStep: 'payment',
        onboardingCompleted: true,
        subscriptionStatus: billing.status,
        trialStartedAt: billing.trialStartedAt,
        trialEndDate: billing.trialEndDate,
        subscriptionEndDate: billing.subscriptionEndDate,
        visibility: member.visibility,
        paused: member.paused,
        suspended: member.suspended,
        suspendedReason: member.suspendedReason,
        createdAt: person.createdAt,
        updatedAt: now,
      },
    ];
  });
  const memberIds = new Map<number, number>();
  for (const batch of chunks(memberRows, 500)) {
    const rows = await tx
      .insert(members)
      .values(batch)
      .returning({ id: members.id, userId: members.userId });
    for (const row of rows) memberIds.set(row.userId, row.id);
  }
  return {
    count: memberRows.length,
    memberIdOf: (email) => {
      const id = memberIds.get(userIdOf(email));
      if (id === undefined) throw new Error(`No member for ${email}`);
      return id;
    },
  };
}

/** The members' answers to the questionnaire; returns how many. */
export async function insertAnswers(run: SeedRun, memberIdOf: IdOf): Promise<number> {
  const answerRows = run.withMembers.flatMap((person) =>
    (person.member?.answers ?? []).map((answer) => ({
      memberId: memberIdOf(person.email),
      questionId: answer.questionId,
      value: answer.value,
      optionIds: answer.optionIds,
      createdAt: person.createdAt,
      updatedAt: person.createdAt,
    })),
  );
  for (const batch of chunks(answerRows, 1000)) await run.tx.insert(answers).values(batch);
  return answerRows.length;
}

export interface BillingSummary {
  orders: number;
  subscriptions: number;
  /** The id of each user's first order (user id → order id), for the referral rewards. */
  firstOrderOf: Map<number, number>;
}

/** Cards, orders and subscriptions of the members with a billing history. */
export async function insertBilling(run: SeedRun, userIdOf: IdOf): Promise<BillingSummary> {
  const { tx, now, d } = run;
  const billed = run.withMembers.filter(
    (person) => (person.member?.billing.orders.length ?? 0) > 0,
  );
  const cardIds = new Map<number, number>();
  const cards = billed.flatMap((person) => {
    const card = person.member?.billing.card;
    return card
      ? [
          {
            userId: userIdOf(person.email),
            gatewayToken: `tok_demo_${d.hex(24)}`,
            brand: card.brand,
            last4: card.last4,
            expiryMonth: card.month,
            expiryYear: card.year,
            createdAt: person.member?.billing.orders[0]?.startsAt ?? now,
            updatedAt: now,
          },
        ]
      : [];
  });
  for (const batch of chunks(cards, 500)) {
    const rows = await tx
      .insert(paymentSources)
      .values(batch)
      .returning({ id: paymentSources.id, userId: paymentSources.userId });
    for (const row of rows) cardIds.set(row.userId, row.id);
  }
  const orderRows = billed.flatMap((person) =>
    (person.member?.billing.orders ?? []).map((order) => ({
      userId: userIdOf(person.email),
      productId: order.productId,
      channel: order.channel,
      status: 'paid',
      totalCents: order.totalCents,
      taxesCents: order.taxesCents,
      months: order.months,
      promoCode: order.promoCode,
      chargeId: order.chargeId,
      storeTransactionId: order.storeTransactionId,
      startsAt: order.startsAt,
      endsAt: order.endsAt,
      createdAt: order.startsAt,
      updatedAt: order.startsAt,
    })),
  );
  const firstOrderOf = new Map<number, number>();
  for (const batch of chunks(orderRows, 500)) {
    const rows = await tx
      .insert(orders)
      .values(batch)
      .returning({ id: orders.id, userId: orders.userId });
    for (const row of rows) if (!firstOrderOf.has(row.userId)) firstOrderOf.set(row.userId, row.id);
  }
  const subscriptionRows = billed.flatMap((person) => {
    const subscription = person.member?.billing.subscription;
    if (!subscription) return [];
    const userId = userIdOf(person.email);
    return [
      {
        userId,
        productId: subscription.productId,
        autoRenew: subscription.autoRenew,
        paymentSourceId: cardIds.get(userId) ?? null,
        createdAt: person.member?.billing.orders[0]?.startsAt ?? now,
        updatedAt: now,
      },
    ];
  });
  for (const batch of chunks(subscriptionRows, 500)) await tx.insert(subscriptions).values(batch);
  return { orders: orderRows.length, subscriptions: subscriptionRows.length, firstOrderOf };
}

export interface ReferralSummary {
  ambassadorId: number;
  visits: number;
  rewards: number;
}

/** The ambassador, her link's visits and her rewards; the ambassador-only partner. */
export async function insertAmbassadors(
  run: SeedRun,
  userIdOf: IdOf,
  firstOrderOf: ReadonlyMap<number, number>,
): Promise<ReferralSummary> {
  const { tx, now, d, world } = run;
  const ambassadorPerson = world.people.find((p) => p.email === DEMO_ACCOUNTS.ambassador);
  const [ambassador] = await tx
    .insert(ambassadors)
    .values({
      userId: userIdOf(DEMO_ACCOUNTS.ambassador),
      code: AMBASSADOR_CODE,
      objective: 'additional_income',
      requiresNas: false,
      createdAt: ambassadorPerson?.createdAt ?? now,
      updatedAt: now,
    })
    .returning({ id: ambassadors.id });
  if (!ambassador) throw new Error('The ambassador was not created');
  // The ambassador-only partner; an administrator asked for the SIN (requires_nas).
  await tx.insert(ambassadors).values({
    userId: userIdOf(DEMO_ACCOUNTS.partner),
    code: PARTNER_CODE,
    objective: null,
    requiresNas: true,
    createdAt: now,
    updatedAt: now,
  });
  const visits = [
    ...world.referred.map((index) => {
      const person = world.people[index];
      if (!person) throw new Error(`No referred person ${index}`);
      return {
        ambassadorId: ambassador.id,
        deviceRef: d.uuid(),
        referredUserId: userIdOf(person.email),
        createdAt: new Date(person.createdAt.getTime() - d.between(0.5, 72) * HOUR_MS),
        updatedAt: person.createdAt,
      };
    }),
    ...Array.from({ length: world.anonymousVisits }, () => {
      const at = daysBefore(now, d.between(0.1, 400));
      return {
        ambassadorId: ambassador.id,
        deviceRef: d.uuid(),
        referredUserId: null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  ];
  if (visits.length > 0) await tx.insert(referralVisits).values(visits);
  const rewards = world.referred.flatMap((index) => {
    const person = world.people[index];
    if (!person) return [];
    const userId = userIdOf(person.email);
    const orderId = firstOrderOf.get(userId);
    const firstOrder = person.member?.billing.orders[0];
    if (orderId === undefined || !firstOrder) return [];
    const claimed = firstOrder.startsAt.getTime() < now.getTime() - 45 * DAY_MS && d.chance(0.7);
    return [
      {
        ambassadorId: ambassador.id,
        referredUserId: userId,
        orderId,
        amountCents: REFERRAL_REWARD_CENTS,
        claimedAt: claimed
          ? new Date(firstOrder.startsAt.getTime() + d.between(30, 40) * DAY_MS)
          : null,
        createdAt: firstOrder.startsAt,
        updatedAt: now,
      },
    ];
  });
  if (rewards.length > 0) await tx.insert(referralRewards).values(rewards);
  return { ambassadorId: ambassador.id, visits: visits.length, rewards: rewards.length };
}

/**
 * The topic seed files that build on the members: the ambassador's payout history, the articles and
 * daily quotes, the members area (locations, favourites, blocks, reports) and the conversations.
 */
export async function seedCommunity(run: SeedRun, ambassadorId: number): Promise<void> {
  const { tx, now, d, storage, log } = run;
  const claims = await seedAmbassadorHistory(tx, { ambassadorId, now });
  const content = await seedContent(tx, { now, storage, random: d.random });
  log(
    `  ${content.articles} articles and videos by ${content.specialists} specialists, ${content.votes} votes, ${content.quotes} daily quotes; ${claims.approvedClaims} approved and ${claims.pendingClaims} pending balance claims`,
  );

  const area = await seedMembersArea(tx, {
    now,
    random: d.random,
    demoEmail: DEMO_ACCOUNTS.demo,
  });
  log(
    `  ${area.located} members located, ${area.favorites} favourites, ${area.blocks} blocks, ${area.reports} reports`,
  );
  const talks = await seedConversations(tx, {
    now,
    random: d.random,
    storage,
    demoEmail: DEMO_ACCOUNTS.demo,
    supportEmail: DEMO_ACCOUNTS.support,
  });
  log(`  ${talks.conversations} conversations, ${talks.messages} messages, ${talks.files} files`);
}

/** Each member's own files, then the rows (portrait first, reviewed) and the media row. */
export async function insertPictures(
  run: SeedRun,
  memberIdOf: IdOf,
  renders: Renders,
): Promise<{ pictures: number; files: number }> {
  const { tx, now, d, storage } = run;
  const [portraits, scenes] = await Promise.all([renders.portraits, renders.scenes]);
  const files: { key: string; bytes: Buffer }[] = [];
  const pictureRows: (typeof pictures.$inferInsert)[] = [];
  const mediaRows: (typeof memberMedia.$inferInsert)[] = [];
  run.withMembers.forEach((person, index) => {
    const member = person.member;
    const portrait = portraits[index];
    if (!member || !portrait) return;
    const memberId = memberIdOf(person.email);
    const gallery: RenderedPicture[] = [
      portrait,
      ...member.scenes.map((scene) => {
        const rendered = scenes[scene];
        if (!rendered) throw new Error(`No scene ${scene}`);
        return rendered;
      }),
    ];
    const joined = person.createdAt.getTime();
    gallery.forEach((picture, position) => {
      const name = `pictures/${memberId}/${d.uuid()}`;
      files.push({ key: `${name}.jpg`, bytes: picture.image });
      files.push({ key: `${name}-300.jpg`, bytes: picture.thumbnail });
      const pending = member.pendingPicture && position === gallery.length - 1;
      const added = pending
        ? new Date(now.getTime() - d.between(1, 20) * HOUR_MS)
        : new Date(joined + (position + 1) * 10 * 60_000);
      pictureRows.push({
        memberId,
        key: `${name}.jpg`,
        thumbnailKey: `${name}-300.jpg`,
        position,
        status: pending
          ? 'pending'
          : position === 0
            ? 'portrait'
            : position === 1 && d.chance(0.15)
              ? 'authenticated'
              : 'validated',
        reviewedAt: pending ? null : new Date(added.getTime() + d.between(1, 20) * HOUR_MS),
        createdAt: added,
        updatedAt: added,
      });
    });
    let sampleKey: string | null = null;
    if (member.samplePicture) {
      sampleKey = `samples/${memberId}/${d.uuid()}.jpg`;
      files.push({ key: sampleKey, bytes: portrait.image });
    }
    mediaRows.push({
      memberId,
      samplePictureKey: sampleKey,
      // The member suspended for an incomplete album has had it incomplete past the 72 hours.
      galleryIncompleteSince:
        member.suspendedReason === 'incomplete_gallery' ? daysBefore(now, 4) : null,
      createdAt: person.createdAt,
      updatedAt: now,
    });
  });
  await mapLimit(files, 16, (file) => storage.put(file.key, file.bytes));
  for (const batch of chunks(pictureRows, 1000)) await tx.insert(pictures).values(batch);
  for (const batch of chunks(mediaRows, 1000)) await tx.insert(memberMedia).values(batch);
  return { pictures: pictureRows.length, files: files.length };
}

/** The topic seed files that add their own accounts (`<topic>-<n>@demo.test`), last. */
export async function seedTopicAccounts(run: SeedRun): Promise<void> {
  const { tx, now, passwordHash } = run;
  await seedSettingsProfile(tx, { sourceEmail: DEMO_ACCOUNTS.demo, now });
  await seedSubscriptionAccounts(tx, { now, passwordHash });
  await seedAmbassadorClaim(tx, { now, passwordHash });
}

/** Members per subscription status. */
export function countStatuses(withMembers: readonly PlannedUser[]): Record<Status, number> {
  const statuses: Record<Status, number> = { active: 0, trial: 0, inactive: 0 };
  for (const person of withMembers) {
    const status = person.member?.billing.status;
    if (status) statuses[status] += 1;
  }
  return statuses;
}
