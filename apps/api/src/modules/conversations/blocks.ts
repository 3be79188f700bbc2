import { eq, inArray } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Services } from '../../http/context';
import { blockedMemberIds } from '../members/blocks';

/**
 * The users on the other side of a block with this user, whoever blocked whom (the members module's
 * blocks, by user id): a block hides both members from each other, their conversation included, and
 * the blocked member is never told. The support admin has no member and is never blocked.
 */
export async function blockedUserIds(
  services: Pick<Services, 'db'>,
  userId: number,
): Promise<Set<number>> {
  const { db } = services;
  const [me] = await db.select({ id: members.id }).from(members).where(eq(members.userId, userId));
  if (!me) return new Set();
  const memberIds = await blockedMemberIds(services, me.id);
  if (memberIds.size === 0) return new Set();
  const rows = await db
    .select({ userId: members.userId })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
  return new Set(rows.map((row) => row.userId));
}
