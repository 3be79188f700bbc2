/**
 * Reordering the album by drag or keyboard: dnd-kit's sensors, what screen readers hear at each step of a
 * move, and the drop that keeps the first picture a portrait when the order is forced.
 */
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import {
  movePicture,
  reorderRule,
  type GalleryPicture,
  type GalleryPictureId,
} from './picture-gallery.ts';
import { messages } from './picture-gallery-messages.ts';

export interface PictureOrderOptions {
  pictures: readonly GalleryPicture[];
  /** The first picture must be a portrait: a drop that breaks it is refused. */
  forceOrder: boolean;
  /** Called with the new order of ids after an allowed drop. */
  onReorder?: ((ids: GalleryPictureId[]) => void) | undefined;
  /** Called when a drop is refused (the first picture would not be a portrait). */
  onRefused: () => void;
  /** Called when a drop is accepted. */
  onAccepted: () => void;
}

export function usePictureOrder({
  pictures,
  forceOrder,
  onReorder,
  onRefused,
  onAccepted,
}: PictureOrderOptions) {
  const intl = useIntl();
  const movedRef = useRef(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = pictures.length;
  const ids = pictures.map((picture) => picture.id);

  const positionOf = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      movedRef.current = false;
      return intl.formatMessage(messages.dragStart, { from: positionOf(active.id) });
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the picture over its own place in the same update as the pick-up, which
      // would replace the pick-up announcement: keep saying 'picked up' until it really moves.
      if (!movedRef.current && over?.id === active.id) {
        return intl.formatMessage(messages.dragStart, { from: positionOf(active.id) });
      }
      movedRef.current = true;
      return over
        ? intl.formatMessage(messages.dragOver, {
            from: positionOf(active.id),
            to: positionOf(over.id),
            count,
          })
        : intl.formatMessage(messages.dragOverNone, { from: positionOf(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? intl.formatMessage(messages.dragEnd, {
            from: positionOf(active.id),
            to: positionOf(over.id),
            count,
          })
        : intl.formatMessage(messages.dragEndNone, { from: positionOf(active.id) }),
    onDragCancel: ({ active }) =>
      intl.formatMessage(messages.dragCancel, { from: positionOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = movePicture(pictures, positionOf(active.id) - 1, positionOf(over.id) - 1);
    if (!reorderRule(next, forceOrder).allowed) {
      onRefused();
      return;
    }
    onAccepted();
    onReorder?.(next.map((picture) => picture.id));
  };

  return { ids, sensors, announcements, onDragEnd };
}
