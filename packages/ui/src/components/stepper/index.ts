export {
  Stepper,
  stepState,
  stepperVariants,
  type StepState,
  type StepperProps,
  type StepperStep,
} from './stepper';
