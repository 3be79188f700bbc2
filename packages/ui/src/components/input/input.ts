/** Length rules shared by text inputs and text areas: the 'x / max' counter and the 'min x' hint. */
export interface TextLengthRules {
  minLength?: number | undefined;
  maxLength?: number | undefined;
  /** Leading and trailing spaces do not count towards the minimum. */
  trim?: boolean | undefined;
}

export interface TextLengthState {
  /** Characters typed, as the browser counts them for `maxLength`. */
  count: number;
  /** Shorter than the minimum: the 'min x characters' hint shows. */
  belowMin: boolean;
  /** The maximum is reached: the browser refuses more. */
  atMax: boolean;
}

/** The value an input reports: trimmed when asked. */
export function normalizeText(value: string, trim: boolean | undefined): string {
  return trim ? value.trim() : value;
}

export function textLengthState(value: string, rules: TextLengthRules): TextLengthState {
  const count = value.length;
  const counted = normalizeText(value, rules.trim).length;
  return {
    count,
    belowMin: rules.minLength !== undefined && rules.minLength > 0 && counted < rules.minLength,
    atMax: rules.maxLength !== undefined && count >= rules.maxLength,
  };
}
