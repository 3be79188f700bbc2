import { cva } from 'class-variance-authority';
import { useId, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import { Field } from '../field';
import { Slider } from '../slider/slider.tsx';
import { StatusBanner } from '../status-banner';
import {
  CROP_ASPECT,
  CROP_JPEG_QUALITY,
  CROP_MAX_ZOOM,
  CROP_MIN_ZOOM,
  CROP_OUTPUT_TYPE,
  CROP_ZOOM_STEP,
  CROPPED_OUTPUT_SIZE,
  clampZoom,
  cropToCanvasArea,
  type CropArea,
} from './image-cropper.ts';

const messages = defineMessages({
  title: { id: 'ui.image-cropper.title', defaultMessage: 'Recadrer la photo' },
  description: {
    id: 'ui.image-cropper.description',
    defaultMessage: 'Déplacez et agrandissez l’image pour choisir la partie carrée à garder.',
  },
  area: { id: 'ui.image-cropper.area', defaultMessage: 'Zone de recadrage' },
  instructions: {
    id: 'ui.image-cropper.instructions',
    defaultMessage:
      'Faites glisser l’image, ou utilisez les flèches du clavier pour la déplacer (Maj pour un pas plus fin) et les touches + et − pour zoomer.',
  },
  zoom: { id: 'ui.image-cropper.zoom', defaultMessage: 'Zoom' },
  cancel: { id: 'ui.image-cropper.cancel', defaultMessage: 'Annuler' },
  confirm: { id: 'ui.image-cropper.confirm', defaultMessage: 'Valider le recadrage' },
  error: {
    id: 'ui.image-cropper.error',
    defaultMessage: 'L’image n’a pas pu être recadrée. Veuillez réessayer.',
  },
});

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      resolve(image);
    };
    image.onerror = () => {
      reject(new Error('The image could not be loaded'));
    };
    image.src = src;
  });
}

export interface CropImageOptions {
  /** Side of the square output (1000). */
  outputSize?: number;
  /** JPEG quality (0.85). */
  quality?: number;
}

/**
 * Draws `area` of the image at `src` on a square canvas and encodes it: a 1000 × 1000 JPEG at 0.85 by
 * default. The background is white (JPEG has no transparency).
 */
export async function cropImage(
  src: string,
  area: CropArea,
  { outputSize = CROPPED_OUTPUT_SIZE, quality = CROP_JPEG_QUALITY }: CropImageOptions = {},
): Promise<Blob> {
  const image = await loadImage(src);
  const target = cropToCanvasArea(
    area,
    { width: image.naturalWidth, height: image.naturalHeight },
    outputSize,
  );
  const canvas = document.createElement('canvas');
  canvas.width = target.size;
  canvas.height = target.size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, target.size, target.size);
  context.imageSmoothingQuality = 'high';
  if (target.sw > 0 && target.sh > 0) {
    context.drawImage(
      image,
      target.sx,
      target.sy,
      target.sw,
      target.sh,
      target.dx,
      target.dy,
      target.dw,
      target.dh,
    );
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error('The canvas could not be encoded'));
      },
      CROP_OUTPUT_TYPE,
      quality,
    );
  });
}

export const imageCropperViewportVariants = cva(
  // At most 384 px wide (CROP_VIEWPORT_MAX), square, and never wider than the dialog.
  'relative mx-auto aspect-square w-full max-w-[384px] overflow-hidden rounded-lg',
  {
    variants: {
      /** What shows around the picture: dark (the usual cropping backdrop) or the page's sand. */
      backdrop: {
        dark: 'bg-text',
        light: 'bg-surface-sunken',
      },
    },
    defaultVariants: { backdrop: 'dark' },
  },
);

export type ImageCropperProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picture to crop: an object URL of the chosen file, or any image URL. */
  image: string | null;
  /** Called with the cropped 1000 × 1000 JPEG; return a promise to keep the dialog busy until it settles. */
  onCropped: (blob: Blob) => unknown;
  /** Called when the member closes the dialog without cropping. */
  onCancel?: () => void;
  /** The crop frame's shape (the output stays square). */
  shape?: 'square' | 'round';
  /** What shows around the picture (dark). */
  backdrop?: 'dark' | 'light';
  /** Overrides the dialog's title ('Recadrer la photo'). */
  title?: ReactNode;
  /** Overrides the dialog's description. */
  description?: ReactNode;
  /** Overrides the confirm button ('Valider le recadrage'). */
  confirmLabel?: ReactNode;
  /** Side of the output in pixels (1000). */
  outputSize?: number;
  /** JPEG quality (0.85). */
  quality?: number;
  className?: string;
};

