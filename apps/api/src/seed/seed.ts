/**
 * The demo world: a believable bilingual community to explore the product with, seeded once.
 *
 * - `demo@demo.test`: a complete, subscribed member in Montréal (the visitor's account);
 * - `ambassadeur@demo.test`: an ambassador (code `ISABELLE`) with referral visits and rewards, also a member;
 * - `soutien@demo.test`: the support account (administrator, no member profile);
 * - `nouveau@demo.test`: registered, terms not accepted yet (to walk the onboarding);
 * - `membre001@demo.test`…: members across Canada, every one through the onboarding, with answers that
 *   pass the answer rules, texts in their language, 2 to 6 generated pictures (portrait first, reviewed),
 *   and a subscription history (active, trial or lapsed), a few paused, suspended, private or with a
 *   picture awaiting review, for the overlays.
 *
 * Every account has the password `DEMO_PASSWORD`, hashed once. Products and promo codes are constants
 * (`modules/payments/pricing.ts`): nothing to insert, the summary lists them.
 *
 * Deterministic: every choice comes from one seeded generator (`options.random`), so a world is the same
 * on every machine; dates are relative to `services.now()`. The rows go in one transaction (all or
 * nothing); pictures are rendered while the rows are inserted, then written under the members' own keys
 * (`pictures/<memberId>/<uuid>.jpg` and `-300.jpg`): each member owns their files, so deleting a picture
 * (which deletes its files) never touches another member's gallery.
 */
import { storageFor } from '../adapters/storage/storage';
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
import type { Services } from '../http/context';
import {
  PRODUCTS,
  PROMO_CODES,
  REFERRAL_REWARD_CENTS,
  toDollars,
} from '../modules/payments/pricing';
import { hashPassword } from '../modules/session/passwords';
import { seedAmbassadorHistory } from './ambassador';
import { seedAmbassadorClaim } from './ambassador-claim';
import { seedContent } from './content';
import { seedConversations } from './conversations';
import { seedMembersArea } from './members-area';
import { seedSettingsProfile } from './settings-profile';
import { seedSubscriptionAccounts } from './subscription-account';
import { initialsOf } from './names';
import { mapLimit, type RenderedPicture, renderPortraits, renderScenes } from './pictures';
import {
  AMBASSADOR_CODE,
  countUsers,
  createRandom,
  DEFAULT_MEMBER_COUNT,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoLogin,
  demoLogins,
  existingLogins,
  isDemoSeeded,
  PARTNER_CODE,
} from './accounts';
import { DAY_MS, daysBefore, dice, HOUR_MS } from './dice';
import type { Status } from './people';
import { product } from './billing';
import { planWorld } from './plan';

export {
  DEMO_PASSWORD,
  DEMO_ACCOUNTS,
  AMBASSADOR_CODE,
  PARTNER_CODE,
  DEFAULT_MEMBER_COUNT,
  DEMO_SEED,
  memberEmail,
  createRandom,
  type DemoLogin,
  demoLogins,
  isDemoSeeded,
} from './accounts';
export { ageOn } from './people';

/* ---------------------------------------------------------------------------------------------- */
/* Writing                                                                                          */
/* ---------------------------------------------------------------------------------------------- */

export interface DemoSeedSummary {
  /** False when the demo world was already there (nothing written). */
  seeded: boolean;
  users: number;
  members: number;
  answers: number;
  pictures: number;
  files: number;
  orders: number;
  subscriptions: number;
  referralVisits: number;
  referralRewards: number;
  /** Members per subscription status. */
  statuses: Record<Status, number>;
  provinces: number;
  milliseconds: number;
  logins: DemoLogin[];
}

