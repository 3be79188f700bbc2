import {
  Heart,
  LayoutDashboard,
  MessageCircle,
  Search,
  Settings,
  Share2,
  Sprout,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BottomTabBar, type NavItem, type RenderNavLink } from './bottom-tab-bar';

/** The member's destinations (spec: member layout). */
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

/** An ambassador who is not a member: dashboard, sharing tools and settings. */
const ambassadorItems: NavItem[] = [
  { id: 'dashboard', label: 'Tableau de bord', href: '/ambassador', icon: <LayoutDashboard /> },
  {
    id: 'sharing',
    label: 'Outils de partage',
    href: '/ambassador/sharing-tools',
    icon: <Share2 />,
  },
  { id: 'settings', label: 'Paramètres', href: '/ambassador/settings', icon: <Settings /> },
];

/** Stands in for the app's router link: it receives the props and navigates without a reload. */
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
  title: 'Navigation/BottomTabBar',
  component: BottomTabBar,
  parameters: { layout: 'fullscreen' },
  args: { items: memberItems, currentId: 'search', position: 'static' },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icon and label per tab, a count on messages; the current tab has `aria-current="page"`. */
export const Member: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(6);
    const search = within(nav).getByRole('link', { name: 'Recherche' });
    await expect(search).toHaveAttribute('aria-current', 'page');
    await expect(search).toHaveAttribute('data-current', 'true');
    await expect(search).toHaveAttribute('href', '/member/search');
    const messages = within(nav).getByRole('link', { name: 'Messages 3 non lus' });
    await expect(messages).not.toHaveAttribute('aria-current');
    await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  },
};

/** A sub-page of blossom (articles) keeps the blossom tab current (`aria-current="true"`). */
export const SubPageCurrent: Story = {
  args: { currentId: 'articles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Épanouissement' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.queryByRole('link', { name: 'Articles' })).not.toBeInTheDocument();
  },
};

/** Counts past 99 read 99+; screen readers hear the exact count. */
export const LargeCount: Story = {
  args: {
    items: memberItems.map((item) => (item.id === 'messages' ? { ...item, count: 150 } : item)),
  },
  play: async ({ canvas }) => {
    const messages = canvas.getByRole('link', { name: 'Messages 150 non lus' });
    await expect(messages).toHaveTextContent('99+');
    await expect(messages.querySelector('[data-slot="bottom-tab-bar-count"]')).toHaveAttribute(
      'data-overflow',
      'true',
    );
  },
};

const onNavigate = fn();

/** The app passes its router link; choosing a tab navigates and moves the current tab. */
export const WithRouterLink: Story = {
  render: function Routed(args) {
    const [current, setCurrent] = useState('search');
    return (
      <BottomTabBar
        {...args}
        currentId={current}
        renderLink={routerLink((href) => {
          onNavigate(href);
          setCurrent(memberItems.find((item) => item.href === href)?.id ?? current);
        })}
      />
    );
  },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const favorites = canvas.getByRole('link', { name: 'Favoris' });
    await expect(favorites).toHaveAttribute('data-router-link');
    await userEvent.click(favorites);
    await expect(onNavigate).toHaveBeenCalledWith('/member/favorites');
    await expect(favorites).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Recherche' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const search = canvas.getByRole('link', { name: 'Recherche' });
    await expect(search).toHaveFocus();
    await expect(getComputedStyle(search).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Favoris' })).toHaveFocus();
  },
};

/** An ambassador who is not a member gets dashboard, sharing tools and settings. */
export const AmbassadorOnly: Story = {
  args: { items: ambassadorItems, currentId: 'dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Users with neither role get no tabs: nothing renders. */
export const NoTabs: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Fixed to the bottom of the screen, as in the app. */
export const Fixed: Story = {
  args: { position: 'fixed' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav).toHaveAttribute('data-position', 'fixed');
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
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
        count: 1,
      },
      { id: 'settings', label: 'Settings', href: '/member/settings', icon: <Settings /> },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Messages 1 unread' })).toBeInTheDocument();
  },
};

/** Long French labels are truncated on a narrow phone instead of pushing tabs off screen. */
export const LongFrenchText: Story = {
  args: {
    items: [
      { id: 'search', label: 'Rechercher des membres', href: '/member/search', icon: <Search /> },
      {
        id: 'messages',
        label: 'Messagerie prioritaire',
        href: '/member/messages',
        icon: <MessageCircle />,
        count: 12,
      },
      {
        id: 'blossom',
        label: 'Épanouissement personnel',
        href: '/member/personal-development',
        icon: <Sprout />,
      },
      { id: 'refer', label: 'Parrainez vos amis', href: '/ambassador', icon: <Users /> },
      {
        id: 'settings',
        label: 'Paramètres du compte',
        href: '/member/settings',
        icon: <Settings />,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="w-[360px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
