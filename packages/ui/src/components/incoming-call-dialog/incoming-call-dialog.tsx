import { MessageCircle, PhoneOff, Video } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../dialog';
import { Switch } from '../switch';
import { DECLINE_CLOSE_DELAY_MS, truncateName } from './incoming-call-dialog.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  calling: { name: string };
  withVideo: NoMessageValues;
  decline: NoMessageValues;
  message: NoMessageValues;
  accept: NoMessageValues;
  declined: NoMessageValues;
}>({
  title: { id: 'ui.incoming-call-dialog.title', defaultMessage: 'Appel vidéo entrant' },
  calling: { id: 'ui.incoming-call-dialog.calling', defaultMessage: '{name} vous appelle' },
  withVideo: { id: 'ui.incoming-call-dialog.with_video', defaultMessage: 'Avec vidéo' },
  decline: { id: 'ui.incoming-call-dialog.decline', defaultMessage: 'Refuser' },
  message: { id: 'ui.incoming-call-dialog.message', defaultMessage: 'Répondre par message' },
  accept: { id: 'ui.incoming-call-dialog.accept', defaultMessage: 'Accepter' },
  declined: { id: 'ui.incoming-call-dialog.declined', defaultMessage: 'Appel refusé' },
});

export interface IncomingCallAcceptOptions {
  /** Start with the camera on (the app goes to the video-chat route with `no_video=0`), or off (`no_video=1`). */
  withVideo: boolean;
}

export interface IncomingCallDialogProps {
  /** An incoming call is ringing (fed by the app from the realtime event). */
  open: boolean;
  /** Called with false when the modal closes: 500 ms after a decline. */
  onOpenChange: (open: boolean) => void;
  /** The caller's first name, shown within 20 characters. */
  callerName: string;
  callerAvatarSrc?: string | null | undefined;
  /** Decline: the app posts the decline; the modal shows 'declined' and closes 500 ms later. */
  onDecline: () => void;
  /** Reply by message: the call is declined (`onDecline`), then this opens the conversation. */
  onMessage: () => void;
  /** Accept, with the camera on or off. */
  onAccept: (options: IncomingCallAcceptOptions) => void;
  /** Controlled with-video toggle; uncontrolled it starts on (`defaultWithVideo`). */
  withVideo?: boolean | undefined;
  defaultWithVideo?: boolean | undefined;
  onWithVideoChange?: ((withVideo: boolean) => void) | undefined;
  /** How long the declined modal stays before closing (500 ms). */
  declineCloseDelayMs?: number | undefined;
  /** Overrides the title ('Appel vidéo entrant'). */
  title?: ReactNode;
  className?: string | undefined;
}

/**
 * The ringing modal: who calls, a with-video toggle, and decline, reply by message or accept. Escape declines;
 * a click outside does nothing, so a call is never dismissed by accident.
 */
export function IncomingCallDialog({
  open,
  onOpenChange,
  callerName,
  callerAvatarSrc,
  onDecline,
  onMessage,
  onAccept,
  withVideo: withVideoProp,
  defaultWithVideo = true,
  onWithVideoChange,
  declineCloseDelayMs = DECLINE_CLOSE_DELAY_MS,
  title,
  className,
}: IncomingCallDialogProps) {
  const intl = useIntl();
  const acceptRef = useRef<HTMLButtonElement | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [innerWithVideo, setInnerWithVideo] = useState(defaultWithVideo);
  const [declined, setDeclined] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  const withVideo = withVideoProp ?? innerWithVideo;
  const name = truncateName(callerName);

  // A new call starts fresh.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDeclined(false);
  }

  useEffect(
    () => () => {
      window.clearTimeout(closeTimer.current);
    },
    [],
  );

  const decline = () => {
    if (declined) return;
    setDeclined(true);
    onDecline();
    closeTimer.current = window.setTimeout(() => {
      onOpenChange(false);
    }, declineCloseDelayMs);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) decline();
      }}
    >
      <DialogContent
        data-slot="incoming-call-dialog"
        data-state-call={declined ? 'declined' : 'ringing'}
        data-with-video={withVideo}
        size="sm"
        showCloseButton={false}
        className={cn('items-center text-center', className)}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          acceptRef.current?.focus();
        }}
        onPointerDownOutside={(event) => {
          event.preventDefault();
        }}
        onInteractOutside={(event) => {
          event.preventDefault();
        }}
      >
        <span aria-hidden="true" className="relative">
          <span
            data-slot="incoming-call-dialog-ring"
            className="absolute -inset-2 animate-pulse rounded-full border-4 border-primary/30"
          />
          <Avatar
            size={150}
            src={callerAvatarSrc}
            name={callerName}
            alt=""
            className="relative w-28"
          />
        </span>
        <DialogHeader className="items-center">
          <DialogTitle>{title ?? intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription data-slot="incoming-call-dialog-caller" title={callerName}>
            {intl.formatMessage(messages.calling, { name })}
          </DialogDescription>
        </DialogHeader>
        <Switch
          data-slot="incoming-call-dialog-video"
          label={intl.formatMessage(messages.withVideo)}
          checked={withVideo}
          disabled={declined}
          onCheckedChange={(checked) => {
            if (withVideoProp === undefined) setInnerWithVideo(checked);
            onWithVideoChange?.(checked);
          }}
        />
        <span role="status" className="text-sm font-semibold text-danger">
          {declined ? intl.formatMessage(messages.declined) : null}
        </span>
        <div data-slot="incoming-call-dialog-actions" className="grid w-full grid-cols-2 gap-3">
          <Button
            data-slot="incoming-call-dialog-decline"
            type="button"
            variant="danger"
            disabled={declined}
            onClick={decline}
          >
            <PhoneOff aria-hidden="true" />
            {intl.formatMessage(messages.decline)}
          </Button>
          <Button
            ref={acceptRef}
            data-slot="incoming-call-dialog-accept"
            type="button"
            disabled={declined}
            onClick={() => {
              onAccept({ withVideo });
            }}
          >
            <Video aria-hidden="true" />
            {intl.formatMessage(messages.accept)}
          </Button>
          <Button
            data-slot="incoming-call-dialog-message"
            type="button"
            variant="outline"
            disabled={declined}
            className="col-span-2 h-auto min-h-11 py-2 whitespace-normal"
            onClick={() => {
              decline();
              onMessage();
            }}
          >
            <MessageCircle aria-hidden="true" />
            {intl.formatMessage(messages.message)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
