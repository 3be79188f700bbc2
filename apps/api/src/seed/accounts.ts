/** The demo accounts: their logins, the generator, whether the demo world is there. */
import { sql } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Services } from '../http/context';

/* ---------------------------------------------------------------------------------------------- */
/* The demo accounts                                                                                */
/* ---------------------------------------------------------------------------------------------- */

/** The password of every demo account: 8+ characters with upper case, lower case and a digit. */
export const DEMO_PASSWORD = 'Demo2026!';
export const DEMO_ACCOUNTS = {
  demo: 'demo@demo.test',
  ambassador: 'ambassadeur@demo.test',
  support: 'soutien@demo.test',
  fresh: 'nouveau@demo.test',
  partner: 'partenaire@demo.test',
  /** Members in the states that the member area's protection view shows (spec 02, section 2). */
  unsubscribed: 'inactif@demo.test',
  suspended: 'suspendu@demo.test',
  incompleteGallery: 'galerie@demo.test',
  paused: 'pause@demo.test',
} as const;
export const AMBASSADOR_CODE = 'ISABELLE';
/** The code of the ambassador who is not a member (`partenaire@demo.test`). */
export const PARTNER_CODE = 'PARTENAIRE';
export const DEFAULT_MEMBER_COUNT = 300;
/** The seed of the default generator (any fixed number would do). */
export const DEMO_SEED = 20_260_214;

/** `membre001@demo.test`, `membre002@demo.test`… */
export function memberEmail(n: number): string {
  return `membre${String(n).padStart(3, '0')}@demo.test`;
}

/** mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
export function createRandom(seed: number = DEMO_SEED): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoLogin {
  email: string;
  password: string;
  role: string;
}

export function demoLogins(memberCount: number): DemoLogin[] {
  const members =
    memberCount > 0
      ? [
          {
            email:
              memberCount > 1 ? `${memberEmail(1)} … ${memberEmail(memberCount)}` : memberEmail(1),
            password: DEMO_PASSWORD,
            role: `${memberCount} members across Canada`,
          },
        ]
      : [];
  return [
    {
      email: DEMO_ACCOUNTS.demo,
      password: DEMO_PASSWORD,
      role: 'member in Montréal: complete profile, subscribed (start here)',
    },
    {
      email: DEMO_ACCOUNTS.ambassador,
      password: DEMO_PASSWORD,
      role: `ambassador (code ${AMBASSADOR_CODE}) with referrals and rewards, also a member`,
    },
    { email: DEMO_ACCOUNTS.support, password: DEMO_PASSWORD, role: 'support (administrator)' },
    {
      email: DEMO_ACCOUNTS.fresh,
      password: DEMO_PASSWORD,
      role: 'registered, terms not accepted yet (walk the onboarding)',
    },
    {
      email: DEMO_ACCOUNTS.partner,
      password: DEMO_PASSWORD,
      role: `ambassador only (code ${PARTNER_CODE}, SIN requested), no member profile`,
    },
    {
      email: DEMO_ACCOUNTS.unsubscribed,
      password: DEMO_PASSWORD,
      role: 'member whose subscription lapsed',
    },
    { email: DEMO_ACCOUNTS.suspended, password: DEMO_PASSWORD, role: 'suspended member' },
    {
      email: DEMO_ACCOUNTS.incompleteGallery,
      password: DEMO_PASSWORD,
      role: 'member suspended for an incomplete photo album',
    },
    { email: DEMO_ACCOUNTS.paused, password: DEMO_PASSWORD, role: 'paused member' },
    ...members,
  ];
}

/** Whether the demo world is there (its marker: the support account). */
export async function isDemoSeeded(services: Pick<Services, 'db'>): Promise<boolean> {
  const [row] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.support}`)
    .limit(1);
  return row !== undefined;
}

/** The logins of the demo world in the database (its member accounts counted). */
export async function existingLogins(services: Pick<Services, 'db'>): Promise<DemoLogin[]> {
  const [row] = await services.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.email} like 'membre%@demo.test'`);
  return demoLogins(row?.count ?? 0);
}

export async function countUsers(services: Pick<Services, 'db'>): Promise<number> {
  const [row] = await services.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
