import { Heart, MessageCircle, Search, Settings, Sprout, Users } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NavItem, RenderNavLink } from '../bottom-tab-bar';
import { SideMenu } from './side-menu';

const memberItems: NavItem[] = [
  { id: 'search', label: 'Recherche', href: '/member/search', icon: <Search /> },
  { id: 'favorites', label: 'Favoris', href: '/member/favorites', icon: <Heart /> },
  {
    id: 'messages',
    label: 'Messages',
    href: '/member/messages',
    icon: <MessageCircle />,
    count: 3,
  },
  {
    id: 'blossom',
    label: 'Épanouissement',
    href: '/member/personal-development',
    icon: <Sprout />,
    children: [
      { id: 'videos', label: 'Vidéos', href: '/member/personal-development/video' },
      { id: 'articles', label: 'Articles', href: '/member/personal-development/article' },
      { id: 'bonus', label: 'Bonus', href: '/member/personal-development/bonus' },
    ],
  },
  { id: 'refer', label: 'Parrainage', href: '/ambassador', icon: <Users /> },
  { id: 'settings', label: 'Paramètres', href: '/member/settings', icon: <Settings /> },
];

const flatHrefs = memberItems.flatMap((item) => [item, ...(item.children ?? [])]);

function routerLink(onNavigate: (href: string) => void): RenderNavLink {
  return function RouterLink({ children, href, ...props }) {
    return (
      <a
        {...props}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    );
  };
}

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  parameters: { layout: 'padded' },
  args: { items: memberItems, currentId: 'search' },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same items as the bottom tab bar, with blossom's sub-menu; the current one has `aria-current="page"`. */
export const Member: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
    await expect(within(nav).getByRole('link', { name: 'Recherche' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Messages 3 non lus' })).toHaveAttribute(
      'href',
      '/member/messages',
    );
    const blossom = within(nav).getByRole('link', { name: 'Épanouissement' });
    const subList = blossom.closest('li')?.querySelector('[data-slot="side-menu-sub-list"]');
    if (!(subList instanceof HTMLElement)) throw new Error('The blossom sub-menu is missing');
    await expect(
      within(subList)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Vidéos', 'Articles', 'Bonus']);
  },
};

/** On a blossom sub-page the sub-item is the page and blossom is marked as its section. */
export const SubItemCurrent: Story = {
  args: { currentId: 'articles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Épanouissement' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Recherche' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

const onNavigate = fn();

/** The app passes its router link; choosing an item navigates and moves the current item. */
export const WithRouterLink: Story = {
  render: function Routed(args) {
    const [current, setCurrent] = useState('search');
    return (
      <SideMenu
        {...args}
        currentId={current}
        renderLink={routerLink((href) => {
          onNavigate(href);
          setCurrent(flatHrefs.find((item) => item.href === href)?.id ?? current);
        })}
      />
    );
  },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const bonus = canvas.getByRole('link', { name: 'Bonus' });
    await expect(bonus).toHaveAttribute('data-router-link');
    await userEvent.click(bonus);
    await expect(onNavigate).toHaveBeenCalledWith('/member/personal-development/bonus');
    await expect(bonus).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Épanouissement' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const search = canvas.getByRole('link', { name: 'Recherche' });
    await expect(search).toHaveFocus();
    await expect(getComputedStyle(search).outlineStyle).toBe('solid');
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Vidéos' })).toHaveFocus();
  },
};

/** Users with neither role get no menu. */
export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { id: 'search', label: 'Search', href: '/member/search', icon: <Search /> },
      {
        id: 'messages',
        label: 'Messages',
        href: '/member/messages',
        icon: <MessageCircle />,
        count: 2,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Messages 2 unread' })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  args: {
    currentId: 'refer',
    items: [
      { id: 'search', label: 'Rechercher des membres', href: '/member/search', icon: <Search /> },
      {
        id: 'messages',
        label: 'Messagerie et conversations',
        href: '/member/messages',
        icon: <MessageCircle />,
        count: 128,
      },
      {
        id: 'blossom',
        label: 'Épanouissement personnel',
        href: '/member/personal-development',
        icon: <Sprout />,
        children: [
          {
            id: 'videos',
            label: 'Vidéos de développement personnel',
            href: '/member/personal-development/video',
          },
          {
            id: 'bonus',
            label: 'Contenus bonus exclusifs',
            href: '/member/personal-development/bonus',
          },
        ],
      },
      {
        id: 'refer',
        label: 'Parrainez vos amis et gagnez des récompenses',
        href: '/ambassador',
        icon: <Users />,
      },
    ],
  },
};
