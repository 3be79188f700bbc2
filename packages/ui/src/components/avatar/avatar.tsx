import { cva, type VariantProps } from 'class-variance-authority';
import {
  Ban,
  CirclePause,
  CircleSlash,
  Eye,
  EyeOff,
  Hourglass,
  Lock,
  UserRound,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  avatarBlur,
  avatarBlurStrength,
  avatarCanReveal,
  avatarHidesPicture,
  avatarOverlay,
  avatarShowsStateText,
  type AvatarMemberState,
  type AvatarOverlay,
  type AvatarSize,
} from './avatar.ts';

const named = defineMessages<{
  alt: { name: string };
  placeholder: { name: string };
  revealNamed: { name: string };
}>({
  alt: { id: 'ui.avatar.alt', defaultMessage: 'Photo de {name}' },
  placeholder: { id: 'ui.avatar.placeholder', defaultMessage: 'Pas de photo pour {name}' },
  revealNamed: { id: 'ui.avatar.reveal_named', defaultMessage: 'Révéler la photo de {name}' },
});

const messages = defineMessages({
  altUnnamed: { id: 'ui.avatar.alt_unnamed', defaultMessage: 'Photo du membre' },
  placeholderUnnamed: { id: 'ui.avatar.placeholder_unnamed', defaultMessage: 'Pas de photo' },
  reveal: { id: 'ui.avatar.reveal', defaultMessage: 'Révéler la photo' },
  deleted: { id: 'ui.avatar.overlay.deleted', defaultMessage: 'Profil supprimé' },
  unavailable: { id: 'ui.avatar.overlay.unavailable', defaultMessage: 'Profil indisponible' },
  suspended: { id: 'ui.avatar.overlay.suspended', defaultMessage: 'Profil suspendu' },
  paused: { id: 'ui.avatar.overlay.paused', defaultMessage: 'Profil en pause' },
  pending: { id: 'ui.avatar.overlay.pending', defaultMessage: 'Photos en attente de validation' },
  anonymous: { id: 'ui.avatar.overlay.anonymous', defaultMessage: 'Mode anonyme' },
  unsubscribed: { id: 'ui.avatar.overlay.unsubscribed', defaultMessage: 'Abonnement inactif' },
});

const overlayIcons: Record<AvatarOverlay, LucideIcon> = {
  deleted: UserX,
  unavailable: CircleSlash,
  suspended: Ban,
  paused: CirclePause,
  pending: Hourglass,
  anonymous: EyeOff,
  unsubscribed: Lock,
};

export const avatarVariants = cva(
  'relative inline-flex aspect-square max-w-full shrink-0 items-center justify-center overflow-hidden bg-surface-sunken text-text-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  {
    variants: {
      size: {
        40: 'w-10 text-xs',
        64: 'w-16 text-xs',
        150: 'w-[150px] text-sm',
        400: 'w-[400px] text-base',
      },
      shape: {
        circle: 'rounded-full',
        rounded: 'rounded-lg',
        square: 'rounded-none',
      },
    },
    defaultVariants: { size: 150, shape: 'circle' },
  },
);

const imageVariants = cva('size-full object-cover transition-[filter] duration-200 ease-gentle', {
  variants: {
    blur: {
      none: '',
      soft: 'scale-110 blur-xs',
      strong: 'scale-125 blur-xl',
    },
  },
  defaultVariants: { blur: 'none' },
});

export type AvatarOverlayLabels = Partial<Record<AvatarOverlay, ReactNode>>;

export type AvatarProps = Omit<ComponentProps<'div'>, 'children'> &
  Omit<VariantProps<typeof avatarVariants>, 'size'> & {
    /** The picture (derived by the app from `avatar_path`); the placeholder shows when there is none. */
    src?: string | null | undefined;
    /** The member's first name, for the picture's text alternative and the reveal button. */
    name?: string | null | undefined;
    /** Overrides the picture's text alternative. */
    alt?: string | undefined;
    /** 400 and 150 on profiles and cards, 64 and 40 in lists. */
    size?: AvatarSize | undefined;
    /** The member's state (contract fields) that decides overlay and blur. */
    member?: AvatarMemberState | undefined;
    /** The signed-in member's own avatar: never blurred. */
    isOwn?: boolean | undefined;
    /** Pictures are hidden by anonymous mode until revealed. */
    anonymousMode?: boolean | undefined;
    /** Controlled reveal; when left out the avatar remembers a reveal itself. */
    revealed?: boolean | undefined;
    /** Shows the reveal button where reveal is allowed (anonymous mode), called when it is pressed. */
    onReveal?: (() => void) | undefined;
    /** Overrides the state texts. */
    overlayLabels?: AvatarOverlayLabels | undefined;
    /**
     * Among the first pictures the page shows (its largest content): fetched at once and ahead of the
     * others, where a picture otherwise waits until it is about to be scrolled into view.
     */
    priority?: boolean | undefined;
  };

