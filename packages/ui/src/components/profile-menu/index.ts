export { ProfileMenu, type ProfileMenuProps } from './profile-menu.tsx';
