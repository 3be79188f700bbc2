export {
  OnboardingStepLayout,
  onboardingStepLayoutVariants,
  type OnboardingStepLayoutProps,
} from './onboarding-step-layout.tsx';
export { wizardPosition, type WizardPosition } from './onboarding-step-layout.ts';
