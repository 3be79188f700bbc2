import { cva } from 'class-variance-authority';
import { Heart } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Avatar, type AvatarMemberState } from '../avatar';
import { Button } from '../button';
import { DistanceLabel } from '../distance-label';
import { LastActivity, type DateInput, type LastActivityVariant } from '../last-activity';
import { VerifiedBadge } from '../verified-badge';

const nameAge = defineMessage<{ name: string; age: number }>({
  id: 'ui.profile-header.name_age',
  defaultMessage: '{name}, {age, number} ans',
});

const messages = defineMessages({
  addFavorite: { id: 'ui.profile-header.add_favorite', defaultMessage: 'Ajouter aux favoris' },
  removeFavorite: {
    id: 'ui.profile-header.remove_favorite',
    defaultMessage: 'Retirer des favoris',
  },
});

export const profileHeaderVariants = cva(
  'md:flex-row md:items-center flex w-full min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 text-text shadow-sm sm:p-6',
  {
    variants: {
      interactions: {
        enabled: '',
        disabled: '',
      },
    },
    defaultVariants: { interactions: 'enabled' },
  },
);

export type ProfileHeaderProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** `user.first_name`. */
  firstName: string;
  /** `user.age`. */
  age?: number | null | undefined;
  /** `user.city`. */
  city?: string | null | undefined;
  /** `user.distance` in km (never below 3, shown capped at 200 with a plus). */
  distance?: number | null | undefined;
  /** `user.last_activity`. */
  lastActivity?: DateInput | null | undefined;
  /** `user.online`. */
  online?: boolean | undefined;
  /** `public` on the share page: 'less than 24h' and 'more than a week'. */
  lastActivityVariant?: LastActivityVariant | undefined;
  /** A fixed current time (stories); the label follows the clock by default. */
  now?: DateInput | undefined;
  /** A portrait or authenticated picture: the verified check. */
  verified?: boolean | undefined;
  /** The avatar (derived by the app from `avatar_path`). */
  avatarSrc?: string | null | undefined;
  /** The member's state, for the avatar's overlay and blur. */
  member?: AvatarMemberState | undefined;
  /** The signed-in member's own profile: the avatar is never blurred. */
  isOwn?: boolean | undefined;
  /** Pictures hidden by anonymous mode until revealed. */
  anonymousMode?: boolean | undefined;
  /** Controlled reveal (the app reveals once it has the originals); left out, the avatar remembers it. */
  revealed?: boolean | undefined;
  onReveal?: (() => void) | undefined;
  /** The profile's title (`title`), under the name. */
  title?: ReactNode;
  /** `favorite`; the toggle shows when `onFavoriteChange` is given. */
  favorite?: boolean | undefined;
  onFavoriteChange?: ((favorite: boolean) => void) | undefined;
  /** Own profile preview: the actions show but do nothing. */
  interactionsDisabled?: boolean | undefined;
  /** More actions after the favourite toggle (the profile menu). */
  actions?: ReactNode;
  headingLevel?: 1 | 2 | undefined;
};

/**
 * The top of a profile: the avatar with its overlay and blur, first name and age, the verified check, city and
 * distance, last activity, the profile's title, and the actions (favourite toggle, profile menu).
 */
export function ProfileHeader({
  className,
  firstName,
  age,
  city,
  distance,
  lastActivity,
  online = false,
  lastActivityVariant = 'default',
  now,
  verified = false,
  avatarSrc,
  member = {},
  isOwn = false,
  anonymousMode,
  revealed,
  onReveal,
  title,
  favorite = false,
  onFavoriteChange,
  interactionsDisabled = false,
  actions,
  headingLevel = 1,
  ...props
}: ProfileHeaderProps) {
  const intl = useIntl();
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const name = age != null ? intl.formatMessage(nameAge, { name: firstName, age }) : firstName;
  const interactions = interactionsDisabled ? 'disabled' : 'enabled';

  return (
    <section
      data-slot="profile-header"
      data-interactions={interactions}
      aria-labelledby={nameId}
      className={cn(profileHeaderVariants({ interactions }), className)}
      {...props}
    >
      <Avatar
        size={150}
        src={avatarSrc}
        name={firstName}
        member={member}
        isOwn={isOwn}
        anonymousMode={anonymousMode}
        revealed={revealed}
        onReveal={onReveal}
        className="shrink-0 self-center"
      />
      <div data-slot="profile-header-body" className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-1.5">
          <Heading
            id={nameId}
            data-slot="profile-header-name"
            className="min-w-0 font-display text-2xl font-semibold break-words sm:text-3xl"
          >
            {name}
          </Heading>
          {verified ? <VerifiedBadge /> : null}
        </div>
        {city || distance != null ? (
          <p
            data-slot="profile-header-place"
            className="flex min-w-0 flex-wrap items-center gap-x-2 text-text-muted"
          >
            {city ? <span>{city}</span> : null}
            {city && distance != null ? (
              <span aria-hidden="true" className="before:content-['·']" />
            ) : null}
            <DistanceLabel distance={distance} icon />
          </p>
        ) : null}
        <LastActivity
          lastActivity={lastActivity}
          online={online}
          variant={lastActivityVariant}
          now={now}
        />
        {title ? (
          <p
            data-slot="profile-header-title"
            className="mt-1 font-display text-lg break-words text-text italic"
          >
            {title}
          </p>
        ) : null}
      </div>
      {onFavoriteChange || actions ? (
        <div
          data-slot="profile-header-actions"
          className="md:self-center flex shrink-0 flex-wrap items-center gap-2 self-start"
        >
          {onFavoriteChange ? (
            <Button
              data-slot="profile-header-favorite"
              data-state={favorite ? 'on' : 'off'}
              type="button"
              variant="outline"
              disabled={interactionsDisabled}
              onClick={() => {
                onFavoriteChange(!favorite);
              }}
            >
              <Heart aria-hidden="true" className={cn(favorite && 'fill-accent text-accent')} />
              {intl.formatMessage(favorite ? messages.removeFavorite : messages.addFavorite)}
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </section>
  );
}
