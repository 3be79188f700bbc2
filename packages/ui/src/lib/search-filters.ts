/**
 * The search filters' rules and names without the filter panel: what a page needs to count, show and
 * send the filters before the panel is opened (the panel itself is `@app/ui/filter-panel`, loaded on
 * demand by the search page).
 */
export * from '../components/filter-panel/filter-panel.ts';
export * from '../components/filter-panel/filter-labels.ts';
