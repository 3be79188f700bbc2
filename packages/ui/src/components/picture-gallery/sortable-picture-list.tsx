/**
 * The album's pictures, reorderable by drag or keyboard (dnd-kit). Loaded apart from the gallery, which
 * draws the same tiles meanwhile: dnd-kit is not needed to show the album, only to move a picture.
 */
import { DndContext, closestCenter } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './picture-gallery-messages.ts';
import type { PictureTileProps } from './picture-tile.tsx';
import { SortablePicture } from './sortable-picture.tsx';
import { usePictureOrder, type PictureOrderOptions } from './use-picture-order.ts';

export interface SortablePictureListProps extends PictureOrderOptions {
  /** Each picture's tile, in the album's order. */
  tiles: readonly Omit<PictureTileProps, 'drag'>[];
  /** A drag starts (the gallery clears its notice). */
  onDragStart: () => void;
  /** Wraps the sortable tiles in the album's list (the same list the gallery draws meanwhile). */
  renderList: (tiles: ReactNode) => ReactNode;
}

export default function SortablePictureList({
  tiles,
  onDragStart,
  renderList,
  ...order
}: SortablePictureListProps) {
  const intl = useIntl();
  const { ids, sensors, announcements, onDragEnd } = usePictureOrder(order);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        {renderList(tiles.map((tile) => <SortablePicture key={tile.picture.id} {...tile} />))}
      </SortableContext>
    </DndContext>
  );
}
