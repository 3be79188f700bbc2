import type { components } from '@app/client';
import { AudioPlayer } from '@app/ui/audio-player';
import type { AvatarMemberState } from '@app/ui/avatar';
import { ProfileHeader, type ProfileHeaderProps } from '@app/ui/profile-header';
import {
  ProfileAbout,
  ProfileAudioIntroduction,
  ProfileDetails,
  ProfileEssentials,
  ProfileGallery,
  ProfileLifestyle,
  ProfileLongQuestions,
  ProfilePersonalDevelopment,
  ProfilePersonalityTraits,
  ProfileSeeking,
  ProfileShortQuestions,
  ProfileValues,
} from '@app/ui/profile-sections';
import { isVerifiedMember } from '@app/ui/verified-badge';
import { avatarStateOf } from '../../../lib/avatar-state';
import { useLocale } from '../../../lib/locale-context';
import { profileAnswers } from './profile-answers';

type Member = components['schemas']['Member'];
type PublicMember = components['schemas']['PublicMember'];

/** What the profile page shows of a member, from the profile (`Member`) or the share page (`PublicMember`). */
export interface ProfileView {
  id: number;
  firstName: string;
  age: number | null | undefined;
  city: string | null | undefined;
  distance: number | null | undefined;
  lastActivity: string | null | undefined;
  online: boolean | undefined;
  avatarPath: string | null | undefined;
  title: string | null | undefined;
  about: string | null | undefined;
  seeking: string | null | undefined;
  audioIntroductionUrl: string | null | undefined;
  answers: Member['answers'];
  gallery: NonNullable<Member['gallery']>;
  zodiac: string | null | undefined;
  state: AvatarMemberState;
  commonValuesCount: number | null | undefined;
}

export function memberView(member: Member): ProfileView {
  return {
    id: member.id,
    firstName: member.user?.first_name ?? '',
    age: member.user?.age,
    city: member.user?.city,
    distance: member.user?.distance,
    lastActivity: member.user?.last_activity,
    online: member.user?.online,
    avatarPath: member.avatar_path,
    title: member.title,
    about: member.about,
    seeking: member.seeking,
    audioIntroductionUrl: member.audio_introduction_url,
    answers: member.answers,
    gallery: member.gallery ?? [],
    zodiac: member.user?.zodiac?.label,
    state: avatarStateOf(member) ?? {},
    commonValuesCount: member.common_values_count,
  };
}

export function publicMemberView(member: PublicMember): ProfileView {
  return {
    id: member.id,
    firstName: member.user.first_name,
    age: member.user.age,
    city: member.user.city,
    distance: member.user.distance,
    lastActivity: member.user.last_activity,
    online: undefined,
    avatarPath: member.avatar_path,
    title: member.title,
    about: member.about,
    seeking: member.seeking,
    audioIntroductionUrl: member.audio_introduction_url,
    answers: member.answers,
    gallery: member.gallery,
    zodiac: member.user.zodiac?.label,
    // Only profiles open to others are shared.
    state: { subscribed: true },
    commonValuesCount: undefined,
  };
}

export type MemberProfileProps = {
  view: ProfileView;
} & Pick<
  ProfileHeaderProps,
  | 'actions'
  | 'anonymousMode'
  | 'favorite'
  | 'interactionsDisabled'
  | 'isOwn'
  | 'lastActivityVariant'
  | 'onFavoriteChange'
  | 'onReveal'
  | 'revealed'
>;

/**
 * Every section of a profile in the spec's order (spec 02, section 2: Profile): the header with its
 * actions, the gallery carousel, the objective/height/silhouette/languages box, details, values,
 * personality traits, lifestyle, short questions with the zodiac, long answers, the audio
 * introduction, what the member seeks, and the personal-development sentence.
 */
export function MemberProfile({ view, ...header }: MemberProfileProps) {
  const { locale } = useLocale();
  const sections = profileAnswers(view.answers, locale);
  return (
    <div data-slot="member-profile" className="flex min-w-0 flex-col gap-6">
      <ProfileHeader
        firstName={view.firstName}
        age={view.age}
        city={view.city}
        distance={view.distance}
        lastActivity={view.lastActivity}
        online={view.online}
        verified={isVerifiedMember({ gallery: view.gallery })}
        avatarSrc={view.avatarPath}
        member={view.state}
        title={view.title}
        {...header}
      />
      <ProfileAbout about={view.about} headingLevel={2} />
      <ProfileGallery
        name={view.firstName}
        pictures={view.gallery.map((picture) => ({
          id: picture.id,
          src: picture.base_path,
          status: picture.status,
        }))}
      />
      <ProfileEssentials
        headingLevel={2}
        objective={sections.objective}
        height={sections.height}
        silhouette={sections.silhouette}
        languages={sections.languages}
      />
      <ProfileDetails headingLevel={2} answers={sections.details} />
      <ProfileValues
        headingLevel={2}
        values={sections.values}
        commonValuesCount={view.commonValuesCount}
      />
      <ProfilePersonalityTraits headingLevel={2} traits={sections.traits} />
      <ProfileLifestyle headingLevel={2} interests={sections.interests} />
      <ProfileShortQuestions headingLevel={2} zodiac={view.zodiac} answers={sections.short} />
      <ProfileLongQuestions headingLevel={2} answers={sections.long} />
      <ProfileAudioIntroduction
        headingLevel={2}
        src={view.audioIntroductionUrl}
        renderPlayer={(src) => <AudioPlayer src={src} />}
      />
      <ProfileSeeking headingLevel={2} seeking={view.seeking} />
      <ProfilePersonalDevelopment
        headingLevel={2}
        sentence={sections.personalDevelopment}
        description={sections.personalDevelopmentDescription}
      />
    </div>
  );
}
