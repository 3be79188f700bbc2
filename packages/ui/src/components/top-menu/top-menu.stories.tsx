import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { pictures } from '../avatar/fixtures.ts';
import { Button } from '../button';
import { TopMenu, type RenderTopMenuLink, type TopMenuLinkProps } from './top-menu.tsx';
import { topMenuDestinations } from './top-menu.ts';

const onNavigate = fn();

/**
 * Stands in for the app's router link, like react-router's Link: it first runs the `onClick` it is given (the
 * menu item's, which closes the menu), then navigates.
 */
function RouterLink({ href, onClick, children, ...props }: TopMenuLinkProps) {
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

const routerLink: RenderTopMenuLink = (props) => <RouterLink {...props} />;

const logo = (
  <a href="#/" className="font-display text-xl font-semibold text-primary">
    Épanouir
  </a>
);

const meta = {
  title: 'Account/TopMenu',
  component: TopMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    name: 'Camille',
    email: 'camille@example.com',
    avatarSrc: pictures.camille,
    ...topMenuDestinations({ member: { onboarding_completed: true } }),
    websiteHref: 'https://example.com',
    contactHref: 'https://example.com/contact',
    renderLink: routerLink,
    onLogout: fn(),
  },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member who finished onboarding: the avatar opens the menu with the member settings (the app's router
 * link), the website, contact and logout; logout calls back and the menu closes.
 */
export const Member: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('banner', { name: 'Barre du haut' })).toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Menu du compte de Camille' });
    await expect(canvas.getByText('Camille')).toBeVisible();
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Paramètres', 'Site web', 'Nous joindre', 'Se déconnecter']);
    await expect(within(menu).getByText('camille@example.com')).toBeInTheDocument();
    const settings = within(menu).getByRole('menuitem', { name: 'Paramètres' });
    await expect(settings).toHaveAttribute('href', '/member/settings');
    await expect(settings).toHaveAttribute('data-router-link');
    await expect(within(menu).getByRole('menuitem', { name: 'Site web' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    await expect(
      within(menu).queryByRole('menuitem', { name: 'Parrainez vos amis' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Se déconnecter' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** An ambassador: 'Parrainez vos amis' (/ambassador) and the ambassador settings. */
export const Ambassador: Story = {
  args: {
    name: 'Marc',
    email: 'marc@example.com',
    avatarSrc: pictures.marc,
    ...topMenuDestinations({ ambassador: { code: 'MARC22' } }),
  },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu du compte de Marc' }));
    const menu = await screen.findByRole('menu');
    const refer = within(menu).getByRole('menuitem', { name: 'Parrainez vos amis' });
    await expect(refer).toHaveAttribute('href', '/ambassador');
    await expect(within(menu).getByRole('menuitem', { name: 'Paramètres' })).toHaveAttribute(
      'href',
      '/ambassador/settings',
    );
    await userEvent.click(refer);
    await expect(onNavigate).toHaveBeenCalledWith('/ambassador');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Keyboard: Enter opens on the first item, arrows move, Enter follows a link, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Menu du compte de Camille' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const settings = within(menu).getByRole('menuitem', { name: 'Paramètres' });
    await waitFor(() => expect(settings).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Site web' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Paramètres' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/member/settings');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * The trap (STYLE.md): logout confirmed in a dialog opened from the menu. After the dialog closes, cancelled
 * with Escape or confirmed, the body has no `pointer-events: none`, a button outside can be clicked, and focus
 * is back on the avatar button.
 */
export const LogoutConfirmed: Story = {
  args: { confirmLogout: true },
  render: function WithPage(args) {
    const [clicks, setClicks] = useState(0);
    return (
      <div className="flex flex-col gap-6">
        <TopMenu {...args} />
        <div className="flex flex-col items-start gap-3 px-6">
          <Button
            variant="outline"
            onClick={() => {
              setClicks((count) => count + 1);
            }}
          >
            Rechercher
          </Button>
          <p role="status">Recherches : {clicks}</p>
        </div>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Menu du compte de Camille' });
    const outside = canvas.getByRole('button', { name: 'Rechercher' });

    // Menu → Se déconnecter → Escape.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Se déconnecter ?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Vous devrez vous reconnecter pour accéder à votre compte.',
    );
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).not.toBe('none'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(outside);
    await expect(canvas.getByRole('status')).toHaveTextContent('Recherches : 1');
    await expect(args.onLogout).not.toHaveBeenCalled();

    // Again by keyboard, confirming.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const logout = await screen.findByRole('menuitem', { name: 'Se déconnecter' });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Se déconnecter ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).not.toBe('none'));
    await expect(document.body.style.pointerEvents).not.toBe('none');
    await userEvent.click(outside);
    await expect(canvas.getByRole('status')).toHaveTextContent('Recherches : 2');
  },
};

/** Without a picture the own avatar shows the placeholder; without a name the button is 'Menu du compte'. */
export const NoPictureNoName: Story = {
  args: { avatarSrc: null, name: null, email: null },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu du compte' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A user with neither area (still onboarding): only the website, contact and logout. */
export const StillOnboarding: Story = {
  args: {
    // topMenuDestinations({ member: { onboarding_completed: false } }) gives neither link.
    settingsHref: undefined,
    referFriendsHref: undefined,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu du compte de Camille' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).queryByRole('menuitem', { name: 'Paramètres' }),
    ).not.toBeInTheDocument();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { ...topMenuDestinations({ ambassador: {}, member: { onboarding_completed: true } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner', { name: 'Top bar' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Camille’s account menu' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Refer your friends', 'Settings', 'Website', 'Contact us', 'Log out']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A long French name is cut with an ellipsis beside the avatar; the menu stays on screen. */
export const LongName: Story = {
  args: {
    name: 'Marie-Ève-Alexandrine',
    email: 'marie-eve-alexandrine.tremblay-desrosiers@example.com',
    avatarSrc: pictures.nadia,
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', {
      name: 'Menu du compte de Marie-Ève-Alexandrine',
    });
    const name = within(trigger).getByText('Marie-Ève-Alexandrine');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Closed again: an open menu hides the page from assistive technology.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
