/**
 * One picture of the album: its badges, its drag handle and its delete button. The drag handle works
 * once the ordering code is there (`SortablePicture` gives it dnd-kit's pointer and keyboard handlers);
 * until then it shows, disabled, in its place.
 */
import { GripVertical, Trash2 } from 'lucide-react';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
import { VerifiedBadge, isVerifiedPicture, type PictureStatus } from '../verified-badge';
import {
  GALLERY_THUMBNAIL_SIZE,
  type GalleryPicture,
  type GalleryPictureId,
} from './picture-gallery.ts';
import { messages } from './picture-gallery-messages.ts';

const statusBadge = {
  pending: 'warning',
  validated: 'success',
  portrait: 'success',
  authenticated: 'success',
  refused: 'danger',
} as const satisfies Record<PictureStatus, 'warning' | 'success' | 'danger'>;

export interface PictureTileProps {
  picture: GalleryPicture;
  position: number;
  onDelete: (id: GalleryPictureId, opener: HTMLElement) => void;
  /** The pointer or the focus reached the delete button: time to fetch the confirmation's code. */
  onDeleteIntent?: (() => void) | undefined;
  canDelete: boolean;
  /** dnd-kit's refs, handlers and transform; without them the drag handle is disabled. */
  drag?: {
    nodeRef: Ref<HTMLLIElement>;
    handleRef: Ref<HTMLButtonElement>;
    handleProps: HTMLAttributes<HTMLButtonElement>;
    style: CSSProperties;
    isDragging: boolean;
  };
}

export function PictureTile({
  picture,
  position,
  onDelete,
  onDeleteIntent,
  canDelete,
  drag,
}: PictureTileProps) {
  const intl = useIntl();
  const main = position === 1;
  return (
    <li
      ref={drag?.nodeRef}
      data-slot="picture-gallery-item"
      data-picture-id={picture.id}
      data-position={position}
      data-status={picture.status}
      data-main={main || undefined}
      data-dragging={drag?.isDragging || undefined}
      style={drag?.style}
      className={cn(
        'relative aspect-square w-full max-w-[300px] overflow-hidden rounded-lg border border-border bg-surface-sunken shadow-sm',
        'data-[dragging]:z-10 data-[dragging]:shadow-lg data-[dragging]:ring-3 data-[dragging]:ring-primary',
      )}
    >
      <img
        src={picture.src}
        alt={
          main
            ? intl.formatMessage(messages.mainPicture)
            : intl.formatMessage(messages.picture, { position })
        }
        width={GALLERY_THUMBNAIL_SIZE}
        height={GALLERY_THUMBNAIL_SIZE}
        draggable={false}
        className="size-full object-cover"
      />
      <div className="absolute inset-x-2 top-2 flex flex-wrap items-start gap-1">
        {main ? (
          <Badge variant="primary" size="sm" data-slot="picture-gallery-main">
            {intl.formatMessage(messages.main)}
          </Badge>
        ) : null}
        <Badge
          variant={statusBadge[picture.status]}
          size="sm"
          data-slot="picture-gallery-status"
          className="h-auto min-h-5 py-0.5 text-left leading-tight whitespace-normal"
        >
          {intl.formatMessage(messages.status, { status: picture.status })}
        </Badge>
        {isVerifiedPicture(picture.status) ? (
          <VerifiedBadge kind="picture" size="sm" appearance="onPicture" />
        ) : null}
      </div>
      <div className="absolute inset-x-2 bottom-2 flex items-center justify-between gap-2">
        <button
          ref={drag?.handleRef}
          type="button"
          data-slot="picture-gallery-move"
          disabled={drag === undefined}
          {...drag?.handleProps}
          aria-label={intl.formatMessage(messages.move, { position })}
          className={cn(
            'flex size-10 cursor-grab touch-none items-center justify-center rounded-full bg-surface-raised/95 text-text shadow-sm',
            'hover:bg-surface-raised active:cursor-grabbing disabled:cursor-default',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          data-slot="picture-gallery-delete"
          data-blocked={canDelete ? undefined : true}
          className="size-10 bg-surface-raised/95 text-danger"
          aria-label={intl.formatMessage(messages.delete, { position })}
          onPointerEnter={canDelete ? onDeleteIntent : undefined}
          onFocus={canDelete ? onDeleteIntent : undefined}
          onClick={(event) => {
            onDelete(picture.id, event.currentTarget);
          }}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
