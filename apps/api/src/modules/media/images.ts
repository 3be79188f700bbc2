import sharp from 'sharp';

/** Images: at least 250 × 250 pixels (spec §5, §9). */
export const MIN_IMAGE_SIDE = 250;
/** Gallery thumbnails are 300 pixels wide (spec §9). */
export const THUMBNAIL_WIDTH = 300;
/** The product resizes with a 0.85 JPEG quality (spec §9). */
export const JPEG_QUALITY = 85;
/** Stored pictures are kept within this box (the client crops to 1000 × 1000; this leaves room). */
export const MAX_STORED_SIDE = 2048;
/** Refuse to decode images beyond this many pixels (decompression bombs). */
const MAX_INPUT_PIXELS = 64_000_000;

const open = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

export interface ImageInfo {
  /** As displayed, after the EXIF orientation. */
  width: number;
  height: number;
  format: string;
}

/** Width and height as the image is displayed, or undefined when sharp cannot read it. */
export async function imageInfo(bytes: Uint8Array): Promise<ImageInfo | undefined> {
  try {
    const metadata = await open(bytes).metadata();
    const width = metadata.autoOrient.width;
    const height = metadata.autoOrient.height;
    if (!width || !height) return undefined;
    return { width, height, format: metadata.format };
  } catch {
    return undefined;
  }
}

export function isLargeEnough(size: { width: number; height: number }): boolean {
  return size.width >= MIN_IMAGE_SIDE && size.height >= MIN_IMAGE_SIDE;
}

/**
 * The stored picture: upright, flattened on white, within 2048 pixels, JPEG at 0.85, with no metadata
 * (EXIF, GPS position) kept. A GIF keeps its first frame.
 */
export async function storedJpeg(bytes: Uint8Array): Promise<Buffer> {
  return open(bytes)
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({
      width: MAX_STORED_SIDE,
      height: MAX_STORED_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/** The gallery thumbnail: 300 pixels wide, the height following the picture's proportions, JPEG. */
export async function thumbnailJpeg(bytes: Uint8Array): Promise<Buffer> {
  return open(bytes)
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({ width: THUMBNAIL_WIDTH })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/**
 * The blurred rendition others get of a picture they may not see (spec §4 "Avatar overlay precedence"):
 * first shrunk to a 24-pixel-wide sketch, so the file holds no more detail than that whatever a client
 * does with it, then brought back to the thumbnail's size under a strong Gaussian blur. JPEG, no metadata.
 */
export const BLUR_SKETCH_WIDTH = 24;
export const BLUR_SIGMA = 12;

export async function blurredJpeg(bytes: Uint8Array): Promise<Buffer> {
  const sketch = await open(bytes)
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({ width: BLUR_SKETCH_WIDTH })
    .png()
    .toBuffer();
  return sharp(sketch)
    .resize({ width: THUMBNAIL_WIDTH, kernel: 'cubic' })
    .blur(BLUR_SIGMA)
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
