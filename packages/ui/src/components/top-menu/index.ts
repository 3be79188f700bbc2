export {
  TopMenu,
  type RenderTopMenuLink,
  type TopMenuLabels,
  type TopMenuLinkProps,
  type TopMenuProps,
} from './top-menu.tsx';
export {
  AMBASSADOR_PATH,
  AMBASSADOR_SETTINGS_PATH,
  MEMBER_SETTINGS_PATH,
  topMenuDestinations,
  type TopMenuDestinations,
  type TopMenuUser,
} from './top-menu.ts';
