import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cva, type VariantProps } from 'class-variance-authority';
import { GripVertical, ImagePlus, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { StatusBanner } from '../status-banner';
import { VerifiedBadge, isVerifiedPicture, type PictureStatus } from '../verified-badge';
import {
  GALLERY_MAX,
  GALLERY_MIN_ONBOARDING,
  GALLERY_MIN_SETTINGS,
  GALLERY_REVIEW_HOURS,
  GALLERY_SUSPENSION_HOURS,
  GALLERY_THUMBNAIL_SIZE,
  canAdd,
  deleteRule,
  isCompleteGallery,
  meetsMinimum,
  movePicture,
  reorderRule,
  reviewNotices,
  type GalleryPicture,
  type GalleryPictureId,
  type ReviewNotice,
} from './picture-gallery.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  list: NoMessageValues;
  count: { count: number; max: number };
  picture: { position: number };
  mainPicture: NoMessageValues;
  main: NoMessageValues;
  status: { status: PictureStatus };
  move: { position: number };
  roleDescription: NoMessageValues;
  instructions: NoMessageValues;
  dragStart: { from: number };
  dragOver: { from: number; to: number; count: number };
  dragOverNone: { from: number };
  dragEnd: { from: number; to: number; count: number };
  dragEndNone: { from: number };
  dragCancel: { from: number };
  delete: { position: number };
  add: NoMessageValues;
  max: { max: number };
  last: NoMessageValues;
  firstPortrait: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteMessage: NoMessageValues;
  deleteDangerMessage: { hours: number };
  deleteConfirm: NoMessageValues;
  pending: { hours: number };
  refused: NoMessageValues;
  suspension: { hours: number };
  suspended: { hours: number };
  validation: { hours: number };
  guidanceTitle: NoMessageValues;
  guidanceCloseUp: NoMessageValues;
  guidanceFront: NoMessageValues;
  guidanceNoSunglasses: NoMessageValues;
  guidanceRecent: NoMessageValues;
  guidanceAlone: NoMessageValues;
  guidanceNotSuggestive: NoMessageValues;
  guidanceNoFilters: NoMessageValues;
  minimum: { minimum: number };
  next: NoMessageValues;
}>({
  title: { id: 'ui.picture-gallery.title', defaultMessage: 'Mes photos' },
  list: { id: 'ui.picture-gallery.list', defaultMessage: 'Photos de l’album' },
  count: {
    id: 'ui.picture-gallery.count',
    defaultMessage:
      '{count, plural, =0 {Aucune photo} one {# photo} other {# photos}} sur {max, number}',
  },
  picture: { id: 'ui.picture-gallery.picture', defaultMessage: 'Photo {position, number}' },
  mainPicture: { id: 'ui.picture-gallery.main-picture', defaultMessage: 'Photo principale' },
  main: { id: 'ui.picture-gallery.main', defaultMessage: 'Principale' },
  status: {
    id: 'ui.picture-gallery.status',
    defaultMessage:
      '{status, select, portrait {Portrait} authenticated {Authentifiée} validated {Validée} refused {Refusée} other {En attente de validation}}',
  },
  move: {
    id: 'ui.picture-gallery.move',
    defaultMessage: 'Déplacer la photo {position, number}',
  },
  roleDescription: {
    id: 'ui.picture-gallery.role-description',
    defaultMessage: 'photo déplaçable',
  },
  instructions: {
    id: 'ui.picture-gallery.instructions',
    defaultMessage:
      'Pour déplacer une photo, appuyez sur Espace ou Entrée, utilisez les flèches pour choisir sa nouvelle place, puis appuyez de nouveau sur Espace ou Entrée pour la déposer. Échap annule le déplacement.',
  },
  dragStart: {
    id: 'ui.picture-gallery.drag-start',
    defaultMessage: 'Photo {from, number} saisie.',
  },
  dragOver: {
    id: 'ui.picture-gallery.drag-over',
    defaultMessage: 'Photo {from, number} placée en position {to, number} sur {count, number}.',
  },
  dragOverNone: {
    id: 'ui.picture-gallery.drag-over-none',
    defaultMessage: 'La photo {from, number} n’est plus au-dessus d’un emplacement.',
  },
  dragEnd: {
    id: 'ui.picture-gallery.drag-end',
    defaultMessage: 'Photo {from, number} déposée en position {to, number} sur {count, number}.',
  },
  dragEndNone: {
    id: 'ui.picture-gallery.drag-end-none',
    defaultMessage: 'Photo {from, number} déposée à sa place.',
  },
  dragCancel: {
    id: 'ui.picture-gallery.drag-cancel',
    defaultMessage: 'Déplacement annulé. La photo {from, number} reste à sa place.',
  },
  delete: {
    id: 'ui.picture-gallery.delete',
    defaultMessage: 'Supprimer la photo {position, number}',
  },
  add: { id: 'ui.picture-gallery.add', defaultMessage: 'Ajouter une photo' },
  max: {
    id: 'ui.picture-gallery.max',
    defaultMessage: 'Vous pouvez téléverser jusqu’à {max, plural, one {# photo} other {# photos}}',
  },
  last: {
    id: 'ui.picture-gallery.warning_min_1',
    defaultMessage: 'Vous devez garder au moins une photo dans votre album.',
  },
  firstPortrait: {
    id: 'ui.picture-gallery.first-portrait',
    defaultMessage: 'La première photo doit être un portrait.',
  },
  deleteTitle: { id: 'ui.picture-gallery.delete-title', defaultMessage: 'Supprimer cette photo ?' },
  deleteMessage: {
    id: 'ui.picture-gallery.delete-message',
    defaultMessage: 'La photo sera retirée de votre album.',
  },
  deleteDangerMessage: {
    id: 'ui.picture-gallery.delete-danger-message',
    defaultMessage:
      'Votre album ne sera plus complet : il faut un portrait et une photo validée ou authentifiée. Sans album complet, votre compte sera suspendu automatiquement après {hours, number} heures.',
  },
  deleteConfirm: { id: 'ui.picture-gallery.delete-confirm', defaultMessage: 'Supprimer' },
  pending: {
    id: 'ui.picture-gallery.review-pending',
    defaultMessage:
      'Vos photos sont en cours de validation par notre équipe. Cela peut prendre jusqu’à {hours, number} heures.',
  },
  refused: {
    id: 'ui.picture-gallery.review-refused',
    defaultMessage:
      'Une ou plusieurs de vos photos ont été refusées. Remplacez-les pour compléter votre album.',
  },
  suspension: {
    id: 'ui.picture-gallery.review-suspension',
    defaultMessage:
      'Il vous faut un album complet : un portrait et une photo validée ou authentifiée. Sinon, votre compte sera suspendu automatiquement après {hours, number} heures.',
  },
  suspended: {
    id: 'ui.picture-gallery.review-suspended',
    defaultMessage:
      'Votre album est refusé ou incomplet depuis plus de {hours, number} heures : votre compte est suspendu jusqu’à ce qu’il soit complet.',
  },
  validation: {
    id: 'ui.picture-gallery.validation',
    defaultMessage:
      'Chaque nouvelle photo est vérifiée par notre équipe avant d’apparaître sur votre profil, en {hours, number} heures au plus.',
  },
  guidanceTitle: {
    id: 'ui.picture-gallery.guidance-title',
    defaultMessage: 'Conseils pour votre photo principale',
  },
  guidanceCloseUp: {
    id: 'ui.picture-gallery.guidance-close-up',
    defaultMessage: 'Un gros plan de votre visage',
  },
  guidanceFront: { id: 'ui.picture-gallery.guidance-front', defaultMessage: 'Prise de face' },
  guidanceNoSunglasses: {
    id: 'ui.picture-gallery.guidance-no-sunglasses',
    defaultMessage: 'Sans lunettes de soleil ni chapeau',
  },
  guidanceRecent: { id: 'ui.picture-gallery.guidance-recent', defaultMessage: 'Une photo récente' },
  guidanceAlone: {
    id: 'ui.picture-gallery.guidance-alone',
    defaultMessage: 'Personne d’autre que vous sur la photo',
  },
  guidanceNotSuggestive: {
    id: 'ui.picture-gallery.guidance-not-suggestive',
    defaultMessage: 'Une photo qui n’est pas suggestive',
  },
  guidanceNoFilters: {
    id: 'ui.picture-gallery.guidance-no-filters',
    defaultMessage: 'Sans filtre',
  },
  minimum: {
    id: 'ui.picture-gallery.minimum',
    defaultMessage:
      'Ajoutez au moins {minimum, plural, one {# photo} other {# photos}} pour continuer.',
  },
  next: { id: 'ui.picture-gallery.next', defaultMessage: 'Suivant' },
});

