/**
 * Every call named in section 7 of the two product documents, with the path exactly as written there
 * (a leading slash added). The contract must describe each one; the count is checked too.
 */
export interface SpecOperation {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  document: 'account-and-onboarding' | 'member-and-ambassador';
}

const op =
  (document: SpecOperation['document']) =>
  (line: string): SpecOperation => {
    const [method = '', path = ''] = line.split(' ');
    return { method: method.toLowerCase() as SpecOperation['method'], path, document };
  };

/** shared/spec/01-account-and-onboarding.md, section 7 (with the CSRF cookie endpoint the issue names). */
const accountAndOnboarding = [
  'GET /sanctum/csrf-cookie',
  'POST /api/app/login',
  'POST /api/app/token',
  'POST /api/app/logout',
  'GET /account',
  'POST /account/push-notification-tokens',
  'PATCH /account/language',
  'POST /forgot-password',
  'POST /reset-password',
  'POST /onboarding/user/apple',
  'POST /onboarding/user/facebook',
  'POST /onboarding/user/google',
  'POST /onboarding/user',
  'POST /account/subscribe-to-newsletter',
  'POST /onboarding/accept-terms',
  'PATCH /api/content/terms/accept',
  'PATCH /onboarding/user/gender',
  'PATCH /onboarding/user/sexual-orientation',
  'PATCH /onboarding/step',
  'POST /onboarding/authenticate',
  'POST /onboarding/trial',
  'POST /onboarding/member',
  'GET /answers',
  'POST /answers',
  'PATCH /account/member',
  'PATCH /account/phone',
  'GET /account/member/audio-introduction',
  'POST /account/member/audio-introduction',
  'DELETE /account/member/audio-introduction',
  'GET /account/member/sample-picture',
  'POST /account/member/sample-picture',
  'GET /account/member/pictures',
  'POST /account/member/pictures',
  'DELETE /account/member/pictures/{id}',
  'PATCH /account/member/pictures/reorder',
  'POST /referral',
  'POST /vapor/signed-storage-url',
  'GET /products',
  'GET /products/native',
  'GET /products/{id}/estimate',
  'GET /promo-codes/test',
  'POST /pay/{id}',
  'POST /pay/in-app',
  'GET /payment-sources',
  'POST /payment-sources',
  'DELETE /payment-sources/{id}',
  'GET /questions',
  'GET /api/content/countries',
  'GET /api/content/terms',
  'GET /api/content/daily-quote',
].map(op('account-and-onboarding'));

/** shared/spec/02-member-and-ambassador.md, section 7, less the calls already named in the first document. */
const memberAndAmbassador = [
  'DELETE /account',
  'GET /members',
  'GET /members/{id}',
  'POST /members/{id}/favorite',
  'DELETE /members/{id}/favorite',
  'POST /members/{id}/links',
  'GET /conversations',
  'POST /conversations',
  'GET /conversations/unseen',
  'GET /conversations/{id}',
  'POST /conversations/{id}/messages',
  'PATCH /conversations/{id}/priority',
  'PATCH /conversations/{id}/authorize-video-chat',
  'GET /conversations/{id}/video-chat/authorized',
  'POST /conversations/{id}/video-chat/notify',
  'POST /conversations/{id}/video-chat/call',
  'POST /conversations/{id}/video-chat/accept',
  'POST /conversations/{id}/video-chat/decline',
  'POST /broadcasting/auth',
  'PATCH /account/metadata/first-search',
  'GET /member-blocks',
  'POST /member-blocks',
  'DELETE /member-blocks/{pivotId}',
  'POST /member-reports',
  'GET /api/content/articles',
  'GET /api/content/articles/{article}',
  'POST /api/content/articles/{id}/votes',
  'GET /api/content/specialists',
  'POST /member/daily-quotes',
  'PATCH /account/member/pause',
  'GET /account/orders',
  'DELETE /account/subscriptions',
  'PATCH /account/address',
  'PATCH /account/sexual-orientation',
  'PATCH /account/email',
  'POST /email-verification/send-link',
  'PATCH /account/password',
  'PATCH /account/member/visibility',
  'PATCH /account/settings/notifications',
  'PATCH /account/settings/search',
  'PATCH /account/settings/anonymous-mode',
  'GET /account/member/secondary-conversation-rules',
  'POST /account/member/secondary-conversation-rules/batch',
  'PATCH /account/ambassador',
  'GET /account/ambassador/stats',
  'GET /account/ambassador/balance',
  'GET /account/ambassador/balance-claims',
  'POST /account/ambassador/balance-claims',
  'GET /account/ambassador/referrals',
  'POST /account/ambassador/referral-mail',
  'GET /share/member/{id}',
].map(op('member-and-ambassador'));

export const specOperations: readonly SpecOperation[] = [
  ...accountAndOnboarding,
  ...memberAndAmbassador,
];
