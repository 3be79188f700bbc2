/**
 * When the verified check shows: on portrait and authenticated pictures (`PictureStatus`), and for members whose
 * identity check succeeded or who have such a picture.
 */

export type PictureStatus = 'portrait' | 'authenticated' | 'validated' | 'refused' | 'pending';
export type AuthenticationFlag = 'success' | 'warning' | 'fail';

/** `portrait` and `authenticated` pictures show a verified check. */
export function isVerifiedPicture(status: PictureStatus | null | undefined): boolean {
  return status === 'portrait' || status === 'authenticated';
}

export interface VerifiableMember {
  /** The identity check outcome (`user.authentication_flag`). */
  authenticationFlag?: AuthenticationFlag | null | undefined;
  /** The gallery's picture statuses. */
  gallery?: readonly { status: PictureStatus }[] | null | undefined;
}

/** An authenticated member: the identity check succeeded, or a portrait or authenticated picture is on file. */
export function isVerifiedMember({ authenticationFlag, gallery }: VerifiableMember): boolean {
  if (authenticationFlag === 'success') return true;
  return (gallery ?? []).some((picture) => isVerifiedPicture(picture.status));
}
