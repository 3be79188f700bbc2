/**
 * The search's sort choices, their names and their query, without the sort panel: a page that shows
 * the chosen sort loads the panel (a dialog) only when it is opened.
 */
export * from '../components/sort-panel/sort-panel.ts';