export function Avatar({
  className,
  src,
  name,
  alt,
  size = 150,
  shape,
  member = {},
  isOwn = false,
  anonymousMode = false,
  revealed: revealedProp,
  onReveal,
  overlayLabels,
  priority = false,
  ref,
  ...props
}: AvatarProps) {
  const intl = useIntl();
  const [innerRevealed, setInnerRevealed] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const revealed = revealedProp ?? innerRevealed;
  const context = { isOwn, anonymousMode, revealed };

  const overlay = avatarOverlay(member, context);
  const blurred = avatarBlur(member, context);
  const strength = avatarBlurStrength(size);
  const showText = avatarShowsStateText(size);
  const canReveal = onReveal !== undefined && avatarCanReveal(member, context);
  const showPicture = Boolean(src) && !avatarHidesPicture(overlay);
  const small = size <= 100;

  const reveal = () => {
    setInnerRevealed(true);
    onReveal?.();
    // The button goes away: keep the keyboard user on the picture they revealed.
    rootRef.current?.focus();
  };

  const overlayLabel: ReactNode =
    overlay === null ? null : (overlayLabels?.[overlay] ?? intl.formatMessage(messages[overlay]));
  const OverlayIcon = overlay === null ? null : overlayIcons[overlay];

  return (
    <div
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
        return undefined;
      }}
      // Focus lands here after a reveal, so the keyboard user is not lost.
      tabIndex={onReveal ? -1 : undefined}
      data-slot="avatar"
      data-size={size}
      data-shape={shape ?? 'circle'}
      data-overlay={overlay ?? undefined}
      data-blurred={blurred || undefined}
      data-blur={blurred ? strength : undefined}
      data-revealed={revealed || undefined}
      className={cn(avatarVariants({ size, shape }), className)}
      {...props}
    >
      {showPicture && src ? (
        <img
          data-slot="avatar-image"
          src={src}
          alt={
            alt ??
            (name
              ? intl.formatMessage(named.alt, { name })
              : intl.formatMessage(messages.altUnnamed))
          }
          width={size}
          height={size}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          draggable={false}
          className={imageVariants({ blur: blurred ? strength : 'none' })}
        />
      ) : (
        <span
          data-slot="avatar-placeholder"
          role="img"
          aria-label={
            name
              ? intl.formatMessage(named.placeholder, { name })
              : intl.formatMessage(messages.placeholderUnnamed)
          }
          className="flex size-full items-center justify-center bg-primary-soft text-primary"
        >
          <UserRound aria-hidden="true" className="size-1/2" strokeWidth={1.5} />
        </span>
      )}

      {overlay !== null && OverlayIcon ? (
        <div
          data-slot="avatar-overlay"
          data-overlay={overlay}
          className={cn(
            'absolute inset-0 flex flex-col items-center justify-center gap-2 bg-text/30 p-2 text-center',
          )}
        >
          {showText ? (
            <span
              data-slot="avatar-state"
              className="inline-flex max-w-full items-center gap-2 rounded-full bg-surface-raised px-3 py-1.5 font-semibold text-text shadow-sm [&_svg]:size-4 [&_svg]:shrink-0"
            >
              <OverlayIcon aria-hidden="true" />
              <span>{overlayLabel}</span>
            </span>
          ) : (
            <span
              data-slot="avatar-state"
              role="img"
              aria-label={typeof overlayLabel === 'string' ? overlayLabel : undefined}
              className={cn(
                'inline-flex items-center justify-center rounded-full bg-surface-raised text-text shadow-sm',
                small ? 'size-6 [&_svg]:size-3.5' : 'size-9 [&_svg]:size-5',
                small && canReveal && 'sr-only',
              )}
            >
              <OverlayIcon aria-hidden="true" />
            </span>
          )}
          {canReveal ? (
            <Button
              data-slot="avatar-reveal"
              type="button"
              variant="outline"
              size={showText ? 'sm' : 'icon'}
              aria-label={
                showText
                  ? undefined
                  : name
                    ? intl.formatMessage(named.revealNamed, { name })
                    : intl.formatMessage(messages.reveal)
              }
              className={cn(small && 'size-7 [&_svg]:size-3.5')}
              onClick={reveal}
            >
              <Eye aria-hidden="true" />
              {showText
                ? name
                  ? intl.formatMessage(named.revealNamed, { name })
                  : intl.formatMessage(messages.reveal)
                : null}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
