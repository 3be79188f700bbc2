import type { OnboardingStep } from './onboarding-steps';

/**
 * A route of a nested area: `path` for the router (relative to its layout), `href` for links.
 * Both come from one table, so a URL is written once.
 */
export interface AreaRoute<H extends string | ((...args: never[]) => string) = string> {
  path: string;
  href: H;
}

const id = (value: number | string) => encodeURIComponent(String(value));

/** `/member/...`: the member area, nested under its layout (`routes/member/layout.tsx`). */
export const member = {
  search: { path: 'search', href: '/member/search' },
  favorites: { path: 'favorites', href: '/member/favorites' },
  profile: {
    path: 'profile/:member',
    href: (memberId: number | string) => `/member/profile/${id(memberId)}`,
  },
  messages: { path: 'messages', href: '/member/messages' },
  conversation: {
    path: 'messages/:conversation',
    href: (conversationId: number | string) => `/member/messages/${id(conversationId)}`,
  },
  videoChat: {
    path: 'messages/:conversation/video-chat',
    href: (conversationId: number | string, { noVideo = false }: { noVideo?: boolean } = {}) =>
      `/member/messages/${id(conversationId)}/video-chat?no_video=${noVideo ? '1' : '0'}`,
  },
  personalDevelopment: { path: 'personal-development', href: '/member/personal-development' },
  personalDevelopmentList: {
    path: 'personal-development/:type',
    href: (type: 'video' | 'article' | 'bonus') => `/member/personal-development/${type}`,
  },
  personalDevelopmentArticle: {
    path: 'personal-development/:article',
    href: (articleId: number | string) => `/member/personal-development/${id(articleId)}`,
  },
  settings: { path: 'settings', href: '/member/settings' },
  settingsEmail: { path: 'settings/email', href: '/member/settings/email' },
  settingsPassword: { path: 'settings/password', href: '/member/settings/password' },
  settingsLanguage: { path: 'settings/language', href: '/member/settings/language' },
  settingsPause: { path: 'settings/pause', href: '/member/settings/pause' },
  settingsVisibility: { path: 'settings/visibility', href: '/member/settings/visibility' },
  settingsNotifications: { path: 'settings/notifications', href: '/member/settings/notifications' },
  settingsAnonymousMode: {
    path: 'settings/anonymous-mode',
    href: '/member/settings/anonymous-mode',
  },
  settingsResources: { path: 'settings/resources', href: '/member/settings/resources' },
  settingsBlockedUsers: { path: 'settings/blocked-users', href: '/member/settings/blocked-users' },
  settingsPictures: { path: 'settings/pictures', href: '/member/settings/pictures' },
  settingsSamplePictures: {
    path: 'settings/sample-pictures',
    href: '/member/settings/sample-pictures',
  },
  settingsProfile: { path: 'settings/profile', href: '/member/settings/profile' },
  settingsAddress: { path: 'settings/address', href: '/member/settings/address' },
  settingsDailyQuote: { path: 'settings/daily-quote', href: '/member/settings/daily-quote' },
  settingsPaymentSource: {
    path: 'settings/payment-source',
    href: '/member/settings/payment-source',
  },
  settingsPaymentSourceUpdate: {
    path: 'settings/payment-source/update',
    href: '/member/settings/payment-source/update',
  },
  settingsSecondaryRules: {
    path: 'settings/secondary-conversation-rules',
    href: '/member/settings/secondary-conversation-rules',
  },
  subscription: { path: 'subscription', href: '/member/subscription' },
} as const satisfies Record<string, AreaRoute<string | ((...args: never[]) => string)>>;

/** `/share/...`: public pages that also work for a signed-in user. */
export const share = {
  member: {
    path: '/share/member/:id',
    href: (memberId: number | string) => `/share/member/${id(memberId)}`,
  },
} as const;

/** Every path of the app in one place (routes, guards, links). */
export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  blocked: '/blocked',
  onboarding: {
    root: '/onboarding',
    home: '/onboarding/home',
    start: '/onboarding/start',
    register: '/onboarding/register',
    terms: '/onboarding/terms',
    step: (step: OnboardingStep) => `/onboarding/step/${step}`,
    success: '/onboarding/success',
  },
  member: {
    root: '/member',
    search: member.search.href,
    settings: member.settings.href,
    settingsEmail: member.settingsEmail.href,
    settingsPause: member.settingsPause.href,
  },
  ambassador: {
    root: '/ambassador',
    mediaKit: '/ambassador/media-kit',
    sharingTools: '/ambassador/sharing-tools',
    rewards: '/ambassador/rewards',
    settings: '/ambassador/settings',
    /** The SIN block of the settings (the dashboard's warning and the claim form link there). */
    settingsSin: '/ambassador/settings#sin',
    /** The e-mail verification block of the settings (the status banner links there). */
    settingsEmail: '/ambassador/settings#email-not-verified',
  },
  share: share.member.href,
  /** The locale pages: `/fr/contact`, `/en/privacy-policy`... */
  legal: (locale: string, page: LegalPage) => `/${locale}/${page}`,
} as const;

export const LEGAL_PAGES = ['contact', 'privacy-policy', 'terms'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** A path inside the app that is safe to go to after sign-in (never another origin). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}

/** `/login`, with the redirect query of the spec when there is one. */
export function loginPath(redirect?: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (redirect) query.set('redirect', redirect);
  const text = query.toString();
  return text ? `${paths.login}?${text}` : paths.login;
}
