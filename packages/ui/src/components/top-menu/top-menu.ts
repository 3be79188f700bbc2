/**
 * Which account links the top menu offers (spec 01, section 2 "Shared chrome"): members who finished onboarding
 * get the member settings; ambassadors get 'refer your friends' (/ambassador), and the ambassador settings when
 * they have no member area.
 */

/** The fields of the signed-in user that decide the links. */
export interface TopMenuUser {
  member?: { onboarding_completed?: boolean | null } | null | undefined;
  ambassador?: object | null | undefined;
}

export interface TopMenuDestinations {
  /** The settings link: /member/settings or /ambassador/settings; none for a user with neither area. */
  settingsHref?: string;
  /** 'Refer your friends' (/ambassador), for ambassadors. */
  referFriendsHref?: string;
}

export const MEMBER_SETTINGS_PATH = '/member/settings';
export const AMBASSADOR_PATH = '/ambassador';
export const AMBASSADOR_SETTINGS_PATH = '/ambassador/settings';

/** The settings and referral links the top menu shows for this user. */
export function topMenuDestinations(user: TopMenuUser | null | undefined): TopMenuDestinations {
  const isMember = user?.member?.onboarding_completed === true;
  const isAmbassador = user?.ambassador != null;
  const destinations: TopMenuDestinations = {};
  if (isMember) destinations.settingsHref = MEMBER_SETTINGS_PATH;
  else if (isAmbassador) destinations.settingsHref = AMBASSADOR_SETTINGS_PATH;
  if (isAmbassador) destinations.referFriendsHref = AMBASSADOR_PATH;
  return destinations;
}
