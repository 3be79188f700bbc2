/**
 * Members of their own for the profile-settings journeys (tests/e2e/member-settings-profile.spec.ts):
 * those journeys move a member's address, switch the profile private and back, propose a daily quote
 * and edit answers, so they use copies of the demo member that no other journey signs in as. Each copy
 * has the demo member's profile, answers, pictures (the same files), location and subscription.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { answers, memberMedia, members, pictures, users } from '../db/schema';

/** `settings-profile-1@demo.test` (French journey) and `settings-profile-2@demo.test` (English). */
export const SETTINGS_PROFILE_EMAILS = [
  'settings-profile-1@demo.test',
  'settings-profile-2@demo.test',
] as const;

/** Copies the member of `sourceEmail` once per address of SETTINGS_PROFILE_EMAILS. */
export async function seedSettingsProfile(
  db: Database,
  options: { sourceEmail: string; now: Date },
): Promise<number> {
  const { sourceEmail, now } = options;
  const [source] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${sourceEmail.toLowerCase()}`);
  if (!source) return 0;
  const [member] = await db.select().from(members).where(eq(members.userId, source.id));
  if (!member) return 0;
  const sourceAnswers = await db.select().from(answers).where(eq(answers.memberId, member.id));
  const sourcePictures = await db.select().from(pictures).where(eq(pictures.memberId, member.id));
  const [media] = await db.select().from(memberMedia).where(eq(memberMedia.memberId, member.id));

  for (const email of SETTINGS_PROFILE_EMAILS) {
    const { id: _userId, ...userRow } = source;
    const [user] = await db
      .insert(users)
      .values({ ...userRow, email, lastActivityAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!user) throw new Error(`The user ${email} was not created`);
    const { id: _memberId, ...memberRow } = member;
    const [copy] = await db
      .insert(members)
      .values({ ...memberRow, userId: user.id, visibility: 'public', paused: false })
      .returning({ id: members.id });
    if (!copy) throw new Error(`The member ${email} was not created`);
    if (sourceAnswers.length > 0)
      await db
        .insert(answers)
        .values(sourceAnswers.map(({ id: _id, ...answer }) => ({ ...answer, memberId: copy.id })));
    if (sourcePictures.length > 0)
      await db
        .insert(pictures)
        .values(
          sourcePictures.map(({ id: _id, ...picture }) => ({ ...picture, memberId: copy.id })),
        );
    if (media) await db.insert(memberMedia).values({ ...media, memberId: copy.id });
  }
  return SETTINGS_PROFILE_EMAILS.length;
}