/**
 * Crops a picture to a square in a dialog: drag or arrow keys to move it, a labelled zoom slider (or
 * + and −), then a 1000 × 1000 JPEG at quality 0.85 comes out through `onCropped`.
 */
export function ImageCropper({
  open,
  onOpenChange,
  image,
  onCropped,
  onCancel,
  shape = 'square',
  backdrop,
  title,
  description,
  confirmLabel,
  outputSize = CROPPED_OUTPUT_SIZE,
  quality = CROP_JPEG_QUALITY,
  className,
}: ImageCropperProps) {
  const intl = useIntl();
  const instructionsId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(CROP_MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [shownImage, setShownImage] = useState(image);

  // A new picture starts centred and unzoomed.
  if (image !== shownImage) {
    setShownImage(image);
    setCrop({ x: 0, y: 0 });
    setZoom(CROP_MIN_ZOOM);
    setArea(null);
    setFailed(false);
  }

  const changeZoom = (next: number) => {
    setZoom(clampZoom(next));
  };

  const handleKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      changeZoom(zoom + CROP_ZOOM_STEP);
    } else if (event.key === '-' || event.key === '−') {
      event.preventDefault();
      changeZoom(zoom - CROP_ZOOM_STEP);
    }
  };

  const confirm = async () => {
    if (!image || !area || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const blob = await cropImage(image, area, { outputSize, quality });
      await onCropped(blob);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const areaProps: HTMLAttributes<HTMLDivElement> & { 'data-slot': string } = {
    role: 'application',
    'aria-label': intl.formatMessage(messages.area),
    'aria-describedby': instructionsId,
    onKeyDownCapture: handleKeys,
    'data-slot': 'image-cropper-area',
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      if (busy) return;
      onCancel?.();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        data-slot="image-cropper"
        data-ready={area ? true : undefined}
        data-busy={busy || undefined}
        data-zoom={zoom}
        data-crop-x={Math.round(crop.x)}
        data-crop-y={Math.round(crop.y)}
        aria-busy={busy || undefined}
        className={cn('gap-4', className)}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title ?? intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>
            {description ?? intl.formatMessage(messages.description)}
          </DialogDescription>
        </DialogHeader>
        <div
          data-slot="image-cropper-viewport"
          data-shape={shape}
          data-backdrop={backdrop ?? 'dark'}
          className={imageCropperViewportVariants({ backdrop })}
        >
          {image ? (
            <Cropper
              image={image}
              crop={crop}
              zoom={zoom}
              aspect={CROP_ASPECT}
              minZoom={CROP_MIN_ZOOM}
              maxZoom={CROP_MAX_ZOOM}
              cropShape={shape === 'round' ? 'round' : 'rect'}
              objectFit="cover"
              showGrid
              zoomSpeed={0.5}
              onCropChange={setCrop}
              onZoomChange={changeZoom}
              onCropComplete={(_, pixels) => {
                setArea(pixels);
              }}
              classes={{
                cropAreaClassName:
                  'focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-focus',
              }}
              cropperProps={areaProps}
            />
          ) : null}
        </div>
        <p
          id={instructionsId}
          data-slot="image-cropper-instructions"
          className="text-sm text-text-muted"
        >
          {intl.formatMessage(messages.instructions)}
        </p>
        <Field label={intl.formatMessage(messages.zoom)}>
          <Slider
            value={zoom}
            min={CROP_MIN_ZOOM}
            max={CROP_MAX_ZOOM}
            step={CROP_ZOOM_STEP}
            onValueChange={changeZoom}
            formatValue={(value) => intl.formatNumber(value, { style: 'percent' })}
            showValue={false}
            size="sm"
          />
        </Field>
        {failed ? (
          <StatusBanner variant="danger">{intl.formatMessage(messages.error)}</StatusBanner>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button
            data-slot="image-cropper-confirm"
            disabled={!area}
            loading={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel ?? intl.formatMessage(messages.confirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
