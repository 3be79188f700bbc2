import { ChevronDown, Gift, Globe, LogOut, Mail, Settings } from 'lucide-react';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { LazyConfirmDialog as ConfirmDialog } from '../confirm-dialog/lazy-confirm-dialog.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';

const messages = defineMessages<{
  label: NoMessageValues;
  menu: NoMessageValues;
  menuNamed: { name: string };
  settings: NoMessageValues;
  referFriends: NoMessageValues;
  website: NoMessageValues;
  contact: NoMessageValues;
  logout: NoMessageValues;
  confirmTitle: NoMessageValues;
  confirmMessage: NoMessageValues;
}>({
  label: { id: 'ui.top-menu.label', defaultMessage: 'Barre du haut' },
  menu: { id: 'ui.top-menu.menu', defaultMessage: 'Menu du compte' },
  menuNamed: { id: 'ui.top-menu.menu-named', defaultMessage: 'Menu du compte de {name}' },
  settings: { id: 'ui.top-menu.settings', defaultMessage: 'Paramètres' },
  referFriends: { id: 'ui.top-menu.refer-friends', defaultMessage: 'Parrainez vos amis' },
  website: { id: 'ui.top-menu.website', defaultMessage: 'Site web' },
  contact: { id: 'ui.top-menu.contact', defaultMessage: 'Nous joindre' },
  logout: { id: 'ui.top-menu.logout', defaultMessage: 'Se déconnecter' },
  confirmTitle: { id: 'ui.top-menu.confirm-title', defaultMessage: 'Se déconnecter ?' },
  confirmMessage: {
    id: 'ui.top-menu.confirm-message',
    defaultMessage: 'Vous devrez vous reconnecter pour accéder à votre compte.',
  },
});

/** The props of an in-app link of the menu; spread them on the app's router link. */
export type TopMenuLinkProps = ComponentProps<'a'> & { href: string };

/**
 * Renders an in-app link (settings, refer your friends): `(props) => <RouterLink to={props.href} {...props} />`.
 * The menu item's props, its `onClick` among them, are merged onto the returned element: like react-router's
 * Link, the link must call that `onClick` before preventing the default, or the menu stays open.
 */
export type RenderTopMenuLink = (props: TopMenuLinkProps) => ReactNode;

const renderAnchor: RenderTopMenuLink = ({ children, ...props }) => <a {...props}>{children}</a>;

/** Overrides of the built-in texts. */
export interface TopMenuLabels {
  /** The header landmark's name ('Barre du haut'). */
  label?: string;
  /** The menu button's name ('Menu du compte de Camille'); keep the visible name in it. */
  menu?: string;
  /** 'Paramètres' / 'Settings'. */
  settings?: ReactNode;
  /** 'Parrainez vos amis' / 'Refer your friends'. */
  referFriends?: ReactNode;
  /** 'Site web' / 'Website'. */
  website?: ReactNode;
  /** 'Nous joindre' / 'Contact us'. */
  contact?: ReactNode;
  /** 'Se déconnecter' / 'Log out' (the item and the confirm button). */
  logout?: ReactNode;
  /** The confirm dialog's title, 'Se déconnecter ?'. */
  confirmTitle?: ReactNode;
  /** The confirm dialog's message. */
  confirmMessage?: ReactNode;
  /** The confirm button, 'Se déconnecter' by default. */
  confirmLogout?: ReactNode;
}

export type TopMenuProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The product's logo, usually a link home; shown at the start. */
  logo?: ReactNode;
  /** Content between the logo and the account menu (a page title on phones). */
  children?: ReactNode;
  /** The signed-in user's first name: beside the avatar from the sm breakpoint, and in the menu's heading. */
  name?: string | null;
  /** Shown under the name in the menu. */
  email?: string | null;
  /** The user's own picture (from `avatar_path`); a placeholder shows without it. Never blurred. */
  avatarSrc?: string | null;
  /**
   * The settings link: /member/settings for members who finished onboarding, /ambassador/settings for
   * ambassadors (see `topMenuDestinations`). Absent: no settings item.
   */
  settingsHref?: string;
  /** 'Parrainez vos amis' (/ambassador), for ambassadors. Absent: no item. */
  referFriendsHref?: string;
  /** The public website (an ordinary link). Absent: no item. */
  websiteHref?: string;
  /** The contact page or address (an ordinary link, `mailto:` allowed). Absent: no item. */
  contactHref?: string;
  /**
   * Called by 'Se déconnecter' (then the app returns to /login). With `confirmLogout`, return a promise to keep
   * the confirm dialog busy until it settles.
   */
  onLogout: () => unknown;
  /** Ask 'Se déconnecter ?' in a confirm dialog before logging out (false). */
  confirmLogout?: boolean;
  /** Renders the in-app links (settings, refer your friends) with the app's router link; an `<a>` by default. */
  renderLink?: RenderTopMenuLink;
  /** Overrides of the built-in texts. */
  labels?: TopMenuLabels;
};