const statusBadge = {
  pending: 'warning',
  validated: 'success',
  portrait: 'success',
  authenticated: 'success',
  refused: 'danger',
} as const satisfies Record<PictureStatus, 'warning' | 'success' | 'danger'>;

const reviewVariant = {
  pending: 'info',
  refused: 'danger',
  suspension: 'warning',
  suspended: 'danger',
} as const satisfies Record<ReviewNotice, 'info' | 'warning' | 'danger'>;

const guidance = [
  messages.guidanceCloseUp,
  messages.guidanceFront,
  messages.guidanceNoSunglasses,
  messages.guidanceRecent,
  messages.guidanceAlone,
  messages.guidanceNotSuggestive,
  messages.guidanceNoFilters,
] as const;

// Columns follow the gallery's own width (a container query), not the screen's.
export const pictureGalleryVariants = cva('@container flex w-full flex-col gap-4 text-text', {
  variants: {
    columns: {
      /** 2 columns, 3 once the gallery is 24rem wide. */
      responsive:
        '[&_[data-slot=picture-gallery-list]]:grid-cols-2 @sm:[&_[data-slot=picture-gallery-list]]:grid-cols-3',
      /** Always 3 columns. */
      three: '[&_[data-slot=picture-gallery-list]]:grid-cols-3',
    },
  },
  defaultVariants: { columns: 'responsive' },
});

