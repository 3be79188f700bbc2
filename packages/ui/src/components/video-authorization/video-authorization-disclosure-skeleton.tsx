import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Skeleton } from '../skeleton';
import {
  disclosureFrameClassName,
  disclosureMessages,
  disclosureRowClassName,
} from './video-authorization-disclosure.ts';

export type VideoAuthorizationDisclosureSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The disclosure's `label`, when the app overrides it. */
  label?: ReactNode;
};

/**
 * The folded video-call section while its code loads (`VideoAuthorizationDisclosure` is a chunk of its
 * own: its consent switch is not needed to read a conversation). A module of its own,
 * `@app/ui/video-authorization/disclosure-skeleton`, so that it does not bring the disclosure with it.
 * It takes exactly the folded disclosure's room: the same frame and line, the title's text laid out
 * hidden under its placeholder bar, and the icons' boxes. Nothing in it is for assistive technologies.
 */
export function VideoAuthorizationDisclosureSkeleton({
  className,
  label,
  ...props
}: VideoAuthorizationDisclosureSkeletonProps) {
  const intl = useIntl();
  return (
    <div
      aria-hidden="true"
      data-slot="video-authorization-disclosure-skeleton"
      className={cn(disclosureFrameClassName, className)}
      {...props}
    >
      <span
        data-slot="video-authorization-disclosure-skeleton-row"
        className={disclosureRowClassName}
      >
        <Skeleton shape="circle" className="size-5" />
        <span data-slot="video-authorization-disclosure-skeleton-title" className="flex-1">
          <Skeleton className="inline h-auto w-auto">
            <span className="invisible">
              {label ?? intl.formatMessage(disclosureMessages.title)}
            </span>
          </Skeleton>
        </span>
        <span className="size-5 shrink-0" />
      </span>
    </div>
  );
}
