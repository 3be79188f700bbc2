import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberBlocks, members } from '../../db/schema';
import type { Services } from '../../http/context';

/**
 * The members separated from `memberId` by a block, in either direction (they blocked them, or were
 * blocked by them). Blocked members cannot find or message each other, and nobody is told; only the
 * blocker may still open the profile they blocked (`viewableMember`).
 */
export async function blockedMemberIds(
  services: Pick<Services, 'db'>,
  memberId: number,
): Promise<Set<number>> {
  const rows = await services.db
    .select({ memberId: memberBlocks.memberId, blockedMemberId: memberBlocks.blockedMemberId })
    .from(memberBlocks)
    .where(or(eq(memberBlocks.memberId, memberId), eq(memberBlocks.blockedMemberId, memberId)));
  return new Set(
    rows.map((row) => (row.memberId === memberId ? row.blockedMemberId : row.memberId)),
  );
}

/**
 * A condition on a member id column: no block stands between that member and `memberId`, either way.
 * PostgreSQL reads the blocks once per query (a hashed subplan) and checks each row against them.
 */
export function notBlockedWith(memberId: number, candidate: AnyPgColumn): SQL {
  return sql`${candidate} not in (select ${memberBlocks.blockedMemberId} from ${memberBlocks} where ${memberBlocks.memberId} = ${memberId} union all select ${memberBlocks.memberId} from ${memberBlocks} where ${memberBlocks.blockedMemberId} = ${memberId})`;
}

/**
 * True when a block stands between the two users' members, either way (who blocked whom does not
 * matter, so neither does the order of the ids). By user id, as the conversations and notifications
 * know the people they serve; a user without a member (the support admin) is never blocked.
 */
const blockBetweenReadOf = preparedPerDatabase((db) => {
  const blocker = alias(members, 'blocker');
  const blocked = alias(members, 'blocked');
  const one = sql.placeholder('userId');
  const other = sql.placeholder('otherUserId');
  return db
    .select({ id: memberBlocks.id })
    .from(memberBlocks)
    .innerJoin(blocker, eq(blocker.id, memberBlocks.memberId))
    .innerJoin(blocked, eq(blocked.id, memberBlocks.blockedMemberId))
    .where(
      or(
        and(eq(blocker.userId, one), eq(blocked.userId, other)),
        and(eq(blocker.userId, other), eq(blocked.userId, one)),
      ),
    )
    .limit(1)
    .prepare('is_blocked_between');
});

export async function isBlockedBetween(
  services: Pick<Services, 'db'>,
  userId: number,
  otherUserId: number,
): Promise<boolean> {
  const [row] = await blockBetweenReadOf(services.db).execute({ userId, otherUserId });
  return row !== undefined;
}

/**
 * For one viewer and many members: the viewer's own block of each (its id, for `member_block_id`),
 * and the set of those who blocked the viewer.
 */
export async function blocksAround(
  db: Database,
  viewerMemberId: number,
  memberIds: readonly number[],
): Promise<{ mine: Map<number, number>; theirs: Set<number> }> {
  const mine = new Map<number, number>();
  const theirs = new Set<number>();
  if (memberIds.length === 0) return { mine, theirs };
  const rows = await db
    .select()
    .from(memberBlocks)
    .where(
      or(
        and(
          eq(memberBlocks.memberId, viewerMemberId),
          inArray(memberBlocks.blockedMemberId, [...memberIds]),
        ),
        and(
          eq(memberBlocks.blockedMemberId, viewerMemberId),
          inArray(memberBlocks.memberId, [...memberIds]),
        ),
      ),
    );
  for (const row of rows) {
    if (row.memberId === viewerMemberId) mine.set(row.blockedMemberId, row.id);
    else theirs.add(row.memberId);
  }
  return { mine, theirs };
}
