import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toastError } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { useCreateMember } from '../api/create-member';

const messages = defineMessages({
  title: {
    id: 'ambassador.create-member.title',
    defaultMessage: 'Envie de faire des rencontres ?',
  },
  text: {
    id: 'ambassador.create-member.text',
    defaultMessage:
      'Créez votre profil de membre pour rencontrer des personnes authentiques, avec le même compte.',
  },
  continueText: {
    id: 'ambassador.create-member.continue-text',
    defaultMessage: 'Votre profil de membre est commencé : reprenez où vous étiez.',
  },
  create: { id: 'ambassador.create-member.create', defaultMessage: 'Créer mon profil de membre' },
  continue: { id: 'ambassador.create-member.continue', defaultMessage: 'Continuer mon profil' },
});

/**
 * For an ambassador without a completed member profile: creates the member (`POST /onboarding/member`)
 * when there is none, then goes to /onboarding.
 */
export function CreateMemberPrompt({ hasMember }: { hasMember: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger, isMutating } = useCreateMember();

  async function start() {
    try {
      if (!hasMember) await trigger();
      void navigate(paths.onboarding.root);
    } catch (error) {
      toastError(error, intl);
    }
  }

  return (
    <Card data-testid="create-member-prompt" variant="default">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <FormattedMessage {...messages.title} />
          </h2>
        </CardTitle>
        <CardDescription>
          <FormattedMessage {...(hasMember ? messages.continueText : messages.text)} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button loading={isMutating} onClick={() => void start()}>
          <FormattedMessage {...(hasMember ? messages.continue : messages.create)} />
        </Button>
      </CardContent>
    </Card>
  );
}
