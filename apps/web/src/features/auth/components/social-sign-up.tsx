import { toApiError, type components } from '@app/client';
import { useState } from 'react';
import type { SocialCredential } from '../../../lib/platform';
import { signUpWithSocial, type RegisterPrefill } from '../api/sign-up-with-social';
import { EmailTakenNotice } from './email-taken-notice';
import { SocialButtons } from './social-buttons';

export interface SocialSignUpProps {
  /** The account exists or was created, and the session started: go to the terms. */
  onSignedUp: () => void;
  /** Facebook shared no email: go to the register form with this prefill. */
  onPrefill: (prefill: RegisterPrefill) => void;
}

/**
 * Sign-up with Apple (iOS only), Facebook or Google. EMAIL_ALREADY_EXISTS shows the sign-in link, with
 * the address; any other failure shows the server's message or "Invalid".
 */
export function SocialSignUp({ onSignedUp, onPrefill }: SocialSignUpProps) {
  // The address already in use (the network's, which the API sends back), for the sign-in link.
  const [taken, setTaken] = useState<{ email: string | undefined } | null>(null);

  async function signUp(credential: SocialCredential) {
    setTaken(null);
    try {
      const result = await signUpWithSocial(credential);
      if (result.status === 'prefill') onPrefill(result.prefill);
      else onSignedUp();
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'EMAIL_ALREADY_EXISTS') {
        const body = apiError.body as Partial<components['schemas']['DomainError']> | undefined;
        setTaken({ email: body?.error?.email });
        return;
      }
      throw error;
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <SocialButtons onCredential={signUp} />
      {taken ? <EmailTakenNotice email={taken.email} /> : null}
    </div>
  );
}
