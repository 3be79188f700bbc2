/**
 * Cropping constants (spec: a square crop, a viewport of at most 384 pixels, a 1000 × 1000 JPEG at
 * quality 0.85) and the pure geometry that maps the chosen area onto the output canvas.
 */

/** Width and height of the cropped picture, in pixels. */
export const CROPPED_OUTPUT_SIZE = 1000;
/** The crop viewport is never wider than this, in CSS pixels. */
export const CROP_VIEWPORT_MAX = 384;
/** JPEG quality of the cropped picture. */
export const CROP_JPEG_QUALITY = 0.85;
/** The cropped picture's type. */
export const CROP_OUTPUT_TYPE = 'image/jpeg';
/** Square. */
export const CROP_ASPECT = 1;
export const CROP_MIN_ZOOM = 1;
export const CROP_MAX_ZOOM = 3;
export const CROP_ZOOM_STEP = 0.1;

/** An area of the source image, in its natural pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The image's natural size. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The arguments of `drawImage(image, sx, sy, sw, sh, dx, dy, dw, dh)` onto an `outputSize` square
 * canvas. `size` is the canvas side.
 */
export interface CanvasArea {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
  size: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Maps the crop area onto a square canvas of `outputSize` pixels. The part of the area that lies on
 * the image is drawn; any part outside it (a zoomed-out or unrestricted crop) stays as the canvas
 * background, at the place it would take. An empty area or image gives an empty drawing.
 */
export function cropToCanvasArea(
  area: CropArea,
  image: ImageSize,
  outputSize: number = CROPPED_OUTPUT_SIZE,
): CanvasArea {
  const size = Math.max(1, Math.round(outputSize));
  if (area.width <= 0 || area.height <= 0 || image.width <= 0 || image.height <= 0) {
    return { sx: 0, sy: 0, sw: 0, sh: 0, dx: 0, dy: 0, dw: 0, dh: 0, size };
  }
  const scaleX = size / area.width;
  const scaleY = size / area.height;
  const left = clamp(area.x, 0, image.width);
  const top = clamp(area.y, 0, image.height);
  const right = clamp(area.x + area.width, 0, image.width);
  const bottom = clamp(area.y + area.height, 0, image.height);
  const sw = Math.max(0, right - left);
  const sh = Math.max(0, bottom - top);
  return {
    sx: left,
    sy: top,
    sw,
    sh,
    dx: (left - area.x) * scaleX,
    dy: (top - area.y) * scaleY,
    dw: sw * scaleX,
    dh: sh * scaleY,
    size,
  };
}

/** The zoom kept within its bounds and rounded to the slider's step. */
export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / CROP_ZOOM_STEP) * CROP_ZOOM_STEP;
  return Math.round(clamp(stepped, CROP_MIN_ZOOM, CROP_MAX_ZOOM) * 100) / 100;
}
