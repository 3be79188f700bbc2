import { toApiError } from '@app/client';
import { Button } from '@app/ui/button';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { platform, type SocialCredential, type SocialNetwork } from '../../../lib/platform';

const messages = defineMessages({
  apple: { id: 'social.apple', defaultMessage: 'Continuer avec Apple' },
  facebook: { id: 'social.facebook', defaultMessage: 'Continuer avec Facebook' },
  google: { id: 'social.google', defaultMessage: 'Continuer avec Google' },
});

/** Apple on iOS native only; Facebook and Google everywhere. */
export function socialNetworks(appleSignIn: boolean): SocialNetwork[] {
  return appleSignIn ? ['apple', 'facebook', 'google'] : ['facebook', 'google'];
}

export interface SocialButtonsProps {
  /** Called with the network's credential; its failure is shown by the caller or as "Invalid". */
  onCredential: (credential: SocialCredential) => Promise<void>;
}

/**
 * The social sign-in buttons of the platform. A network that gives no token (cancelled, not
 * configured, refused profile) shows "Invalid".
 */
export function SocialButtons({ onCredential }: SocialButtonsProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState<SocialNetwork | null>(null);

  async function press(network: SocialNetwork) {
    setBusy(network);
    try {
      let credential: SocialCredential;
      try {
        credential = await platform().social.credential(network);
      } catch {
        notify({ type: 'danger', message: intl.formatMessage(errorMessages.invalid) });
        return;
      }
      await onCredential(credential);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.isAuthFailure) return;
      notify({
        type: 'danger',
        message: apiError.isGeneric ? intl.formatMessage(errorMessages.invalid) : apiError.message,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-3" data-testid="social-buttons">
      {socialNetworks(platform().appleSignIn).map((network) => (
        <Button
          key={network}
          type="button"
          variant="outline"
          size="lg"
          loading={busy === network}
          disabled={busy !== null && busy !== network}
          data-network={network}
          onClick={() => void press(network)}
        >
          <FormattedMessage {...messages[network]} />
        </Button>
      ))}
    </div>
  );
}
