export { FilterChips, type FilterChipKey, type FilterChipsProps } from './filter-chips';
