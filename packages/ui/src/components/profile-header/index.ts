export { ProfileHeader, profileHeaderVariants, type ProfileHeaderProps } from './profile-header';
