/** One picture of the album, sortable: dnd-kit's pointer and keyboard handling on the tile's drag handle. */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useIntl } from 'react-intl';
import { messages } from './picture-gallery-messages.ts';
import { PictureTile, type PictureTileProps } from './picture-tile.tsx';

export type SortablePictureProps = Omit<PictureTileProps, 'drag'>;

export function SortablePicture(props: SortablePictureProps) {
  const intl = useIntl();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: props.picture.id,
    attributes: { roleDescription: intl.formatMessage(messages.roleDescription) },
  });
  return (
    <PictureTile
      {...props}
      drag={{
        nodeRef: setNodeRef,
        handleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
        style: { transform: CSS.Transform.toString(transform), transition },
        isDragging,
      }}
    />
  );
}
