export { SearchToolbar, searchToolbarVariants, type SearchToolbarProps } from './search-toolbar';
