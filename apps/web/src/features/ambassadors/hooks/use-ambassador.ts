import type { components } from '@app/client';
import { useUser, type CurrentUser } from '../../../lib/session';

export type Ambassador = components['schemas']['Ambassador'];

export interface AmbassadorUser {
  user: CurrentUser;
  ambassador: Ambassador;
  /** The user has a member profile whose onboarding is completed. */
  isMember: boolean;
  /** A SIN is required and none is on file (the dashboard warns, the claim waits). */
  sinMissing: boolean;
}

/** The signed-in ambassador (the /ambassador guard lets only ambassadors in), or null while loading. */
export function useAmbassador(): AmbassadorUser | null {
  const { user } = useUser();
  if (!user?.ambassador) return null;
  return {
    user,
    ambassador: user.ambassador,
    isMember: Boolean(user.member?.onboarding_completed),
    sinMissing: user.ambassador.requires_nas && !hasSin(user),
  };
}

/** The user's SIN is on file (the server only ever returns it masked). */
export function hasSin(user: CurrentUser): boolean {
  return typeof user.nas === 'string' && user.nas.trim() !== '';
}