interface SortablePictureProps {
  picture: GalleryPicture;
  position: number;
  onDelete: (id: GalleryPictureId, opener: HTMLElement) => void;
  canDelete: boolean;
}

function SortablePicture({ picture, position, onDelete, canDelete }: SortablePictureProps) {
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
    id: picture.id,
    attributes: { roleDescription: intl.formatMessage(messages.roleDescription) },
  });
  const main = position === 1;
  return (
    <li
      ref={setNodeRef}
      data-slot="picture-gallery-item"
      data-picture-id={picture.id}
      data-position={position}
      data-status={picture.status}
      data-main={main || undefined}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
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
          ref={setActivatorNodeRef}
          type="button"
          data-slot="picture-gallery-move"
          {...attributes}
          {...listeners}
          aria-label={intl.formatMessage(messages.move, { position })}
          className={cn(
            'flex size-10 cursor-grab touch-none items-center justify-center rounded-full bg-surface-raised/95 text-text shadow-sm',
            'hover:bg-surface-raised active:cursor-grabbing',
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

type PendingDelete = { id: GalleryPictureId; confirmation: 'default' | 'danger' };

export type PictureGalleryProps = Omit<ComponentProps<'section'>, 'children'> &
  VariantProps<typeof pictureGalleryVariants> & {
    /** The pictures, in their order; the first is the main picture. */
    pictures: readonly GalleryPicture[];
    /** Onboarding (2 pictures needed, a Next button) or settings (1 needed, the validation notice). */
    context?: 'onboarding' | 'settings';
    /** Pictures needed to go on; 2 in the onboarding, 1 in the settings. */
    minimum?: number;
    /** The most pictures (6). */
    max?: number;
    /** The last picture may be deleted (warning_min_1 otherwise). */
    allowEmpty?: boolean;
    /** The first picture must be a portrait: orders that break it are refused. */
    forceOrder?: boolean;
    /** The gallery review: pending (up to 24 hours), refused or done. */
    reviewStatus?: 'pending' | 'refused' | 'done' | null;
    /** The 72-hour grace period is over. */
    reviewExpired?: boolean;
    /** Called from an empty slot: the app opens its uploader. */
    onAdd?: () => void;
    /** Called after the confirmation; return a promise to keep the dialog busy until it settles. */
    onDelete?: (id: GalleryPictureId) => unknown;
    /** Called with the new order of ids after a drag or a keyboard move. */
    onReorder?: (ids: GalleryPictureId[]) => void;
    /** Shows a Next button, disabled below `minimum`. */
    onNext?: () => void;
    /** Shows the main-photo guidance list (true). */
    showGuidance?: boolean;
    /** Overrides the title ('Mes photos'). */
    title?: ReactNode;
    /** The title's heading level (2). */
    headingLevel?: 2 | 3;
  };

/**
 * The member's album: 2 to 6 pictures with their review status, reordered by drag or keyboard,
 * deleted after a confirmation, with the review notices and the main-photo guidance.
 */
export function PictureGallery({
  pictures,
  context = 'onboarding',
  minimum,
  max = GALLERY_MAX,
  allowEmpty = false,
  forceOrder = false,
  reviewStatus,
  reviewExpired = false,
  onAdd,
  onDelete,
  onReorder,
  onNext,
  showGuidance = true,
  title,
  headingLevel = 2,
  columns,
  className,
  ...props
}: PictureGalleryProps) {
  const intl = useIntl();
  const headingId = useId();
  const minimumHintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const movedRef = useRef(false);
  const [notice, setNotice] = useState<'last' | 'first-portrait' | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const needed =
    minimum ?? (context === 'settings' ? GALLERY_MIN_SETTINGS : GALLERY_MIN_ONBOARDING);
  const count = pictures.length;
  const ids = pictures.map((picture) => picture.id);
  const add = canAdd(count, max);
  const complete = isCompleteGallery(pictures);
  const enough = meetsMinimum(count, needed);
  const notices = reviewNotices(pictures, { reviewStatus, reviewExpired });
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';
  const SubHeading = `h${String(headingLevel + 1)}` as 'h3' | 'h4';

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

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = movePicture(pictures, positionOf(active.id) - 1, positionOf(over.id) - 1);
    if (!reorderRule(next, forceOrder).allowed) {
      setNotice('first-portrait');
      return;
    }
    setNotice(null);
    onReorder?.(next.map((picture) => picture.id));
  };

  const requestDelete = (id: GalleryPictureId, opener: HTMLElement) => {
    const rule = deleteRule(pictures, id, { allowEmpty });
    if (!rule.allowed) {
      setNotice('last');
      return;
    }
    setNotice(null);
    returnFocusRef.current = opener;
    setPendingDelete({ id, confirmation: rule.confirmation });
  };

  const firstEmpty = count < max ? count : -1;

  return (
    <section
      aria-labelledby={headingId}
      data-slot="picture-gallery"
      data-context={context}
      data-count={count}
      data-complete={complete || undefined}
      data-full={!add.allowed || undefined}
      data-force-order={forceOrder || undefined}
      data-review-status={reviewStatus ?? undefined}
      className={cn(pictureGalleryVariants({ columns }), className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          data-slot="picture-gallery-title"
          className="font-display text-xl font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {title ?? intl.formatMessage(messages.title)}
        </Heading>
        <p data-slot="picture-gallery-count" className="text-sm text-text-muted tabular-nums">
          {intl.formatMessage(messages.count, { count, max })}
        </p>
      </div>

      {notices.map((kind) => (
        <StatusBanner
          key={kind}
          variant={reviewVariant[kind]}
          data-notice={kind}
          className="rounded-md"
        >
          {kind === 'refused'
            ? intl.formatMessage(messages.refused)
            : intl.formatMessage(messages[kind], {
                hours: kind === 'pending' ? GALLERY_REVIEW_HOURS : GALLERY_SUSPENSION_HOURS,
              })}
        </StatusBanner>
      ))}

      {context === 'settings' ? (
        <p
          data-slot="picture-gallery-validation"
          className="flex items-start gap-2 text-sm text-text-muted"
        >
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
          {intl.formatMessage(messages.validation, { hours: GALLERY_REVIEW_HOURS })}
        </p>
      ) : null}

      {forceOrder ? (
        <p data-slot="picture-gallery-order-hint" className="text-sm text-text-muted">
          {intl.formatMessage(messages.firstPortrait)}
        </p>
      ) : null}

      <div aria-live="polite" data-slot="picture-gallery-notice">
        {notice ? (
          <StatusBanner variant="warning" data-notice={notice} className="rounded-md">
            {intl.formatMessage(notice === 'last' ? messages.last : messages.firstPortrait)}
          </StatusBanner>
        ) : null}
      </div>

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={() => {
          setNotice(null);
        }}
        onDragEnd={handleDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: intl.formatMessage(messages.instructions) },
        }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ol
            aria-label={intl.formatMessage(messages.list)}
            data-slot="picture-gallery-list"
            className="grid gap-3"
          >
            {pictures.map((picture, index) => (
              <SortablePicture
                key={picture.id}
                picture={picture}
                position={index + 1}
                canDelete={deleteRule(pictures, picture.id, { allowEmpty }).allowed}
                onDelete={requestDelete}
              />
            ))}
            {Array.from({ length: Math.max(0, max - count) }, (_, index) => {
              const slot = count + index;
              return slot === firstEmpty && onAdd ? (
                <li
                  key={`empty-${String(slot)}`}
                  data-slot="picture-gallery-empty"
                  className="aspect-square w-full max-w-[300px]"
                >
                  <button
                    type="button"
                    data-slot="picture-gallery-add"
                    onClick={onAdd}
                    className={cn(
                      'flex size-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border-strong bg-surface-raised p-2 text-sm font-semibold text-primary',
                      'transition-colors duration-150 ease-gentle hover:border-primary hover:bg-primary-soft',
                      'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    )}
                  >
                    <ImagePlus aria-hidden="true" className="size-7" />
                    {intl.formatMessage(messages.add)}
                  </button>
                </li>
              ) : (
                <li
                  key={`empty-${String(slot)}`}
                  aria-hidden="true"
                  data-slot="picture-gallery-empty"
                  className="aspect-square w-full max-w-[300px] rounded-lg border-2 border-dashed border-border bg-surface-sunken/60"
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>

      {!add.allowed ? (
        <p role="status" data-slot="picture-gallery-max" className="text-sm text-text-muted">
          {intl.formatMessage(messages.max, { max: add.max })}
        </p>
      ) : null}

      {showGuidance ? (
        <section
          aria-labelledby={`${headingId}-guidance`}
          data-slot="picture-gallery-guidance"
          className="rounded-lg bg-surface-sunken p-4"
        >
          <SubHeading id={`${headingId}-guidance`} className="font-display text-base font-semibold">
            {intl.formatMessage(messages.guidanceTitle)}
          </SubHeading>
          <ul className="mt-2 grid gap-1 text-sm @md:grid-cols-2">
            {guidance.map((message) => (
              <li key={message.id} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-primary"
                />
                {intl.formatMessage(message)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {onNext ? (
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
          {!enough ? (
            <p
              id={minimumHintId}
              data-slot="picture-gallery-minimum"
              className="text-sm text-text-muted sm:mr-auto"
            >
              {intl.formatMessage(messages.minimum, { minimum: needed })}
            </p>
          ) : null}
          <Button
            type="button"
            data-slot="picture-gallery-next"
            disabled={!enough}
            aria-describedby={enough ? undefined : minimumHintId}
            onClick={onNext}
          >
            {intl.formatMessage(messages.next)}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        variant={pendingDelete?.confirmation === 'danger' ? 'danger' : 'default'}
        title={intl.formatMessage(messages.deleteTitle)}
        message={
          pendingDelete?.confirmation === 'danger'
            ? intl.formatMessage(messages.deleteDangerMessage, { hours: GALLERY_SUSPENSION_HOURS })
            : intl.formatMessage(messages.deleteMessage)
        }
        confirmLabel={intl.formatMessage(messages.deleteConfirm)}
        returnFocusRef={returnFocusRef}
        onConfirm={async () => {
          if (!pendingDelete) return;
          await onDelete?.(pendingDelete.id);
          // The picture is gone: focus goes to the album's title.
          returnFocusRef.current = headingRef.current;
        }}
      />
    </section>
  );
}
