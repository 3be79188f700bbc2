/**
 * Pure rules of the profile page (spec, section 2 "Profile", 5 "Inputs", 9): which answers show, how a height
 * reads in metric or imperial units, and how the carousels move.
 */

/** The gallery carousel moves every 4000 ms. */
export const GALLERY_AUTOPLAY_MS = 4000;
/** Slides visible at once on wide screens (lg, 1024 px and up); one below. */
export const CAROUSEL_VISIBLE_WIDE = 3;
/** Read-more clamps at 3 lines by default. */
export const READ_MORE_LINES = 3;
/** The profile's about excerpt shows at most 5 lines on mobile. */
export const ABOUT_EXCERPT_LINES = 5;

/** An answer as the profile shows it: the question and the text value or the chosen options. */
export interface ProfileAnswer {
  /** The question as shown on a profile (`question.label` or `question.text`). */
  question: string;
  /** The text answer, or a number (height in centimetres). */
  value?: string | number | null | undefined;
  /** The chosen options (select, multi-select). */
  options?: readonly { id?: number | undefined; label: string }[] | null | undefined;
}

type AnswerLike = Pick<ProfileAnswer, 'value' | 'options'>;

function hasValue(value: AnswerLike['value']): boolean {
  if (value == null) return false;
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0;
  return value.trim() !== '';
}

/** An answer counts unless its value is empty and it has no options. */
export function isAnswered(answer: AnswerLike): boolean {
  return hasValue(answer.value) || (answer.options?.length ?? 0) > 0;
}

/** The answers to show: those with an empty value and no options are ignored. */
export function visibleAnswers<T extends AnswerLike>(
  answers: readonly T[] | null | undefined,
): T[] {
  return (answers ?? []).filter(isAnswered);
}

/** The texts an answer shows: its options' labels, else its value. */
export function answerTexts(answer: AnswerLike): string[] {
  const labels = (answer.options ?? [])
    .map((option) => option.label)
    .filter((label) => label !== '');
  if (labels.length > 0) return labels;
  return hasValue(answer.value) ? [String(answer.value).trim()] : [];
}

export type Units = 'metric' | 'imperial';

export const INCHES_PER_FOOT = 12;
const CM_PER_INCH = 2.54;

export type HeightParts =
  { units: 'metric'; centimetres: number } | { units: 'imperial'; feet: number; inches: number };

/**
 * A height in centimetres, in whole centimetres (metric) or in feet and whole inches (imperial, 12 inches per
 * foot, inches 0 to 11); `null` without a height.
 */
export function heightParts(
  centimetres: number | null | undefined,
  units: Units = 'metric',
): HeightParts | null {
  if (centimetres == null || !Number.isFinite(centimetres) || centimetres <= 0) return null;
  if (units === 'metric') return { units, centimetres: Math.round(centimetres) };
  const totalInches = Math.round(centimetres / CM_PER_INCH);
  return {
    units,
    feet: Math.floor(totalInches / INCHES_PER_FOOT),
    inches: totalInches % INCHES_PER_FOOT,
  };
}

/** How many positions a carousel has: each shows `visible` slides, the last one ends on the last slide. */
export function carouselPositions(count: number, visible: number): number {
  return Math.max(1, count - Math.max(1, visible) + 1);
}

/** The next position, back to the first after the last. */
export function nextPosition(position: number, positions: number): number {
  return positions <= 1 ? 0 : (position + 1) % positions;
}

/** The previous position, round to the last from the first. */
export function previousPosition(position: number, positions: number): number {
  return positions <= 1 ? 0 : (position - 1 + positions) % positions;
}

export interface AutoplayState {
  /** Autoplay is wanted (the gallery; not the short questions). */
  enabled: boolean;
  /** The carousel has somewhere to go. */
  positions: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The user asked for reduced motion. */
  reducedMotion: boolean;
  /** The user paused it with the pause button. */
  pausedByUser: boolean;
}

/** The carousel plays only when enabled, movable, and not hovered, focused, paused or under reduced motion. */
export function shouldAutoplay(state: AutoplayState): boolean {
  return (
    state.enabled &&
    state.positions > 1 &&
    !state.hovered &&
    !state.focused &&
    !state.reducedMotion &&
    !state.pausedByUser
  );
}
