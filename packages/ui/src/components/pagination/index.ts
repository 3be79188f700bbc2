export { Pagination, type PaginationProps } from './pagination.tsx';
export { pageItems, shouldShowPagination, type PageItem } from './pagination.ts';
