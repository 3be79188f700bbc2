import type { AvatarMemberState } from '@app/ui/avatar';

/** The contract's fields of a member (a card, a profile, a conversation's participant) an avatar reads. */
export interface AvatarMemberFields {
  deleted?: boolean | undefined;
  unavailable?: boolean | undefined;
  subscribed?: boolean | undefined;
  suspended?: boolean | undefined;
  paused?: boolean | undefined;
  gallery_review_status?: AvatarMemberState['galleryReviewStatus'];
}

/**
 * A member's state as the design system's avatar decides its overlay and blur from it (spec 02,
 * section 4: deleted, unavailable, suspended, paused, pending, anonymous, unsubscribed), wherever
 * the member shows: cards, the inbox, a conversation's header.
 */
export function avatarStateOf(
  member: AvatarMemberFields | null | undefined,
): AvatarMemberState | undefined {
  if (!member) return undefined;
  return {
    deleted: member.deleted,
    unavailable: member.unavailable,
    subscribed: member.subscribed,
    suspended: member.suspended,
    paused: member.paused,
    galleryReviewStatus: member.gallery_review_status,
  };
}
