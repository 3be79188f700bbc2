import type { components } from '@app/client';
import { avatarHidesPicture, avatarOverlay } from '@app/ui/avatar';

/**
 * Cards in the member grid's first row at its widest: their pictures are the page's largest paint,
 * fetched at once (Avatar's `priority`) and, on the search's first page, as soon as its answer arrives.
 */
export const FIRST_ROW = 4;

/**
 * The pictures the first row's cards show, to fetch before they draw: only those (the avatar's own
 * rule: none for a deleted or unavailable member).
 */
export function firstRowPictures(
  members: readonly components['schemas']['MemberCard'][],
): string[] {
  return members
    .slice(0, FIRST_ROW)
    .flatMap((member) =>
      avatarHidesPicture(avatarOverlay(member)) ? [] : (member.avatar_path ?? []),
    );
}
