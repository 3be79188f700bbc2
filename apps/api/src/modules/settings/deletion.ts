import { and, eq, isNotNull } from 'drizzle-orm';
import { isValidKey } from '../../adapters/storage/storage';
import {
  ambassadors,
  answers,
  balanceClaims,
  dailyQuotes,
  favorites,
  memberBlocks,
  memberMedia,
  members,
  orders,
  passwordResetTokens,
  paymentSources,
  personalAccessTokens,
  pictures,
  pushNotificationTokens,
  secondaryConversationRules,
  sessions,
  shareableLinks,
  subscriptions,
  uploads,
  users,
  webPushSubscriptions,
} from '../../db/schema';
import type { Services } from '../../http/context';
import { statementKey } from '../ambassadors/claims';
import { blurredKeyOf } from '../media/pictures';
import { storageOf } from '../media/uploads';
import { invoiceKey } from '../payments/invoices';

/** What a deleted user's name becomes (presenters show a deleted member from `users.deleted_at`). */
export const DELETED_USER_NAME = { firstName: 'Deleted', lastName: 'member' } as const;

/** The unique address a deleted account keeps, so that its own address can register again. */
export const tombstoneEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/**
 * `DELETE /account`: the account is anonymised, not removed, so the people who met the member see a
 * deleted member where they met them (conversations, favourites, referrals). Erased: names (a
 * placeholder), e-mail (a unique tombstone, freeing the address), password and social sign-ins, birthday,
 * gender and orientations, phone, address and coordinates, search settings, the profile texts and
 * answers, pictures, sample picture and audio introduction (rows and files), uploads, cards, the SIN and
 * tax numbers, the sessions, tokens and push tokens. The subscription stops renewing; orders stay for the
 * books, their invoices are removed (made again, anonymous, if ever asked for). Quotes: pending ones are
 * withdrawn, published ones lose their author. Messages sent stay in the other members' conversations.
 */
export async function deleteAccount(services: Services, userId: number): Promise<void> {
  const now = services.now();
  const files = await services.db.transaction(async (tx) => {
    const keys: string[] = [];
    const [member] = await tx.select().from(members).where(eq(members.userId, userId));
    const [ambassador] = await tx.select().from(ambassadors).where(eq(ambassadors.userId, userId));

    await tx
      .update(users)
      .set({
        email: tombstoneEmail(userId),
        passwordHash: null,
        firstName: DELETED_USER_NAME.firstName,
        lastName: DELETED_USER_NAME.lastName,
        birthday: null,
        address1: null,
        address2: null,
        city: null,
        state: null,
        postalCode: null,
        phone: null,
        phoneAvailability: null,
        gender: null,
        sexualOrientations: [],
        facebookId: null,
        googleId: null,
        appleId: null,
        newsletterSubscribedAt: null,
        latitude: null,
        longitude: null,
        locationUpdatedAt: null,
        lastActivityAt: null,
        anonymousMode: false,
        searchFilters: {},
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));

    if (member) {
      const gallery = await tx
        .select({
          memberId: pictures.memberId,
          key: pictures.key,
          thumbnailKey: pictures.thumbnailKey,
        })
        .from(pictures)
        .where(eq(pictures.memberId, member.id));
      for (const picture of gallery)
        keys.push(
          picture.key,
          ...(picture.thumbnailKey ? [picture.thumbnailKey] : []),
          blurredKeyOf(services, picture),
        );
      const [media] = await tx
        .select()
        .from(memberMedia)
        .where(eq(memberMedia.memberId, member.id));
      if (media?.samplePictureKey) keys.push(media.samplePictureKey);
      if (media?.audioIntroductionKey) keys.push(media.audioIntroductionKey);
      await tx.delete(pictures).where(eq(pictures.memberId, member.id));
      await tx.delete(memberMedia).where(eq(memberMedia.memberId, member.id));
      await tx.delete(answers).where(eq(answers.memberId, member.id));
      await tx.delete(favorites).where(eq(favorites.memberId, member.id));
      await tx.delete(memberBlocks).where(eq(memberBlocks.memberId, member.id));
      await tx
        .delete(secondaryConversationRules)
        .where(eq(secondaryConversationRules.memberId, member.id));
      await tx.delete(shareableLinks).where(eq(shareableLinks.memberId, member.id));
      await tx
        .delete(dailyQuotes)
        .where(and(eq(dailyQuotes.memberId, member.id), eq(dailyQuotes.status, 'pending')));
      await tx
        .update(dailyQuotes)
        .set({ memberId: null, authorType: 'unknown', author: null, updatedAt: now })
        .where(eq(dailyQuotes.memberId, member.id));
      await tx
        .update(members)
        .set({ title: null, about: null, seeking: null, visibility: 'private', updatedAt: now })
        .where(eq(members.id, member.id));
    }

    if (ambassador) {
      const claims = await tx
        .select()
        .from(balanceClaims)
        .where(eq(balanceClaims.ambassadorId, ambassador.id));
      for (const claim of claims) {
        if (claim.invoiceKey) keys.push(claim.invoiceKey);
        keys.push(statementKey(claim));
      }
      await tx
        .update(balanceClaims)
        .set({ email: tombstoneEmail(userId), invoiceKey: null, updatedAt: now })
        .where(eq(balanceClaims.ambassadorId, ambassador.id));
      // The referral link stops working; the history stays for the books.
      await tx
        .update(ambassadors)
        .set({
          code: `deleted-${ambassador.id}`,
          gst: null,
          pst: null,
          nasEncrypted: null,
          updatedAt: now,
        })
        .where(eq(ambassadors.id, ambassador.id));
    }

    const paid = await tx
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.userId, userId));
    for (const order of paid) keys.push(invoiceKey(order));
    await tx
      .update(subscriptions)
      .set({ autoRenew: false, paymentSourceId: null, updatedAt: now })
      .where(eq(subscriptions.userId, userId));
    await tx.delete(paymentSources).where(eq(paymentSources.userId, userId));

    const pendingUploads = await tx
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), isNotNull(uploads.storedAt)));
    for (const upload of pendingUploads) keys.push(upload.key);
    await tx.delete(uploads).where(eq(uploads.userId, userId));

    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
    await tx.delete(pushNotificationTokens).where(eq(pushNotificationTokens.userId, userId));
    await tx.delete(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    return keys;
  });

  // Files after the rows: a failure here leaves an orphan file, never a row pointing at nothing.
  const storage = storageOf(services);
  for (const key of new Set(files.filter(isValidKey))) {
    try {
      await storage.delete(key);
    } catch (error) {
      console.error('account deletion: file not removed', { userId, key, error });
    }
  }
}
