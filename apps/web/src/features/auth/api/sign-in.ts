import useSWRMutation from 'swr/mutation';
import { signIn } from '../../../lib/session';

/** Email and password: the session signs in, fetches the user and registers the push token. */
export function signInWithEmail(credentials: { email: string; password: string }) {
  return signIn(credentials);
}

export function useSignIn() {
  return useSWRMutation(
    'sign-in',
    (_key: string, { arg }: { arg: { email: string; password: string } }) => signInWithEmail(arg),
  );
}
