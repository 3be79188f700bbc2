/** Heights are stored in centimetres; the units only change how they are entered and shown. */
export type Units = 'metric' | 'imperial';

/** The height range of the questionnaire and the search filters (spec 02 §5). */
export const HEIGHT_MIN_CM = 122;
export const HEIGHT_MAX_CM = 213;
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;
/** The largest inches value: 12 inches make a foot. */
export const MAX_INCHES = INCHES_PER_FOOT - 1;

export interface FeetInches {
  feet: number;
  /** 0 to 11. */
  inches: number;
}

export interface HeightRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** Centimetres are whole numbers: 170.5 is 171, 170.4 is 170. */
export function roundCm(cm: number): number {
  return Math.round(cm);
}

/**
 * Feet and inches of a height in centimetres, to the nearest inch. The total is rounded first, so
 * 182.8 cm is 6 ft 0 in, never 5 ft 12 in.
 */
export function cmToFeetInches(cm: number): FeetInches {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

/** Inches kept to a whole number from 0 to 11. */
export function clampInches(inches: number): number {
  if (!Number.isFinite(inches)) return 0;
  return Math.min(MAX_INCHES, Math.max(0, Math.trunc(inches)));
}

/** Centimetres (rounded) of feet and inches; inches above 11 count as 11. */
export function feetInchesToCm(feet: number, inches: number): number {
  return roundCm((Math.trunc(feet) * INCHES_PER_FOOT + clampInches(inches)) * CM_PER_INCH);
}

export function clampHeight(cm: number, range: HeightRange = {}): number {
  const min = range.min ?? HEIGHT_MIN_CM;
  const max = range.max ?? HEIGHT_MAX_CM;
  return Math.min(max, Math.max(min, roundCm(cm)));
}

export type HeightStatus = 'empty' | 'below-min' | 'above-max' | 'valid';

export function heightStatus(cm: number | null | undefined, range: HeightRange = {}): HeightStatus {
  if (cm === null || cm === undefined || !Number.isFinite(cm)) return 'empty';
  const rounded = roundCm(cm);
  if (rounded < (range.min ?? HEIGHT_MIN_CM)) return 'below-min';
  if (rounded > (range.max ?? HEIGHT_MAX_CM)) return 'above-max';
  return 'valid';
}

/** A typed number of centimetres ('170', '170,6', '170.4'), rounded; null when it is not a number. */
export function parseCm(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d*)?$/.test(trimmed)) return null;
  return roundCm(Number(trimmed));
}

/** The whole feet a range allows: 4 to 7 for 122-213 cm. */
export function feetOptions(range: HeightRange = {}): number[] {
  const first = cmToFeetInches(range.min ?? HEIGHT_MIN_CM).feet;
  const last = cmToFeetInches(range.max ?? HEIGHT_MAX_CM).feet;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The inches (0 to 11) a range allows with `feet`: only 0 with 7 ft in 122-213 cm. */
export function inchOptions(feet: number, range: HeightRange = {}): number[] {
  const min = range.min ?? HEIGHT_MIN_CM;
  const max = range.max ?? HEIGHT_MAX_CM;
  return Array.from({ length: INCHES_PER_FOOT }, (_, inches) => inches).filter((inches) => {
    const cm = feetInchesToCm(feet, inches);
    return cm >= min && cm <= max;
  });
}
