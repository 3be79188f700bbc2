import { cva } from 'class-variance-authority';
import { Heart } from 'lucide-react';
import { Children, useId, type ComponentProps, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Avatar } from '../avatar';
import type { AvatarMemberState } from '../avatar';
import { Button } from '../button';
import { DistanceLabel } from '../distance-label';
import { LastActivity } from '../last-activity';
import type { DateInput } from '../last-activity';
import { VerifiedBadge } from '../verified-badge';

const nameAge = defineMessage<{ name: string; age: number }>({
  id: 'ui.member-card.name_age',
  defaultMessage: '{name}, {age, number} ans',
});

const messages = defineMessages({
  addFavorite: { id: 'ui.member-card.add_favorite', defaultMessage: 'Ajouter aux favoris' },
  removeFavorite: { id: 'ui.member-card.remove_favorite', defaultMessage: 'Retirer des favoris' },
  loading: { id: 'ui.member-card.loading', defaultMessage: 'Chargement des membres…' },
});

/** The search and favourites show 16 placeholders while loading. */
export const MEMBER_CARD_PLACEHOLDER_COUNT = 16;

export const memberCardVariants = cva(
  [
    'relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface-raised text-text shadow-sm',
    'transition-shadow duration-150 ease-gentle',
    'has-[[data-slot=member-card-link]:focus-visible]:outline-3 has-[[data-slot=member-card-link]:focus-visible]:outline-offset-2 has-[[data-slot=member-card-link]:focus-visible]:outline-focus',
  ],
  {
    variants: {
      linked: {
        true: 'hover:shadow-md',
        false: '',
      },
    },
    defaultVariants: { linked: false },
  },
);

/** Props the app's link (a router link) receives to become the card's profile link. */
export interface MemberCardLinkProps {
  'data-slot': 'member-card-link';
  className: string;
  children: ReactNode;
}

export interface MemberCardFavoriteLabels {
  add?: string;
  remove?: string;
}

export type MemberCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  /** `user.first_name`. */
  firstName?: string | null | undefined;
  /** `user.age`. */
  age?: number | null | undefined;
  /** `user.city`. */
  city?: string | null | undefined;
  /** `user.distance`, in kilometres. */
  distance?: number | null | undefined;
  /** `user.last_activity`. */
  lastActivity?: DateInput | null | undefined;
  /** `user.online`: the online dot replaces the last activity. */
  online?: boolean | undefined;
  /** An authenticated member (identity check or verified picture). */
  verified?: boolean | undefined;
  /** The avatar picture, derived by the app from `avatar_path`. */
  avatarSrc?: string | null | undefined;
  /** The member's state for the avatar overlay and blur (deleted, unavailable, subscribed, …). */
  member?: AvatarMemberState | undefined;
  /** Anonymous mode hides pictures until revealed. */
  anonymousMode?: boolean | undefined;
  revealed?: boolean | undefined;
  onReveal?: (() => void) | undefined;
  /** `favorite`: the member is in the viewer's favourites. */
  favorite?: boolean | undefined;
  /** Shows the favourite toggle; called with the wanted state. */
  onFavoriteChange?: ((favorite: boolean) => void) | undefined;
  favoriteLabels?: MemberCardFavoriteLabels | undefined;
  /** `can.view`: the profile link is active only then. */
  can?: { view?: boolean | undefined } | undefined;
  /** Renders the profile link (the app's router link) with the given props. */
  renderLink?: ((props: MemberCardLinkProps) => ReactNode) | undefined;
  /** Level of the name heading in the page. */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** A fixed current time for the last activity (tests, stories). */
  now?: DateInput | undefined;
  /** In the grid's first row: its picture loads at once (see Avatar's `priority`). */
  priority?: boolean | undefined;
};

