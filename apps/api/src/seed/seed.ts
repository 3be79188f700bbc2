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
import type { Services } from '../http/context';
import { PRODUCTS, PROMO_CODES, toDollars } from '../modules/payments/pricing';
import { hashPassword } from '../modules/session/passwords';
import {
  countUsers,
  createRandom,
  DEFAULT_MEMBER_COUNT,
  DEMO_PASSWORD,
  type DemoLogin,
  demoLogins,
  existingLogins,
  isDemoSeeded,
} from './accounts';
import { product } from './billing';
import { dice } from './dice';
import type { Status } from './people';
import { planWorld } from './plan';
import {
  countStatuses,
  insertAmbassadors,
  insertAnswers,
  insertBilling,
  insertMembers,
  insertPictures,
  insertUsers,
  type SeedRun,
  seedCommunity,
  seedTopicAccounts,
  startRendering,
} from './steps';

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

/**
 * Seeds the demo world unless it is already there (then `seeded` is false and nothing is written).
 * See the top of this file for what it contains; the steps are in `steps.ts`, in the order they run.
 */
export async function seedDemoWorld(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  options: SeedOptions = {},
): Promise<DemoSeedSummary> {
  const started = Date.now();
  const count = Math.max(0, Math.floor(options.members ?? DEFAULT_MEMBER_COUNT));
  const log = options.log ?? (() => undefined);
  if (await isDemoSeeded(services)) {
    log('The demo world is already there: nothing to seed.');
    return {
      ...nothingSeeded(count),
      logins: await existingLogins(services),
      milliseconds: Date.now() - started,
    };
  }

  const now = services.now();
  const d = dice(options.random ?? createRandom());
  const world = planWorld(count, now, d);
  const withMembers = world.people.filter((person) => person.member !== null);
  log(`Demo world: planned ${world.people.length} accounts; rendering pictures and writing rows…`);
  // Pictures render (libvips threads) while the rows are inserted; the password hashes meanwhile.
  const renders = startRendering(withMembers);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const storage = storageFor(services.config);

  const summary = await services.db.transaction(async (tx) => {
    const run: SeedRun = { tx, now, d, world, withMembers, storage, passwordHash, log };
    const userIdOf = await insertUsers(run);
    const { count: memberCount, memberIdOf } = await insertMembers(run, userIdOf);
    const answerCount = await insertAnswers(run, memberIdOf);
    log(`  ${memberCount} members and ${answerCount} answers`);
    const billing = await insertBilling(run, userIdOf);
    const referrals = await insertAmbassadors(run, userIdOf, billing.firstOrderOf);
    await seedCommunity(run, referrals.ambassadorId);
    const gallery = await insertPictures(run, memberIdOf, renders);
    log(`  ${gallery.pictures} pictures (${gallery.files} files)`);
    await seedTopicAccounts(run);
    return {
      seeded: true,
      users: world.people.length,
      members: memberCount,
      answers: answerCount,
      pictures: gallery.pictures,
      files: gallery.files,
      orders: billing.orders,
      subscriptions: billing.subscriptions,
      referralVisits: referrals.visits,
      referralRewards: referrals.rewards,
      statuses: countStatuses(withMembers),
      provinces: new Set(withMembers.map((person) => person.place?.province)).size,
      milliseconds: 0,
      logins: demoLogins(count),
    } satisfies DemoSeedSummary;
  });
  return { ...summary, milliseconds: Date.now() - started };
}

/** The summary of a run that wrote nothing. */
function nothingSeeded(count: number): DemoSeedSummary {
  return {
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
