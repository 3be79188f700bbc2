export {
  ScreenSpinner,
  Spinner,
  spinnerVariants,
  type ScreenSpinnerProps,
  type SpinnerProps,
} from './spinner';