/**
 * The app's top bar: the logo and the account menu, opened from the member's own avatar. The menu (Radix
 * dropdown: arrows, Enter, Escape, focus back on the button) holds the settings link for the user's role,
 * 'refer your friends' for ambassadors, the public website, contact and logout, optionally confirmed in a
 * dialog kept outside the menu so the page is never left inert.
 */
export function TopMenu({
  className,
  logo,
  children,
  name,
  email,
  avatarSrc,
  settingsHref,
  referFriendsHref,
  websiteHref,
  contactHref,
  onLogout,
  confirmLogout = false,
  renderLink = renderAnchor,
  labels = {},
  ...props
}: TopMenuProps) {
  const intl = useIntl();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const hasAccountLinks = settingsHref !== undefined || referFriendsHref !== undefined;
  const hasSiteLinks = websiteHref !== undefined || contactHref !== undefined;
  const logoutLabel = labels.logout ?? intl.formatMessage(messages.logout);

  return (
    <header
      data-slot="top-menu"
      aria-label={labels.label ?? intl.formatMessage(messages.label)}
      className={cn(
        'flex min-h-16 w-full items-center gap-4 border-b border-border bg-surface-raised px-4 text-text sm:px-6',
        className,
      )}
      {...props}
    >
      {logo != null ? (
        <div data-slot="top-menu-logo" className="flex shrink-0 items-center">
          {logo}
        </div>
      ) : null}
      <div data-slot="top-menu-center" className="flex min-w-0 flex-1 items-center">
        {children}
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={triggerRef}
            data-slot="top-menu-trigger"
            variant="ghost"
            className="h-12 gap-2 pr-3 pl-1.5"
            aria-label={
              labels.menu ??
              (name
                ? intl.formatMessage(messages.menuNamed, { name })
                : intl.formatMessage(messages.menu))
            }
          >
            <span aria-hidden="true" className="inline-flex">
              <Avatar size={40} isOwn src={avatarSrc} name={name} alt="" />
            </span>
            {name ? (
              <span
                data-slot="top-menu-name"
                className="hidden max-w-40 truncate font-semibold sm:inline"
              >
                {name}
              </span>
            ) : null}
            <ChevronDown aria-hidden="true" className="text-text-muted" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent data-slot="top-menu-dropdown" className="w-64">
          {name || email ? (
            <DropdownMenuLabel data-slot="top-menu-account" className="flex flex-col gap-0.5">
              {name ? <span className="truncate text-base text-text">{name}</span> : null}
              {email ? (
                <span className="truncate text-sm font-normal text-text-muted">{email}</span>
              ) : null}
            </DropdownMenuLabel>
          ) : null}
          {hasAccountLinks ? (
            <DropdownMenuGroup>
              {referFriendsHref !== undefined ? (
                <DropdownMenuItem asChild data-slot="top-menu-refer-friends">
                  {renderLink({
                    href: referFriendsHref,
                    children: (
                      <>
                        <Gift aria-hidden="true" />
                        {labels.referFriends ?? intl.formatMessage(messages.referFriends)}
                      </>
                    ),
                  })}
                </DropdownMenuItem>
              ) : null}
              {settingsHref !== undefined ? (
                <DropdownMenuItem asChild data-slot="top-menu-settings">
                  {renderLink({
                    href: settingsHref,
                    children: (
                      <>
                        <Settings aria-hidden="true" />
                        {labels.settings ?? intl.formatMessage(messages.settings)}
                      </>
                    ),
                  })}
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuGroup>
          ) : null}
          {hasAccountLinks && hasSiteLinks ? <DropdownMenuSeparator /> : null}
          {hasSiteLinks ? (
            <DropdownMenuGroup>
              {websiteHref !== undefined ? (
                <DropdownMenuItem asChild data-slot="top-menu-website">
                  <a href={websiteHref}>
                    <Globe aria-hidden="true" />
                    {labels.website ?? intl.formatMessage(messages.website)}
                  </a>
                </DropdownMenuItem>
              ) : null}
              {contactHref !== undefined ? (
                <DropdownMenuItem asChild data-slot="top-menu-contact">
                  <a href={contactHref}>
                    <Mail aria-hidden="true" />
                    {labels.contact ?? intl.formatMessage(messages.contact)}
                  </a>
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuGroup>
          ) : null}
          {hasAccountLinks || hasSiteLinks ? <DropdownMenuSeparator /> : null}
          <DropdownMenuItem
            data-slot="top-menu-logout"
            onSelect={() => {
              if (confirmLogout) setConfirmOpen(true);
              else onLogout();
            }}
          >
            <LogOut aria-hidden="true" />
            {logoutLabel}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {confirmLogout ? (
        // Outside the menu, opened from the item's onSelect: the page stays usable after it closes.
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          returnFocusRef={triggerRef}
          title={labels.confirmTitle ?? intl.formatMessage(messages.confirmTitle)}
          message={labels.confirmMessage ?? intl.formatMessage(messages.confirmMessage)}
          confirmLabel={labels.confirmLogout ?? logoutLabel}
          onConfirm={onLogout}
        />
      ) : null}
    </header>
  );
}
