import type { NavItem } from '@app/ui/bottom-tab-bar';
import {
  Flower2,
  Heart,
  LayoutDashboard,
  Megaphone,
  MessageCircle,
  Search,
  Settings,
  Share2,
} from 'lucide-react';
import { defineMessages, type IntlShape } from 'react-intl';
import { member, paths } from '../../lib/paths';

const messages = defineMessages({
  search: { id: 'nav.search', defaultMessage: 'Recherche' },
  favorites: { id: 'nav.favorites', defaultMessage: 'Favoris' },
  messages: { id: 'nav.messages', defaultMessage: 'Messages' },
  blossom: { id: 'nav.blossom', defaultMessage: 'S’épanouir' },
  blossomHome: { id: 'nav.blossom.home', defaultMessage: 'Accueil' },
  videos: { id: 'nav.blossom.videos', defaultMessage: 'Vidéos' },
  articles: { id: 'nav.blossom.articles', defaultMessage: 'Articles' },
  bonus: { id: 'nav.blossom.bonus', defaultMessage: 'Bonus' },
  referYourFriends: { id: 'nav.refer_your_friends', defaultMessage: 'Parrainer mes amis' },
  settings: { id: 'nav.settings', defaultMessage: 'Paramètres' },
  dashboard: { id: 'nav.dashboard', defaultMessage: 'Tableau de bord' },
  sharingTools: { id: 'nav.sharing_tools', defaultMessage: 'Outils de partage' },
});

/** Who the navigation is for: the roles of the signed-in user. */
export interface NavRoles {
  /** A member who completed onboarding. */
  member: boolean;
  ambassador: boolean;
}

export type NavId =
  | 'search'
  | 'favorites'
  | 'messages'
  | 'blossom'
  | 'blossom.home'
  | 'blossom.video'
  | 'blossom.article'
  | 'blossom.bonus'
  | 'refer'
  | 'settings'
  | 'dashboard'
  | 'sharing-tools'
  | 'ambassador-settings';

/**
 * The one place that lists the tabs (spec 02, member layout): a member gets search, favourites,
 * messages (with the unseen priority count), blossom with its sub-menu, refer-your-friends when also
 * an ambassador, and settings; an ambassador who is not a member gets dashboard, sharing tools and
 * settings; anyone else no tabs.
 */
export function navItems(
  roles: NavRoles,
  intl: IntlShape,
  { unseenPriority = 0 }: { unseenPriority?: number } = {},
): NavItem[] {
  const text = (message: (typeof messages)[keyof typeof messages]) => intl.formatMessage(message);
  if (roles.member) {
    return [
      { id: 'search', label: text(messages.search), href: member.search.href, icon: <Search /> },
      {
        id: 'favorites',
        label: text(messages.favorites),
        href: member.favorites.href,
        icon: <Heart />,
      },
      {
        id: 'messages',
        label: text(messages.messages),
        href: member.messages.href,
        icon: <MessageCircle />,
        count: unseenPriority,
      },
      {
        id: 'blossom',
        label: text(messages.blossom),
        href: member.personalDevelopment.href,
        icon: <Flower2 />,
        children: [
          {
            id: 'blossom.home',
            label: text(messages.blossomHome),
            href: member.personalDevelopment.href,
          },
          {
            id: 'blossom.video',
            label: text(messages.videos),
            href: member.personalDevelopmentList.href('video'),
          },
          {
            id: 'blossom.article',
            label: text(messages.articles),
            href: member.personalDevelopmentList.href('article'),
          },
          {
            id: 'blossom.bonus',
            label: text(messages.bonus),
            href: member.personalDevelopmentList.href('bonus'),
          },
        ],
      },
      ...(roles.ambassador
        ? [
            {
              id: 'refer',
              label: text(messages.referYourFriends),
              href: paths.ambassador.root,
              icon: <Megaphone />,
            },
          ]
        : []),
      {
        id: 'settings',
        label: text(messages.settings),
        href: member.settings.href,
        icon: <Settings />,
      },
    ];
  }
  if (roles.ambassador) {
    return [
      {
        id: 'dashboard',
        label: text(messages.dashboard),
        href: paths.ambassador.root,
        icon: <LayoutDashboard />,
      },
      {
        id: 'sharing-tools',
        label: text(messages.sharingTools),
        href: paths.ambassador.sharingTools,
        icon: <Share2 />,
      },
      {
        id: 'ambassador-settings',
        label: text(messages.settings),
        href: paths.ambassador.settings,
        icon: <Settings />,
      },
    ];
  }
  return [];
}

/** Which tab a path belongs to (its `aria-current`). */
export function currentNavId(pathname: string, roles: NavRoles): NavId | undefined {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under(member.search.href) || under('/member/profile')) return 'search';
  if (under(member.favorites.href)) return 'favorites';
  if (under(member.messages.href)) return 'messages';
  if (under(member.personalDevelopment.href)) {
    const type = /^\/member\/personal-development\/(video|article|bonus)$/.exec(pathname)?.[1];
    return type ? (`blossom.${type}` as NavId) : 'blossom.home';
  }
  if (under(member.settings.href) || under(member.subscription.href)) return 'settings';
  if (under(paths.ambassador.settings)) return roles.member ? 'refer' : 'ambassador-settings';
  if (under(paths.ambassador.sharingTools)) return roles.member ? 'refer' : 'sharing-tools';
  if (under(paths.ambassador.root)) return roles.member ? 'refer' : 'dashboard';
  return undefined;
}
