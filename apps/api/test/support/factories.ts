import { members, users } from '../../src/db/schema';
import type { Services } from '../../src/http/context';
import { hashPassword } from '../../src/modules/session/passwords';

export const PASSWORD = 'Secret123';
let sequence = 0;

export async function createUser(
  services: Services,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { member?: Partial<typeof members.$inferInsert> | false } = {},
) {
  sequence += 1;
  const [user] = await services.db
    .insert(users)
    .values({
      email: `member${sequence}@demo.test`,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Camille',
      lastName: `Roy${sequence}`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('no user');
  if (options.member !== false) {
    await services.db.insert(members).values({ userId: user.id, ...(options.member ?? {}) });
  }
  return user;
}
