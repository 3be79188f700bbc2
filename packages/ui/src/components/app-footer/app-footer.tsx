import { Globe, LogIn, LogOut } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../hooks/use-hydrated';
import { Button } from '../button';

/** Separates the screen-reader prefix from the language's name. */
const SPACE = ' ';

const messages = defineMessages<{
  label: NoMessageValues;
  home: NoMessageValues;
  contact: NoMessageValues;
  signIn: NoMessageValues;
  signOut: NoMessageValues;
  language: NoMessageValues;
}>({
  label: { id: 'ui.app-footer.label', defaultMessage: 'Liens du pied de page' },
  home: { id: 'ui.app-footer.home', defaultMessage: 'Accueil' },
  contact: { id: 'ui.app-footer.contact', defaultMessage: 'Nous joindre' },
  signIn: { id: 'ui.app-footer.sign-in', defaultMessage: 'Se connecter' },
  signOut: { id: 'ui.app-footer.sign-out', defaultMessage: 'Se déconnecter' },
  language: { id: 'ui.app-footer.language', defaultMessage: 'Changer de langue :' },
});

/** The product's languages (spec 01, section 9). */
export type AppLocale = 'fr' | 'en';

/** Each language's name in that language: the switch offers the other one, as its speakers write it. */
export const localeNames: Record<AppLocale, string> = { fr: 'Français', en: 'English' };

/** The language the switch offers: English from French, French from English. */
export function otherLocale(locale: AppLocale): AppLocale {
  return locale === 'fr' ? 'en' : 'fr';
}

/** The props of a footer link; spread them on the app's router link. */
export type AppFooterLinkProps = ComponentProps<'a'> & { href: string; 'data-slot': string };

/** Renders a link of the footer: `(props) => <RouterLink to={props.href} {...props} />`. An `<a>` by default. */
export type RenderAppFooterLink = (props: AppFooterLinkProps) => ReactNode;

const renderAnchor: RenderAppFooterLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/** An extra footer link (the privacy policy, the terms). */
export interface AppFooterLink {
  /** A stable key. */
  id: string;
  /** Where it leads (rendered with `renderLink`). */
  href: string;
  /** The link's text. */
  label: ReactNode;
}

/** Overrides of the built-in texts. */
export interface AppFooterLabels {
  /** The links' navigation name ('Liens du pied de page'). */
  label?: string;
  /** 'Accueil' / 'Home'. */
  home?: ReactNode;
  /** 'Nous joindre' / 'Contact us'. */
  contact?: ReactNode;
  /** 'Se connecter' / 'Sign in'. */
  signIn?: ReactNode;
  /** 'Se déconnecter' / 'Sign out'. */
  signOut?: ReactNode;
  /** Read before the other language's name ('Changer de langue :'). */
  language?: ReactNode;
  /** The languages' names ('Français', 'English'). */
  localeNames?: Partial<Record<AppLocale, string>>;
}

export type AppFooterProps = Omit<ComponentProps<'footer'>, 'children'> & {
  /** The current language: the switch offers the other one. */
  locale: AppLocale;
  /** Called with the other language when the switch is pressed; the app stores it and reloads its texts. */
  onLocaleChange: (locale: AppLocale) => void;
  /** The homepage. Absent: no link. */
  homeHref?: string;
  /** The contact page. Absent: no link. */
  contactHref?: string;
  /** Whether someone is signed in: 'Se déconnecter' then, otherwise 'Se connecter'. */
  signedIn: boolean;
  /** Where 'Se connecter' leads (/login); shown to visitors. */
  signInHref?: string;
  /** Called by 'Se déconnecter'; shown to signed-in users. */
  onSignOut?: () => void;
  /** Extra links after contact (privacy policy, terms). */
  links?: readonly AppFooterLink[];
  /** Renders every link with the app's router link; an `<a>` by default. */
  renderLink?: RenderAppFooterLink;
  /** Content above the links, such as the member layout's daily quote. */
  children?: ReactNode;
  /** Overrides of the built-in texts. */
  labels?: AppFooterLabels;
};

const linkClassName =
  'inline-flex min-h-11 items-center gap-2 rounded-sm px-1 font-semibold text-text underline-offset-4 hover:underline ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The site footer: the homepage and contact links, sign in or sign out, extra links, and the language switch,
 * which shows the other language's name in that language (`lang` set on it) and calls back with it.
 */
export function AppFooter({
  className,
  locale,
  onLocaleChange,
  homeHref,
  contactHref,
  signedIn,
  signInHref,
  onSignOut,
  links = [],
  renderLink = renderAnchor,
  children,
  labels = {},
  ...props
}: AppFooterProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const other = otherLocale(locale);
  const otherName = labels.localeNames?.[other] ?? localeNames[other];

  const items: { id: string; node: ReactNode }[] = [];
  if (homeHref !== undefined) {
    items.push({
      id: 'home',
      node: renderLink({
        href: homeHref,
        className: linkClassName,
        'data-slot': 'app-footer-home',
        children: labels.home ?? intl.formatMessage(messages.home),
      }),
    });
  }
  if (contactHref !== undefined) {
    items.push({
      id: 'contact',
      node: renderLink({
        href: contactHref,
        className: linkClassName,
        'data-slot': 'app-footer-contact',
        children: labels.contact ?? intl.formatMessage(messages.contact),
      }),
    });
  }
  for (const link of links) {
    items.push({
      id: `link-${link.id}`,
      node: renderLink({
        href: link.href,
        className: linkClassName,
        'data-slot': 'app-footer-link',
        children: link.label,
      }),
    });
  }
  if (signedIn) {
    if (onSignOut) {
      items.push({
        id: 'sign-out',
        node: (
          <button
            type="button"
            data-slot="app-footer-sign-out"
            className={cn(linkClassName, 'cursor-pointer')}
            onClick={onSignOut}
          >
            <LogOut aria-hidden="true" />
            {labels.signOut ?? intl.formatMessage(messages.signOut)}
          </button>
        ),
      });
    }
  } else if (signInHref !== undefined) {
    items.push({
      id: 'sign-in',
      node: renderLink({
        href: signInHref,
        className: linkClassName,
        'data-slot': 'app-footer-sign-in',
        children: (
          <>
            <LogIn aria-hidden="true" />
            {labels.signIn ?? intl.formatMessage(messages.signIn)}
          </>
        ),
      }),
    });
  }

  return (
    <footer
      data-slot="app-footer"
      data-locale={locale}
      data-signed-in={signedIn || undefined}
      className={cn(
        'flex w-full flex-col gap-4 border-t border-border bg-surface-sunken px-4 py-6 text-sm text-text sm:px-6',
        className,
      )}
      {...props}
    >
      {children != null ? <div data-slot="app-footer-content">{children}</div> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={labels.label ?? intl.formatMessage(messages.label)}>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
            {items.map((item) => (
              <li key={item.id}>{item.node}</li>
            ))}
          </ul>
        </nav>
        <Button
          type="button"
          data-slot="app-footer-language"
          data-locale={other}
          // In a prerendered page the button does nothing until the app has taken the page over: it
          // says so (and a test waits for it), without looking disabled for that moment.
          aria-disabled={hydrated ? undefined : true}
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          onClick={() => {
            onLocaleChange(other);
          }}
        >
          <Globe aria-hidden="true" />
          <span className="sr-only">
            {labels.language ?? intl.formatMessage(messages.language)}
            {SPACE}
          </span>
          <span lang={other} data-slot="app-footer-language-name">
            {otherName}
          </span>
        </Button>
      </div>
    </footer>
  );
}
