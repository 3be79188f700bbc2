import { unwrap, type components } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { SocialCredential } from '../../../lib/platform';
import { signInWithToken } from '../../../lib/session';

export type RegisterPrefill = components['schemas']['RegisterPrefill'];

/** Signed up (or in): the session started. Facebook without an email: the register form's prefill. */
export type SocialSignUpResult =
  { status: 'signed-in' } | { status: 'prefill'; prefill: RegisterPrefill };

/**
 * `POST onboarding/user/<network>`: finds or creates the account and answers a token (kept in token
 * mode; the web's session cookie is set by the same call), or, for Facebook without an email, the
 * prefill of the register form.
 */
export async function signUpWithSocial(credential: SocialCredential): Promise<SocialSignUpResult> {
  let token: string | null | undefined;
  if (credential.network === 'apple') {
    const { network: _network, ...body } = credential;
    token = (await unwrap(api().POST('/onboarding/user/apple', { body }))).token;
  } else if (credential.network === 'google') {
    const { network: _network, ...body } = credential;
    token = (await unwrap(api().POST('/onboarding/user/google', { body }))).token;
  } else {
    const answer = await unwrap(
      api().POST('/onboarding/user/facebook', {
        body: { facebook_token: credential.facebook_token },
      }),
    );
    if ('prefill' in answer) return { status: 'prefill', prefill: answer.prefill };
    token = answer.token;
  }
  await signInWithToken(token);
  return { status: 'signed-in' };
}

export function useSignUpWithSocial() {
  return useSWRMutation('social-sign-up', (_key: string, { arg }: { arg: SocialCredential }) =>
    signUpWithSocial(arg),
  );
}
