export {
  isPasswordValid,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_IDS,
  PasswordInput,
  passwordRules,
  passwordRuleVariants,
  type PasswordInputProps,
  type PasswordRule,
  type PasswordRuleId,
} from './password-input.tsx';
