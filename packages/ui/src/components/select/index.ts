export {
  Select,
  SelectItem,
  selectTriggerVariants,
  type SelectItemProps,
  type SelectOption,
  type SelectProps,
} from './select.tsx';
