import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { members, users } from '../../db/schema';
import type { Services, SignedIn } from '../../http/context';
import { DomainError, HttpError } from '../../http/errors';
import { message } from '../../i18n/messages';
import { subscriptionStatusAt } from '../settings/subscription';

export type UserRow = typeof users.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

/** A user with their member profile (null for the support admin, or an ambassador without one). */
export interface Person {
  user: UserRow;
  member: MemberRow | null;
}

/** A user with their member row (about a hundred columns): read on every message, so prepared. */
const personReadOf = preparedPerDatabase((db) =>
  db
    .select({ user: users, member: members })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('load_person'),
);

export async function loadPerson(db: Database, userId: number): Promise<Person | undefined> {
  const [row] = await personReadOf(db).execute({ userId });
  return row ? { user: row.user, member: row.member } : undefined;
}

/** Subscribed means an active subscription or a running trial, at `now` (their end dates count). */
export const isSubscribed = (
  member: Pick<MemberRow, 'subscriptionStatus' | 'subscriptionEndDate' | 'trialEndDate'>,
  now: Date,
): boolean => subscriptionStatusAt(member, now) !== 'inactive';

/** The support account: an administrator, who talks to members without the member rules. */
export const isAdmin = (person: Person): boolean => person.user.isAdmin;

/** Who calls a messaging service: the user, and their rows as read with the credentials. */
export interface MessagingCaller {
  userId: number;
  /** AuthState.signedIn, when the request has it. */
  signedIn?: SignedIn | undefined;
}

type StateCode =
  'ACCOUNT_BLOCKED' | 'SUBSCRIPTION_REQUIRED' | 'ACCOUNT_SUSPENDED' | 'ACCOUNT_PAUSED';

/**
 * Why this user may not use the messages (in the order of the state screens: blocked, unsubscribed,
 * suspended or identity check failed, paused), or null when they may. Admins always may.
 */
export function messagingState(person: Person, now: Date): StateCode | null {
  if (person.user.deletedAt) return 'ACCOUNT_BLOCKED';
  if (isAdmin(person)) return null;
  if (person.user.blocked) return 'ACCOUNT_BLOCKED';
  const member = person.member;
  if (!member || !isSubscribed(member, now)) return 'SUBSCRIPTION_REQUIRED';
  if (member.suspended || person.user.authenticationFlag === 'fail') return 'ACCOUNT_SUSPENDED';
  if (member.paused) return 'ACCOUNT_PAUSED';
  return null;
}

const STATE_MESSAGES = {
  ACCOUNT_BLOCKED: 'conversations.account_blocked',
  SUBSCRIPTION_REQUIRED: 'conversations.subscription_required',
  ACCOUNT_SUSPENDED: 'conversations.account_suspended',
  ACCOUNT_PAUSED: 'conversations.account_paused',
} as const;

/** The signed-in user, who must be allowed to use the messages: else 403 with the state's code. */
export async function requireMessagingUser(
  services: Pick<Services, 'db' | 'now'>,
  caller: MessagingCaller,
): Promise<Person> {
  const { userId, signedIn } = caller;
  // The rows read with the credentials start the checks (no second read of the same rows).
  const person = signedIn?.user.id === userId ? signedIn : await loadPerson(services.db, userId);
  if (!person) throw new HttpError(401, message('auth.unauthenticated'));
  const state = messagingState(person, services.now());
  if (state) throw new DomainError(403, state, message(STATE_MESSAGES[state]));
  return person;
}

/**
 * Whether others can reach this person: not deleted or blocked, and for a member: onboarding done,
 * subscribed, not paused, not suspended. The support admin always can be reached.
 */
export function isReachable(person: Person, now: Date): boolean {
  if (person.user.deletedAt || person.user.blocked) return false;
  if (isAdmin(person)) return true;
  const member = person.member;
  if (!member?.onboardingCompleted) return false;
  return (
    isSubscribed(member, now) &&
    !member.paused &&
    !member.suspended &&
    person.user.authenticationFlag !== 'fail'
  );
}

/**
 * Whether `sender` may write to or call `recipient` now: a reachable recipient, or the support admin
 * writing to anybody not deleted (paused, suspended and unsubscribed members still hear from support).
 */
export function canReach(sender: Person, recipient: Person, now: Date): boolean {
  return isReachable(recipient, now) || (isAdmin(sender) && !recipient.user.deletedAt);
}
