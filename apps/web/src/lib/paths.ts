import type { OnboardingStep } from './onboarding-steps';

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
    search: '/member/search',
    settings: '/member/settings',
    settingsEmail: '/member/settings/email',
    settingsPause: '/member/settings/pause',
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
