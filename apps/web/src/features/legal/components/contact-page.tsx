import { Button } from '@app/ui/button';
import { LegalPage } from '@app/ui/legal-page';
import { telHref } from '@app/ui/lib/phone-link';
import { defineMessages, FormattedMessage } from 'react-intl';
import { config } from '../../../config';

const messages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Nous joindre' },
  intro: {
    id: 'contact.intro',
    defaultMessage:
      'Une question sur votre compte, votre abonnement ou un membre ? Notre équipe vous répond en français et en anglais, du lundi au vendredi.',
  },
});

const valueMessages = defineMessages<{ email: { email: string }; phone: { phone: string } }>({
  email: { id: 'contact.email', defaultMessage: 'Écrivez-nous à {email}' },
  phone: { id: 'contact.phone', defaultMessage: 'Appelez-nous au {phone}' },
});

/** The contact page: the support address and phone number. */
export function ContactPage() {
  return (
    <LegalPage
      title={<FormattedMessage {...messages.title} />}
      intro={<FormattedMessage {...messages.intro} />}
    >
      <div className="flex flex-col items-start gap-2">
        <Button asChild variant="link">
          <a href={`mailto:${config.contactEmail}`}>
            <FormattedMessage {...valueMessages.email} values={{ email: config.contactEmail }} />
          </a>
        </Button>
        <Button asChild variant="link">
          <a href={telHref(config.contactPhone)}>
            <FormattedMessage {...valueMessages.phone} values={{ phone: config.contactPhone }} />
          </a>
        </Button>
      </div>
    </LegalPage>
  );
}
