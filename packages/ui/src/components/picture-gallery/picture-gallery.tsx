import { cva, type VariantProps } from 'class-variance-authority';
import { ImagePlus, ShieldCheck } from 'lucide-react';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefCallback,
} from 'react';
import { useIntl } from 'react-intl';
import { useFocusHandover } from '../../hooks/use-focus-handover';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { LazyConfirmDialog, loadConfirmDialog } from '../confirm-dialog/lazy-confirm-dialog.ts';
import { StatusBanner } from '../status-banner';
import {
  GALLERY_MAX,
  GALLERY_MIN_ONBOARDING,
  GALLERY_MIN_SETTINGS,
  GALLERY_REVIEW_HOURS,
  GALLERY_SUSPENSION_HOURS,
  canAdd,
  deleteRule,
  isCompleteGallery,
  meetsMinimum,
  reviewNotices,
  type GalleryPicture,
  type GalleryPictureId,
  type ReviewNotice,
} from './picture-gallery.ts';
import { PictureGalleryGuidance } from './picture-gallery-guidance.tsx';
import { messages } from './picture-gallery-messages.ts';
import { PictureTile, type PictureTileProps } from './picture-tile.tsx';

// Reordering (dnd-kit, about 14 KiB) is not needed to draw the album: its code loads beside the page's,
// from the gallery's first render (or `preloadPictureOrdering`), and the same tiles show meanwhile,
// their drag handles disabled.
const loadSortableList = () => import('./sortable-picture-list.tsx');
const SortablePictureList = lazy(loadSortableList);
/** Starts loading the album's reordering code, say while the pictures are asked for. */
export function preloadPictureOrdering(): void {
  void loadSortableList();
}

// The deletion's confirmation loads when the pointer or the focus reaches a delete button.
const preloadConfirmDialog = () => {
  void loadConfirmDialog();
};

const reviewVariant = {
  pending: 'info',
  refused: 'danger',
  suspension: 'warning',
  suspended: 'danger',
} as const satisfies Record<ReviewNotice, 'info' | 'warning' | 'danger'>;

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
  const [notice, setNotice] = useState<'last' | 'first-portrait' | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  // From the first confirmation on, the dialog stays rendered (so it can animate closed).
  const [confirmAsked, setConfirmAsked] = useState(false);
  // A button focused while the reordering code loaded keeps the focus when the sortable tiles come.
  const handover = useFocusHandover<HTMLOListElement>();
  const needed =
    minimum ?? (context === 'settings' ? GALLERY_MIN_SETTINGS : GALLERY_MIN_ONBOARDING);
  const count = pictures.length;
  const add = canAdd(count, max);
  const complete = isCompleteGallery(pictures);
  const enough = meetsMinimum(count, needed);
  const notices = reviewNotices(pictures, { reviewStatus, reviewExpired });
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3';

  const requestDelete = (id: GalleryPictureId, opener: HTMLElement) => {
    const rule = deleteRule(pictures, id, { allowEmpty });
    if (!rule.allowed) {
      setNotice('last');
      return;
    }
    setNotice(null);
    returnFocusRef.current = opener;
    setConfirmAsked(true);
    setPendingDelete({ id, confirmation: rule.confirmation });
  };

  const firstEmpty = count < max ? count : -1;
  const tiles: Omit<PictureTileProps, 'drag'>[] = pictures.map((picture, index) => ({
    picture,
    position: index + 1,
    canDelete: deleteRule(pictures, picture.id, { allowEmpty }).allowed,
    onDelete: requestDelete,
    onDeleteIntent: preloadConfirmDialog,
  }));
  const renderList = (items: ReactNode, ref: RefCallback<HTMLOListElement>) => (
    <ol
      ref={ref}
      aria-label={intl.formatMessage(messages.list)}
      data-slot="picture-gallery-list"
      className="grid gap-3"
    >
      {items}
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
  );

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

      <Suspense
        fallback={renderList(
          tiles.map((tile) => <PictureTile key={tile.picture.id} {...tile} />),
          handover.fromFallback,
        )}
      >
        <SortablePictureList
          pictures={pictures}
          forceOrder={forceOrder}
          onReorder={onReorder}
          onRefused={() => {
            setNotice('first-portrait');
          }}
          onAccepted={() => {
            setNotice(null);
          }}
          onDragStart={() => {
            setNotice(null);
          }}
          tiles={tiles}
          renderList={(items) => renderList(items, handover.toContent)}
        />
      </Suspense>

      {!add.allowed ? (
        <p role="status" data-slot="picture-gallery-max" className="text-sm text-text-muted">
          {intl.formatMessage(messages.max, { max: add.max })}
        </p>
      ) : null}

      {showGuidance ? (
        <PictureGalleryGuidance
          headingId={`${headingId}-guidance`}
          headingLevel={(headingLevel + 1) as 3 | 4}
        />
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

      {confirmAsked ? (
        <LazyConfirmDialog
          open={pendingDelete !== null}
          onOpenChange={(open) => {
            if (!open) setPendingDelete(null);
          }}
          variant={pendingDelete?.confirmation === 'danger' ? 'danger' : 'default'}
          title={intl.formatMessage(messages.deleteTitle)}
          message={
            pendingDelete?.confirmation === 'danger'
              ? intl.formatMessage(messages.deleteDangerMessage, {
                  hours: GALLERY_SUSPENSION_HOURS,
                })
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
      ) : null}
    </section>
  );
}
