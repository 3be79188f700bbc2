import { CircleCheck, Flower2, ImagePlus, PauseCircle, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../button';
import {
  INCOMPLETE_GALLERY,
  protectionView,
  type ProtectedUser,
  type ProtectionScreen,
} from './state-screens.ts';

export {
  INCOMPLETE_GALLERY,
  protectionView,
  type ProtectedUser,
  type ProtectionOptions,
  type ProtectionScreen,
} from './state-screens.ts';

const messages = defineMessages<{
  unsubscribedTitle: NoMessageValues;
  unsubscribedText: NoMessageValues;
  activated: NoMessageValues;
  incompleteGalleryTitle: NoMessageValues;
  incompleteGalleryText: NoMessageValues;
  pictures: NoMessageValues;
  suspendedTitle: NoMessageValues;
  suspendedText: NoMessageValues;
  pausedTitle: NoMessageValues;
  pausedText: NoMessageValues;
  blossom: NoMessageValues;
  blossoming: NoMessageValues;
  pauseSettings: NoMessageValues;
}>({
  unsubscribedTitle: {
    id: 'ui.state-screens.unsubscribed_title',
    defaultMessage: 'Activez votre abonnement',
  },
  unsubscribedText: {
    id: 'ui.state-screens.unsubscribed_text',
    defaultMessage:
      'Choisissez un forfait pour rechercher des membres, leur écrire et profiter de tout le contenu.',
  },
  activated: {
    id: 'ui.state-screens.activated',
    defaultMessage: 'Votre abonnement a été activé avec succès!',
  },
  incompleteGalleryTitle: {
    id: 'ui.state-screens.incomplete_gallery_title',
    defaultMessage: 'Votre album photo est incomplet',
  },
  incompleteGalleryText: {
    id: 'ui.state-screens.incomplete_gallery_text',
    defaultMessage:
      'Votre profil est suspendu parce que votre album photo est incomplet. Ajoutez un portrait et une photo validée pour le réactiver.',
  },
  pictures: { id: 'ui.state-screens.pictures', defaultMessage: 'Gérer mes photos' },
  suspendedTitle: {
    id: 'ui.state-screens.suspended_title',
    defaultMessage: 'Votre compte est suspendu',
  },
  suspendedText: {
    id: 'ui.state-screens.suspended_text',
    defaultMessage:
      'Votre compte a été suspendu. Pour en savoir plus, communiquez avec notre équipe.',
  },
  pausedTitle: { id: 'ui.state-screens.paused_title', defaultMessage: 'Votre compte est en pause' },
  pausedText: {
    id: 'ui.state-screens.paused_text',
    defaultMessage:
      'Votre profil est masqué et vous ne recevez plus de messages. Prêt(e) à refleurir?',
  },
  blossom: { id: 'ui.state-screens.blossom', defaultMessage: 'Refleurir' },
  blossoming: { id: 'ui.state-screens.blossoming', defaultMessage: 'Réactivation…' },
  pauseSettings: {
    id: 'ui.state-screens.pause_settings',
    defaultMessage: 'Paramètres de pause',
  },
});

/** Props the app's link (a router link) receives to become a state screen's button. */
export interface StateScreenLinkProps {
  'data-slot': string;
  className: string;
  children: ReactNode;
}

type HeadingLevel = 1 | 2 | 3;

function Heading({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className="font-display text-2xl font-semibold text-balance">{children}</Tag>;
}

function Screen({
  screen,
  icon,
  title,
  text,
  headingLevel,
  children,
  className,
}: {
  screen: Exclude<ProtectionScreen, 'content'>;
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  headingLevel: HeadingLevel;
  children?: ReactNode;
  className?: string | undefined;
}) {
  return (
    <section
      data-slot="state-screen"
      data-screen={screen}
      className={cn(
        'mx-auto flex w-full max-w-3xl flex-col items-center gap-4 px-4 py-10 text-center text-text',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-8"
      >
        {icon}
      </span>
      <Heading level={headingLevel}>{title}</Heading>
      <p className="max-w-prose text-pretty text-text-muted">{text}</p>
      {children}
    </section>
  );
}

export interface UnsubscribedScreenProps {
  /** The product list to activate a membership (the app's `ProductGrid` with its payment). */
  products?: ReactNode;
  /** The membership was just activated: the success notice shows. */
  activated?: boolean | undefined;
  headingLevel?: HeadingLevel | undefined;
  className?: string | undefined;
}

/** The unsubscribed screen: a product list to activate a membership, and the success notice. */
export function UnsubscribedScreen({
  products,
  activated = false,
  headingLevel = 1,
  className,
}: UnsubscribedScreenProps) {
  const intl = useIntl();
  return (
    <Screen
      screen="unsubscribed"
      icon={<Flower2 />}
      title={intl.formatMessage(messages.unsubscribedTitle)}
      text={intl.formatMessage(messages.unsubscribedText)}
      headingLevel={headingLevel}
      className={cn('max-w-6xl', className)}
    >
      <div role="status" className="empty:hidden">
        {activated ? (
          <p
            data-slot="state-screen-activated"
            className="flex items-center gap-2 rounded-lg bg-success-soft px-4 py-3 font-semibold text-success"
          >
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {intl.formatMessage(messages.activated)}
          </p>
        ) : null}
      </div>
      {products ? (
        <div data-slot="state-screen-products" className="mt-4 w-full text-left">
          {products}
        </div>
      ) : null}
    </Screen>
  );
}

export interface SuspendedScreenProps {
  /** `member.suspended_reason`: `incomplete_gallery` gets its own message and a pictures button. */
  reason?: string | null | undefined;
  /** Renders the pictures button (a link to /member/settings/pictures). */
  renderPicturesLink?: ((props: StateScreenLinkProps) => ReactNode) | undefined;
  headingLevel?: HeadingLevel | undefined;
  className?: string | undefined;
}

/** The suspended screen: the incomplete-gallery message with a pictures button, or a generic one. */
export function SuspendedScreen({
  reason,
  renderPicturesLink,
  headingLevel = 1,
  className,
}: SuspendedScreenProps) {
  const intl = useIntl();
  const gallery = reason === INCOMPLETE_GALLERY;
  return (
    <Screen
      screen="suspended"
      icon={gallery ? <ImagePlus /> : <ShieldAlert />}
      title={intl.formatMessage(
        gallery ? messages.incompleteGalleryTitle : messages.suspendedTitle,
      )}
      text={intl.formatMessage(gallery ? messages.incompleteGalleryText : messages.suspendedText)}
      headingLevel={headingLevel}
      className={className}
    >
      {gallery && renderPicturesLink
        ? renderPicturesLink({
            'data-slot': 'state-screen-pictures-link',
            className: buttonVariants({ size: 'lg' }),
            children: intl.formatMessage(messages.pictures),
          })
        : null}
    </Screen>
  );
}

export interface PausedScreenProps {
  /** Blossom: ends the pause (`PATCH account/member/pause`); return a promise to show it pending. */
  onBlossom?: (() => unknown) | undefined;
  /** Renders the button to the pause settings (the app's router link). */
  renderPauseSettingsLink?: ((props: StateScreenLinkProps) => ReactNode) | undefined;
  headingLevel?: HeadingLevel | undefined;
  className?: string | undefined;
}

/** The pause screen, with a button to blossom (end the pause) and one to the pause settings. */
export function PausedScreen({
  onBlossom,
  renderPauseSettingsLink,
  headingLevel = 1,
  className,
}: PausedScreenProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  return (
    <Screen
      screen="paused"
      icon={<PauseCircle />}
      title={intl.formatMessage(messages.pausedTitle)}
      text={intl.formatMessage(messages.pausedText)}
      headingLevel={headingLevel}
      className={className}
    >
      <div className="flex flex-wrap justify-center gap-3">
        {onBlossom ? (
          <Button
            data-slot="state-screen-blossom"
            size="lg"
            loading={pending}
            loadingLabel={intl.formatMessage(messages.blossoming)}
            onClick={() => {
              if (pending) return;
              const result = onBlossom();
              if (result instanceof Promise) {
                setPending(true);
                result
                  .catch(() => undefined)
                  .finally(() => {
                    setPending(false);
                  });
              }
            }}
          >
            <Flower2 aria-hidden="true" />
            {intl.formatMessage(messages.blossom)}
          </Button>
        ) : null}
        {renderPauseSettingsLink?.({
          'data-slot': 'state-screen-pause-settings-link',
          className: buttonVariants({ variant: 'outline', size: 'lg' }),
          children: intl.formatMessage(messages.pauseSettings),
        })}
      </div>
    </Screen>
  );
}

export type ProtectionViewProps = UnsubscribedScreenProps &
  Omit<SuspendedScreenProps, 'reason'> &
  PausedScreenProps & {
    /** The signed-in user (`GET /account`). */
    user: ProtectedUser | null | undefined;
    /** Forces the content (the member's own profile). */
    forceVisible?: boolean | undefined;
    /** The protected page. */
    children: ReactNode;
  };

/**
 * The protected member pages: the unsubscribed, suspended or pause screen in the spec's order, or the
 * content (`protectionView`).
 */
export function ProtectionView({
  user,
  forceVisible,
  children,
  products,
  activated,
  renderPicturesLink,
  onBlossom,
  renderPauseSettingsLink,
  headingLevel,
  className,
}: ProtectionViewProps) {
  const screen = protectionView(user, { forceVisible });
  if (screen === 'unsubscribed') {
    return (
      <UnsubscribedScreen
        products={products}
        activated={activated}
        headingLevel={headingLevel}
        className={className}
      />
    );
  }
  if (screen === 'suspended') {
    return (
      <SuspendedScreen
        reason={user?.member?.suspended_reason}
        renderPicturesLink={renderPicturesLink}
        headingLevel={headingLevel}
        className={className}
      />
    );
  }
  if (screen === 'paused') {
    return (
      <PausedScreen
        onBlossom={onBlossom}
        renderPauseSettingsLink={renderPauseSettingsLink}
        headingLevel={headingLevel}
        className={className}
      />
    );
  }
  return <>{children}</>;
}
