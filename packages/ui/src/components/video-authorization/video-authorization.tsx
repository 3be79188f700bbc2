import { Hourglass, PartyPopper, Video } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { truncateName } from '../../lib/truncate-name.ts';
import { Switch } from '../switch';
import {
  callUnlocked,
  isAuthorizationPending,
  videoAuthorizationState,
} from './video-authorization.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  description: NoMessageValues;
  waitingOther: { name: string };
  waitingMe: { name: string };
  unlocked: { name: string };
  call: { name: string };
}>({
  label: { id: 'ui.video-authorization.label', defaultMessage: 'Autoriser les appels vidéo' },
  description: {
    id: 'ui.video-authorization.description',
    defaultMessage: 'Un appel n’est possible que si vous l’autorisez tous les deux.',
  },
  waitingOther: {
    id: 'ui.video-authorization.waiting_other',
    defaultMessage: 'Autorisation en attente : {name} n’a pas encore autorisé les appels vidéo.',
  },
  waitingMe: {
    id: 'ui.video-authorization.waiting_me',
    defaultMessage:
      'Autorisation en attente : {name} a autorisé les appels vidéo, il ne manque que votre accord.',
  },
  unlocked: {
    id: 'ui.video-authorization.unlocked',
    defaultMessage: 'Appel vidéo débloqué ! {name} a aussi autorisé les appels.',
  },
  call: { id: 'ui.video-authorization.call', defaultMessage: 'Appeler {name}' },
});

export type VideoAuthorizationProps = Omit<ComponentProps<'div'>, 'children' | 'onChange'> & {
  /** My `authorize_video_chat`. */
  authorized: boolean;
  /** The other member's `authorize_video_chat` (updated by the app from the realtime event). */
  otherAuthorized: boolean;
  /** The other member's first name (the call button shows at most 20 characters of it). */
  otherName: string;
  /** The switch changed; the app updates `authorized` at once and debounces the save (300 ms). */
  onChange: (authorized: boolean) => void;
  /** Starts the call (the app goes to the video-chat route). */
  onCall: () => void;
  /** The save is in flight (the switch shows it). */
  pending?: boolean | undefined;
  /** The other user is the support: no call controls at all. */
  otherIsAdmin?: boolean | undefined;
  /**
   * Forces the 'call unlocked' hint; by default it appears when the other side authorises while mine is on.
   */
  unlocked?: boolean | undefined;
  /** Overrides the call button's label. */
  callLabel?: ReactNode;
};

/**
 * The authorise-video switch, 'pending authorization' while only one side agreed, the call button once both
 * did, and a 'call unlocked' hint when the other side's agreement opens the call.
 */
export function VideoAuthorization({
  className,
  authorized,
  otherAuthorized,
  otherName,
  onChange,
  onCall,
  pending = false,
  otherIsAdmin = false,
  unlocked,
  callLabel,
  ...props
}: VideoAuthorizationProps) {
  const intl = useIntl();
  const [previousOther, setPreviousOther] = useState(otherAuthorized);
  const [justUnlocked, setJustUnlocked] = useState(false);
  if (otherAuthorized !== previousOther) {
    setPreviousOther(otherAuthorized);
    setJustUnlocked(callUnlocked({ previousOther, other: otherAuthorized, mine: authorized }));
  }
  if (otherIsAdmin) return null;

  const state = videoAuthorizationState({ mine: authorized, other: otherAuthorized });
  const showUnlocked = state === 'both' && (unlocked ?? justUnlocked);
  const name = truncateName(otherName);

  let notice: ReactNode = null;
  if (showUnlocked) {
    notice = (
      <span
        data-slot="video-authorization-unlocked"
        className="inline-flex items-start gap-2 rounded-md bg-success-soft px-3 py-2 text-success"
      >
        <PartyPopper aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {intl.formatMessage(messages.unlocked, { name: otherName })}
      </span>
    );
  } else if (isAuthorizationPending(state)) {
    notice = (
      <span
        data-slot="video-authorization-pending"
        className="inline-flex items-start gap-2 text-text-muted"
      >
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {intl.formatMessage(
          state === 'waiting-other' ? messages.waitingOther : messages.waitingMe,
          {
            name: otherName,
          },
        )}
      </span>
    );
  }

  return (
    <div
      data-slot="video-authorization"
      data-state={state}
      data-pending={isAuthorizationPending(state) || undefined}
      data-unlocked={showUnlocked || undefined}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <Switch
        data-slot="video-authorization-switch"
        label={intl.formatMessage(messages.label)}
        description={intl.formatMessage(messages.description)}
        checked={authorized}
        pending={pending}
        onCheckedChange={onChange}
      />
      <p role="status" data-slot="video-authorization-status" className="text-sm">
        {notice}
      </p>
      {state === 'both' ? (
        <Button
          data-slot="video-authorization-call"
          type="button"
          onClick={onCall}
          className="self-start"
        >
          <Video aria-hidden="true" />
          {callLabel ?? intl.formatMessage(messages.call, { name })}
        </Button>
      ) : null}
    </div>
  );
}
