export { ProgressBar, progressBarVariants, type ProgressBarProps } from './progress-bar.tsx';
export { onboardingProgress, toPercent } from './progress-bar.ts';
