import type { ApiClient, ApiError } from '@app/client';
import { eq } from 'drizzle-orm';
import {
  ambassadors,
  articles,
  members,
  orders,
  referralRewards,
  referralVisits,
  specialists,
  subscriptions,
  type users,
} from '../../src/db/schema';
import type { TestApi, TestClient } from './api';
import { createUser, PASSWORD } from './factories';

type UserRow = typeof users.$inferSelect;
type MemberRow = typeof members.$inferSelect;
type MemberOverrides = Partial<typeof members.$inferInsert>;

export interface SignedIn extends TestClient {
  api: ApiClient;
  user: UserRow;
  member: MemberRow | undefined;
}

/** A user (with a member unless `member: false`), signed in through the API. */
export async function signedIn(
  server: TestApi,
  options: {
    mode?: 'token' | 'session';
    locale?: 'fr' | 'en';
    user?: Partial<typeof users.$inferInsert>;
    member?: MemberOverrides | false;
  } = {},
): Promise<SignedIn> {
  const user = await createUser(server.services, options.user ?? {}, {
    member: options.member ?? {},
  });
  const client = server.client({ mode: options.mode ?? 'token', locale: options.locale ?? 'fr' });
  // Many users sign in from one address in these files; the sign-in throttle is tested elsewhere.
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  await client.api.signIn({ email: user.email, password: PASSWORD });
  const [member] = await server.services.db
    .select()
    .from(members)
    .where(eq(members.userId, user.id));
  return { ...client, user, member };
}

/** Resolves with the ApiError of a call expected to fail. */
export const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

const DAY = 86_400_000;

/** An active subscriber until `days` from `now`, on `productId` (1: 3 months, 2: 6 months). */
export function activeMember(now: Date, days = 30): MemberOverrides {
  return {
    subscriptionStatus: 'active',
    subscriptionEndDate: new Date(now.getTime() + days * DAY),
    onboardingCompleted: true,
  };
}

export async function subscribe(
  server: TestApi,
  userId: number,
  productId: number,
  autoRenew = true,
): Promise<void> {
  await server.services.db
    .insert(subscriptions)
    .values({ userId, productId, autoRenew })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { productId, autoRenew } });
}

let codes = 0;
export async function makeAmbassador(
  server: TestApi,
  userId: number,
  overrides: Partial<typeof ambassadors.$inferInsert> = {},
) {
  codes += 1;
  const [row] = await server.services.db
    .insert(ambassadors)
    .values({ userId, code: `AMB${codes}${Date.now() % 100000}`, ...overrides })
    .returning();
  if (!row) throw new Error('no ambassador');
  return row;
}

/**
 * `count` referred friends who subscribed through the ambassador: a visit linked to each, a paid order
 * and a $10 reward dated `at`. Returns the rewards.
 */
export async function addRewards(
  server: TestApi,
  ambassadorId: number,
  count: number,
  at: Date,
  options: { visitsWithoutSignUp?: number } = {},
) {
  const { db } = server.services;
  const rewards: (typeof referralRewards.$inferSelect)[] = [];
  for (let i = 0; i < count; i++) {
    const friend = await createUser(server.services, { city: 'Sherbrooke' });
    await db.insert(referralVisits).values({
      ambassadorId,
      deviceRef: `device-${friend.id}`,
      referredUserId: friend.id,
      createdAt: at,
    });
    const [order] = await db
      .insert(orders)
      .values({
        userId: friend.id,
        productId: 1,
        channel: 'card',
        status: 'paid',
        totalCents: 11_997,
        taxesCents: 1_564,
        months: 4,
        startsAt: at,
        endsAt: new Date(at.getTime() + 120 * DAY),
        createdAt: at,
      })
      .returning();
    if (!order) throw new Error('no order');
    const [reward] = await db
      .insert(referralRewards)
      .values({
        ambassadorId,
        referredUserId: friend.id,
        orderId: order.id,
        amountCents: 1000,
        createdAt: at,
      })
      .returning();
    if (reward) rewards.push(reward);
  }
  for (let i = 0; i < (options.visitsWithoutSignUp ?? 0); i++) {
    await db.insert(referralVisits).values({
      ambassadorId,
      deviceRef: `anonymous-${ambassadorId}-${i}-${Date.now()}`,
      createdAt: at,
    });
  }
  return rewards;
}

export async function addSpecialist(server: TestApi, name = 'Marie-Claude Fortin') {
  const [row] = await server.services.db
    .insert(specialists)
    .values({
      name,
      title: { fr: 'Psychologue', en: 'Psychologist' },
      shortDescription: { fr: 'Elle aide les couples.', en: 'She helps couples.' },
      url: 'https://www.rencontres.example/specialistes/test',
      profileImagePath: 'content/specialists/test.jpg',
    })
    .returning();
  if (!row) throw new Error('no specialist');
  return row;
}

export async function addArticle(
  server: TestApi,
  overrides: Partial<typeof articles.$inferInsert> & { specialistId: number },
) {
  const [row] = await server.services.db
    .insert(articles)
    .values({
      locale: 'fr',
      type: 'article',
      accessLevel: 'public',
      title: 'Un article',
      subtitle: 'Un sous-titre',
      body: '<p>Un texte.</p>',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no article');
  return row;
}
