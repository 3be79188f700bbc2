export {
  isSortChoice,
  SORT_CHOICES,
  SortPanel,
  sortMessages,
  sortQuery,
  type SortChoice,
  type SortPanelProps,
  type SortQuery,
} from './sort-panel.tsx';
