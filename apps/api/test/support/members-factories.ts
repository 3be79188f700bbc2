/**
 * Completed members for tests of the member area: a user and member through onboarding, subscribed,
 * with coordinates, answers and reviewed pictures, in one call. Other modules' tests import these.
 *
 *   const alice = await createMember(server.services, { gender: 'female', seeking: ['man'] });
 *   const api = await signInAs(server, alice);
 */
import { findQuestion, type AnswerName } from '../../src/data/questions';
import { PLACES } from '../../src/data/places';
import { answers, members, pictures, users } from '../../src/db/schema';
import type { Services } from '../../src/http/context';
import { hashPassword } from '../../src/modules/session/passwords';
import type { ApiClient } from '@app/client';
import type { TestApi } from './api';
import { PASSWORD } from './factories';

export { PASSWORD };

let sequence = 0;
let passwordHash: Promise<string> | undefined;

/** A place of the bundled list by name (coordinates for `near`). */
export function place(name: string) {
  const found = PLACES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No bundled place named ${name}`);
  return found;
}

export type Gender = 'male' | 'female' | 'non_binary';
export type Orientation = 'man' | 'woman' | 'non_binary';

export interface MemberOptions {
  firstName?: string;
  email?: string;
  gender?: Gender;
  /** The genders sought (sexual_orientations). */
  seeking?: Orientation[];
  /** Age in years on `services.now()` (a birthday is derived), or an explicit birthday. */
  age?: number;
  birthday?: string;
  /** Coordinates; a place name of `src/data/places.ts`, a point, or null for none. Default Montréal. */
  near?: string | { latitude: number; longitude: number } | null;
  city?: string | null;
  /** Answers by name: option ids, or a text/number value. */
  answers?: Partial<Record<string, number[] | string | number>>;
  /** Picture statuses in gallery order; default a portrait and a validated picture. */
  pictures?: string[];
  member?: Partial<typeof members.$inferInsert>;
  user?: Partial<typeof users.$inferInsert>;
}

export interface CreatedMember {
  userId: number;
  memberId: number;
  email: string;
  user: typeof users.$inferSelect;
  member: typeof members.$inferSelect;
}

function birthdayFor(age: number, now: Date): string {
  // Half a year before the birthday that makes `age`: safely `age` years old today.
  const date = new Date(
    Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()) -
      182 * 24 * 3600 * 1000,
  );
  return date.toISOString().slice(0, 10);
}

/** A member through onboarding and subscribed (override anything through the options). */
export async function createMember(
  services: Services,
  options: MemberOptions = {},
): Promise<CreatedMember> {
  sequence += 1;
  passwordHash ??= hashPassword(PASSWORD);
  const near = options.near === undefined ? 'Montréal' : options.near;
  const point = typeof near === 'string' ? place(near) : near;
  const email =
    options.email ?? `m${sequence}-${Math.random().toString(36).slice(2, 8)}@members.test`;
  const [user] = await services.db
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash,
      firstName: options.firstName ?? `Member${sequence}`,
      lastName: `Test${sequence}`,
      birthday: options.birthday ?? birthdayFor(options.age ?? 35, services.now()),
      gender: options.gender ?? 'female',
      sexualOrientations: options.seeking ?? ['man'],
      city:
        options.city === undefined
          ? typeof near === 'string'
            ? place(near).city
            : null
          : options.city,
      state: typeof near === 'string' ? place(near).province : null,
      latitude: point ? point.latitude : null,
      longitude: point ? point.longitude : null,
      emailVerifiedAt: services.now(),
      acceptedTermsDate: services.now(),
      authenticationFlag: 'success',
      lastActivityAt: services.now(),
      ...options.user,
    })
    .returning();
  if (!user) throw new Error('no user');
  const [member] = await services.db
    .insert(members)
    .values({
      userId: user.id,
      title: 'Curious and kind',
      about: 'I love long walks by the river and good books.',
      seeking: 'Someone honest who likes to laugh.',
      onboardingCompleted: true,
      onboardingStep: 'payment',
      subscriptionStatus: 'active',
      subscriptionEndDate: new Date(services.now().getTime() + 30 * 24 * 3600 * 1000),
      ...options.member,
    })
    .returning();
  if (!member) throw new Error('no member');

  const chosen = { values: [1301, 1302, 1303], height: 170, ...options.answers };
  const rows = Object.entries(chosen).flatMap(([name, value]) => {
    const question = findQuestion(name as AnswerName);
    if (!question) return [];
    return [
      {
        memberId: member.id,
        questionId: question.id,
        value: Array.isArray(value) ? null : String(value),
        optionIds: Array.isArray(value) ? value : [],
      },
    ];
  });
  if (rows.length > 0) await services.db.insert(answers).values(rows);

  const statuses = options.pictures ?? ['portrait', 'validated'];
  if (statuses.length > 0)
    await services.db.insert(pictures).values(
      statuses.map((status, position) => ({
        memberId: member.id,
        key: `pictures/${member.id}/p${position}.jpg`,
        thumbnailKey: `pictures/${member.id}/p${position}-300.jpg`,
        position,
        status,
      })),
    );
  return { userId: user.id, memberId: member.id, email, user, member };
}

/** A signed-in client for a member (token mode unless told). */
export async function signInAs(
  server: TestApi,
  who: { email: string },
  options: { mode?: 'token' | 'session'; locale?: 'fr' | 'en' } = {},
): Promise<ApiClient> {
  const { api } = server.client({ mode: options.mode ?? 'token', locale: options.locale ?? 'fr' });
  // Many members sign in from one address in a test; the sign-in throttle is not under test.
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  await api.signIn({ email: who.email, password: PASSWORD });
  return api;
}
