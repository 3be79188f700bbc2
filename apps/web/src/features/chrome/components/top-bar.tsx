import { TopMenu, topMenuDestinations } from '@app/ui/top-menu';
import { Link } from 'react-router-dom';
import { config } from '../../../config';
import { useLocale } from '../../../lib/locale-context';
import { paths } from '../../../lib/paths';
import { signOut, type CurrentUser } from '../../../lib/session';
import { HomeLogo } from './home-logo';

/** The top menu of a signed-in user: avatar, settings by role, website, contact, logout. */
export function TopBar({ user }: { user: CurrentUser }) {
  const { locale } = useLocale();
  return (
    <TopMenu
      logo={<HomeLogo />}
      name={user.first_name}
      email={user.email}
      avatarSrc={user.member?.avatar_path ?? null}
      {...topMenuDestinations(user)}
      websiteHref={config.websiteUrl}
      contactHref={paths.legal(locale, 'contact')}
      onLogout={() => signOut()}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
    />
  );
}
