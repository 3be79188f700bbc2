import useSWRMutation from 'swr/mutation';
import { platform, type SocialCredential } from '../../../lib/platform';
import { signIn } from '../../../lib/session';
import { signUpWithSocial } from './sign-up-with-social';

/**
 * Social sign-in from /login: the web posts the social payload to `api/app/login` (session); the
 * native apps, in token mode, get their token from `onboarding/user/<network>`.
 */
export async function signInWithSocial(credential: SocialCredential): Promise<void> {
  if (platform().authMode === 'session') {
    const { network: _network, ...payload } = credential;
    await signIn(payload);
    return;
  }
  const result = await signUpWithSocial(credential);
  if (result.status === 'prefill') throw new Error('No account for this Facebook profile');
}

export function useSignInWithSocial() {
  return useSWRMutation('social-sign-in', (_key: string, { arg }: { arg: SocialCredential }) =>
    signInWithSocial(arg),
  );
}
