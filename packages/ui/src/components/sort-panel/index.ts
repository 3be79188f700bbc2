// The choices and their names come from their own module: importing them does not load the panel.
export * from './sort-panel.ts';
export { SortPanel, type SortPanelProps } from './sort-panel.tsx';
