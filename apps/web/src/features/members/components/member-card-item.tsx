import type { components } from '@app/client';
import { MemberCard } from '@app/ui/member-card';
import { Link } from 'react-router-dom';
import { avatarStateOf } from '../../../lib/avatar-state';
import { member as memberRoutes } from '../../../lib/paths';
import { useRevealedPictures } from '../hooks/use-revealed-pictures';

type MemberCardData = components['schemas']['MemberCard'];

export interface MemberCardItemProps {
  member: MemberCardData;
  onFavoriteChange?: (favorite: boolean) => void;
  headingLevel?: 2 | 3;
  /** In the grid's first row: its picture loads at once. */
  priority?: boolean;
}

/**
 * One member of the search or favourites grid: the API's member mapped to the ui card. A member in
 * anonymous mode (their own setting) comes with a blurred avatar from the API; the reveal button asks
 * for the original.
 */
export function MemberCardItem({
  member,
  onFavoriteChange,
  headingLevel = 2,
  priority = false,
}: MemberCardItemProps) {
  const { revealed, reveal } = useRevealedPictures(member.id);
  const user = member.user;
  return (
    <MemberCard
      data-member-id={member.id}
      firstName={user?.first_name}
      age={user?.age}
      city={user?.city}
      distance={user?.distance}
      lastActivity={user?.last_activity}
      online={user?.online ?? false}
      verified={member.verified ?? false}
      avatarSrc={revealed ? revealed.avatar_path : (member.avatar_path ?? null)}
      member={avatarStateOf(member)}
      anonymousMode={user?.settings?.anonymous_mode ?? false}
      revealed={revealed !== undefined}
      onReveal={() => {
        void reveal();
      }}
      favorite={member.favorite ?? false}
      onFavoriteChange={member.deleted || member.unavailable ? undefined : onFavoriteChange}
      can={member.can}
      priority={priority}
      headingLevel={headingLevel}
      renderLink={(props) => <Link to={memberRoutes.profile.href(member.id)} {...props} />}
    />
  );
}
