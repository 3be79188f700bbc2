/** A question with more than this many options counts as having many options (compact layout). */
export const MANY_OPTIONS_THRESHOLD = 11;

export function hasManyOptions(optionCount: number): boolean {
  return optionCount > MANY_OPTIONS_THRESHOLD;
}

/** What the selection rules need to know about an option. */
export interface SelectionRuleOption {
  value: string;
  disabled?: boolean | undefined;
  /** Choosing it clears the others; choosing another clears it ('none of these'). */
  cancelOthers?: boolean | undefined;
}

export type ToggleResult =
  { value: string[]; refused: false } | { value: string[]; refused: 'max' | 'disabled' };

/**
 * The selection after a person toggles `option`: a `cancelOthers` option clears the others and is
 * cleared by any other choice; a choice past `max` is refused and the selection stays as it was.
 */
export function toggleOption(
  selected: readonly string[],
  option: SelectionRuleOption,
  options: readonly SelectionRuleOption[],
  max?: number,
): ToggleResult {
  if (option.disabled) return { value: [...selected], refused: 'disabled' };
  if (selected.includes(option.value)) {
    return { value: selected.filter((value) => value !== option.value), refused: false };
  }
  if (option.cancelOthers) return { value: [option.value], refused: false };
  const cancelling = new Set(options.filter((o) => o.cancelOthers).map((o) => o.value));
  const next = [...selected.filter((value) => !cancelling.has(value)), option.value];
  if (max !== undefined && next.length > max) return { value: [...selected], refused: 'max' };
  return { value: next, refused: false };
}

export interface SelectionLimits {
  min?: number | undefined;
  max?: number | undefined;
}

export interface SelectionStatus {
  /** min === max: an 'x/y' counter replaces the minimum hint. */
  showCounter: boolean;
  /** Fewer than `min` chosen: 'select at least x' shows. */
  belowMin: boolean;
  /** Exactly `max` chosen: any further choice is refused. */
  atMax: boolean;
  /** More than `max` chosen (data from elsewhere): the warning shows. */
  overMax: boolean;
}

export function selectionStatus(count: number, { min, max }: SelectionLimits): SelectionStatus {
  const showCounter = min !== undefined && max !== undefined && min === max;
  return {
    showCounter,
    belowMin: !showCounter && min !== undefined && min > 0 && count < min,
    atMax: max !== undefined && count >= max,
    overMax: max !== undefined && count > max,
  };
}
