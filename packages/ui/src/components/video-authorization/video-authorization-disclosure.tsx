import { ChevronDown, Video } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import {
  disclosureFrameClassName,
  disclosureMessages,
  disclosureRowClassName,
} from './video-authorization-disclosure.ts';
import { VideoAuthorization, type VideoAuthorizationProps } from './video-authorization.tsx';

export type VideoAuthorizationDisclosureProps = Omit<
  ComponentProps<'details'>,
  'children' | 'open' | 'onToggle' | 'onChange'
> &
  Pick<
    VideoAuthorizationProps,
    | 'authorized'
    | 'otherAuthorized'
    | 'otherName'
    | 'onChange'
    | 'onCall'
    | 'pending'
    | 'otherIsAdmin'
    | 'unlocked'
    | 'callLabel'
  > & {
    /** Unfolded (the app opens it itself when the call unlocks). */
    open: boolean;
    /** The member folded or unfolded it (a click, Enter or Space on its title). */
    onOpenChange: (open: boolean) => void;
    /** Overrides the title ('Appel vidéo'); the skeleton must then be given the same. */
    label?: ReactNode;
  };

/**
 * A conversation's video-call section: a disclosure whose title line ('Appel vidéo', a camera, a chevron
 * that turns when open) unfolds `VideoAuthorization` (the consent switch, 'pending authorization', the
 * call button). A native `<details>`: the title is reached with Tab and toggled with Enter or Space.
 * Nothing at all with the support (`otherIsAdmin`). While its code loads, the app shows
 * `VideoAuthorizationDisclosureSkeleton` (`@app/ui/video-authorization/disclosure-skeleton`), which
 * takes exactly the folded section's room.
 */
export function VideoAuthorizationDisclosure({
  className,
  open,
  onOpenChange,
  label,
  authorized,
  otherAuthorized,
  otherName,
  onChange,
  onCall,
  pending,
  otherIsAdmin = false,
  unlocked,
  callLabel,
  ...props
}: VideoAuthorizationDisclosureProps) {
  const intl = useIntl();
  if (otherIsAdmin) return null;
  return (
    <details
      data-slot="video-authorization-disclosure"
      data-state={open ? 'open' : 'closed'}
      open={open}
      onToggle={(event) => {
        // Also fired when `open` changes from above: report only what the member did.
        const next = event.currentTarget.open;
        if (next !== open) onOpenChange(next);
      }}
      className={cn('group/disclosure', disclosureFrameClassName, className)}
      {...props}
    >
      <summary
        data-slot="video-authorization-disclosure-summary"
        className={cn(
          disclosureRowClassName,
          'cursor-pointer list-none rounded-sm focus-visible:outline-3 focus-visible:outline-focus [&::-webkit-details-marker]:hidden',
        )}
      >
        <Video aria-hidden="true" className="size-5 shrink-0" />
        <span data-slot="video-authorization-disclosure-title" className="flex-1">
          {label ?? intl.formatMessage(disclosureMessages.title)}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open/disclosure:rotate-180"
        />
      </summary>
      <VideoAuthorization
        className="pt-3"
        authorized={authorized}
        otherAuthorized={otherAuthorized}
        otherName={otherName}
        onChange={onChange}
        onCall={onCall}
        pending={pending}
        unlocked={unlocked}
        callLabel={callLabel}
      />
    </details>
  );
}
