import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppFooter, type AppFooterLinkProps, type AppLocale } from './app-footer.tsx';

const onNavigate = fn();

/** Stands in for the app's router link. */
function RouterLink({ href, children, onClick, ...props }: AppFooterLinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Account/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    locale: 'fr',
    onLocaleChange: fn(),
    homeHref: 'https://example.com',
    contactHref: '/contact',
    signedIn: false,
    signInHref: '/login',
    onSignOut: fn(),
    renderLink: (props) => <RouterLink {...props} />,
  },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: homepage, contact and 'Se connecter'; the switch shows 'English' in English (`lang="en"`) and
 * calls back with `en`.
 */
export const Visitor: Story = {
  play: async ({ args, canvas }) => {
    onNavigate.mockClear();
    const footer = canvas.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Liens du pied de page' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Accueil', 'Nous joindre', 'Se connecter']);
    await expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    await expect(
      within(footer).queryByRole('button', { name: 'Se déconnecter' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Se connecter' }));
    await expect(onNavigate).toHaveBeenCalledWith('/login');

    const language = within(footer).getByRole('button', { name: 'Changer de langue : English' });
    await expect(within(language).getByText('English')).toHaveAttribute('lang', 'en');
    await userEvent.click(language);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
  },
};

/** A signed-in user: 'Se déconnecter' instead of 'Se connecter', calling back. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** In English the switch offers 'Français' (`lang="fr"`); the texts follow the locale. */
export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { locale: 'en' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Footer links' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    const language = canvas.getByRole('button', { name: 'Change language: Français' });
    await expect(within(language).getByText('Français')).toHaveAttribute('lang', 'fr');
    await userEvent.click(language);
    await expect(args.onLocaleChange).toHaveBeenCalledWith('fr');
  },
};

/** Switching back and forth: the button always offers the other language; keyboard reachable. */
export const SwitchLanguage: Story = {
  render: function Switching(args) {
    const [locale, setLocale] = useState<AppLocale>('fr');
    return (
      <AppFooter
        {...args}
        locale={locale}
        onLocaleChange={(next) => {
          setLocale(next);
          args.onLocaleChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-locale', 'fr');
    const button = canvas.getByRole('button', { name: /English$/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLocaleChange).toHaveBeenLastCalledWith('en');
    await expect(footer).toHaveAttribute('data-locale', 'en');
    await expect(button).toHaveFocus();
    await expect(within(button).getByText('Français')).toHaveAttribute('lang', 'fr');
    await userEvent.keyboard(' ');
    await expect(args.onLocaleChange).toHaveBeenLastCalledWith('fr');
    await expect(within(button).getByText('English')).toBeInTheDocument();
  },
};

/** The member layout: the daily quote above the links, plus the privacy and terms pages. */
export const WithDailyQuoteAndLegalLinks: Story = {
  args: {
    signedIn: true,
    links: [
      { id: 'privacy', href: '/privacy-policy', label: 'Politique de confidentialité' },
      { id: 'terms', href: '/terms', label: 'Conditions d’utilisation' },
    ],
    children: (
      <figure className="flex flex-col gap-1">
        <blockquote className="font-display text-lg">
          « Le bonheur est la seule chose qui se double si on le partage. »
        </blockquote>
        <figcaption className="text-text-muted">Albert Schweitzer</figcaption>
      </figure>
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Accueil',
      'Nous joindre',
      'Politique de confidentialité',
      'Conditions d’utilisation',
    ]);
    await expect(within(nav).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  },
};
