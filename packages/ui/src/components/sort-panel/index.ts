// The choices and their names come from their own module: importing them does not load the panel.
export {
  isSortChoice,
  SORT_CHOICES,
  sortMessages,
  sortQuery,
  type SortChoice,
  type SortQuery,
} from './sort-panel.ts';
export { SortPanel, type SortPanelProps } from './sort-panel.tsx';
