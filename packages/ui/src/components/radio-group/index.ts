export {
  RadioGroup,
  radioGroupVariants,
  radioOptionVariants,
  type RadioGroupProps,
  type RadioOption,
} from './radio-group.tsx';
