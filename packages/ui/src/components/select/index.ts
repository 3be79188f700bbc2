export { Select, selectTriggerVariants, type SelectOption, type SelectProps } from './select.tsx';
