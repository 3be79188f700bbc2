export { SideMenu, type SideMenuProps } from './side-menu';
