export {
  Field,
  fieldLabelVariants,
  fieldVariants,
  firstError,
  hasError,
  joinIds,
  useErrorClear,
  useFieldControl,
  type FieldControlOptions,
  type FieldErrorValue,
  type FieldProps,
} from './field.tsx';
