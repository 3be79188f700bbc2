import { unwrap, type components } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';

export type RegisterInput = components['schemas']['RegisterRequest'];

/** The account was created but the sign-in that follows failed: the member must sign in by hand. */
export class RegisteredNotSignedInError extends Error {
  constructor(
    readonly email: string,
    override readonly cause: unknown,
  ) {
    super('The account was created, but signing in failed.');
    this.name = 'RegisteredNotSignedInError';
  }
}

/** `POST onboarding/user`, then signs in with the email and password. */
export async function registerUser(input: RegisterInput): Promise<void> {
  await unwrap(api().POST('/onboarding/user', { body: input }));
  try {
    await signIn({ email: input.email, password: input.password });
  } catch (error) {
    throw new RegisteredNotSignedInError(input.email, error);
  }
}

export function useRegisterUser() {
  return useSWRMutation('register', (_key: string, { arg }: { arg: RegisterInput }) =>
    registerUser(arg),
  );
}
