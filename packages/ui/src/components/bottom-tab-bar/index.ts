export {
  BottomTabBar,
  navCurrent,
  renderAnchor,
  type BottomTabBarProps,
  type NavItem,
  type NavLinkProps,
  type RenderNavLink,
} from './bottom-tab-bar';
