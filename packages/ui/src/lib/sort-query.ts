/** The search's sort choices and their query, without their names: see sort-panel/sort-query.ts. */
export * from '../components/sort-panel/sort-query.ts';
