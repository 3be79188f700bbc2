export { Chip, chipVariants, type ChipProps } from './chip';
