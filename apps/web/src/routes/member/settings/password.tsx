import { Card } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { defineMessages, FormattedMessage } from 'react-intl';
import { PasswordForm } from '../../../features/account/components/password-form';

const messages = defineMessages({
  title: { id: 'settings.password.title', defaultMessage: 'Mot de passe' },
  subtitle: {
    id: 'settings.password.subtitle',
    defaultMessage:
      'Au moins 8 caractères, avec une majuscule, une minuscule et un chiffre. Vos autres appareils seront déconnectés.',
  },
});

/** `/member/settings/password`: the password change. */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
      />
      <Card>
        <PasswordForm />
      </Card>
    </div>
  );
}
