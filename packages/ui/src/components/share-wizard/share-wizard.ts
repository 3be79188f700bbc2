/**
 * The ambassador's sharing tools as a pure state machine (spec 02, section 2 "Ambassador area" and
 * section 9): 1. the content type (website, promo video or article); 2. for a video or an article, the
 * item; 3. the platform (Facebook, Messenger, email or copy link); 4. the share action. Next is
 * disabled until the step's choice is made. Changing the content type resets the item and the
 * platform; changing the item resets the platform. Pure, so every reset is unit-tested.
 */

export const SHARE_CONTENT_TYPES = ['website', 'video', 'article'] as const;
export type ShareContentType = (typeof SHARE_CONTENT_TYPES)[number];

export const SHARE_PLATFORMS = ['facebook', 'messenger', 'email', 'copy'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

export type ShareStep = 'content' | 'item' | 'platform' | 'share';

export type ShareItemId = string | number;

/** A promo video or an article offered for sharing (the contract's Article, reduced). */
export interface ShareItem {
  id: ShareItemId;
  title: string;
  subtitle?: string | null | undefined;
  /** The public page of the item; the share link adds `reference=<ambassador code>` to it. */
  website_url: string;
}

export interface ShareWizardState {
  step: ShareStep;
  contentType: ShareContentType | null;
  itemId: ShareItemId | null;
  platform: SharePlatform | null;
}

export type ShareWizardAction =
  | { type: 'selectContentType'; contentType: ShareContentType }
  | { type: 'selectItem'; itemId: ShareItemId }
  | { type: 'selectPlatform'; platform: SharePlatform }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset' };

export const initialShareWizardState: ShareWizardState = {
  step: 'content',
  contentType: null,
  itemId: null,
  platform: null,
};

/** A video or an article needs an item; the website does not. */
export function needsItem(contentType: ShareContentType | null): boolean {
  return contentType !== 'website';
}

/**
 * The steps shown for a content type: the item step only for a video or an article (and while no
 * type is chosen yet, so the four steps of the spec show at first).
 */
export function stepsFor(contentType: ShareContentType | null): ShareStep[] {
  return needsItem(contentType)
    ? ['content', 'item', 'platform', 'share']
    : ['content', 'platform', 'share'];
}

/** Whether the current step's choice is made, so Next is enabled. */
export function canGoNext(state: ShareWizardState): boolean {
  switch (state.step) {
    case 'content':
      return state.contentType !== null;
    case 'item':
      return state.itemId !== null;
    case 'platform':
      return state.platform !== null;
    case 'share':
      return false;
  }
}

function move(state: ShareWizardState, offset: 1 | -1): ShareWizardState {
  const steps = stepsFor(state.contentType);
  const next = steps[steps.indexOf(state.step) + offset];
  return next ? { ...state, step: next } : state;
}

export function shareWizardReducer(
  state: ShareWizardState,
  action: ShareWizardAction,
): ShareWizardState {
  switch (action.type) {
    case 'selectContentType':
      if (action.contentType === state.contentType) return state;
      // Changing the content type resets the item and the platform.
      return { ...state, contentType: action.contentType, itemId: null, platform: null };
    case 'selectItem':
      if (!needsItem(state.contentType) || state.contentType === null) return state;
      if (action.itemId === state.itemId) return state;
      // Changing the item resets the platform.
      return { ...state, itemId: action.itemId, platform: null };
    case 'selectPlatform':
      if (action.platform === state.platform) return state;
      return { ...state, platform: action.platform };
    case 'next':
      return canGoNext(state) ? move(state, 1) : state;
    case 'back':
      return move(state, -1);
    case 'reset':
      return initialShareWizardState;
  }
}

/**
 * The ambassador's share link (spec 02, section 9): the item's `website_url` with the `reference`
 * query set to the ambassador code; for the website, the referral link. Null while the item is
 * missing or its address is not a valid URL.
 */
export function buildShareLink({
  contentType,
  item,
  code,
  referralLink,
}: {
  contentType: ShareContentType;
  item?: Pick<ShareItem, 'website_url'> | null | undefined;
  code: string;
  referralLink: string;
}): string | null {
  if (contentType === 'website') return referralLink;
  if (!item) return null;
  let url: URL;
  try {
    url = new URL(item.website_url);
  } catch {
    return null;
  }
  url.searchParams.set('reference', code);
  return url.toString();
}

/** The address that shares `link` on Facebook or Messenger; null for email and copy link. */
export function platformShareUrl(platform: SharePlatform, link: string): string | null {
  switch (platform) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
    case 'messenger':
      return `fb-messenger://share/?link=${encodeURIComponent(link)}`;
    case 'email':
    case 'copy':
      return null;
  }
}

/** The addresses typed in one field, separated by commas, semicolons or spaces. */
export function parseEmailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** A plausible e-mail address (the browser's `type=email` check, simplified). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

export interface ShareEmail {
  emails: string;
  subject: string;
  body: string;
}

export type ShareEmailIssues = Partial<Record<keyof ShareEmail, 'required' | 'invalid'>>;

/** Share by email: the addresses, the subject and the body are required (spec 02, section 5). */
export function checkShareEmail({ emails, subject, body }: ShareEmail): ShareEmailIssues {
  const issues: ShareEmailIssues = {};
  const list = parseEmailList(emails);
  if (list.length === 0) issues.emails = 'required';
  else if (!list.every(isEmail)) issues.emails = 'invalid';
  if (subject.trim() === '') issues.subject = 'required';
  if (body.trim() === '') issues.body = 'required';
  return issues;
}

/** The `mailto:` link that opens the member's mail app (share by email calls nothing). */
export function mailtoUrl({ emails, subject, body }: ShareEmail): string {
  const to = parseEmailList(emails)
    .map((email) => encodeURIComponent(email).replace(/%40/g, '@'))
    .join(',');
  return `mailto:${to}?subject=${encodeURIComponent(subject.trim())}&body=${encodeURIComponent(body.trim())}`;
}
