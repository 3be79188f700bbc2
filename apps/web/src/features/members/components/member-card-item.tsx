import type { components } from '@app/client';
import { MemberCard } from '@app/ui/member-card';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { member as memberRoutes } from '../../../lib/paths';

type MemberCardData = components['schemas']['MemberCard'];

export interface MemberCardItemProps {
  member: MemberCardData;
  /** The viewer's anonymous mode: pictures hidden until revealed. */
  anonymousMode: boolean;
  onFavoriteChange?: (favorite: boolean) => void;
  headingLevel?: 2 | 3;
}

/** One member of the search or favourites grid: the API's member mapped to the ui card. */
export function MemberCardItem({
  member,
  anonymousMode,
  onFavoriteChange,
  headingLevel = 2,
}: MemberCardItemProps) {
  const [revealed, setRevealed] = useState(false);
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
      avatarSrc={member.avatar_path ?? null}
      member={{
        deleted: member.deleted,
        unavailable: member.unavailable,
        subscribed: member.subscribed,
        suspended: member.suspended,
        paused: member.paused,
        galleryReviewStatus: member.gallery_review_status,
      }}
      anonymousMode={anonymousMode}
      revealed={revealed}
      onReveal={() => {
        setRevealed(true);
      }}
      favorite={member.favorite ?? false}
      onFavoriteChange={member.deleted || member.unavailable ? undefined : onFavoriteChange}
      can={member.can}
      headingLevel={headingLevel}
      renderLink={(props) => <Link to={memberRoutes.profile.href(member.id)} {...props} />}
    />
  );
}
