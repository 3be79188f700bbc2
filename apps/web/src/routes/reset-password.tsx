import { Card, CardContent, CardHeader, CardTitle } from '@app/ui/card';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';

const messages = defineMessages({
  title: { id: 'reset.title', defaultMessage: 'Nouveau mot de passe' },
});

/** /reset-password/:token (queries email and redirect): success signs in, then the redirect or home. */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <Card padding="lg">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">
              <FormattedMessage {...messages.title} />
            </h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm token={token} defaultEmail={params.get('email') ?? ''} />
        </CardContent>
      </Card>
    </div>
  );
}

export { ResetPasswordRoute as Component };