export function MemberCard({
  className,
  firstName,
  age,
  city,
  distance,
  lastActivity,
  online = false,
  verified = false,
  avatarSrc,
  member = {},
  anonymousMode,
  revealed,
  onReveal,
  favorite = false,
  onFavoriteChange,
  favoriteLabels,
  can,
  renderLink,
  headingLevel = 3,
  now,
  priority,
  ...props
}: MemberCardProps) {
  const intl = useIntl();
  const nameId = useId();
  const hidden = member.deleted ? 'deleted' : member.unavailable ? 'unavailable' : undefined;
  const linked = !hidden && can?.view === true && renderLink !== undefined;
  const Heading = `h${headingLevel}` as const;

  const name =
    firstName && age != null
      ? intl.formatMessage(nameAge, { name: firstName, age })
      : (firstName ?? null);

  const favoriteLabel = favorite
    ? (favoriteLabels?.remove ?? intl.formatMessage(messages.removeFavorite))
    : (favoriteLabels?.add ?? intl.formatMessage(messages.addFavorite));

  return (
    <article
      data-slot="member-card"
      data-linked={linked}
      data-favorite={favorite}
      data-member-state={hidden}
      aria-labelledby={!hidden && name ? nameId : undefined}
      className={cn(memberCardVariants({ linked }), className)}
      {...props}
    >
      <div data-slot="member-card-media" className="relative aspect-square w-full">
        <Avatar
          size={400}
          shape="square"
          className="w-full [&_[data-slot=avatar-reveal]]:relative [&_[data-slot=avatar-reveal]]:z-[2]"
          src={hidden ? null : avatarSrc}
          name={hidden ? null : firstName}
          member={member}
          anonymousMode={anonymousMode}
          revealed={revealed}
          onReveal={onReveal}
          priority={priority}
        />
        {onFavoriteChange ? (
          <Button
            data-slot="member-card-favorite"
            type="button"
            variant="outline"
            size="icon"
            aria-pressed={favorite}
            aria-label={favoriteLabel}
            aria-describedby={!hidden && name ? nameId : undefined}
            className="absolute top-2 right-2 z-[2] shadow-sm"
            onClick={() => {
              onFavoriteChange(!favorite);
            }}
          >
            <Heart aria-hidden="true" className={cn(favorite && 'fill-accent text-accent')} />
          </Button>
        ) : null}
      </div>

      {hidden ? null : (
        <div data-slot="member-card-body" className="flex min-w-0 flex-col gap-1 p-4">
          <div className="flex min-w-0 items-center gap-1.5">
            <Heading
              id={nameId}
              data-slot="member-card-name"
              className="min-w-0 truncate font-display text-lg font-semibold"
            >
              {linked ? (
                renderLink({
                  'data-slot': 'member-card-link',
                  className:
                    'rounded-sm outline-none after:absolute after:inset-0 after:z-[1] hover:text-primary',
                  children: name,
                })
              ) : (
                <span data-slot="member-card-name-text">{name}</span>
              )}
            </Heading>
            {verified ? <VerifiedBadge size="sm" /> : null}
          </div>
          {city || distance != null ? (
            <p
              data-slot="member-card-place"
              className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-text-muted"
            >
              {city ? <span className="truncate">{city}</span> : null}
              {city && distance != null ? (
                <span aria-hidden="true" className="before:content-['·']" />
              ) : null}
              <DistanceLabel distance={distance} />
            </p>
          ) : null}
          <LastActivity lastActivity={lastActivity} online={online} now={now} />
        </div>
      )}
    </article>
  );
}

export function MemberCardSkeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="member-card-skeleton"
      aria-hidden="true"
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-border bg-surface-raised motion-safe:animate-pulse',
        className,
      )}
      {...props}
    >
      <div className="aspect-square w-full bg-surface-sunken" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-5 w-2/3 rounded-sm bg-surface-sunken" />
        <div className="h-4 w-1/2 rounded-sm bg-surface-sunken" />
        <div className="h-4 w-1/3 rounded-sm bg-surface-sunken" />
      </div>
    </div>
  );
}

/**
 * The grid of cards. A card away from the screen is neither styled nor laid out until it nears it
 * (`content-visibility: auto`): on a phone one card of sixteen shows at first, and the style and
 * layout of the others after the first page drew were the search's longest task (issue 12). Meanwhile
 * each keeps its height: a square picture as wide as a column (`cqw`, the grid being the container)
 * and the 113 px of its texts and borders, then the height it last had.
 */
export const memberGridVariants = cva([
  '@container relative grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  '[&>[data-slot=member-card]]:[content-visibility:auto]',
  '[&>[data-slot=member-card]]:[contain-intrinsic-block-size:auto_calc(100cqw_+_113px)]',
  'xs:[&>[data-slot=member-card]]:[contain-intrinsic-block-size:auto_calc((100cqw_-_1rem)_/_2_+_113px)]',
  'lg:[&>[data-slot=member-card]]:[contain-intrinsic-block-size:auto_calc((100cqw_-_2rem)_/_3_+_113px)]',
  'xl:[&>[data-slot=member-card]]:[contain-intrinsic-block-size:auto_calc((100cqw_-_3rem)_/_4_+_113px)]',
]);

export type MemberGridProps = ComponentProps<'div'> & {
  /** Appends `placeholderCount` skeleton cards and announces the loading. */
  loading?: boolean | undefined;
  placeholderCount?: number | undefined;
  /** Announced while loading; defaults to 'Chargement des membres…'. */
  loadingLabel?: ReactNode;
};

/** The search and favourites grid: 1 column on the smallest screens, then 2 (xs), 3 (lg) and 4 (xl). */
export function MemberGrid({
  className,
  loading = false,
  placeholderCount = MEMBER_CARD_PLACEHOLDER_COUNT,
  loadingLabel,
  children,
  ...props
}: MemberGridProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="member-grid"
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      className={cn(memberGridVariants(), className)}
      {...props}
    >
      {children}
      {/* Keyed by the cards before them: when a page of cards arrives while the next one loads, the
          placeholders are new ones below the cards, not the old ones pushed down (a layout shift of
          0.66 on a phone, issue 12). */}
      {loading
        ? Array.from({ length: placeholderCount }, (_, index) => (
            <MemberCardSkeleton key={`${Children.count(children)}-${index}`} />
          ))
        : null}
      <span role="status" className="sr-only">
        {loading ? (loadingLabel ?? intl.formatMessage(messages.loading)) : null}
      </span>
    </div>
  );
}
