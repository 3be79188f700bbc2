import {
  BookOpen,
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
import type { NavItem, RenderNavLink } from '../bottom-tab-bar';
import { DailyQuote } from '../daily-quote';
import { StatusBanner } from '../status-banner';
import { MemberLayout } from './member-layout.tsx';

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

const ambassadorItems: NavItem[] = [
  { id: 'dashboard', label: 'Tableau de bord', href: '/ambassador', icon: <LayoutDashboard /> },
  {
    id: 'sharing-tools',
    label: 'Outils de partage',
    href: '/ambassador/sharing-tools',
    icon: <Share2 />,
  },
  { id: 'settings', label: 'Paramètres', href: '/ambassador/settings', icon: <Settings /> },
];

const englishItems: NavItem[] = [
  { id: 'search', label: 'Search', href: '/member/search', icon: <Search /> },
  { id: 'favorites', label: 'Favourites', href: '/member/favorites', icon: <Heart /> },
  {
    id: 'messages',
    label: 'Messages',
    href: '/member/messages',
    icon: <MessageCircle />,
    count: 1,
  },
  {
    id: 'blossom',
    label: 'Blossom',
    href: '/member/personal-development',
    icon: <BookOpen />,
    children: [
      { id: 'videos', label: 'Videos', href: '/member/personal-development/video' },
      { id: 'articles', label: 'Articles', href: '/member/personal-development/article' },
      { id: 'bonus', label: 'Bonus', href: '/member/personal-development/bonus' },
    ],
  },
  { id: 'settings', label: 'Settings', href: '/member/settings', icon: <Settings /> },
];

/** A page long enough to scroll: twelve cards under a heading. */
function SamplePage({
  title = 'Trouvez la bonne personne',
  cards = 12,
}: {
  title?: string;
  cards?: number;
}) {
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <li
            key={index}
            data-testid="card"
            className="rounded-xl border border-border bg-surface-raised p-4 shadow-sm"
          >
            Profil {index + 1}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phones (390 px, the journeys' mobile width) and the desktop presets of the preview. */
const viewports = {
  mobile: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;
const mobile = { viewport: { value: 'mobile' } };
const desktop = { viewport: { value: 'xl' } };

const meta = {
  title: 'Navigation/MemberLayout',
  component: MemberLayout,
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
  args: {
    items: memberItems,
    currentId: 'search',
    children: <SamplePage />,
  },
} satisfies Meta<typeof MemberLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const layout = canvasElement.querySelector('[data-slot="member-layout"]');
  const content = canvasElement.querySelector('[data-slot="member-layout-content"]');
  if (!(layout instanceof HTMLElement) || !(content instanceof HTMLElement)) {
    throw new Error('The layout or its content is missing');
  }
  return { layout, content };
}

/**
 * A member on a phone (390 px): the content takes the full width, the six tabs are fixed to the bottom
 * with the unseen count, the side menu is hidden, and the last card scrolls clear of the tab bar.
 */
export const MemberMobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const tabs = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(tabs).toBeVisible();
    await expect(within(tabs).getAllByRole('link')).toHaveLength(6);
    await expect(within(tabs).getByRole('link', { name: 'Messages 3 non lus' })).toBeVisible();
    await expect(within(tabs).getByRole('link', { name: 'Recherche' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The side menu is there for desktops, hidden here.
    await expect(canvasElement.querySelector('[data-slot="side-menu"]')).not.toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();

    const { layout, content } = parts(canvasElement);
    await expect(layout).toHaveAttribute('data-bottom-bar', 'true');
    await expect(content.getBoundingClientRect().width).toBe(390);
    const bar = tabs.getBoundingClientRect();
    await expect(bar.bottom).toBe(window.innerHeight);
    await expect(Number.parseFloat(getComputedStyle(layout).paddingBottom)).toBeGreaterThanOrEqual(
      bar.height,
    );

    // At the bottom of the page the last card sits above the tab bar, not under it.
    window.scrollTo(0, document.documentElement.scrollHeight);
    const cards = canvas.getAllByTestId('card');
    const last = cards.at(-1);
    if (!last) throw new Error('No card');
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      tabs.getBoundingClientRect().top,
    );
    window.scrollTo(0, 0);
  },
};

/**
 * A member on a desktop (1280 px): the side menu in a sticky left column with blossom's sub-menu and the
 * count, the content on its right, no bottom tab bar.
 */
export const MemberDesktop: Story = {
  globals: desktop,
  args: { children: <SamplePage cards={36} /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu).toBeVisible();
    await expect(within(menu).getAllByRole('link')).toHaveLength(9);
    await expect(within(menu).getByRole('link', { name: 'Messages 3 non lus' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Articles' })).toBeVisible();
    // The bottom tab bar is there for phones, hidden here.
    await expect(canvasElement.querySelector('[data-slot="bottom-tab-bar"]')).not.toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();

    const { content } = parts(canvasElement);
    const side = canvasElement.querySelector('[data-slot="member-layout-menu"]');
    if (!(side instanceof HTMLElement)) throw new Error('The side column is missing');
    await expect(getComputedStyle(side).position).toBe('sticky');
    await expect(side.getBoundingClientRect().right).toBeLessThanOrEqual(
      content.getBoundingClientRect().left,
    );

    // The side menu stays in view while the content scrolls.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(window.scrollY).toBeGreaterThan(100);
    await expect(side.getBoundingClientRect().top).toBe(0);
    await expect(content.getBoundingClientRect().top).toBeLessThan(0);
    await expect(within(menu).getByRole('link', { name: 'Recherche' })).toBeVisible();
    window.scrollTo(0, 0);
  },
};

/** On a blossom sub-page: the sub-item is the page in the side menu, blossom its section. */
export const BlossomSubPageDesktop: Story = {
  globals: desktop,
  args: { currentId: 'articles', children: <SamplePage title="Articles" /> },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(menu).getByRole('link', { name: 'Articles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: 'Épanouissement' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A user who is only an ambassador: dashboard, sharing tools and settings, on a phone. */
export const AmbassadorOnlyMobile: Story = {
  globals: mobile,
  args: {
    items: ambassadorItems,
    currentId: 'dashboard',
    children: <SamplePage title="Tableau de bord" />,
  },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tableau de bord', 'Outils de partage', 'Paramètres']);
    await expect(within(tabs).getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute(
      'href',
      '/ambassador',
    );
  },
};

/** The same three destinations in the desktop side menu. */
export const AmbassadorOnlyDesktop: Story = {
  globals: desktop,
  args: AmbassadorOnlyMobile.args,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(menu).getAllByRole('link')).toHaveLength(3);
    await expect(within(menu).getByRole('link', { name: 'Outils de partage' })).toHaveAttribute(
      'href',
      '/ambassador/sharing-tools',
    );
  },
};

/** A user with neither role: no tabs, no menu, no room kept for them; the content is the whole page. */
export const NoTabs: Story = {
  globals: desktop,
  args: { items: [], currentId: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const { layout, content } = parts(canvasElement);
    await expect(layout).not.toHaveAttribute('data-menu');
    await expect(layout).not.toHaveAttribute('data-bottom-bar');
    await expect(content.getBoundingClientRect().left).toBe(0);
    await expect(content.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

/** The same on a phone: no bottom bar and no padding for it. */
export const NoTabsMobile: Story = {
  globals: mobile,
  args: { items: [], currentId: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const { layout } = parts(canvasElement);
    await expect(getComputedStyle(layout).paddingBottom).toBe('0px');
  },
};

/** The conversation screen hides the bottom bar on a phone (and its room under the content). */
export const HiddenBottomBarMobile: Story = {
  globals: mobile,
  args: { hideBottomBar: true, currentId: 'messages', children: <SamplePage title="Camille" /> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    const { layout } = parts(canvasElement);
    await expect(layout).not.toHaveAttribute('data-bottom-bar');
    await expect(getComputedStyle(layout).paddingBottom).toBe('0px');
  },
};

/** On a desktop the side menu stays when the bottom bar is hidden. */
export const HiddenBottomBarDesktop: Story = {
  globals: desktop,
  args: HiddenBottomBarMobile.args,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(menu).getByRole('link', { name: 'Messages 3 non lus' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const bannerAndFooter = {
  banner: (
    <StatusBanner
      variant="warning"
      action={
        <a href="/member/settings/email" className="font-semibold underline">
          Vérifier mon adresse
        </a>
      }
    >
      Votre adresse courriel n’est pas encore vérifiée.
    </StatusBanner>
  ),
  footer: (
    <DailyQuote
      quote={{
        text: 'Le bonheur n’est pas une destination, c’est une façon de voyager.',
        author: 'Margaret Lee Runbeck',
        author_type: 'known',
        member: null,
      }}
    />
  ),
};

/** The status banner above the content, the daily quote under it (here on a desktop). */
export const WithBannerAndFooterDesktop: Story = {
  globals: desktop,
  args: bannerAndFooter,
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Votre adresse courriel n’est pas encore vérifiée.');
    const heading = canvas.getByRole('heading', { name: 'Trouvez la bonne personne' });
    const quote = canvas.getByRole('figure', { name: 'Citation du jour' });
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
    const cards = canvas.getAllByTestId('card');
    await expect(cards.at(-1)?.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      quote.getBoundingClientRect().top,
    );
    // The banner spans the content column, right of the side menu.
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(banner.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      menu.getBoundingClientRect().right,
    );
  },
};

/** On a phone the daily quote scrolls clear of the bottom tab bar too. */
export const WithBannerAndFooterMobile: Story = {
  globals: mobile,
  args: bannerAndFooter,
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Navigation principale' });
    const banner = canvas.getByRole('status');
    await expect(banner.getBoundingClientRect().top).toBe(0);
    window.scrollTo(0, document.documentElement.scrollHeight);
    const quote = canvas.getByRole('figure', { name: 'Citation du jour' });
    await expect(quote.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      tabs.getBoundingClientRect().top,
    );
    window.scrollTo(0, 0);
  },
};

const onNavigate = fn();

/** The app's router link renders every link of both menus; choosing one navigates. */
export const WithRouterLink: Story = {
  globals: mobile,
  render: function Routed(args) {
    const [current, setCurrent] = useState('search');
    const renderLink: RenderNavLink = ({ children, href, ...props }) => (
      <a
        {...props}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          onNavigate(href);
          setCurrent(memberItems.find((item) => item.href === href)?.id ?? current);
        }}
      >
        {children}
      </a>
    );
    return <MemberLayout {...args} currentId={current} renderLink={renderLink} />;
  },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const tabs = canvas.getByRole('navigation', { name: 'Navigation principale' });
    const favorites = within(tabs).getByRole('link', { name: 'Favoris' });
    await expect(favorites).toHaveAttribute('data-router-link');
    await userEvent.click(favorites);
    await expect(onNavigate).toHaveBeenCalledWith('/member/favorites');
    await expect(favorites).toHaveAttribute('aria-current', 'page');
  },
};

/** In English on a phone: the menus' names and counts come from the library's English texts. */
export const InEnglishMobile: Story = {
  globals: { locale: 'en', ...mobile },
  args: { items: englishItems, children: <SamplePage title="Find the right person" /> },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(tabs).getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
    await expect(within(tabs).getAllByRole('link')).toHaveLength(5);
  },
};

/** In English on a desktop. */
export const InEnglishDesktop: Story = {
  globals: { locale: 'en', ...desktop },
  args: InEnglishMobile.args,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('link', { name: 'Blossom' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Videos' })).toBeVisible();
  },
};

/** Keyboard: on a desktop Tab goes through the side menu first, then into the content. */
export const KeyboardDesktop: Story = {
  globals: desktop,
  args: {
    children: (
      <div className="p-6">
        <button type="button" className="rounded-md border border-border px-3 py-2">
          Filtres
        </button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Menu principal' });
    await userEvent.tab();
    await expect(within(menu).getByRole('link', { name: 'Recherche' })).toHaveFocus();
    for (let index = 0; index < 9; index += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filtres' })).toHaveFocus();
  },
};
