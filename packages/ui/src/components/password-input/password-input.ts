/** The password rule everywhere (spec 01 §5, 02 §5): at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit';

export interface PasswordRule {
  id: PasswordRuleId;
  met: boolean;
}

/** The rules in the order the checklist shows them. */
export const PASSWORD_RULE_IDS: readonly PasswordRuleId[] = [
  'length',
  'uppercase',
  'lowercase',
  'digit',
];

const tests: Record<PasswordRuleId, (value: string) => boolean> = {
  // Characters as a person counts them (code points), like the server's mb_strlen.
  length: (value) => Array.from(value).length >= PASSWORD_MIN_LENGTH,
  // Any script's upper and lower case letters: 'É' and 'é' count.
  uppercase: (value) => /\p{Lu}/u.test(value),
  lowercase: (value) => /\p{Ll}/u.test(value),
  digit: (value) => /\p{Nd}/u.test(value),
};

/** Each rule of the checklist and whether `value` meets it. */
export function passwordRules(value: string): PasswordRule[] {
  return PASSWORD_RULE_IDS.map((id) => ({ id, met: tests[id](value) }));
}

/** True when every rule is met: the register and reset buttons stay disabled otherwise. */
export function isPasswordValid(value: string): boolean {
  return passwordRules(value).every((rule) => rule.met);
}