export interface SeedOptions {
  /** Members besides the named demo accounts; 300 by default. */
  members?: number;
  /** The generator behind every choice; `createRandom(DEMO_SEED)` by default. */
  random?: () => number;
  /** Progress lines. */
  log?: (line: string) => void;
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Seeds the demo world unless it is already there (then `seeded` is false and nothing is written).
 * See the top of this file for what it contains.
 */
export async function seedDemoWorld(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  options: SeedOptions = {},
): Promise<DemoSeedSummary> {
  const started = Date.now();
  const count = Math.max(0, Math.floor(options.members ?? DEFAULT_MEMBER_COUNT));
  const log = options.log ?? (() => undefined);
  const empty: DemoSeedSummary = {
    seeded: false,
    users: 0,
    members: 0,
    answers: 0,
    pictures: 0,
    files: 0,
    orders: 0,
    subscriptions: 0,
    referralVisits: 0,
    referralRewards: 0,
    statuses: { active: 0, trial: 0, inactive: 0 },
    provinces: 0,
    milliseconds: 0,
    logins: demoLogins(count),
  };
  if (await isDemoSeeded(services)) {
    log('The demo world is already there: nothing to seed.');
    return { ...empty, logins: await existingLogins(services), milliseconds: Date.now() - started };
  }

  const now = services.now();
  const d = dice(options.random ?? createRandom());
  const world = planWorld(count, now, d);
  const withMembers = world.people.filter((person) => person.member !== null);
  log(`Demo world: planned ${world.people.length} accounts; rendering pictures and writing rows…`);

  // Pictures render (libvips threads) while the rows are inserted; the password hashes meanwhile.
  const portraitsReady = renderPortraits(
    withMembers.map((person) => ({
      look: person.member?.look ?? 0,
      initials: initialsOf(person.firstName, person.lastName),
    })),
  );
  const scenesReady = renderScenes();
  // Awaited below; until then a failure must not surface as an unhandled rejection.
  portraitsReady.catch(() => undefined);
  scenesReady.catch(() => undefined);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const storage = storageFor(services.config);
  const summary = await services.db.transaction(async (tx) => {
    // Users
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
    const userIdOf = (email: string): number => {
      const id = userIds.get(email);
      if (id === undefined) throw new Error(`No user for ${email}`);
      return id;
    };

    // Members (the fresh account has an empty one, as registration makes it)
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
    const memberIdOf = (email: string): number => {
      const id = memberIds.get(userIdOf(email));
      if (id === undefined) throw new Error(`No member for ${email}`);
      return id;
    };

    // Answers
    const answerRows = withMembers.flatMap((person) =>
      (person.member?.answers ?? []).map((answer) => ({
        memberId: memberIdOf(person.email),
        questionId: answer.questionId,
        value: answer.value,
        optionIds: answer.optionIds,
        createdAt: person.createdAt,
        updatedAt: person.createdAt,
      })),
    );
    for (const batch of chunks(answerRows, 1000)) await tx.insert(answers).values(batch);
    log(`  ${memberRows.length} members and ${answerRows.length} answers`);

    // Cards, orders and subscriptions
    const billed = withMembers.filter((person) => (person.member?.billing.orders.length ?? 0) > 0);
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
      for (const row of rows)
        if (!firstOrderOf.has(row.userId)) firstOrderOf.set(row.userId, row.id);
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

    // The ambassador, her link's visits and her rewards
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
    const claims = await seedAmbassadorHistory(tx, { ambassadorId: ambassador.id, now });
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

    // Pictures: each member's own files, then the rows (portrait first, reviewed)
    const [portraits, scenes] = await Promise.all([portraitsReady, scenesReady]);
    const files: { key: string; bytes: Buffer }[] = [];
    const pictureRows: (typeof pictures.$inferInsert)[] = [];
    const mediaRows: (typeof memberMedia.$inferInsert)[] = [];
    withMembers.forEach((person, index) => {
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
    log(`  ${pictureRows.length} pictures (${files.length} files)`);
    await seedSettingsProfile(tx, { sourceEmail: DEMO_ACCOUNTS.demo, now });
    await seedSubscriptionAccounts(tx, { now, passwordHash });
    await seedAmbassadorClaim(tx, { now, passwordHash });

    const statuses: Record<Status, number> = { active: 0, trial: 0, inactive: 0 };
    for (const person of withMembers) {
      const status = person.member?.billing.status;
      if (status) statuses[status] += 1;
    }
    return {
      seeded: true,
      users: world.people.length,
      members: memberRows.length,
      answers: answerRows.length,
      pictures: pictureRows.length,
      files: files.length,
      orders: orderRows.length,
      subscriptions: subscriptionRows.length,
      referralVisits: visits.length,
      referralRewards: rewards.length,
      statuses,
      provinces: new Set(withMembers.map((person) => person.place?.province)).size,
      milliseconds: 0,
      logins: demoLogins(count),
    } satisfies DemoSeedSummary;
  });
  return { ...summary, milliseconds: Date.now() - started };
}

/**
 * What `npm start` does: seeds the demo world when the database has no user yet (unless `enabled` is
 * false), and returns the lines to print (the logins whenever the demo world is there).
 */
export async function seedDemoOnStart(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  options: SeedOptions & { enabled: boolean },
): Promise<string[]> {
  if (options.enabled && (await countUsers(services)) === 0) {
    return describeDemoWorld(await seedDemoWorld(services, options));
  }
  if (await isDemoSeeded(services)) {
    return describeDemoWorld({ seeded: false, logins: await existingLogins(services) });
  }
  return [];
}

const dollars = (cents: number) => `${toDollars(cents).toFixed(2)} $`;

/** The summary and the logins, as printed by `npm start` and the seed command. */
export function describeDemoWorld(
  summary: Pick<DemoSeedSummary, 'seeded' | 'logins'> & Partial<DemoSeedSummary>,
): string[] {
  const lines: string[] = [];
  if (summary.seeded) {
    const s = summary.statuses ?? { active: 0, trial: 0, inactive: 0 };
    lines.push(
      `Demo world seeded in ${((summary.milliseconds ?? 0) / 1000).toFixed(1)} s: ${summary.members ?? 0} members in ${summary.provinces ?? 0} provinces (${s.active} subscribed, ${s.trial} in trial, ${s.inactive} inactive), ${summary.answers ?? 0} answers, ${summary.pictures ?? 0} pictures, ${summary.orders ?? 0} orders, ${summary.referralVisits ?? 0} referral visits and ${summary.referralRewards ?? 0} rewards.`,
    );
  }
  const width = Math.max(...summary.logins.map((login) => login.email.length));
  lines.push(`Demo logins (password ${DEMO_PASSWORD} for every account):`);
  for (const login of summary.logins) lines.push(`  ${login.email.padEnd(width)}  ${login.role}`);
  lines.push(
    `Products: ${PRODUCTS.map(
      (p) =>
        `${p.name.en} ${dollars(p.price_cents)}${p.price_before_sale_cents === null ? '' : ` (instead of ${dollars(p.price_before_sale_cents)})`}`,
    ).join(', ')}.`,
  );
  lines.push(
    `Promo codes: ${PROMO_CODES.map((code) => {
      const rebate =
        code.rebate_type === 'percentage'
          ? code.rebate_value > 0
            ? `${code.rebate_value} % off`
            : ''
          : `${code.rebate_value} $ off`;
      const months = code.additional_months > 0 ? `+${code.additional_months} month` : '';
      const scope = code.product_ids
        ? ` (${code.product_ids.map((id) => product(id).name.en).join(', ')})`
        : '';
      const expired =
        code.expires_at !== null && Date.parse(code.expires_at) <= Date.now() ? ' (expired)' : '';
      return `${code.code} ${[rebate, months].filter(Boolean).join(', ')}${scope}${expired}`;
    }).join('; ')}. Test card 4242 4242 4242 4242.`,
  );
  return lines;
}
