import { AppFooter } from '@app/ui/app-footer';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { config } from '../../../config';
import { useLocale } from '../../../lib/locale-context';
import { paths } from '../../../lib/paths';
import { signOut } from '../../../lib/session';

const messages = defineMessages({
  privacy: { id: 'footer.privacy', defaultMessage: 'Politique de confidentialité' },
  terms: { id: 'footer.terms', defaultMessage: 'Conditions d’utilisation' },
});

/** The footer: homepage, contact, sign in or out, the locale pages and the language switch. */
export function FooterBar({ signedIn }: { signedIn: boolean }) {
  const { locale, switchLocale } = useLocale();
  return (
    <AppFooter
      locale={locale}
      onLocaleChange={(next) => void switchLocale(next)}
      homeHref={config.websiteUrl}
      contactHref={paths.legal(locale, 'contact')}
      signedIn={signedIn}
      signInHref={paths.login}
      onSignOut={() => void signOut()}
      links={[
        {
          id: 'privacy',
          href: paths.legal(locale, 'privacy-policy'),
          label: <FormattedMessage {...messages.privacy} />,
        },
        {
          id: 'terms',
          href: paths.legal(locale, 'terms'),
          label: <FormattedMessage {...messages.terms} />,
        },
      ]}
      renderLink={({ href, children, ...props }) =>
        href.startsWith('/') ? (
          <Link to={href} {...props}>
            {children}
          </Link>
        ) : (
          <a href={href} {...props}>
            {children}
          </a>
        )
      }
    />
  );
}
