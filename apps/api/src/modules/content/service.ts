import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Services } from '../../http/context';

/** The user accepts the terms now (the onboarding's step and the new-terms modal). */
export async function acceptTerms(services: Services, userId: number): Promise<void> {
  const now = services.now();
  await services.db
    .update(users)
    .set({ acceptedTermsDate: now, updatedAt: now })
    .where(eq(users.id, userId));
}
