/**
 * The search's sort choices, their names and their query, without the sort panel: a page that shows
 * the chosen sort loads the panel (a dialog) only when it is opened.
 */
export {
  isSortChoice,
  SORT_CHOICES,
  sortMessages,
  sortQuery,
  type SortChoice,
  type SortQuery,
} from '../components/sort-panel/sort-panel.ts';
