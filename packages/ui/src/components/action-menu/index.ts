export {
  ActionMenu,
  actionMenuOnDemand,
  type ActionMenuItem,
  type ActionMenuProps,
  type LoadedActionMenuProps,
} from './action-menu.tsx';
