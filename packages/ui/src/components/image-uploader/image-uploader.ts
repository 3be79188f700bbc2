/**
 * The checks a picture passes before it is uploaded (spec: PNG, JPG or GIF, at least 250 × 250 pixels,
 * at most 10 MB). Pure, so the rules are unit-tested; the component decodes the file for its size.
 */

/** The smallest accepted width, in pixels. */
export const IMAGE_MIN_WIDTH = 250;
/** The smallest accepted height, in pixels. */
export const IMAGE_MIN_HEIGHT = 250;
/** One megabyte as the browser counts file sizes (1024 × 1024 bytes). */
export const MEGABYTE = 1024 * 1024;
/** The largest accepted file: 10 MB. */
export const IMAGE_MAX_BYTES = 10 * MEGABYTE;
/** PNG, JPG or GIF. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
/** The file chooser's `accept`: the types and their extensions. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.gif'].join(',');

export interface ImageRules {
  minWidth: number;
  minHeight: number;
  maxBytes: number;
  types: readonly string[];
}

export const DEFAULT_IMAGE_RULES: ImageRules = {
  minWidth: IMAGE_MIN_WIDTH,
  minHeight: IMAGE_MIN_HEIGHT,
  maxBytes: IMAGE_MAX_BYTES,
  types: IMAGE_TYPES,
};

/** Why a file is refused, with the limit to put in the message. */
export type ImageCheckIssue =
  | { code: 'format' }
  | { code: 'size'; maxBytes: number }
  | { code: 'width'; min: number }
  | { code: 'height'; min: number };

/** What is known about the file: its type and size at once, its pixels once decoded. */
export interface ImageFileFacts {
  type: string;
  size: number;
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * Every rule the file breaks, in the order they are shown: format, size, width, height. An empty list
 * means the file may be uploaded. Width and height are checked only when known.
 */
export function checkImageFile(
  { type, size, width, height }: ImageFileFacts,
  rules: ImageRules = DEFAULT_IMAGE_RULES,
): ImageCheckIssue[] {
  const issues: ImageCheckIssue[] = [];
  const normalisedType = type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : type.toLowerCase();
  if (!rules.types.includes(normalisedType)) issues.push({ code: 'format' });
  if (size > rules.maxBytes) issues.push({ code: 'size', maxBytes: rules.maxBytes });
  if (width !== undefined && width < rules.minWidth)
    issues.push({ code: 'width', min: rules.minWidth });
  if (height !== undefined && height < rules.minHeight)
    issues.push({ code: 'height', min: rules.minHeight });
  return issues;
}

/** A byte count in megabytes, for display ('10 Mo' / '10 MB'). */
export function toMegabytes(bytes: number): number {
  return Math.round((bytes / MEGABYTE) * 10) / 10;
}

/** The upload progress as a fraction from 0 to 1, whatever the app reports. */
export function clampProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}
