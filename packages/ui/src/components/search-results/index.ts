export { NEAR_END_MARGIN, SearchResults, type SearchResultsProps } from './search-results';
