import { unwrap, type components } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';

export type RegisterInput = components['schemas']['RegisterRequest'];

/** `POST onboarding/user`, then signs in with the email and password. */
export async function registerUser(input: RegisterInput): Promise<void> {
  await unwrap(api().POST('/onboarding/user', { body: input }));
  await signIn({ email: input.email, password: input.password });
}

export function useRegisterUser() {
  return useSWRMutation('register', (_key: string, { arg }: { arg: RegisterInput }) =>
    registerUser(arg),
  );
}
