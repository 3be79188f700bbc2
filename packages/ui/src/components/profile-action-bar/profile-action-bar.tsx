import { cva, type VariantProps } from 'class-variance-authority';
import { Flower2, MessageCircle } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useFocusHandover } from '../../hooks/use-focus-handover';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { BlockedFlowerButton } from './blocked-flower-button.tsx';
import {
  PROFILE_ACTION_BAR_SCROLL_THRESHOLD,
  flowerButtonState,
  isScrolledPast,
} from './profile-action-bar.ts';

const BlockedFlowerTooltip = lazy(() => import('./blocked-flower-tooltip.tsx'));

const messages = defineMessages({
  label: { id: 'ui.profile-action-bar.label', defaultMessage: 'Contacter ce membre' },
  sendMessage: { id: 'ui.profile-action-bar.send_message', defaultMessage: 'Envoyer un message' },
  sendFlower: { id: 'ui.profile-action-bar.send_flower', defaultMessage: 'Envoyer une fleur' },
});

/**
 * Whether the window has scrolled `threshold` pixels (200 by default): drives the bar's `visible` prop.
 */
export function useScrollPast(threshold: number = PROFILE_ACTION_BAR_SCROLL_THRESHOLD): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY, threshold),
    () => false,
  );
}

export const profileActionBarVariants = cva(
  [
    'z-40 flex flex-wrap items-center justify-center gap-3 border-border bg-surface-raised/95 p-3 shadow-lg backdrop-blur-sm',
    'transition-[translate] duration-200 ease-gentle starting:translate-y-full',
  ],
  {
    variants: {
      placement: {
        fixed: 'fixed inset-x-0 bottom-0 border-t pb-[max(0.75rem,env(safe-area-inset-bottom))]',
        inline: 'rounded-xl border',
      },
    },
    defaultVariants: { placement: 'fixed' },
  },
);

export type ProfileActionBarProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof profileActionBarVariants> & {
    /** Shown once the page has scrolled 200 px (see `useScrollPast`). */
    visible: boolean;
    onSendMessage?: (() => void) | undefined;
    /** Called when a flower can be sent (the app confirms first). */
    onSendFlower?: (() => void) | undefined;
    /** The viewer already has a conversation with this member: no flower button. */
    hasConversation?: boolean | undefined;
    /** The counterpart is a support admin: no flower button. */
    admin?: boolean | undefined;
    /** `cant_send_flower_message`: the flower button is dimmed, with this reason as a tooltip. */
    cantSendFlowerMessage?: string | null | undefined;
    /** Own profile preview: the buttons show but do nothing. */
    interactionsDisabled?: boolean | undefined;
    sendMessageLabel?: ReactNode;
    sendFlowerLabel?: ReactNode;
  };

export function ProfileActionBar({
  className,
  placement,
  visible,
  onSendMessage,
  onSendFlower,
  hasConversation = false,
  admin = false,
  cantSendFlowerMessage,
  interactionsDisabled = false,
  sendMessageLabel,
  sendFlowerLabel,
  ...props
}: ProfileActionBarProps) {
  const intl = useIntl();
  const reasonId = useId();
  const flower = flowerButtonState({ hasConversation, admin, cantSendFlowerMessage });
  const flowerText = sendFlowerLabel ?? intl.formatMessage(messages.sendFlower);
  const { fromFallback, toContent } = useFocusHandover<HTMLButtonElement>();

  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.label)}
      data-slot="profile-action-bar"
      data-state={visible ? 'visible' : 'hidden'}
      data-flower={flower}
      data-interactions={interactionsDisabled ? 'disabled' : 'enabled'}
      hidden={!visible}
      className={cn(profileActionBarVariants({ placement }), className)}
      {...props}
    >
      <Button
        data-slot="profile-action-bar-message"
        type="button"
        variant="primary"
        disabled={interactionsDisabled}
        onClick={onSendMessage}
        className="flex-1 sm:flex-none"
      >
        <MessageCircle aria-hidden="true" />
        {sendMessageLabel ?? intl.formatMessage(messages.sendMessage)}
      </Button>

      {flower === 'available' ? (
        <Button
          data-slot="profile-action-bar-flower"
          data-state="available"
          type="button"
          variant="accent"
          disabled={interactionsDisabled}
          onClick={onSendFlower}
          className="flex-1 sm:flex-none"
        >
          <Flower2 aria-hidden="true" />
          {flowerText}
        </Button>
      ) : null}

      {flower === 'blocked' ? (
        <>
          <Suspense
            fallback={
              <BlockedFlowerButton
                ref={fromFallback}
                reasonId={reasonId}
                disabled={interactionsDisabled}
              >
                {flowerText}
              </BlockedFlowerButton>
            }
          >
            <BlockedFlowerTooltip
              reasonId={reasonId}
              reason={cantSendFlowerMessage ?? ''}
              disabled={interactionsDisabled}
              takeFocus={toContent}
            >
              {flowerText}
            </BlockedFlowerTooltip>
          </Suspense>
          <span id={reasonId} className="sr-only">
            {cantSendFlowerMessage}
          </span>
        </>
      ) : null}
    </div>
  );
}
