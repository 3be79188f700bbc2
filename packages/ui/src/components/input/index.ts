export {
  Input,
  inputVariants,
  normalizeText,
  textLengthState,
  type InputProps,
  type TextLengthRules,
  type TextLengthState,
} from './input.tsx';
export { FormattedInput } from './formatted-input.tsx';
