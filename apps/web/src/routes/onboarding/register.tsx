import { Card, CardContent, CardHeader, CardTitle } from '@app/ui/card';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { RegisterForm } from '../../features/auth/components/register-form';

const messages = defineMessages({
  title: { id: 'onboarding.register.title', defaultMessage: 'Créer mon compte' },
});

/** /onboarding/register: the query may prefill email, first_name, last_name, facebook_id and facebook_access_token. */
export function OnboardingRegisterRoute() {
  const [params] = useSearchParams();
  const prefill = {
    email: params.get('email'),
    first_name: params.get('first_name'),
    last_name: params.get('last_name'),
    facebook_id: params.get('facebook_id'),
    facebook_access_token: params.get('facebook_access_token'),
  };
  return (
    <Card padding="lg" className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">
            <FormattedMessage {...messages.title} />
          </h1>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <RegisterForm prefill={prefill} />
      </CardContent>
    </Card>
  );
}

export { OnboardingRegisterRoute as Component };
