export { EndOfList, type EndOfListProps } from './end-of-list';
