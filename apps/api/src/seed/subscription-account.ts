/**
 * Accounts of the subscription and account journeys (`tests/e2e/member-subscription.spec.ts`), one set
 * per language so that the French and English runs never share state. Each journey changes its account
 * for good (pays, cancels the renewal, changes its e-mail, pauses, deletes itself), so nobody else signs in
 * as these. Complete, subscribed members without pictures (a deletion removes a member's files: none are
 * shared with another member).
 *
 * Per language, `subscription-<n>@demo.test` with n = base + k (base 1 for French, 11 for English):
 * - k = 0 pays: active for 10 more days, no saved card, no renewal;
 * - k = 1 renews: active, auto-renewing the 3-month package with a saved Visa;
 * - k = 2 changes e-mail; k = 3 pauses and resumes;
 * - k = 4 deletes the account; k = 5 is in a conversation with k = 4 and sees the deletion.
 */
import type { Database } from '../db/client';
import {
  conversationUsers,
  conversations,
  members,
  messages,
  paymentSources,
  subscriptions,
  users,
} from '../db/schema';

const DAY_MS = 86_400_000;

export const SUBSCRIPTION_ACCOUNT_BASES = { fr: 1, en: 11 } as const;
export const subscriptionAccountEmail = (n: number) => `subscription-${n}@demo.test`;

const ROLES = ['pay', 'renew', 'email', 'pause', 'delete', 'witness'] as const;
type Role = (typeof ROLES)[number];

/** The account of a role in a language (the journeys' own table). */
export function subscriptionAccount(language: 'fr' | 'en', role: Role): string {
  return subscriptionAccountEmail(SUBSCRIPTION_ACCOUNT_BASES[language] + ROLES.indexOf(role));
}

const NAMES: Record<'fr' | 'en', Record<Role, string>> = {
  fr: {
    pay: 'Solange',
    renew: 'Réjean',
    email: 'Ginette',
    pause: 'Léopold',
    delete: 'Murielle',
    witness: 'Gaston',
  },
  en: {
    pay: 'Harriet',
    renew: 'Desmond',
    email: 'Prudence',
    pause: 'Barnaby',
    delete: 'Winifred',
    witness: 'Archibald',
  },
};

export interface SubscriptionAccountsSummary {
  accounts: number;
}

export async function seedSubscriptionAccounts(
  db: Database,
  options: { now: Date; passwordHash: string },
): Promise<SubscriptionAccountsSummary> {
  const { now, passwordHash } = options;
  let accounts = 0;
  for (const language of ['fr', 'en'] as const) {
    const userIds = new Map<Role, number>();
    for (const [index, role] of ROLES.entries()) {
      const woman = index % 2 === 0;
      const [user] = await db
        .insert(users)
        .values({
          email: subscriptionAccount(language, role),
          passwordHash,
          firstName: NAMES[language][role],
          lastName: language === 'fr' ? 'Beaulieu' : 'Whitfield',
          birthday: '1984-06-12',
          address1: '1234 rue Saint-Denis',
          city: 'Montréal',
          state: 'QC',
          country: 'ca',
          postalCode: 'H2X 3K7',
          latitude: 45.5152,
          longitude: -73.5625,
          locale: language,
          gender: woman ? 'female' : 'male',
          sexualOrientations: woman ? ['man'] : ['woman'],
          acceptedTermsDate: now,
          emailVerifiedAt: new Date(now.getTime() - 60 * DAY_MS),
          firstSearch: false,
          lastActivityAt: new Date(now.getTime() - (index + 1) * 3_600_000),
          createdAt: new Date(now.getTime() - 60 * DAY_MS),
          updatedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`No user for ${role}`);
      userIds.set(role, user.id);
      await db.insert(members).values({
        userId: user.id,
        title: language === 'fr' ? 'Curieuse de tout' : 'Curious about everything',
        about:
          language === 'fr'
            ? 'J’aime les marchés du samedi, les longues marches et les bons livres.'
            : 'I like Saturday markets, long walks and good books.',
        seeking:
          language === 'fr' ? 'Quelqu’un de sincère et de drôle.' : 'Someone sincere and funny.',
        onboardingStep: 'payment',
        onboardingCompleted: true,
        subscriptionStatus: 'active',
        subscriptionEndDate: new Date(now.getTime() + (role === 'pay' ? 10 : 40) * DAY_MS),
        visibility: 'public',
        createdAt: new Date(now.getTime() - 60 * DAY_MS),
        updatedAt: now,
      });
      accounts += 1;
    }

    // The renewing member: the 3-month package, renewed with the saved card.
    const renewing = userIds.get('renew');
    if (renewing !== undefined) {
      const [card] = await db
        .insert(paymentSources)
        .values({
          userId: renewing,
          gatewayToken: `tok_demo_subscription_${language}`,
          brand: 'visa',
          last4: '4242',
          expiryMonth: 12,
          expiryYear: now.getUTCFullYear() + 3,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: paymentSources.id });
      await db.insert(subscriptions).values({
        userId: renewing,
        productId: 1,
        autoRenew: true,
        paymentSourceId: card?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
    }

    // The member who deletes the account has talked with the witness.
    const leaving = userIds.get('delete');
    const witness = userIds.get('witness');
    if (leaving !== undefined && witness !== undefined) {
      const at = new Date(now.getTime() - 2 * DAY_MS);
      const [conversation] = await db
        .insert(conversations)
        .values({ userId: leaving, lastMessageAt: at, createdAt: at, updatedAt: at })
        .returning({ id: conversations.id });
      if (!conversation) throw new Error('No conversation');
      await db.insert(conversationUsers).values([
        { conversationId: conversation.id, userId: leaving, hasResponded: true, seenAt: at },
        { conversationId: conversation.id, userId: witness, hasResponded: true, seenAt: at },
      ]);
      await db.insert(messages).values({
        conversationId: conversation.id,
        userId: leaving,
        type: 'content',
        content: language === 'fr' ? 'Bonjour! Un café cette semaine?' : 'Hi! Coffee this week?',
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return { accounts };
}
