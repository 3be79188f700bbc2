import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { config } from '../../../config';
import { useLocale } from '../../../lib/locale-context';
import { paths } from '../../../lib/paths';

const messages = defineMessages({
  title: { id: 'settings.resources.title', defaultMessage: 'Ressources' },
  contact: { id: 'settings.resources.contact', defaultMessage: 'Nous joindre' },
  terms: { id: 'settings.resources.terms', defaultMessage: 'Conditions d’utilisation' },
  privacy: { id: 'settings.resources.privacy', defaultMessage: 'Politique de confidentialité' },
});

const versionMessages = defineMessages<{ version: { version: string } }>({
  version: { id: 'settings.resources.version', defaultMessage: 'Version {version}' },
});

/** `/member/settings/resources`: the app version and the contact, terms and privacy pages. */
export function Component() {
  const { locale } = useLocale();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader title={<FormattedMessage {...messages.title} />} />
      <Card>
        <CardDescription>
          <FormattedMessage {...versionMessages.version} values={{ version: config.version }} />
        </CardDescription>
        <CardContent className="flex flex-col items-start gap-1">
          <Button asChild variant="link">
            <Link to={paths.legal(locale, 'contact')}>
              <FormattedMessage {...messages.contact} />
            </Link>
          </Button>
          <Button asChild variant="link">
            <Link to={paths.legal(locale, 'terms')}>
              <FormattedMessage {...messages.terms} />
            </Link>
          </Button>
          <Button asChild variant="link">
            <Link to={paths.legal(locale, 'privacy-policy')}>
              <FormattedMessage {...messages.privacy} />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
