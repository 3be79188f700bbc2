import { Skeleton } from '@app/ui/skeleton';

/**
 * The video call's section is a disclosure whose folded frame is one line high. Its code is a chunk of
 * its own (conversation-view.tsx), so the frame is written once here, for the section and for its
 * placeholder: the placeholder keeps exactly the section's room while it loads.
 */
export const videoChatFrameClassName = 'rounded-lg border border-border px-3 py-2';

/** The folded section while its code loads: its frame, a placeholder for its icon and title. */
export function VideoChatAuthorizationPlaceholder() {
  return (
    <div
      aria-hidden="true"
      data-slot="video-chat-authorization-placeholder"
      className={videoChatFrameClassName}
    >
      <span className="flex h-6 items-center gap-2">
        <Skeleton className="size-5 rounded-full" />
        <Skeleton className="w-28" />
      </span>
    </div>
  );
}
