import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema';
import type { Schemas } from '../../http/types';
import { currentProduct, grantsVipContent, subscriptionStatusAt } from '../settings/subscription';

export type AccessLevel = Schemas['ArticleAccessLevel'];

/** What the signed-in user's subscription opens. */
export interface ContentAccess {
  /** An active or trial subscription: `member` content. */
  member: boolean;
  /** An active subscription to a package that includes the bonus course: `vip` content. */
  vip: boolean;
}

/**
 * Who may view what (spec 02 §6 "Article access"): `public` content is for everyone signed in; `member`
 * content needs an active or trial subscription; `vip` (bonus) content needs an active subscription to
 * a package that opens it (`grantsVipContent`: a `vip` product, or the 6-month package that comes with
 * the bonus course). A trial does not open bonus content. An ambassador without a member reads public
 * content only.
 */
export async function contentAccessOf(
  db: Database,
  userId: number,
  now: Date,
): Promise<ContentAccess> {
  const [member] = await db.select().from(members).where(eq(members.userId, userId));
  if (!member) return { member: false, vip: false };
  const status = subscriptionStatusAt(member, now);
  if (status === 'inactive') return { member: false, vip: false };
  if (status === 'trial') return { member: true, vip: false };
  const current = await currentProduct(db, member, now);
  return { member: true, vip: current !== null && grantsVipContent(current.product) };
}

export function canView(level: AccessLevel, access: ContentAccess): boolean {
  if (level === 'public') return true;
  if (level === 'member') return access.member;
  return access.vip;
}
